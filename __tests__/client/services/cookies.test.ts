/** Issue 26: the cookies service the choices are mirrored through. */
import { documentCookies, memoryCookies } from '../../../src/client/services/cookies';

function recordingDocument(initial: string) {
  const writes: string[] = [];
  return {
    writes,
    doc: {
      get cookie() {
        return initial;
      },
      set cookie(value: string) {
        writes.push(value);
      },
    },
  };
}

describe('documentCookies', () => {
  it('writes site-wide, Lax cookies for the given time, Secure only on https', () => {
    const http = recordingDocument('');
    documentCookies(http.doc, false).set('mc_choices', '1.lno', 31_536_000);
    expect(http.writes).toEqual(['mc_choices=1.lno; Path=/; Max-Age=31536000; SameSite=Lax']);
    const https = recordingDocument('');
    const jar = documentCookies(https.doc, true);
    jar.set('mc_choices', '1.s', 60);
    jar.remove('mc_choices');
    expect(https.writes).toEqual(['mc_choices=1.s; Path=/; Max-Age=60; SameSite=Lax; Secure', 'mc_choices=; Path=/; Max-Age=0; SameSite=Lax; Secure']);
  });

  it('reads one cookie among the others', () => {
    const { doc } = recordingDocument('a=1; mc_choices=1.len; b=2');
    expect(documentCookies(doc, false).get('mc_choices')).toBe('1.len');
    expect(documentCookies(doc, false).get('c')).toBeNull();
  });

  it('refuses a value that would break the header, and never throws when the document refuses cookies', () => {
    const { doc, writes } = recordingDocument('');
    documentCookies(doc, false).set('mc_choices', '1; Domain=evil.example', 60);
    expect(writes).toEqual([]);
    const refusing = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_value: string) {
        throw new Error('SecurityError');
      },
    };
    const jar = documentCookies(refusing, false);
    expect(jar.get('mc_choices')).toBeNull();
    expect(() => jar.set('mc_choices', '1.lno', 60)).not.toThrow();
    expect(documentCookies(null, false).get('mc_choices')).toBeNull();
  });
});

describe('memoryCookies', () => {
  it('keeps values and their lifetimes until removed', () => {
    const jar = memoryCookies({ a: '1' });
    jar.set('b', '2', 60);
    jar.remove('a');
    expect([...jar.values]).toEqual([['b', '2']]);
    expect(jar.maxAges.get('b')).toBe(60);
  });
});
