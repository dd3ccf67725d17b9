/**
 * Issue 25 case 5: one way to say how any read of a page part stands — ready, loading, or failed (and
 * why) — whatever holds it (an RTK Query result, a saga's `Loadable`). Pages show a failed part with the
 * one notice (pages/shared/FailedPart), never as an empty list and never with the server's text.
 */
import type { ReadFailureKind } from '../domain/retry';
import type { LoadStatus } from './status';

export type { ReadFailureKind } from '../domain/retry';

export type ReadState = { status: 'ready' } | { status: 'loading' } | { status: 'failed'; kind: ReadFailureKind };

export const READY: ReadState = Object.freeze({ status: 'ready' });
export const LOADING: ReadState = Object.freeze({ status: 'loading' });

const UNREADABLE_CODES = new Set(['unreadable', 'invalid_json', 'upstream_invalid']);

/** The kind of a failed read from what RTK Query or a saga holds (`{ status, code }` of ApiError/ReadError). */
export function failureKindOf(error: unknown): ReadFailureKind {
  const record = typeof error === 'object' && error !== null ? (error as { status?: unknown; code?: unknown }) : {};
  if (record.status === 404) return 'notFound';
  if (typeof record.code === 'string' && UNREADABLE_CODES.has(record.code)) return 'unreadable';
  if (record.status === 0 || record.status === 504) return 'unreachable';
  return 'failed';
}

const FAILED: Record<ReadFailureKind, ReadState> = {
  notFound: Object.freeze({ status: 'failed', kind: 'notFound' }),
  unreachable: Object.freeze({ status: 'failed', kind: 'unreachable' }),
  unreadable: Object.freeze({ status: 'failed', kind: 'unreadable' }),
  failed: Object.freeze({ status: 'failed', kind: 'failed' }),
};

/** A failed state (one object per kind, so selectors comparing by reference stay stable). */
export function failedRead(kind: ReadFailureKind): ReadState {
  return FAILED[kind];
}

/** What an RTK Query hook result tells about its read (the fields every query result has). */
export interface QueryRead {
  isError: boolean;
  isFetching: boolean;
  isUninitialized?: boolean;
  error?: unknown;
  currentData?: unknown;
}

/**
 * The state of an RTK Query read. A read retried after a failure stays failed until an answer comes (the
 * error stays in the cache while the retry runs), so the notice does not flicker to "Loading…".
 */
export function readStateOfQuery(read: QueryRead): ReadState {
  if (read.isError || (read.isFetching && read.error !== undefined)) return failedRead(failureKindOf(read.error));
  return read.currentData !== undefined ? READY : LOADING;
}

/**
 * The state of a saga-held list (state/status.ts). A retry of a failed key keeps its error while it loads
 * (status.ts loadRequested), so it stays failed until an answer comes, like an RTK Query read.
 */
export function readStateOfSlot(slot: { status: LoadStatus; error: string | null }): ReadState {
  if (slot.status === 'failed' || (slot.status === 'loading' && slot.error !== null)) return failedRead('failed');
  if (slot.status === 'ready') return READY;
  return LOADING;
}

/** What a cache entry (state/api `selectCachedRead`) tells about its read. */
export interface CachedReadLike {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: unknown;
  error?: unknown;
}

/**
 * The state of a read from its cache entry, for selectors (no hook needed): failed while rejected or while a
 * retry of a failed read runs (RTK Query keeps the error until an answer comes), ready with data.
 */
export function readStateOfEntry(entry: CachedReadLike | undefined): ReadState {
  if (entry === undefined) return LOADING;
  if (entry.status === 'rejected' || (entry.status === 'pending' && entry.error !== undefined)) return failedRead(failureKindOf(entry.error));
  return entry.data !== undefined ? READY : LOADING;
}

/** The request status of a cache entry (the pages' loading tests): idle before it was asked for. */
export function loadStatusOfEntry(entry: CachedReadLike | undefined): LoadStatus {
  switch (entry?.status) {
    case 'pending':
      return 'loading';
    case 'fulfilled':
      return 'ready';
    case 'rejected':
      return 'failed';
    default:
      return 'idle';
  }
}

/** Whether a read has not answered yet (no data, no failure): the lists say "loading", never "no matches". */
export function isUnanswered(entry: CachedReadLike | undefined): boolean {
  return entry === undefined || (entry.data === undefined && entry.error === undefined && entry.status !== 'rejected');
}
