/**
 * Where the lazily loaded RTK Query api (./api.ts) meets the stores. RTK Query weighs about 16 KB gzip, so
 * it is not in the initial bundle: the first page that reads through it (match, standings, …) loads it
 * with its own chunk, and the module announces itself here; every store then injects its reducer and
 * middleware (app/store.ts). A store made after the announcement injects at once.
 */
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/** The part of the api a store attaches: what `combineSlices(…).inject` and the dynamic middleware take. */
export interface AttachableApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
  /** Clears the cache and its lifetime timers (a closing store: app/store.ts). */
  util: { resetApiState: () => UnknownAction };
}

/**
 * The action that hands a server-rendered page's cache to the browser's (DESIGN §6.4; api.ts takes it in
 * through `extractRehydrationInfo`). Here, not in api.ts, so the entry can dispatch it without the api's code.
 */
export const SERVER_CACHE_ARRIVED = 'api/serverCacheArrived';

let announced: AttachableApi | null = null;
const waiting = new Set<(api: AttachableApi) => void>();

/** Called once by the api module when it is evaluated. */
export function announceApi(api: AttachableApi): void {
  announced = api;
  for (const attach of waiting) attach(api);
  waiting.clear();
}

/** The api if its module has been evaluated (a store made now can carry its cache from the start), else null. */
export function announcedApi(): AttachableApi | null {
  return announced;
}

/** Runs `attach` with the api now if it is loaded, else once it is; returns a function that cancels the wait. */
export function whenApiLoaded(attach: (api: AttachableApi) => void): () => void {
  if (announced !== null) {
    attach(announced);
    return () => undefined;
  }
  waiting.add(attach);
  return () => waiting.delete(attach);
}

/** What the retry saga (state/reads/retry.ts) needs of a query endpoint: start it again. */
export interface RetryableEndpoint {
  initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): unknown;
}

/** What the retry saga needs of the api: its endpoints, and who still reads a query (RTK Query's middleware answers). */
export interface RetryableApi {
  endpoints: Record<string, RetryableEndpoint | undefined>;
  internalActions: { internal_getRTKQSubscriptions(): UnknownAction };
}

/** The api once a page has loaded it, for the retry of its failed reads; null before. */
export function loadedApi(): RetryableApi | null {
  return announced === null ? null : (announced as unknown as RetryableApi);
}
