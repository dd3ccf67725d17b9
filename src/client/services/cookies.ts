/**
 * The browser's cookies, as a service (issue 26: the reader's choices mirrored for the server's first
 * render). Never throws: a sandboxed document that refuses cookies degrades to "nothing written", as
 * storage does. Every cookie is the whole site's (`Path=/`), `SameSite=Lax`, and `Secure` on https.
 */
import { cookieValueOf } from '../../shared/readerChoices';

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** RFC 6265 cookie-octets: what a value may hold without quoting. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

function defaultDocument(): Pick<Document, 'cookie'> | null {
  return typeof document === 'undefined' ? null : document;
}

function pageIsHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** The document's cookies (`document.cookie`); `secure` adds `Secure` to every write. */
export function documentCookies(doc: Pick<Document, 'cookie'> | null = defaultDocument(), secure: boolean = pageIsHttps()): CookieJar {
  const write = (name: string, value: string, maxAgeSeconds: number) => {
    try {
      if (doc) doc.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
    } catch {
      // Saving a preference is best effort.
    }
  };
  return {
    get(name) {
      try {
        return doc ? cookieValueOf(doc.cookie, name) : null;
      } catch {
        return null;
      }
    },
    set(name, value, maxAgeSeconds) {
      // A value that would need quoting is a caller's bug, never worth a broken cookie header.
      if (COOKIE_VALUE.test(value)) write(name, value, Math.max(0, Math.floor(maxAgeSeconds)));
    },
    remove(name) {
      write(name, '', 0);
    },
  };
}

/** Cookies in memory (tests), with how long each was set to last. */
export function memoryCookies(initial: Record<string, string> = {}): CookieJar & { readonly values: Map<string, string>; readonly maxAges: Map<string, number> } {
  const values = new Map(Object.entries(initial));
  const maxAges = new Map<string, number>();
  return {
    values,
    maxAges,
    get: (name) => values.get(name) ?? null,
    set(name, value, maxAgeSeconds) {
      values.set(name, value);
      maxAges.set(name, maxAgeSeconds);
    },
    remove(name) {
      values.delete(name);
      maxAges.delete(name);
    },
  };
}
