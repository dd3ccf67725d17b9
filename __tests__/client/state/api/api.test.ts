import { makeStore } from '../../../../src/client/app/store';
import type * as StoreModule from '../../../../src/client/app/store';
import { ApiError } from '../../../../src/client/services/api';
import { matchApi } from '../../../../src/client/state/match/matchApi';
import { recordsApi } from '../../../../src/client/state/records/recordsApi';
import { aMatch } from '../../../support/builders';
import { fakeApi, fakeServices, testConfig } from '../../../support/services';
import { closedAfterTest } from '../../../support/openStores';

const match = aMatch({ matchId: 77 });
// What the cache holds: the match as the wire parser normalised it (a plain day becomes the canonical date-time).
const parsedMatch = { ...match, matchDate: `${match.matchDate.slice(0, 10)}T00:00:00` };

/** The calls of these tests (the boot saga of the store makes its own: the season look-up, scheduled matches …). */
const BOOT_TARGETS = /^(seasonLookup|seasons|scheduledMatchesBySport|broadcastsBySport|tournamentsInSeason) /;
const readsOf = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => !BOOT_TARGETS.test(call));

function storeWith(api = fakeApi({ proxy: { match: () => match } })) {
  return { api, store: closedAfterTest(makeStore({ site: testConfig() }, fakeServices({ api }))) };
}

describe('the one api (DESIGN §6.1)', () => {
  it('attaches its cache to the store and reads a contract target through services.api', async () => {
    const { api, store } = storeWith();
    expect(store.getState().api).toBeDefined();
    const result = await store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    expect(result.data).toEqual(parsedMatch);
    expect(readsOf(api)).toEqual(['match {"matchId":77}']);
    expect(recordsApi.endpoints.getMatch.select({ matchId: 77 })(store.getState() as never).data).toEqual(parsedMatch);
  });

  it('asks once for the same target while it is in flight, and answers later readers from the cache', async () => {
    const { api, store } = storeWith();
    const first = store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    const second = store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    await Promise.all([first, second]);
    await store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    expect(readsOf(api)).toHaveLength(1);
  });

  it('keeps the server message and status of a failed read', async () => {
    const { store } = storeWith(fakeApi({ proxy: { match: () => { throw new ApiError('ta/Match?matchId=77: not found', 404, 'not_found'); } } }));
    const result = await store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    expect(result.error).toEqual({ status: 404, message: 'ta/Match?matchId=77: not found', code: 'not_found' });
  });

  it('answers with an error, not a throw, when the store has no services', async () => {
    const store = makeStore({ site: testConfig() });
    const result = await store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    expect(result.error).toMatchObject({ code: 'no_service' });
  });

  it('aborts the request when the reader aborts it', async () => {
    let signal: AbortSignal | undefined;
    const api = fakeApi();
    api.fetchProxy = ((_name: string, _params: unknown, given?: AbortSignal) => {
      signal = given;
      return new Promise(() => undefined);
    }) as typeof api.fetchProxy;
    const { store } = storeWith(api);
    const pending = store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    await Promise.resolve();
    pending.abort();
    expect(signal?.aborted).toBe(true);
  });

  it('loads the details of the league sport only, and reports a failed part without failing the rest', async () => {
    const { api, store } = storeWith(
      fakeApi({
        proxy: {
          matchIncidents: () => ({ matchPeriodResults: [{ partialResultTypeId: 1, partialResultType: 'periods', homeGoals: 20, awayGoals: 18 }], matchIncidents: [] }),
          matchReferees: () => { throw new ApiError('timeout', 504); },
          basketballMatchPlayers: () => ({ data: [] }),
        },
      }),
    );
    const result = await store.dispatch(matchApi.endpoints.getMatchDetails.initiate({ matchId: 77, sportId: 199 }));
    expect(result.data?.details.periods).toHaveLength(1);
    expect(result.data?.details.referees).toEqual([]);
    expect(result.data?.errors).toEqual(['timeout']);
    expect(readsOf(api).map((call) => call.split(' ')[0]).sort()).toEqual(['basketballMatchPlayers', 'matchIncidents', 'matchReferees']);
  });

  it('is in every store from the start, before any page’s code is loaded (issue 26: the first bundle reads through it)', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = require('../../../../src/client/app/store') as typeof StoreModule;
      const store = isolated.makeStore({ site: testConfig() });
      expect(store.getState().api).toMatchObject({ queries: {} });
    });
  });
});
