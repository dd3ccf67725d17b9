/**
 * A test hook of the embedded live endpoint: queue HTTP failures (a burst of 5xx) for the next requests
 * of a kind, so tests prove the SDK catches up after them. Production passes none.
 */
export type LiveRequestKind = 'subscribe' | 'publish' | 'history' | 'presence' | 'time';

export interface LiveFaults {
  /** The status to fail this request with, or null to serve it. */
  take(kind: LiveRequestKind): number | null;
}

export interface LiveFaultInjector extends LiveFaults {
  /** The next `count` requests of `kind` answer `status` (with `Retry-After: 0`). */
  failNext(kind: LiveRequestKind, count: number, status?: number): void;
  /** Failures answered so far, per kind. */
  readonly served: Record<LiveRequestKind, number>;
}

export function createLiveFaultInjector(): LiveFaultInjector {
  const pending: Record<LiveRequestKind, number[]> = { subscribe: [], publish: [], history: [], presence: [], time: [] };
  const served: Record<LiveRequestKind, number> = { subscribe: 0, publish: 0, history: 0, presence: 0, time: 0 };
  return {
    served,
    failNext(kind, count, status = 503) {
      for (let index = 0; index < count; index += 1) pending[kind].push(status);
    },
    take(kind) {
      const status = pending[kind].shift();
      if (status === undefined) return null;
      served[kind] += 1;
      return status;
    },
  };
}
