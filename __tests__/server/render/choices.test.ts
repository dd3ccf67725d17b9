/** Issue 26: the reader's choices as the server's render sees them, and the rendered page's caching. */
import { choicesOfRequest, pageCacheHeaders } from '../../../src/server/render/choices';
import { DEFAULT_READER_CHOICES, READER_CHOICES_COOKIE } from '../../../src/shared/readerChoices';

const cookie = (value: string) => ({ cookie: `_ga=GA1.2.3; ${READER_CHOICES_COOKIE}=${value}` });

describe('choicesOfRequest', () => {
  it('a request without the cookie is shared, in the site default language', () => {
    expect(choicesOfRequest({})).toEqual({ choices: DEFAULT_READER_CHOICES, scope: { kind: 'shared', language: null } });
  });

  it('a language alone is shared, one copy per language', () => {
    expect(choicesOfRequest(cookie('1.lno'))).toEqual({ choices: { ...DEFAULT_READER_CHOICES, language: 'no' }, scope: { kind: 'shared', language: 'no' } });
  });

  it.each([
    ['favourites', '1.len.f152-1001', { language: 'en', favouriteTeamIds: ['152:1001'], spoiler: DEFAULT_READER_CHOICES.spoiler }],
    ['the shield', '1.s.r77', { favouriteTeamIds: [], spoiler: { shield: true, revealed: [77], delaySeconds: 0 } }],
    ['a broadcast delay', '1.lno.d30', { language: 'no', favouriteTeamIds: [], spoiler: { shield: false, revealed: [], delaySeconds: 30 } }],
  ])('with %s the page is private, and the choices render it', (_name, value, choices) => {
    expect(choicesOfRequest(cookie(value))).toEqual({ choices, scope: { kind: 'private' } });
  });

  it.each([
    ['reveals without the shield', '1.lno.r5'],
    ['another version', '2.lno.s'],
    ['a foreign value', '%7B%22shield%22%3Atrue%7D'],
    ['an oversized value', `1.s.${'x'.repeat(2000)}`],
  ])('reads %s as no personal choice (shared)', (_name, value) => {
    expect(choicesOfRequest(cookie(value)).scope.kind).toBe('shared');
  });
});

describe('pageCacheHeaders', () => {
  const freshness = { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60, staleIfErrorSeconds: 86400 };
  it('a shared page is public for its freshness, a private one only for the browser; both vary by cookie', () => {
    expect(pageCacheHeaders({ kind: 'shared', language: 'en' }, freshness)).toEqual({
      'cache-control': 'public, max-age=15, stale-while-revalidate=60, stale-if-error=86400',
      vary: 'cookie, accept-encoding',
    });
    expect(pageCacheHeaders({ kind: 'private' }, freshness)).toEqual({ 'cache-control': 'private, no-cache', vary: 'cookie, accept-encoding' });
  });
});
