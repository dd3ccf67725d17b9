/** The state machine of one request (STYLE.md): the error message sits beside the status that failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** One loaded list, keyed by what it was loaded for (a season id, a tournament id). */
export interface Loadable<T, K = null> {
  status: LoadStatus;
  /** What the list belongs to; null before the first request. */
  key: K | null;
  items: T[];
  error: string | null;
}

export function idle<T, K>(): Loadable<T, K> {
  return { status: 'idle', key: null, items: [], error: null };
}

/**
 * A request for `key` started: the items stay while the same key reloads, else they are cleared. A retry
 * of a failed key keeps its error until an answer comes (issue 25: the notice stays, no "Loading…").
 */
export function loadRequested<T, K>(slot: Loadable<T, K>, key: K): Loadable<T, K> {
  const same = slot.key === key;
  return { status: 'loading', key, items: same ? slot.items : [], error: same ? slot.error : null };
}

/** The answer for `key`; a late answer for a key no longer wanted leaves the slot alone. */
export function loadSucceeded<T, K>(slot: Loadable<T, K>, key: K, items: T[]): Loadable<T, K> {
  return slot.key === key ? { status: 'ready', key, items, error: null } : slot;
}

/**
 * The request for `key` failed. The message is kept for the log, never shown; what was loaded before stays
 * shown (issue 25 case 5 overrides SPEC §8's "data emptied": a failure never looks like an empty list).
 */
export function loadFailed<T, K>(slot: Loadable<T, K>, key: K, message: string): Loadable<T, K> {
  return slot.key === key ? { status: 'failed', key, items: slot.items, error: message } : slot;
}

/** A stable empty list for selectors (a fresh `[]` would break memoisation). */
export const EMPTY: readonly never[] = Object.freeze([]);
