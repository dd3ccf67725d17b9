/**
 * Cooperative slicing of synchronous work (issue 14, "no blocking"): a generator does one small unit of work
 * (one simulation, one tournament's fixtures) between its `yield`s, and `runInSlices` runs as many units as
 * fit in a time budget, then gives the event loop a turn (setImmediate) before the next slice. A cold
 * tournament or the live simulator's start scan then never holds the loop for longer than the budget plus
 * one unit, and requests such as `/healthz` are answered in between.
 */

/** The work: a generator that yields after each unit. Units must be short (a few milliseconds). */
export type SlicedWork = Iterator<unknown, unknown, undefined>;

export interface SliceOptions {
  /** Milliseconds of work per slice before the loop gets a turn. Default SLICE_BUDGET_MS. */
  budgetMs?: number;
  /** Monotonic milliseconds (injectable for tests). Default performance.now. */
  nowMs?: () => number;
  /** Schedules the next slice. Default setImmediate: after the I/O that arrived meanwhile. */
  nextTurn?: (resume: () => void) => void;
}

/**
 * Work per slice: a fifth of the 50 ms goal, so one slow unit (a long hockey simulation takes a few
 * milliseconds) and a GC pause still fit under it.
 */
export const SLICE_BUDGET_MS = 10;

/**
 * Runs `work` in slices and calls `done` when it is finished (or `failed` with what it threw). A slice that
 * finds nothing left to do finishes in the same turn, so warm work costs no extra turn.
 */
export function runInSlices(work: SlicedWork, done: () => void, failed: (error: unknown) => void, options: SliceOptions = {}): void {
  const budgetMs = options.budgetMs ?? SLICE_BUDGET_MS;
  const nowMs = options.nowMs ?? (() => performance.now());
  const nextTurn = options.nextTurn ?? ((resume: () => void) => setImmediate(resume));
  const slice = (): void => {
    const startedMs = nowMs();
    try {
      // At least one unit per slice, so a clock that does not move (fake timers) still makes progress.
      do {
        if (work.next().done === true) {
          done();
          return;
        }
      } while (nowMs() - startedMs < budgetMs);
    } catch (error) {
      failed(error);
      return;
    }
    nextTurn(slice);
  };
  slice();
}

/** `runInSlices` as a promise. */
export function inSlices(work: SlicedWork, options: SliceOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => runInSlices(work, resolve, reject, options));
}
