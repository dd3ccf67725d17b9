/// <reference lib="webworker" />
/**
 * The service worker (issue 29 case 1; built by workbox-webpack-plugin's InjectManifest into `/sw.js`):
 * this build's shell and route chunks precached, pages network first with their last copy for offline, data
 * reads served from a bounded cache within their own freshness, the live feed never touched. The policy is
 * `cachePolicy.ts`; this file wires Workbox to it.
 *
 * Updates: a new build's worker takes over as soon as it is installed (skipWaiting + clientsClaim). Its
 * precache holds only its own files, and pages cached by an older build (which name that build's chunks)
 * are dropped when it activates; an open page of the older build learns of the change (`controllerchange`)
 * and loads its next navigation in full (services/serviceWorker.ts), so nobody runs a stale app for days.
 *
 * Goal alerts to a closed browser (issue 29 case 4): the `push` and `notificationclick` handlers of
 * pushHandlers.ts.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate, Strategy, type StrategyHandler } from 'workbox-strategies';
import { handleNotificationClick, handlePush, type PushWorkerScope } from './pushHandlers';
import { ageOfStoredCopy, buildVersionOf, cacheStrategyFor, CACHE_BOUNDS, KEPT_COPY_HEADER, mayServeBeforeNetwork, STORED_AT_HEADER, type CacheStrategy } from './cachePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const manifest = self.__WB_MANIFEST;
const BUILD = buildVersionOf(manifest);
const SHELL_URL = '/index.html';
const CONFIG_URL = '/config.json';
/** This build's pages; data, configuration and logos outlive a build (their URLs name no chunk). */
const CACHES = { pages: `mc-pages-${BUILD}`, api: 'mc-api', config: 'mc-config', static: 'mc-static' } as const;
const PAGES_PREFIX = 'mc-pages-';

// `/` is a rendered page, not the shell file: no directory index, no clean URLs.
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const ruleOf = (strategy: CacheStrategy) => ({ request, url }: { request: Request; url: URL }) => cacheStrategyFor({ url: url.href, method: request.method, mode: request.mode, accept: request.headers.get('accept') }, self.location.origin) === strategy;

/** A response with other headers (a stored copy's stamp, a served copy's age); the body is passed on. */
function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  change(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Data reads: a copy within its own freshness is served at once and refreshed behind it; else the network,
 * and the copy only when the network fails, marked as kept. A served copy's `Age` counts its time in this
 * cache, so the page's stale-answer notice (services/api.ts) says how old it really is. A read the page asks to revalidate
 * (`cache: no-cache`, after an unreadable answer) always goes to the network first.
 */
class ApiReads extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    const cached = await handler.cacheMatch(request);
    const now = Date.now();
    const copyOf = (response: Response) => ({ age: response.headers.get('age'), cacheControl: response.headers.get('cache-control'), storedAt: response.headers.get(STORED_AT_HEADER) });
    const served = (response: Response, kept: boolean) =>
      withHeaders(response, (headers) => {
        headers.set('age', String(ageOfStoredCopy(copyOf(response), now)));
        if (kept) headers.set(KEPT_COPY_HEADER, '1');
      });
    const fromNetwork = async () => {
      const response = await handler.fetch(request);
      if (response.ok) await handler.cachePut(request, withHeaders(response.clone(), (headers) => headers.set(STORED_AT_HEADER, String(Date.now()))));
      return response;
    };
    if (cached && request.cache !== 'no-cache' && request.cache !== 'reload' && mayServeBeforeNetwork(copyOf(cached), now)) {
      handler.waitUntil(fromNetwork().catch(() => undefined));
      return served(cached, false);
    }
    try {
      return await fromNetwork();
    } catch (error) {
      if (cached) return served(cached, true);
      throw error;
    }
  }
}

const expiration = (bounds: { maxEntries: number; maxAgeSeconds: number }) => new ExpirationPlugin({ ...bounds, purgeOnQuotaError: true });

registerRoute(ruleOf('api'), new ApiReads({ cacheName: CACHES.api, plugins: [expiration(CACHE_BOUNDS.api)], matchOptions: { ignoreVary: true } }));
registerRoute(ruleOf('page'), new NetworkFirst({ cacheName: CACHES.pages, plugins: [expiration(CACHE_BOUNDS.pages)], matchOptions: { ignoreVary: true } }));
registerRoute(ruleOf('config'), new NetworkFirst({ cacheName: CACHES.config, matchOptions: { ignoreVary: true } }));
registerRoute(ruleOf('static'), new StaleWhileRevalidate({ cacheName: CACHES.static, plugins: [expiration(CACHE_BOUNDS.static)] }));

// A page never loaded before, with the network down: the precached shell, which boots from the cached
// configuration and data; anything else fails as the network did.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(SHELL_URL)) ?? Response.error();
  return Response.error();
});

self.addEventListener('install', (event) => {
  // The configuration the shell boots from offline (a rendered page carries its own).
  event.waitUntil(
    caches
      .open(CACHES.config)
      .then((cache) => cache.add(CONFIG_URL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // Pages an older build cached name that build's chunks, which its precache no longer holds.
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PAGES_PREFIX) && name !== CACHES.pages).map((name) => caches.delete(name)))));
});

const pushScope = (): PushWorkerScope => ({ registration: self.registration, clients: self.clients, origin: self.location.origin });
self.addEventListener('push', (event) => event.waitUntil(handlePush(event.data, pushScope())));
self.addEventListener('notificationclick', (event) => event.waitUntil(handleNotificationClick(event.notification, pushScope())));

clientsClaim();
