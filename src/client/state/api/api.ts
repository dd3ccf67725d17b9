/**
 * The one RTK Query api of the client (DESIGN §6.1): every keyed read of the contract goes through it, and
 * it is in every store from the start (app/store.ts; issue 26: the first screen's data comes with the HTML,
 * so RTK Query is no longer kept out of the first bundle). It starts empty; each feature adds its endpoints
 * with `api.injectEndpoints` in its own folder, so a lazily loaded page brings its own endpoints and a new
 * screen needs no store, root-saga or state-shape edit.
 *
 * The base query calls the injected `services.api` (the thunk extra argument, see app/store.ts), so tests
 * keep passing fake services, the response is parsed at that boundary by the wire parsers, a failure keeps
 * the server's message, and RTK Query's abort signal cancels the request when no one wants it any more.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, defaultSerializeQueryArgs, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type {
  DirectTargetName,
  ProxyParams,
  ProxyResponse,
  ProxyTargetName,
} from '../../../shared/contract';
import { ApiError, isAbortError, type Api } from '../../services/api';
import { parseProxyResponse, type ProxyParser } from '../../../shared/wire/responses';

/** What an endpoint asks the base query for: one contract target and its typed parameters. */
export type ContractRequest =
  | { kind: 'proxy'; name: ProxyTargetName; params: unknown; parse: (raw: unknown) => unknown }
  | { kind: 'direct'; name: DirectTargetName; params: unknown };

/** A failed read as the cache keeps it: plain data (serialisable), the message safe to show (SPEC §8). */
export interface ReadError {
  /** HTTP status; 0 when the network failed or no service is there. */
  status: number;
  message: string;
  code: string | null;
}

/** The part of the services the base query needs (the thunk extra argument). */
export interface ApiExtra {
  api: Api;
}

export function hasApi(extra: unknown): extra is ApiExtra {
  return typeof extra === 'object' && extra !== null && 'api' in extra;
}

export function toReadError(error: unknown): ReadError {
  if (error instanceof ApiError) return { status: error.status, message: error.message, code: error.code };
  if (isAbortError(error)) return { status: 0, message: 'The request was cancelled', code: 'aborted' };
  return { status: 0, message: error instanceof Error && error.message ? error.message : 'Unknown error', code: null };
}

/** Calls `services.api`; never throws (RTK Query's contract): every failure is returned as `{ error }`. */
export const contractBaseQuery: BaseQueryFn<ContractRequest, unknown, ReadError> = async (request, { signal, extra }) => {
  if (!hasApi(extra)) return { error: { status: 0, message: 'No API service is configured', code: 'no_service' } };
  try {
    const data =
      request.kind === 'proxy'
        ? await extra.api.fetchProxy(request.name, request.params as never, signal, request.parse as never)
        : await extra.api.fetchDirect(request.name, request.params as never, signal);
    return { data };
  } catch (error) {
    return { error: toReadError(error) };
  }
};

/**
 * DESIGN §6.4: on the server the query hooks start their reads while rendering (there are no effects there),
 * so the renderer can wait for them and render again with the answers; in the browser they start in effects.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * The action that hands a server-rendered page's cache to the browser's (DESIGN §6.4; taken in through
 * `extractRehydrationInfo`): app/hydration `serverCacheArrived`, dispatched by `makeStore` before any saga runs.
 */
export const SERVER_CACHE_ARRIVED = 'api/serverCacheArrived';

function serverCacheOf(action: UnknownAction): unknown {
  return action.type === SERVER_CACHE_ARRIVED && 'payload' in action ? action.payload : undefined;
}

export const api = createApi({
  reducerPath: 'api',
  // The answers the server rendered with (DESIGN §6.4): taken over, so the browser does not ask again.
  extractRehydrationInfo: (action) => serverCacheOf(action) as never,
  baseQuery: contractBaseQuery,
  // Results stay a minute after the last screen that used them leaves: back and forth is instant.
  keepUnusedDataFor: 60,
  // Issue 29: back online (reads/connectivitySaga), what is on screen is read again without a reload.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** The builder `injectEndpoints` hands a feature. */
export type ApiBuilder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * A query endpoint for one proxy target, typed by the contract: its argument is the target's parameters,
 * its data the answer as `parse` (the target's wire parser, which comes with the page's chunk) normalised
 * it at the boundary. `proxyEndpoint(build, 'standings', parseStandings)`.
 */
export function proxyEndpoint<N extends ProxyTargetName>(build: ApiBuilder, name: N, parse: ProxyParser<N>) {
  return build.query<ProxyResponse<N>, ProxyParams<N>>({ query: (params) => ({ kind: 'proxy', name, params, parse }) });
}

/** A proxy target read with the first bundle's parser table (shared/wire/responses), for the boot's and lists' reads. */
export function proxyRequest<N extends ProxyTargetName>(name: N, params: ProxyParams<N>): ContractRequest {
  return { kind: 'proxy', name, params, parse: (raw) => parseProxyResponse(name, raw) };
}

/** One cache entry as RTK Query keeps it (the fields selectors read). */
export interface CachedRead<T> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: T;
  error?: unknown;
}

/** The part of the state that holds the cache. */
export interface ApiCacheState {
  api: { queries: Record<string, unknown> };
}

/**
 * The cache entry of `endpointName` for `arg`, as stored (undefined before it was asked for): the same object
 * until that entry changes, so memoized row models built on it recompute only when their own read does
 * (an endpoint's `select(arg)` makes a new selector, and a new result object, per call).
 */
export function selectCachedRead<T>(state: ApiCacheState, endpointName: string, arg: unknown): CachedRead<T> | undefined {
  const key = defaultSerializeQueryArgs({ endpointName, queryArgs: arg, endpointDefinition: undefined as never });
  return state.api.queries[key] as CachedRead<T> | undefined;
}

/** What kind of failure a read met, for a message a fan understands: gone, out of reach, or anything else. */
export type ReadFailure = 'notFound' | 'unreachable' | 'failed';

export function readFailureOf(error: unknown): ReadFailure {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (status === 404) return 'notFound';
  if (status === 0) return 'unreachable';
  return 'failed';
}

/** The message of a failed read (SPEC §8), whatever RTK Query hands back. */
export function readErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return 'Unknown error';
}

