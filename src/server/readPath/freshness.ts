/**
 * How long an answer stays fresh, by what it is (issue 10 §3, DESIGN §1 "Read traffic at scale"): what a
 * past season or a finished match says will not change; today's matches change with every goal. The same
 * numbers go to the server's own cache and, as `Cache-Control`, to any HTTP cache or CDN in front of it.
 */
import type { ResolvedDirectTarget, ResolvedProxyTarget } from '../../shared/contract';
import { hasFailedYear } from './seasonLookup';

export interface Freshness {
  /** Seconds the answer is fresh. */
  maxAgeSeconds: number;
  /** Seconds after that during which a stale copy is served at once while one refresh runs. */
  staleWhileRevalidateSeconds: number;
  /** Seconds after that during which a stale copy stands in when the source fails. */
  staleIfErrorSeconds: number;
}

export type ReadTarget = { kind: 'proxy'; target: ResolvedProxyTarget } | { kind: 'direct'; target: ResolvedDirectTarget };

export interface FreshnessOptions {
  /** Lifetime of what changes during a match day (today's matches, match details): CACHE_TTL_SECONDS. */
  shortSeconds: number;
  /** Today in the league's zone, `YYYY-MM-DD`. */
  today: () => string;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;
/** A day of stale-if-error: a kiosk keeps its last good data through a long upstream outage. */
const STALE_IF_ERROR = DAY;

/** `MM/DD/YYYY` (the contract's usDate) → `YYYY-MM-DD`, so it compares with today. */
function isoFromUs(usDate: string): string {
  return `${usDate.slice(6, 10)}-${usDate.slice(0, 2)}-${usDate.slice(3, 5)}`;
}

function lasting(maxAgeSeconds: number, staleWhileRevalidateSeconds = maxAgeSeconds): Freshness {
  return { maxAgeSeconds, staleWhileRevalidateSeconds, staleIfErrorSeconds: STALE_IF_ERROR };
}

/** A match record says it is over when it has a result and lies before today. */
function isPastMatch(value: unknown, today: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { matchResult, matchDate } = value as { matchResult?: unknown; matchDate?: unknown };
  return matchResult != null && typeof matchDate === 'string' && /^\d{4}-\d{2}-\d{2}/.test(matchDate) && matchDate.slice(0, 10) < today;
}

/**
 * The freshness of one answer. `value` is the answer itself, for the kinds whose lifetime depends on it
 * (a finished match). decided here: the numbers below; the live-events fetch is nearly uncached because
 * the live view reads it to catch up.
 */
export function freshnessOf(read: ReadTarget, value: unknown, { shortSeconds, today }: FreshnessOptions): Freshness {
  const short = lasting(shortSeconds, Math.max(shortSeconds, MINUTE));
  if (read.kind === 'direct') {
    // Issue 26: the season look-up lives as long as its years, but briefly when a year failed, so it is asked again.
    if (read.target.name === 'seasonLookup') return hasFailedYear(value) ? short : lasting(HOUR);
    return read.target.name === 'seasons' ? lasting(HOUR) : lasting(10 * MINUTE, HOUR);
  }
  const { target } = read;
  switch (target.name) {
    case 'liveMatchEvents':
      return { maxAgeSeconds: Math.min(shortSeconds, 2), staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 };
    case 'organisations':
      return lasting(DAY);
    case 'tournament':
    case 'matchIncidentTypes':
    case 'standingsSettings':
    case 'tournamentsForPerson':
    case 'teamMembers':
    case 'teamMemberOfOrg':
      return lasting(HOUR);
    case 'scheduledMatchesBySport': {
      const day = isoFromUs(target.params.date);
      const now = today();
      if (day < now) return lasting(HOUR);
      return day > now ? lasting(5 * MINUTE) : short;
    }
    case 'match':
      return isPastMatch(value, today()) ? lasting(HOUR) : short;
    default:
      return short;
  }
}

/** The `Cache-Control` value of an answer with this freshness. */
export function cacheControlOf({ maxAgeSeconds, staleWhileRevalidateSeconds, staleIfErrorSeconds }: Freshness): string {
  const parts = ['public', `max-age=${maxAgeSeconds}`];
  if (staleWhileRevalidateSeconds > 0) parts.push(`stale-while-revalidate=${staleWhileRevalidateSeconds}`);
  if (staleIfErrorSeconds > 0) parts.push(`stale-if-error=${staleIfErrorSeconds}`);
  return parts.join(', ');
}
