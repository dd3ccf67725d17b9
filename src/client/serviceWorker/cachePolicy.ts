/**
 * What the service worker does with each request (issue 29 case 1), as one pure table so it is tested as
 * data (URL → strategy) and the worker (sw.ts) only wires strategies to it. Nothing here touches a cache.
 *
 * - `precache`: this build's own files (hashed scripts, the shell): from the build's precache, which is
 *   replaced whole by the next build's worker, so one build's chunks are never served to another.
 * - `page`: a navigation (or the page asking for its own address as HTML, to keep it). Network first (the server renders fresh HTML with its data); the last copy of
 *   that URL when the network fails, else the precached shell: never the browser's error page.
 * - `api`: a data read. A copy still within the freshness its own `Cache-Control` allows is served at once
 *   and revalidated (stale-while-revalidate); an older one only when the network fails.
 * - `config`: `/config.json`, network first (it carries the server's now and the build id).
 * - `static`: logos, the icon and the web app manifest: stale-while-revalidate.
 * - `network`: not handled at all, so never cached: the live feed (subscribe, history, presence, publish,
 *   time), health, calendar feeds, other origins and anything that is not a GET.
 */

export type CacheStrategy = 'precache' | 'page' | 'api' | 'config' | 'static' | 'network';

/** The parts of a request the policy reads (a fetch event's `Request` has them all). */
export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page load. */
  mode: string;
  /** The Accept header: the page asks for its own address as HTML to keep it (services/serviceWorker.ts). */
  accept?: string | null;
}

/** The embedded live endpoint's paths (DESIGN §1, §5): long-polls and per-moment answers, never cached. */
const LIVE_PREFIXES = ['/v2/', '/v3/', '/publish/', '/time/'];
const STATIC_PATHS = new Set(['/manifest.webmanifest', '/app-icon-maskable.svg', '/favicon.svg']);

const startsWithAny = (pathname: string, prefixes: readonly string[]) => prefixes.some((prefix) => pathname.startsWith(prefix));

/**
 * The strategy for a request made under `origin` (the worker's own origin). Live-feed paths are checked
 * before anything else, navigations included, so no rule added later can cache them.
 */
export function cacheStrategyFor(request: RequestFacts, origin: string): CacheStrategy {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  const { pathname } = url;
  if (startsWithAny(pathname, LIVE_PREFIXES) || pathname === '/time') return 'network';
  if (pathname.startsWith('/assets/')) return 'precache';
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname === '/config.json') return 'config';
  if (STATIC_PATHS.has(pathname) || pathname.startsWith('/brand/')) return 'static';
  if (pathname === '/healthz' || pathname.startsWith('/calendar/')) return 'network';
  if (request.mode === 'navigate' || /\btext\/html\b/.test(request.accept ?? '')) return 'page';
  return 'network';
}

/** A Cache-Control directive's seconds (`max-age=15`), or undefined. */
function directiveSeconds(cacheControl: string | null, name: string): number | undefined {
  const match = cacheControl ? new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(cacheControl) : null;
  return match ? Number(match[1]) : undefined;
}

/** The header the worker stamps on what it stores: the device time it stored it (epoch ms). */
export const STORED_AT_HEADER = 'x-mc-stored-at';

/**
 * The header on a kept copy the worker answers with because the network failed: the page counts it as a
 * stale answer whatever its age (services/api.ts), so an offline page says how old what it shows is.
 */
export const KEPT_COPY_HEADER = 'x-mc-kept-copy';

/** What a stored copy of an answer carries about its age. */
export interface StoredCopy {
  /** The answer's `Age` when it arrived (the server's read cache may have kept it a while). */
  age: string | null;
  cacheControl: string | null;
  /** STORED_AT_HEADER. */
  storedAt: string | null;
}

/** How old a stored copy is at `nowMs`, in whole seconds: its age on arrival plus its time in the cache. */
export function ageOfStoredCopy(copy: StoredCopy, nowMs: number): number {
  const onArrival = Number(copy.age ?? '0');
  const storedAtMs = Number(copy.storedAt ?? Number.NaN);
  const inCache = Number.isFinite(storedAtMs) ? Math.max(0, Math.floor((nowMs - storedAtMs) / 1000)) : 0;
  return (Number.isFinite(onArrival) && onArrival > 0 ? Math.floor(onArrival) : 0) + inCache;
}

/**
 * Whether a stored copy may be served before the network answers: within max-age plus
 * stale-while-revalidate of its own `Cache-Control`, as an HTTP cache would (the server keeps a match-day
 * answer seconds, a past season's an hour). An older copy waits for the network and is the fallback when
 * it fails, so a fan online never sees an hour-old score first.
 */
export function mayServeBeforeNetwork(copy: StoredCopy, nowMs: number): boolean {
  const maxAge = directiveSeconds(copy.cacheControl, 'max-age');
  if (maxAge === undefined) return false;
  return ageOfStoredCopy(copy, nowMs) <= maxAge + (directiveSeconds(copy.cacheControl, 'stale-while-revalidate') ?? 0);
}

/** The bounds of the worker's runtime caches (entries and age): a day of the demo stays within them. */
export const CACHE_BOUNDS = {
  api: { maxEntries: 300, maxAgeSeconds: 2 * 24 * 60 * 60 },
  pages: { maxEntries: 60, maxAgeSeconds: 2 * 24 * 60 * 60 },
  static: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 60 * 60 },
} as const;

/**
 * A short version of a build from its precache manifest (every file's URL and revision; hashed names
 * change with their content), for the names of the caches that hold this build's pages.
 */
export function buildVersionOf(manifest: ReadonlyArray<string | { url: string; revision?: string | null }>): string {
  const text = manifest.map((entry) => (typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`)).join('|');
  // FNV-1a, 32 bits: enough to tell builds apart, no crypto needed in the worker's install.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
