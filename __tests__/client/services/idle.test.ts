/** When optional work may start (issue 14): gates, and "the page has loaded and is idle". */
import { afterFirstPaint, createGate, FIRST_PAINT_WAIT_LIMIT_MS, openGate, QUIET_WAIT_LIMIT_MS, QUIET_WINDOW_MS, whenPageIdle, type IdleWindow, type PaintWindow } from '../../../src/client/services/idle';

function fakeWindow(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const loadListeners: (() => void)[] = [];
  const idle: { callback: () => void; timeout: number | undefined }[] = [];
  const timers: { handler: () => void; ms: number }[] = [];
  const target: IdleWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => void loadListeners.push(listener),
    setTimeout: (handler, ms) => timers.push({ handler, ms }),
    ...(withIdleCallback ? { requestIdleCallback: (callback: () => void, options?: { timeout: number }) => idle.push({ callback, timeout: options?.timeout }) } : {}),
  };
  return { target, loadListeners, idle, timers };
}

describe('gates', () => {
  test('a gate opens once, by the first trigger; later triggers change nothing', async () => {
    const gate = createGate();
    let opened = 0;
    void gate.opened.then(() => (opened += 1));
    await Promise.resolve();
    expect(gate.isOpen()).toBe(false);
    expect(opened).toBe(0);
    gate.open();
    gate.open();
    await gate.opened;
    expect(gate.isOpen()).toBe(true);
    expect(opened).toBe(1);
  });

  test('an open gate is open from the start', async () => {
    const gate = openGate();
    expect(gate.isOpen()).toBe(true);
    await expect(gate.opened).resolves.toBeUndefined();
  });
});

