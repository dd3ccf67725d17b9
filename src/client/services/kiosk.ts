/**
 * The kiosk's device services (issue 15): what the arena screen does to the browser beyond reading data —
 * ask the server which build it runs, reload the page, and keep the screen awake. Injected into the
 * kiosk saga (sagas own every side effect); tests pass fakes.
 */
import { createApi, type Api } from './api';

export interface KioskDevice {
  /**
   * The kiosk's reads: the same api, but past the browser's HTTP cache (`cache: 'no-store'`). The site's
   * reads may be answered from a copy the browser keeps (stale-while-revalidate, stale-if-error); for the
   * kiosk such a copy would pass for an answer while the server is away, and its screen would be silently
   * stale. Measured: with `no-cache` Chromium still answered 200 from its copy after the server stopped.
   */
  api: Api;
  /** The build the server runs now (GET /config.json `buildId`); null when it names none. Rejects when unreachable. */
  fetchBuildId(): Promise<string | null>;
  /** Loads the page again (a new build is deployed). */
  reload(): void;
  /**
   * Holds a screen wake lock where the browser offers one (navigator.wakeLock), taking it again whenever
   * the page becomes visible (the browser drops it while hidden). Returns the function that lets go. One
   * listener for the page's life: calling it again first lets the earlier hold go.
   */
  keepAwake(): () => void;
}

/** The slice of `navigator.wakeLock` used here (not in every TypeScript DOM lib a build may use). */
interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export function browserKioskDevice(win: Window = window): KioskDevice {
  let stopHeld: (() => void) | null = null;
  return {
    api: createApi({ fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }) }),
    fetchBuildId() {
      return fetch('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } }).then((response) => {
        if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
        // The header is the cheap answer; the body the one a CDN-stripped response still carries.
        const header = response.headers.get('x-build-id');
        return response.json().then((body: unknown) => {
          const fromBody = typeof body === 'object' && body !== null && 'buildId' in body && typeof body.buildId === 'string' ? body.buildId : null;
          return fromBody ?? header;
        });
      });
    },
    reload() {
      win.location.reload();
    },
    keepAwake() {
      stopHeld?.();
      const lock = (win.navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
      if (!lock) return () => undefined;
      let sentinel: WakeLockSentinelLike | null = null;
      let stopped = false;
      const acquire = () => {
        if (stopped || win.document.visibilityState !== 'visible') return;
        lock.request('screen').then(
          (held) => {
            if (stopped) void held.release().catch(() => undefined);
            else sentinel = held;
          },
          // Refused (no user activation yet, battery saver): the next visibility change tries again.
          () => undefined,
        );
      };
      win.document.addEventListener('visibilitychange', acquire);
      acquire();
      const stop = () => {
        stopped = true;
        win.document.removeEventListener('visibilitychange', acquire);
        void sentinel?.release().catch(() => undefined);
        sentinel = null;
      };
      stopHeld = stop;
      return stop;
    },
  };
}
