/** When optional work may start (issue 14): gates, and "the page has loaded and is idle". */
import { createGate, openGate, whenPageIdle, type IdleWindow } from '../../../src/client/services/idle';

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
