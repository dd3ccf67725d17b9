/**
 * When optional work may start (issue 14: the first render comes first). A `Gate` is a promise that opens
 * once, by whichever comes first of its triggers; `whenPageIdle` is the usual trigger: the page has loaded
 * and the main thread has an idle moment. The live feed waits on such a gate before it fetches the pubnub
 * SDK, so the SDK never competes with the scripts, the reads and the rendering of the first view.
 */

export interface Gate {
  /** Resolves when the gate opens; never rejects. */
  readonly opened: Promise<void>;
  /** Opens the gate (again: nothing happens). */
  open(): void;
  isOpen(): boolean;
}

export function createGate(): Gate {
  let open = false;
  let resolve: () => void = () => undefined;
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    opened,
    open() {
      if (open) return;
      open = true;
      resolve();
    },
    isOpen: () => open,
  };
}

/** An open gate: work that need not wait (tests, a page that is a live view). */
export function openGate(): Gate {
  const gate = createGate();
  gate.open();
  return gate;
}

/**
 * Resolves in a later task (issue 26): boot work split at it runs as several short tasks, so the browser can
 * paint and answer a tap between them, instead of one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long `afterFirstPaint` waits for the first paint at most (a page in a background tab draws none). */
export const FIRST_PAINT_WAIT_LIMIT_MS = 500;

/** The part of `window` that `afterFirstPaint` uses (a fake in tests). */
export interface PaintWindow {
  setTimeout(handler: () => void, ms: number): unknown;
  /** Calls `onPainted` once the page's first contentful paint is on screen (at once if it already is); returns the stop function. */
  observeFirstPaint(onPainted: () => void): () => void;
}

/** The browser's window as a PaintWindow: its first-contentful-paint entry (Chromium, Firefox, Safari), else its next frame. */
export function browserPaintWindow(): PaintWindow {
  const paints = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  return {
    setTimeout: (handler, ms) => window.setTimeout(handler, ms),
    observeFirstPaint(onPainted) {
      if (!paints) {
        // The frame's callback runs before the frame is drawn: the task it queues runs after it.
        window.requestAnimationFrame(() => window.setTimeout(onPainted, 0));
        return () => undefined;
      }
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) onPainted();
      });
      observer.observe({ type: 'paint', buffered: true });
      return () => observer.disconnect();
    },
  };
}

/**
 * Resolves in a task after the page's first contentful paint (issue 26): the server's HTML is on screen
 * before any of the app's work starts, so that work never delays it — on a phone the boot's first tasks ran
 * before the page was drawn, and every script they evaluated counted as holding the paint back. A page
 * that paints nothing (a background tab, the empty shell) starts after `limitMs`. Where nothing is drawn
 * at all (no window: Node) it is the next task.
 */
export function afterFirstPaint(target: PaintWindow | undefined = typeof window === 'undefined' ? undefined : browserPaintWindow(), limitMs = FIRST_PAINT_WAIT_LIMIT_MS): Promise<void> {
  if (target === undefined) return nextTask();
  return new Promise((resolve) => {
    let done = false;
    let stop: () => void = () => undefined;
    const finish = () => {
      if (done) return;
      done = true;
      stop();
      resolve();
    };
    stop = target.observeFirstPaint(() => target.setTimeout(finish, 0));
    if (done) stop();
    target.setTimeout(finish, limitMs);
  });
}

/** The part of `window` the idle trigger uses (a fake in tests). */
export interface IdleWindow {
  readonly document: { readonly readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  setTimeout(handler: () => void, ms: number): unknown;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  /**
   * Long tasks as they end (Chromium's `longtask` performance entries), reported with the page clock's ms of
   * their end; returns the stop function. Absent where the browser reports no long tasks.
   */
  observeLongTasks?: (onLongTask: (endMs: number) => void) => () => void;
  /** The page clock in ms (`performance.now()`); needed with `observeLongTasks`. */
  now?: () => number;
}

/**
 * Issue 26: how long the main thread must have run no long task before optional work starts — the quiet
 * window by which Lighthouse's "time to interactive" ends the blocking window (5 s). The pubnub SDK's
 * evaluation is itself one long task on a phone: started after such a window it no longer counts against
 * the reader's interaction, and the page it would delay is already interactive.
 */
export const QUIET_WINDOW_MS = 5000;
/** A page that never goes quiet (a busy phone) still gets its optional work this long after its load event. */
export const QUIET_WAIT_LIMIT_MS = 12_000;

/** The browser's window as an IdleWindow, with its long tasks where it reports them (Chromium). */
export function browserIdleWindow(): IdleWindow {
  const longTasks = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask');
  return {
    document: window.document,
    addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
    setTimeout: (handler, ms) => window.setTimeout(handler, ms),
    ...(typeof window.requestIdleCallback === 'function' ? { requestIdleCallback: (callback, options) => window.requestIdleCallback(callback, options) } : {}),
    ...(longTasks
      ? {
          now: () => performance.now(),
          observeLongTasks: (onLongTask) => {
            const observer = new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) onLongTask(entry.startTime + entry.duration);
            });
            observer.observe({ type: 'longtask', buffered: true });
            return () => observer.disconnect();
          },
        }
      : {}),
  };
}

/**
 * Calls `run` once the page's load event has passed and then the main thread is idle (requestIdleCallback,
 * or at the latest `maxWaitMs` after that; a plain timeout where the browser has no idle callback). Where
 * the browser reports long tasks, "idle" also means quiet: no long task for `quietMs` (issue 26, watched
 * from this call on, so the boot's and the hydration's tasks count), or `QUIET_WAIT_LIMIT_MS` after the load
 * event at the latest.
 */
export function whenPageIdle(run: () => void, target: IdleWindow = browserIdleWindow(), maxWaitMs = 2000, quietMs = QUIET_WINDOW_MS): void {
  const { observeLongTasks, now } = target;
  let lastLongTaskEnd = 0;
  const stopObserving = observeLongTasks && now ? observeLongTasks((endMs) => (lastLongTaskEnd = Math.max(lastLongTaskEnd, endMs))) : null;
  const whenIdle = () => {
    if (target.requestIdleCallback) target.requestIdleCallback(run, { timeout: maxWaitMs });
    else target.setTimeout(run, 200);
  };
  const afterLoad = () => {
    if (!stopObserving || !now) {
      whenIdle();
      return;
    }
    const loadedAt = now();
    // Bounded: each check waits until the window after the last long task seen would be over, and the
    // limit after the load event ends the wait whatever the page does.
    const check = () => {
      const quietFor = now() - Math.max(loadedAt, lastLongTaskEnd);
      const waited = now() - loadedAt;
      if (quietFor >= quietMs || waited >= QUIET_WAIT_LIMIT_MS) {
        stopObserving();
        whenIdle();
      } else {
        target.setTimeout(check, Math.min(quietMs - quietFor, QUIET_WAIT_LIMIT_MS - waited));
      }
    };
    check();
  };
  if (target.document.readyState === 'complete') afterLoad();
  else target.addEventListener('load', afterLoad, { once: true });
}
