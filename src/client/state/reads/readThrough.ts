/**
 * How a saga reads (DESIGN §6.1: sagas orchestrate, the one api reads): it starts the endpoint's read
 * through the cache (RTK Query "usage without React hooks"), so an answer already there — the
 * server-rendered page's — is not asked for again, and waits for the outcome.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { putResolve } from 'redux-saga/effects';

/** What a saga needs of a query endpoint. */
export interface ReadableEndpoint<A> {
  initiate(arg: A, options: { subscribe: false }): unknown;
}

/** Reads `endpoint(arg)` through the cache; returns whether it answered (its outcome is in the cache either way). Never throws. */
export function* readThrough<A>(endpoint: ReadableEndpoint<A>, arg: A) {
  // A thunk: the store's thunk middleware runs it, and putResolve waits for the promise it returns.
  const result = (yield putResolve(endpoint.initiate(arg, { subscribe: false }) as unknown as UnknownAction)) as { isSuccess?: boolean } | undefined;
  return result?.isSuccess === true;
}
