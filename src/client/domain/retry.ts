/** Issue 25 case 5: why a read failed, and how long a failed read waits before it is tried again. */

/**
 * Why a read failed, in words a fan's notice can use: the thing is gone (404, not retried), the server
 * could not be reached, its answer could not be read (not JSON, not the shape), or anything else.
 */
export type ReadFailureKind = 'notFound' | 'unreachable' | 'unreadable' | 'failed';

/** The first wait after a failure. */
export const FIRST_RETRY_DELAY_MS = 2_000;
/** The longest wait: a fan never waits longer than this for the page to try again by itself. */
export const MAX_RETRY_DELAY_MS = 60_000;

/**
 * The wait before retry number `attempt` (0 = the first retry): doubling from 2 s, bounded at 60 s, so a
 * results service that is down is not hammered and one that is back is found within a minute.
 */
export function retryDelayMs(attempt: number): number {
  const safe = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  // 2 s · 2^5 is already past the bound; the exponent is capped so a long outage cannot overflow.
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.min(safe, 10));
}
