/**
 * The client's clock: the device time shifted to the server's "now" (config.serverNow), so a demo with a
 * frozen DEMO_NOW shows the same "today" in the browser as on the server, and a device with a wrong
 * clock still sees the right live window.
 */
export interface Clock {
  now(): Date;
}

export function createClock(serverNow: string, deviceNowMs: number = Date.now(), readDevice: () => number = Date.now): Clock {
  const serverMs = Date.parse(serverNow);
  const offset = Number.isNaN(serverMs) ? 0 : serverMs - deviceNowMs;
  return { now: () => new Date(readDevice() + offset) };
}

/** A clock stopped at one instant (tests, screenshots). */
export function fixedClock(at: Date | string): Clock {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return { now: () => new Date(ms) };
}
