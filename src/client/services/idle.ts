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

/** The part of `window` the idle trigger uses (a fake in tests). */
export interface IdleWindow {
  readonly document: { readonly readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  setTimeout(handler: () => void, ms: number): unknown;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
}

/**
 * Calls `run` once the page's load event has passed and then the main thread is idle (requestIdleCallback,
 * or at the latest `maxWaitMs` after load; a plain timeout where the browser has no idle callback).
 */
export function whenPageIdle(run: () => void, target: IdleWindow = window, maxWaitMs = 2000): void {
  const afterLoad = () => {
    if (target.requestIdleCallback) target.requestIdleCallback(run, { timeout: maxWaitMs });
    else target.setTimeout(run, 200);
  };
  if (target.document.readyState === 'complete') afterLoad();
  else target.addEventListener('load', afterLoad, { once: true });
}