describe('whenPageIdle', () => {
  test('before the load event nothing runs; after it, the next idle moment runs the work (with a deadline)', () => {
    const fake = fakeWindow('interactive', true);
    const run = jest.fn();
    whenPageIdle(run, fake.target, 1500);
    expect(fake.idle).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
    fake.loadListeners.forEach((listener) => listener());
    expect(fake.idle).toEqual([{ callback: run, timeout: 1500 }]);
    expect(run).not.toHaveBeenCalled();
    fake.idle[0]?.callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('a page that has already loaded waits only for the idle moment', () => {
    const fake = fakeWindow('complete', true);
    const run = jest.fn();
    whenPageIdle(run, fake.target);
    expect(fake.loadListeners).toHaveLength(0);
    expect(fake.idle).toHaveLength(1);
  });

  test('without requestIdleCallback, a short timeout after the load event stands in for it', () => {
    const fake = fakeWindow('complete', false);
    const run = jest.fn();
    whenPageIdle(run, fake.target);
    expect(fake.timers).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    fake.timers[0]?.handler();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

/** A window that reports long tasks, on a page clock the test moves: its timers run in due order. */
function quietWindow(readyState: DocumentReadyState) {
  let clock = 0;
  let longTask: ((endMs: number) => void) | null = null;
  let observing = false;
  const loadListeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const timers: { handler: () => void; due: number }[] = [];
  const target: IdleWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => void loadListeners.push(listener),
    setTimeout: (handler, ms) => timers.push({ handler, due: clock + ms }),
    requestIdleCallback: (callback) => void idle.push(callback),
    now: () => clock,
    observeLongTasks: (onLongTask) => {
      longTask = onLongTask;
      observing = true;
      return () => void (observing = false);
    },
  };
  return {
    target,
    idle,
    isObserving: () => observing,
    load: () => loadListeners.forEach((listener) => listener()),
    /** A long task that runs from now for `ms` (the clock moves past it), reported as the browser does. */
    longTask(ms: number) {
      clock += ms;
      if (observing) longTask?.(clock);
    },
    /** Moves the clock to `ms`, running every timer due by then, in order (bounded by the timers there are). */
    advanceTo(ms: number) {
      for (let guard = 0; guard < 100; guard += 1) {
        timers.sort((a, b) => a.due - b.due);
        const next = timers[0];
        if (!next || next.due > ms) break;
        timers.shift();
        clock = Math.max(clock, next.due);
        next.handler();
      }
      clock = Math.max(clock, ms);
    },
  };
}

describe('whenPageIdle where the browser reports long tasks (issue 26: outside the blocking window)', () => {
  test('waits for a quiet window after the load event; a long task in it starts the window again', () => {
    const fake = quietWindow('interactive');
    const run = jest.fn();
    whenPageIdle(run, fake.target);
    fake.advanceTo(1000);
    fake.load();
    fake.advanceTo(1000 + QUIET_WINDOW_MS - 1);
    expect(fake.idle).toHaveLength(0);
    fake.longTask(120);
    const quietFrom = 1000 + QUIET_WINDOW_MS - 1 + 120;
    fake.advanceTo(quietFrom + QUIET_WINDOW_MS - 1);
    expect(fake.idle).toHaveLength(0);
    fake.advanceTo(quietFrom + QUIET_WINDOW_MS);
    expect(fake.idle).toHaveLength(1);
    expect(fake.isObserving()).toBe(false);
    expect(run).not.toHaveBeenCalled();
    fake.idle[0]?.();
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('long tasks before the load event count too: the window starts after the later of the two', () => {
    const fake = quietWindow('interactive');
    const run = jest.fn();
    whenPageIdle(run, fake.target);
    fake.longTask(300);
    fake.load();
    fake.advanceTo(300 + QUIET_WINDOW_MS - 1);
    expect(fake.idle).toHaveLength(0);
    fake.advanceTo(300 + QUIET_WINDOW_MS);
    expect(fake.idle).toHaveLength(1);
  });

  test('a page that never goes quiet gets the work at the limit after its load event', () => {
    const fake = quietWindow('complete');
    const run = jest.fn();
    whenPageIdle(run, fake.target);
    for (let step = 0; step < QUIET_WAIT_LIMIT_MS / 1000 - 1; step += 1) {
      fake.longTask(60);
      fake.advanceTo((step + 1) * 1000);
    }
    expect(fake.idle).toHaveLength(0);
    fake.longTask(60);
    fake.advanceTo(QUIET_WAIT_LIMIT_MS);
    expect(fake.idle).toHaveLength(1);
    expect(fake.isObserving()).toBe(false);
  });
});

describe('afterFirstPaint (issue 26: the server\'s HTML is drawn before the app starts)', () => {
  function paints() {
    const painted: (() => void)[] = [];
    const timers: { handler: () => void; ms: number }[] = [];
    let stopped = 0;
    const target: PaintWindow = {
      setTimeout: (handler, ms) => timers.push({ handler, ms }),
      observeFirstPaint: (onPainted) => {
        painted.push(onPainted);
        return () => void (stopped += 1);
      },
    };
    return { target, painted, timers, stopped: () => stopped };
  }
  const settle = async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };

  test('resolves in the task after the first contentful paint, not in the paint\'s own callback', async () => {
    const { target, painted, timers, stopped } = paints();
    let resolved = false;
    void afterFirstPaint(target).then(() => (resolved = true));
    expect(timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_WAIT_LIMIT_MS]);
    painted.forEach((onPainted) => onPainted());
    await settle();
    expect(resolved).toBe(false);
    timers.find((timer) => timer.ms === 0)?.handler();
    await settle();
    expect(resolved).toBe(true);
    expect(stopped()).toBe(1);
  });

  test('where nothing is painted (a background tab, an empty shell) it resolves at the limit, once', async () => {
    const { target, timers } = paints();
    let resolutions = 0;
    void afterFirstPaint(target).then(() => (resolutions += 1));
    timers[0]?.handler();
    timers[0]?.handler();
    await settle();
    expect(resolutions).toBe(1);
  });
});
