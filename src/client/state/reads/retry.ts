/**
 * Issue 25 case 5: failed reads are tried again by themselves, with a bounded backoff (domain/retry.ts),
 * and at once when the fan presses Retry (`reads/retryRequested`). Two kinds of reads: a saga's load
 * (`retrying`), and RTK Query's keyed reads (`queryRetrySaga`), which are refetched while a page uses them.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { retryDelayMs } from '../../domain/retry';
import { api } from '../api/api';
import type { StateShape } from '../shape';
import { readsEvents } from './readsSlice';

/** Waits before retry number `attempt`: the backoff, or less when the fan asks for a retry. */
export function* waitToRetry(attempt: number) {
  yield race({ waited: delay(retryDelayMs(attempt)), asked: take(readsEvents.retryRequested.type) });
}

/**
 * Runs `load` (a saga that stores its own outcome and returns whether it succeeded) until it succeeds.
 * Ends with the caller: cancelling it (a newer selection) stops the retries.
 */
export function* retrying(load: (...args: never[]) => Generator<unknown, boolean, never>, ...args: unknown[]) {
  for (let attempt = 0; ; attempt += 1) {
    const ok: boolean = yield call(load as (...callArgs: unknown[]) => Generator<unknown, boolean, never>, ...args);
    if (ok) return;
    yield call(waitToRetry, attempt);
  }
}

/** The parts of RTK Query's `executeQuery/rejected` (and `fulfilled`) action the retry needs. */
interface RejectedQuery {
  type: string;
  payload?: unknown;
  meta: { condition?: boolean; aborted?: boolean; arg: { type?: string; endpointName: string; originalArgs: unknown; queryCacheKey: string } };
}

const isQueryOutcome = (candidate: unknown, outcome: 'rejected' | 'fulfilled'): candidate is RejectedQuery => {
  const action = candidate as Partial<RejectedQuery> | null;
  return typeof action?.type === 'string' && action.type === `api/executeQuery/${outcome}` && action.meta?.arg.type === 'query';
};

/**
 * A read to try again: rejected (not skipped or aborted), or answered with parts that failed (a query that
 * gathers several calls, such as the match details, marks its answer `partlyFailed`).
 */
function isFailedQuery(action: unknown): action is RejectedQuery {
  if (isQueryOutcome(action, 'fulfilled')) return (action.payload as { partlyFailed?: unknown } | null)?.partlyFailed === true;
  return isQueryOutcome(action, 'rejected') && action.meta.condition !== true && action.meta.aborted !== true;
}

interface ApiCache {
  queries: Record<string, { status?: string; data?: unknown } | undefined>;
}

/** Whether a cached read failed: rejected, or answered with parts that failed. */
export function isFailedEntry(entry: { status?: string; data?: unknown }): boolean {
  return entry.status === 'rejected' || (entry.data as { partlyFailed?: unknown } | undefined)?.partlyFailed === true;
}

/** Whether the read still failed: no answer came since. */
function selectStillFailed(state: StateShape, queryCacheKey: string): boolean {
  const entry = (state.api as ApiCache).queries[queryCacheKey];
  return entry !== undefined && isFailedEntry(entry);
}

/** What the retry needs of a query endpoint: start it again. */
interface RetryableEndpoint {
  initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): unknown;
}

/** What the retry needs of the api: its endpoints (every feature's, injected), and who still reads a query. */
interface RetryableApi {
  endpoints: Record<string, RetryableEndpoint | undefined>;
  internalActions: { internal_getRTKQSubscriptions(): UnknownAction };
}

/** What RTK Query's middleware answers about its subscriptions (`state.api.subscriptions` is not kept in sync). */
interface SubscriptionSelectors {
  getSubscriptionCount(queryCacheKey: string): number;
}

const notFound = (payload: unknown): boolean => typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 404;

function* retryQuery(rejected: RejectedQuery, attempt: number) {
  yield call(waitToRetry, attempt);
  const { endpointName, originalArgs, queryCacheKey } = rejected.meta.arg;
  const stillFailed: boolean = yield select(selectStillFailed, queryCacheKey);
  const loaded = api as unknown as RetryableApi;
  const endpoint = loaded.endpoints[endpointName];
  if (!stillFailed || endpoint === undefined) return;
  // Only while a page shows it: a read no one subscribes to any more is left alone.
  const subscriptions = (yield put(loaded.internalActions.internal_getRTKQSubscriptions())) as unknown as SubscriptionSelectors;
  if (typeof subscriptions?.getSubscriptionCount !== 'function' || subscriptions.getSubscriptionCount(queryCacheKey) === 0) return;
  // A thunk: the store's thunk middleware runs it (redux-saga's put goes through the whole chain).
  yield put(endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }) as unknown as UnknownAction);
}

/**
 * Refetches a failed RTK Query read (not a 404: the thing is gone) after the backoff, while a page still
 * shows it; the attempt count of a read starts again once it is answered.
 */
export function* queryRetrySaga() {
  const attempts = new Map<string, number>();
  // Bounded by the actions the store receives: one step per query outcome.
  for (;;) {
    const action: RejectedQuery = yield take((candidate: unknown) => isQueryOutcome(candidate, 'rejected') || isQueryOutcome(candidate, 'fulfilled'));
    const key = action.meta.arg.queryCacheKey;
    if (!isFailedQuery(action)) {
      attempts.delete(key);
      continue;
    }
    if (notFound(action.payload)) continue;
    const attempt = attempts.get(key) ?? 0;
    attempts.set(key, attempt + 1);
    yield fork(retryQuery, action, attempt);
  }
}
