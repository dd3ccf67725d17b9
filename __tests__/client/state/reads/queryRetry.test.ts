import { makeStore } from '../../../../src/client/app/store';
import { ApiError } from '../../../../src/client/services/api';
import { recordsApi } from '../../../../src/client/state/records/recordsApi';
import { readsEvents } from '../../../../src/client/state/reads/readsSlice';
import { aMatch } from '../../../support/builders';
import { fakeApi, fakeServices, testConfig } from '../../../support/services';
import { closedAfterTest } from '../../../support/openStores';

const match = aMatch({ matchId: 77 });
const matchReads = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.startsWith('match '));

/** A match read that fails `failures` times, then answers. */
function flakyStore(failures: number, status = 500) {
  let left = failures;
  const api = fakeApi({
    proxy: {
      match: () => {
        if (left > 0) {
          left -= 1;
          throw new ApiError('ta/Match?matchId=77: internal error', status);
        }
        return match;
      },
    },
  });
  return { api, store: closedAfterTest(makeStore({ site: testConfig() }, fakeServices({ api }))) };
}

const matchState = (store: ReturnType<typeof flakyStore>['store']) => recordsApi.endpoints.getMatch.select({ matchId: 77 })(store.getState() as never);

describe('failed RTK Query reads are retried while a page shows them (issue 25 case 5)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refetches after 2 s, then after 4 s, and stops once answered', async () => {
    const { api, store } = flakyStore(2);
    const subscription = store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(matchReads(api)).toHaveLength(1);
    expect(matchState(store).isError).toBe(true);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(matchReads(api)).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(matchReads(api)).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(matchReads(api)).toHaveLength(3);
    expect(matchState(store).data).toMatchObject({ matchId: 77 });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(matchReads(api)).toHaveLength(3);
    subscription.unsubscribe();
  });

  it('retries at once when the fan presses Retry', async () => {
    const { api, store } = flakyStore(1);
    const subscription = store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    await jest.advanceTimersByTimeAsync(600);
    expect(matchReads(api)).toHaveLength(1);
    store.dispatch(readsEvents.retryRequested());
    await jest.advanceTimersByTimeAsync(10);
    expect(matchReads(api)).toHaveLength(2);
    expect(matchState(store).data).toMatchObject({ matchId: 77 });
    subscription.unsubscribe();
  });

  it('does not retry a read that is gone (404), nor one no page shows any more', async () => {
    const gone = flakyStore(5, 404);
    const first = gone.store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(matchReads(gone.api)).toHaveLength(1);
    first.unsubscribe();

    const left = flakyStore(5);
    const second = left.store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    await jest.advanceTimersByTimeAsync(100);
    second.unsubscribe();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(matchReads(left.api)).toHaveLength(1);
  });
});
