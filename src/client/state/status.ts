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

/** A stable empty list for selectors (a fresh `[]` would break memoisation). */
export const EMPTY: readonly never[] = Object.freeze([]);
