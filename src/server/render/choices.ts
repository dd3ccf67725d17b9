/**
 * Issue 26: what the reader chose, as the server sees it (the one cookie the client mirrors its local
 * storage into, shared/readerChoices), and what that makes of the rendered page's caching.
 *
 * A page rendered without personal choices is the same for every reader of its language: cacheable like
 * the API's reads (here and in a CDN), one copy per language. One rendered with favourites, the shield or a
 * delay is the reader's own: private, so no shared cache ever keeps, or hands on, a shielded or reordered page.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { hasPersonalChoices, parseReaderChoices, type ReaderChoices } from '../../shared/readerChoices';
import type { Language } from '../../shared/siteConfig';
import { cacheControlOf, type Freshness } from '../readPath/freshness';

export type PageScope =
  /** One copy per language serves every such reader; `language` null: none chosen, the site's default. */
  | { kind: 'shared'; language: Language | null }
  /** Rendered for this reader only. */
  | { kind: 'private' };

export interface RequestChoices {
  choices: ReaderChoices;
  scope: PageScope;
}

/**
 * The reader's choices from the request's `Cookie` header (anything unreadable is the defaults) and the
 * page's scope: private when a choice changes more than the language (`hasPersonalChoices`), else shared.
 */
export function choicesOfRequest(headers: Pick<IncomingHttpHeaders, 'cookie'>): RequestChoices {
  const choices = parseReaderChoices(headers.cookie);
  return { choices, scope: hasPersonalChoices(choices) ? { kind: 'private' } : { kind: 'shared', language: choices.language ?? null } };
}

/**
 * Issue 26: a live match's page is kept a second on the server (pageRenderer's `liveSeconds`), and a browser
 * or a CDN may keep it no longer: it carries the match as it stands.
 */
export const LIVE_PAGE_FRESHNESS: Freshness = { maxAgeSeconds: 1, staleWhileRevalidateSeconds: 1, staleIfErrorSeconds: 0 };

/**
 * The caching headers of a rendered page. Shared: the public `Cache-Control` of the freshness its reads
 * have (the same numbers as the API's answers); private: `private, no-cache` (the browser may keep it and
 * revalidate, nothing in between may). Both vary by `Cookie`, the only way HTTP can name the choices
 * cookie; a CDN in front keys on that cookie's value instead (README, "Several instances behind a cache").
 */
export function pageCacheHeaders(scope: PageScope, freshness: Freshness): { 'cache-control': string; vary: string } {
  return {
    'cache-control': scope.kind === 'private' ? 'private, no-cache' : cacheControlOf(freshness),
    vary: 'cookie, accept-encoding',
  };
}
