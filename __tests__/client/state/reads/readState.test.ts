import { ApiError } from '../../../../src/client/services/api';
import { failureKindOf, readStateOfQuery, readStateOfSlot } from '../../../../src/client/state/readState';
import { idle, loadFailed, loadRequested, loadSucceeded } from '../../../../src/client/state/status';

describe('the one read-state mapping (issue 25 case 5)', () => {
  it.each([
    [new ApiError('x', 404, 'not_found'), 'notFound'],
    [new ApiError('x', 0, 'network'), 'unreachable'],
    [{ status: 504, message: 'upstream timed out', code: 'upstream_timeout' }, 'unreachable'],
    [new ApiError('x', 200, 'unreadable'), 'unreadable'],
    [new ApiError('x', 200, 'invalid_json'), 'unreadable'],
    [{ status: 502, message: 'bad gateway', code: 'upstream_invalid' }, 'unreadable'],
    [{ status: 500, message: 'boom', code: null }, 'failed'],
    [new Error('anything'), 'failed'],
    ['text', 'failed'],
  ])('%p is %s', (error, kind) => {
    expect(failureKindOf(error)).toBe(kind);
  });

  it('maps a query result: answered, loading, failed, and still failed while it is retried', () => {
    expect(readStateOfQuery({ isError: false, isFetching: false, currentData: [] })).toEqual({ status: 'ready' });
    expect(readStateOfQuery({ isError: false, isFetching: true })).toEqual({ status: 'loading' });
    const error = { status: 500, message: 'ta/TournamentStandings: boom', code: null };
    expect(readStateOfQuery({ isError: true, isFetching: false, error })).toEqual({ status: 'failed', kind: 'failed' });
    // A retry in flight: RTK Query keeps the error in the cache, the notice stays (no "Loading…").
    expect(readStateOfQuery({ isError: false, isFetching: true, error })).toEqual({ status: 'failed', kind: 'failed' });
    // Answered again: ready.
    expect(readStateOfQuery({ isError: false, isFetching: false, currentData: [1] })).toEqual({ status: 'ready' });
  });

  it('maps a saga slot; a failure keeps what was loaded and stays failed while the same key is retried', () => {
    const loaded = loadSucceeded(loadRequested(idle<number, string>(), 'a'), 'a', [1, 2]);
    const failed = loadFailed(loadRequested(loaded, 'a'), 'a', 'ta/TournamentMatches/?tournamentId=1: boom');
    expect(failed.items).toEqual([1, 2]);
    expect(readStateOfSlot(failed)).toEqual({ status: 'failed', kind: 'failed' });
    const retried = loadRequested(failed, 'a');
    expect(readStateOfSlot(retried)).toEqual({ status: 'failed', kind: 'failed' });
    expect(retried.items).toEqual([1, 2]);
    expect(readStateOfSlot(loadSucceeded(retried, 'a', [3]))).toEqual({ status: 'ready' });
    // Another key starts afresh: loading, nothing of the old key shown.
    const other = loadRequested(failed, 'b');
    expect(readStateOfSlot(other)).toEqual({ status: 'loading' });
    expect(other.items).toEqual([]);
  });
});
