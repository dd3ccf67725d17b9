/**
 * The client's clock: the device time shifted to the server's "now" (config.serverNow), so a demo with a
 * frozen DEMO_NOW shows the same "today" in the browser as on the server, and a device with a wrong
 * clock still sees the right live window.
 */
export interface Clock {
  now(): Date;
}

/**
 * `rate`: how fast the server's clock runs (config.clockRate; LIVE_SPEED in a demo), so a sped-up demo's
 * live windows, "today" and match ends agree with the server's data. 1 in real use.
 */
export function createClock(serverNow: string, deviceNowMs: number = Date.now(), readDevice: () => number = Date.now, rate = 1): Clock {
  const parsed = Date.parse(serverNow);
  const serverMs = Number.isNaN(parsed) ? deviceNowMs : parsed;
  const speed = Number.isFinite(rate) && rate > 0 ? rate : 1;
  return { now: () => new Date(serverMs + (readDevice() - deviceNowMs) * speed) };
}

/** A clock stopped at one instant (tests, screenshots). */
export function fixedClock(at: Date | string): Clock {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return { now: () => new Date(ms) };
}
