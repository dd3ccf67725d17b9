/**
 * Issue 29 case 1: the service worker's registration and its updates, in the browser only (never during
 * the server's render, never in the boot's blocking window: `index.tsx` calls this after the first render,
 * and it waits for the load event). A plain `navigator.serviceWorker.register` does the job, so
 * workbox-window stays out of the first bundle.
 *
 * Updates (decided here): the worker of a new build activates at once (sw.ts: skipWaiting, clientsClaim).
 * A page of the older build that it takes over keeps running until the fan's next navigation, which then
 * loads the page in full with the new build. Whenever a worker takes the page over (the first one, or a new
 * build's), the page asks for its own address once more through it, so the worker's page cache holds it
 * and a reload offline has this page even right after its first visit or an update. The browser looks for a new
 * worker on every page load; a fan who stays in the app asks again on navigations (at most once a minute).
 */
import type { AppLocation, Navigation, NavigationAction } from './navigation';

export const SERVICE_WORKER_URL = '/sw.js';
const UPDATE_CHECK_INTERVAL_MS = 60_000;
/** The most reads of the page asked again when the first worker takes it over (a page makes a few dozen). */
const MAX_READS_KEPT = 60;

/** The browser parts this needs (injectable for tests). */
export interface ServiceWorkerHost {
  serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;
  whenLoaded(run: () => void): void;
  reload(): void;
  fetchPage(href: string): Promise<unknown>;
  /** The data reads this page made so far (same-origin `/api/` URLs), newest last. */
  readsSoFar(): string[];
  fetchRead(url: string): Promise<unknown>;
  href(): string;
  nowMs(): number;
}

export function browserServiceWorkerHost(): ServiceWorkerHost | null {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return null;
  return {
    serviceWorker: navigator.serviceWorker,
    whenLoaded(run) {
      if (document.readyState === 'complete') run();
      else window.addEventListener('load', run, { once: true });
    },
    reload: () => window.location.reload(),
    fetchPage: (href) => fetch(href, { credentials: 'same-origin', headers: { accept: 'text/html' } }),
    readsSoFar: () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${window.location.origin}/api/`)),
    fetchRead: (url) => fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } }),
    href: () => window.location.href,
    nowMs: () => Date.now(),
  };
}

/** Whether a location change is the fan's own navigation (a saga's REPLACE only rewrites the query). */
const byTheFan = (action: NavigationAction) => action !== 'REPLACE';

export function registerServiceWorker(navigation: Pick<Navigation, 'subscribe'>, host: ServiceWorkerHost | null = browserServiceWorkerHost()): void {
  if (host === null) return;
  host.whenLoaded(() => {
    // The first worker taking over an uncontrolled page is no new build; any later one is.
    let controlled = host.serviceWorker.controller !== null;
    let newBuild = false;
    host.serviceWorker.addEventListener('controllerchange', () => {
      // The page loaded before this worker held it: the page and the reads it made are asked once more
      // through the worker, so its caches hold them for a reload offline (a page works offline after one
      // visit; the arena screen, drawn in the browser, needs its reads as well as its page).
      host.fetchPage(host.href()).catch(() => undefined);
      if (!controlled) for (const url of [...new Set(host.readsSoFar())].slice(-MAX_READS_KEPT)) host.fetchRead(url).catch(() => undefined);
      if (controlled) newBuild = true;
      controlled = true;
    });
    host.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => {
        let lastCheckMs = host.nowMs();
        navigation.subscribe((_location: AppLocation, action) => {
          if (!byTheFan(action)) return;
          if (newBuild) return host.reload();
          if (host.nowMs() - lastCheckMs < UPDATE_CHECK_INTERVAL_MS) return;
          lastCheckMs = host.nowMs();
          registration.update().catch(() => undefined);
        });
      })
      .catch((error: unknown) => console.warn('service worker not registered', error));
  });
}
