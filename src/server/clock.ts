/**
 * The server's "now" (DESIGN §3 DEMO_NOW, LIVE_SPEED): the real clock, or a frozen start instant from which
 * time then runs, so a demo started at DEMO_NOW shows the same day, the same live matches and a running
 * clock. With a `rate` other than 1 (LIVE_SPEED) the clock runs that many times faster than real time from
 * its start instant (DEMO_NOW, or the real instant it was made), so the data source (match status, results)
 * and the live simulator's feed follow one and the same accelerated time line.
 * Everything that needs "now" on the server takes a `Clock`; nothing else calls `Date.now()` for data.
 */
export interface Clock {
  /** The current instant. A bound function: `clock.now` may be passed on as a value. */
  readonly now: () => Date;
  /** true when DEMO_NOW pinned the start instant. */
  readonly pinned: boolean;
  /** Clock milliseconds per real millisecond (LIVE_SPEED); 1 is real time. */
  readonly rate: number;
}

export interface ClockOptions {
  /** DEMO_NOW, or null for the real clock. */
  startAt: Date | null;
  /** LIVE_SPEED: how many times faster than real time the clock runs. Default 1. Must be positive. */
  rate?: number;
  /** Monotonic milliseconds (injectable for tests); elapsed time is measured with it, immune to wall-clock jumps. */
  monotonicMs?: () => number;
  /** Wall clock in epoch ms (injectable for tests). */
  wallMs?: () => number;
}

export function createClock({ startAt, rate = 1, monotonicMs = () => performance.now(), wallMs = () => Date.now() }: ClockOptions): Clock {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new Error(`the clock rate must be a positive number, got ${rate}`);
  // Real time at real speed: the wall clock itself, so the server agrees with the machine it runs on.
  if (startAt === null && rate === 1) return { now: () => new Date(wallMs()), pinned: false, rate };
  const startEpochMs = startAt === null ? wallMs() : startAt.getTime();
  const startMonotonic = monotonicMs();
  return { now: () => new Date(startEpochMs + (monotonicMs() - startMonotonic) * rate), pinned: startAt !== null, rate };
}
