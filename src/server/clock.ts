/**
 * The server's "now" (DESIGN §3 DEMO_NOW): the real clock, or a frozen start instant from which time then
 * runs, so a demo started at DEMO_NOW shows the same day, the same live matches and a running clock.
 * Everything that needs "now" on the server takes a `Clock`; nothing else calls `Date.now()` for data.
 */
export interface Clock {
  /** The current instant. A bound function: `clock.now` may be passed on as a value. */
  readonly now: () => Date;
  /** true when DEMO_NOW pinned the start instant. */
  readonly pinned: boolean;
}

export interface ClockOptions {
  /** DEMO_NOW, or null for the real clock. */
  startAt: Date | null;
  /** Monotonic milliseconds (injectable for tests); elapsed time is measured with it, immune to wall-clock jumps. */
  monotonicMs?: () => number;
  /** Wall clock in epoch ms (injectable for tests). */
  wallMs?: () => number;
}

export function createClock({ startAt, monotonicMs = () => performance.now(), wallMs = () => Date.now() }: ClockOptions): Clock {
  if (startAt === null) return { now: () => new Date(wallMs()), pinned: false };
  const startEpochMs = startAt.getTime();
  const startMonotonic = monotonicMs();
  return { now: () => new Date(startEpochMs + (monotonicMs() - startMonotonic)), pinned: true };
}
