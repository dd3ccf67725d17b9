/**
 * Issue 29 case 1: how old the data on a page shown offline are, in the unit a fan reads at a glance
 * ("Offline · updated 12 min ago"). `now` is passed in.
 */

export type DataAge =
  /** Nothing tells when the data were last fresh (a page drawn in the browser from saved answers). */
  | { unit: 'unknown' }
  /** Under a minute (a clock a little ahead of the device's counts as now). */
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days'; value: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The age of data last fresh at `updatedAtMs`, at `nowMs` (both device epoch ms), rounded down: minutes
 * under an hour, hours under a day, then days (a kept page lives two days, sw.ts).
 */
export function dataAgeOf(updatedAtMs: number | null, nowMs: number): DataAge {
  if (updatedAtMs === null || !Number.isFinite(updatedAtMs)) return { unit: 'unknown' };
  const ms = nowMs - updatedAtMs;
  if (ms < MINUTE_MS) return { unit: 'justNow' };
  if (ms < HOUR_MS) return { unit: 'minutes', value: Math.floor(ms / MINUTE_MS) };
  if (ms < DAY_MS) return { unit: 'hours', value: Math.floor(ms / HOUR_MS) };
  return { unit: 'days', value: Math.floor(ms / DAY_MS) };
}

/**
 * When the data of a page that went offline were last known fresh: the oldest of what the page holds —
 * the instant it went offline (or the page's render, for a page opened offline) and each answer that was
 * already stale (services/api.ts: served from a kept copy). Null when nothing tells.
 */
export function offlineUpdatedAt(wentOfflineDataAsOfMs: number | null, staleAnswersUpdatedAtMs: readonly number[]): number | null {
  const known = [wentOfflineDataAsOfMs, ...staleAnswersUpdatedAtMs].filter((value): value is number => value !== null && Number.isFinite(value));
  return known.length === 0 ? null : Math.min(...known);
}
