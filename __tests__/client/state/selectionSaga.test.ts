/**
 * The boot and the selection (SPEC §4, §5, §9; DESIGN §6.1): the sagas orchestrate — seasons → season →
 * leagues → league → teams, and the URL — and read through the catalog's endpoints of the one api, so
 * what the server-rendered page carried is not asked for again (issue 26).
 */
import { expectSaga } from 'redux-saga-test-plan';
import { answeredReads } from '../../../src/client/app/hydration';
import { makeStore, rootReducer, type RootState } from '../../../src/client/app/store';
import { ApiError } from '../../../src/client/services/api';
import { FAVOURITES_STORAGE_KEY } from '../../../src/client/domain/favourites';
import { memoryNavigation } from '../../../src/client/services/navigation';
import { selectCurrentLeague, selectCurrentSeason, selectSeasons, selectSelectedTeam } from '../../../src/client/state/catalog/selectors';
import { selectErrorMessage, selectFailedShellParts, selectIsLoading } from '../../../src/client/state/feedback/selectors';
import { readsEvents } from '../../../src/client/state/reads/readsSlice';
import { selectionEvents } from '../../../src/client/state/selection/selectionSlice';
import { CHOICE_SETTLE_MS, followLocation } from '../../../src/client/state/selection/selectionSaga';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { closedAfterTest } from '../../support/openStores';
import { fakeApi, fakeServices, testConfig, TEST_NOW, type DirectHandlers, type ProxyHandlers } from '../../support/services';
import { initialRootState, leaguesAnswered, seasonsAnswered, teamsAnswered, withCachedEntry } from '../../support/state';

const ORG = 10;
const season2026 = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: ORG });
const season2025 = aSeason({ seasonId: 2025, seasonName: '2025/2026', seasonDateFrom: '2025-09-01T00:00:00', orgIdOwner: ORG });
const notStarted = aSeason({ seasonId: 2027, seasonDateFrom: '2026-12-01T00:00:00', orgIdOwner: ORG });
const foreign = aSeason({ seasonId: 9999, seasonDateFrom: '2026-08-01T00:00:00', orgIdOwner: 99 });

const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026 });
const firstDivision = aTournament({ tournamentId: 102, tournamentName: '1.div menn', seasonId: 2026 });
const unpublished = aTournament({ tournamentId: 103, tournamentName: 'Hidden', areMatchesPublished: false, seasonId: 2026 });
const oldEhl = aTournament({ tournamentId: 201, tournamentName: 'EHL', seasonId: 2025 });

const teams = [aTeam({ teamId: 1001, team: 'Stjernen' }), aTeam({ teamId: 1002, team: 'Frisk Asker' })];
const YEAR_2024_FAILED = 'ta/Seasons/?orgId=10&year=2024: upstream timed out';

interface Fixture {
  direct: DirectHandlers;
  proxy: ProxyHandlers;
}

function fixture(overrides: DirectHandlers = {}): Fixture {
  return {
    direct: {
      seasons: ({ year }) => {
        if (year === 2024) throw new ApiError(YEAR_2024_FAILED, 504);
        if (year === 2026) return [season2026, notStarted, foreign];
        if (year === 2025) return [season2025];
        return [];
      },
      tournamentsInSeason: ({ seasonId }) => ({ tournamentsInSeason: seasonId === 2026 ? [firstDivision, unpublished, ehl] : [oldEhl] }),
      ...overrides,
    },
    proxy: { tournamentTeams: () => ({ teams }), tournamentMatches: () => ({ matches: [] }), scheduledMatchesBySport: () => ({ matches: [] }) },
  };
}

/** A real store (every saga running, boot included) at `url`, reading from the fixture. */
function boot(url: string, api = fakeApi(fixture()), start: { preloaded?: Partial<RootState>; serverCache?: RootState['api']; sagaPause?: () => Promise<void> } = {}) {
  const services = fakeServices({ url, api });
  const store = closedAfterTest(makeStore({ site: testConfig({ orgId: ORG }), ...start.preloaded }, services, { serverCache: start.serverCache, sagaPause: start.sagaPause }));
  const state = () => store.getState();
  const reads = (target: string) => api.calls.filter((call) => call.startsWith(`${target} `));
  return { api, services, store, state, reads };
}

const settle = (ms = 50) => jest.advanceTimersByTimeAsync(ms);
/** A choice made with a select loads once the steps stop (issue 27 "Also"). */
const settleChoice = () => settle(CHOICE_SETTLE_MS + 50);

describe('boot (SPEC §4, §5, §9)', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse(TEST_NOW) }));
  afterEach(() => jest.useRealTimers());

  it('asks for the six years in one read, keeps the years that answered, and settles on the newest season and first league', async () => {
    const { state, services, reads } = boot('/');
    await settle();
    expect(reads('seasonLookup')).toEqual([`seasonLookup {"orgId":${ORG},"year":2026}`]);
    // SPEC §5: started seasons of the organisation only, newest first; SPEC §9: the hockey order of leagues.
    expect(selectSeasons(state())).toEqual([season2026, season2025]);
    expect(selectCurrentSeason(state())).toEqual(season2026);
    expect(selectCurrentLeague(state())).toEqual(ehl);
    expect(state().selection).toMatchObject({ seasonId: 2026, tournamentId: 101 });
    expect(reads('tournamentTeams')).toEqual(['tournamentTeams {"tournamentId":101}']);
    expect(selectErrorMessage(state())).toBe(YEAR_2024_FAILED);
    expect(selectIsLoading(state())).toBe(false);
    expect(state().selection.date).toBe('2026-11-21');
    expect(services.navigation.location()).toEqual({ pathname: '/', search: '?seasonId=2026&tournamentId=101' });
    expect(services.navigation.history).toHaveLength(1);
  });

  it('issue 26: a server-rendered page’s catalog is taken over before the sagas start, and not asked for again', async () => {
    const first = boot('/');
    await settle();
    const second = boot('/?seasonId=2026&tournamentId=101', fakeApi(fixture()), {
      preloaded: { selection: first.state().selection },
      serverCache: answeredReads(first.state().api),
    });
    await settle();
    expect(second.api.calls).toEqual([]);
    expect(selectCurrentLeague(second.state())).toEqual(ehl);
    expect(second.services.navigation.location().search).toBe('?seasonId=2026&tournamentId=101');
  });

  it('issue 26: with `sagaPause`, the boot starts once a pause ends and the reader\'s choices once another does; nothing starts in a closed store', async () => {
    const pauses: Array<() => void> = [];
    const sagaPause = () => new Promise<void>((resolve) => pauses.push(resolve));
    const services = fakeServices({ url: '/', api: fakeApi(fixture()) });
    services.storage.set(FAVOURITES_STORAGE_KEY, JSON.stringify(['4:1001']));
    const store = closedAfterTest(makeStore({ site: testConfig({ orgId: ORG }) }, services, { sagaPause }));
    await settle();
    expect(store.getState().selection.seasonId).toBeNull();
    expect(pauses).toHaveLength(1);
    pauses[0]!();
    await settle();
    // The first stage: the selection's boot read the seasons and settled on a league.
    expect(selectCurrentLeague(store.getState())).toEqual(ehl);
    expect(store.getState().favourites.keys).toEqual([]);
    expect(pauses).toHaveLength(2);
    pauses[1]!();
    await settle();
    // The second stage: the reader's choices are restored.
    expect(store.getState().favourites.keys).toEqual(['4:1001']);

    const closed = boot('/', fakeApi(fixture()), { sagaPause });
    closed.store.close();
    pauses[2]!();
    await settle();
    expect(closed.reads('seasonLookup')).toEqual([]);
  });

  it("a visitor who opens another tournament's match while the site still loads keeps that tournament in the URL", async () => {
    const api = fakeApi({
      ...fixture(),
      proxy: {
        ...fixture().proxy,
        // The click lands while the league's teams are being read (a slow phone, a busy server).
        tournamentTeams: () => {
          services.navigation.navigate('/match?matchId=5&seasonId=2026&tournamentId=102');
          return { teams };
        },
      },
    });
    const { services, state } = boot('/scoreboard', api);
    await settle();
    expect(services.navigation.location()).toEqual({ pathname: '/match', search: '?matchId=5&seasonId=2026&tournamentId=102' });
    expect(selectCurrentLeague(state())).toEqual(firstDivision);
  });

  it('falls back to the first season and league when the URL names unknown ones, and says so in the URL', async () => {
    const { state, services } = boot('/standings?seasonId=4242&tournamentId=777&team=5');
    await settle();
    expect(state().selection).toMatchObject({ seasonId: 2026, tournamentId: 101, teamId: null });
    expect(services.navigation.location()).toEqual({ pathname: '/standings', search: '?seasonId=2026&tournamentId=101' });
  });

  it('restores a deep link: season, league and team from the URL (reload)', async () => {
    const { state, services } = boot('/teammembers?seasonId=2026&tournamentId=102&team=1002');
    await settle();
    expect(selectCurrentLeague(state())).toEqual(firstDivision);
    expect(selectSelectedTeam(state())).toEqual(teams[1]);
    expect(services.navigation.location().search).toBe('?seasonId=2026&tournamentId=102&team=1002');
  });

  it('issue 25: a 500 on the seasons at boot is a failed part (never "Loading…" forever), retried after 2 s, then 4 s, until they load', async () => {
    let failuresLeft = 2;
    const api = fakeApi(
      fixture({
        seasons: (params) => {
          // Every year of one attempt fails, as a 500 from the proxy does.
          if (failuresLeft > 0) {
            if (params.year === 2021) failuresLeft -= 1;
            throw new ApiError('ta/Seasons/: internal error', 500);
          }
          return fixture().direct.seasons?.(params) ?? [];
        },
      }),
    );
    const { state, reads } = boot('/', api);
    await settle();
    expect(selectFailedShellParts(state())).toEqual([{ part: 'seasons', kind: 'failed' }]);
    await settle(2_000);
    expect(reads('seasonLookup')).toHaveLength(2);
    expect(selectFailedShellParts(state())).toEqual([{ part: 'seasons', kind: 'failed' }]);
    await settle(4_000);
    expect(reads('seasonLookup')).toHaveLength(3);
    expect(selectCurrentSeason(state())).toEqual(season2026);
    expect(selectCurrentLeague(state())).toEqual(ehl);
    expect(selectFailedShellParts(state())).toEqual([]);
  });

  it('issue 25: the Retry button ends the backoff of the seasons at once', async () => {
    let attempts = 0;
    const api = fakeApi(
      fixture({
        seasonLookup: () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError('mc/SeasonLookup/: upstream timed out', 504);
          return { years: [{ year: 2026, seasons: [season2026] }] };
        },
      }),
    );
    const { store, state } = boot('/', api);
    await settle();
    expect(selectFailedShellParts(state())).toEqual([{ part: 'seasons', kind: 'unreachable' }]);
    store.dispatch(readsEvents.retryRequested());
    await settle();
    expect(attempts).toBe(2);
    expect(selectCurrentSeason(state())).toEqual(season2026);
  });

  it('fails the seasons when every year of the look-up failed, with the first failure; leaves the URL alone', async () => {
    const failure = (year: number) => ({ year, failure: `ta/Seasons/?orgId=10&year=${year}: upstream answered HTTP 500` });
    const { state, services } = boot('/?seasonId=2026', fakeApi(fixture({ seasonLookup: () => ({ years: [failure(2026), failure(2025)] }) })));
    await settle();
    expect(selectSeasons(state())).toEqual([]);
    expect(selectFailedShellParts(state())).toEqual([{ part: 'seasons', kind: 'failed' }]);
    expect(selectErrorMessage(state())).toBe('ta/Seasons/?orgId=10&year=2026: upstream answered HTTP 500');
    expect(selectIsLoading(state())).toBe(false);
    expect(services.navigation.location().search).toBe('?seasonId=2026');
  });
});

describe('a failed catalog read in the shell (issue 25)', () => {
  it('is a failed part, without its message, while it is retried, until it answers', () => {
    const failed = withCachedEntry(initialRootState({ orgId: ORG }), 'getSeasons', { orgId: ORG, year: 2026 }, { status: 'rejected', error: { status: 502, message: 'ta/Seasons/: bad gateway', code: null } });
    expect(selectFailedShellParts(failed)).toEqual([{ part: 'seasons', kind: 'failed' }]);
    // Being retried: still failed, not "Loading…".
    const retrying = withCachedEntry(failed, 'getSeasons', { orgId: ORG, year: 2026 }, { status: 'pending', error: { status: 502, message: 'ta/Seasons/: bad gateway', code: null } });
    expect(selectFailedShellParts(retrying)).toEqual([{ part: 'seasons', kind: 'failed' }]);
    expect(selectFailedShellParts(rootReducer(initialRootState({ orgId: ORG }), seasonsAnswered([season2026])))).toEqual([]);
  });
});

/** The state after boot: season 2026, league EHL, team Stjernen, their reads in the cache. */
function bootedState(): RootState {
  return [
    selectionEvents.locationRead({ seasonId: 2026, tournamentId: 101, teamId: 1001 }),
    seasonsAnswered([season2026, season2025]),
    leaguesAnswered(2026, [ehl, firstDivision]),
    teamsAnswered(101, teams),
  ].reduce(rootReducer, initialRootState({ orgId: ORG }));
}

/** A booted store at `url` (its boot reads nothing: the cache has it all). */
function booted(url: string) {
  const state = bootedState();
  return boot(url, fakeApi(fixture()), { preloaded: { selection: state.selection }, serverCache: state.api });
}

describe('choices (SPEC §2, §4)', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse(TEST_NOW) }));
  afterEach(() => jest.useRealTimers());

  it('a new season loads its leagues, resets the league to the default, clears the team and navigates', async () => {
    const { store, state, services, reads } = booted('/teammembers?seasonId=2026&tournamentId=101&team=1001');
    await settle();
    store.dispatch(selectionEvents.seasonChosen({ seasonId: 2025 }));
    await settleChoice();
    expect(reads('tournamentsInSeason')).toEqual(['tournamentsInSeason {"seasonId":2025}']);
    expect(state().selection).toMatchObject({ seasonId: 2025, tournamentId: 201, teamId: null });
    expect(services.navigation.location()).toEqual({ pathname: '/teammembers', search: '?seasonId=2025&tournamentId=201' });
    expect(services.navigation.history).toHaveLength(2);
  });

  it('a new league while on a match page goes to the scoreboard with seasonId and tournamentId', async () => {
    const { store, state, services, reads } = booted('/match?matchId=5&seasonId=2026&tournamentId=101');
    await settle();
    store.dispatch(selectionEvents.leagueChosen({ tournamentId: 102 }));
    await settle();
    expect(reads('tournamentTeams')).toEqual(['tournamentTeams {"tournamentId":102}']);
    expect(state().selection).toMatchObject({ tournamentId: 102, teamId: null });
    expect(services.navigation.location()).toEqual({ pathname: '/scoreboard', search: '?seasonId=2026&tournamentId=102' });
  });

  it('a season change on the live match page also leaves for the scoreboard', async () => {
    const { store, services } = booted('/livematch?matchId=5&matchDate=2026-11-21');
    await settle();
    store.dispatch(selectionEvents.seasonChosen({ seasonId: 2025 }));
    await settleChoice();
    expect(services.navigation.location()).toEqual({ pathname: '/scoreboard', search: '?seasonId=2025&tournamentId=201' });
  });

  it('back to a season read before: its leagues come from the cache, not asked again', async () => {
    const { store, reads } = booted('/standings?seasonId=2026&tournamentId=101');
    await settle();
    store.dispatch(selectionEvents.seasonChosen({ seasonId: 2025 }));
    await settleChoice();
    store.dispatch(selectionEvents.seasonChosen({ seasonId: 2026 }));
    await settleChoice();
    expect(reads('tournamentsInSeason')).toEqual(['tournamentsInSeason {"seasonId":2025}']);
  });

  it('a league that is not in the list falls back to the first league (SPEC §5)', async () => {
    const { store, state, services } = booted('/schedule?seasonId=2026&tournamentId=101');
    await settle();
    store.dispatch(selectionEvents.leagueChosen({ tournamentId: 31337 }));
    await settle();
    expect(selectCurrentLeague(state())).toEqual(ehl);
    expect(services.navigation.location().search).toBe('?seasonId=2026&tournamentId=101');
  });

  it('a team choice writes the team into the URL without leaving the page', async () => {
    const { store, services } = booted('/teammembers?seasonId=2026&tournamentId=101');
    await settle();
    store.dispatch(selectionEvents.teamChosen({ teamId: 1002 }));
    await settleChoice();
    expect(services.navigation.location()).toEqual({ pathname: '/teammembers', search: '?seasonId=2026&tournamentId=101&team=1002' });
  });
});

describe('choices made with a select (issue 27 "Also": a closed select steps with the arrow keys)', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse(TEST_NOW) }));
  afterEach(() => jest.useRealTimers());

  const olderSeasons = [2025, 2024, 2023, 2022].map((seasonId) => aSeason({ seasonId, seasonName: `${seasonId}/${seasonId + 1}`, seasonDateFrom: `${seasonId}-09-01T00:00:00`, orgIdOwner: ORG }));

  it('five selections in a row: the select follows each at once, one read of the last, one history entry', async () => {
    const state0 = [
      selectionEvents.locationRead({ seasonId: 2026, tournamentId: 101, teamId: null }),
      seasonsAnswered([season2026, ...olderSeasons]),
      leaguesAnswered(2026, [ehl, firstDivision]),
      teamsAnswered(101, teams),
    ].reduce(rootReducer, initialRootState({ orgId: ORG }));
    const { store, state, services, reads } = boot('/standings?seasonId=2026&tournamentId=101', fakeApi(fixture()), { preloaded: { selection: state0.selection }, serverCache: state0.api });
    await settle();
    // A key held down repeats faster than the settle time.
    for (const seasonId of [2025, 2024, 2023, 2022, 2023]) {
      store.dispatch(selectionEvents.seasonChosen({ seasonId }));
      expect(selectCurrentSeason(state())?.seasonId).toBe(seasonId);
      await settle(CHOICE_SETTLE_MS / 3);
    }
    expect(reads('tournamentsInSeason')).toEqual([]);
    await settleChoice();
    expect(reads('tournamentsInSeason')).toEqual(['tournamentsInSeason {"seasonId":2023}']);
    expect(state().selection).toMatchObject({ seasonId: 2023, tournamentId: 201 });
    expect(services.navigation.location()).toEqual({ pathname: '/standings', search: '?seasonId=2023&tournamentId=201' });
    expect(services.navigation.history).toHaveLength(2);
  });

  it('team steps: one URL change, for the last team', async () => {
    const { store, services } = booted('/teammembers?seasonId=2026&tournamentId=101');
    await settle();
    for (const teamId of [1001, 1002, null, 1002]) {
      store.dispatch(selectionEvents.teamChosen({ teamId }));
      await settle(CHOICE_SETTLE_MS / 3);
    }
    await settleChoice();
    expect(services.navigation.history).toHaveLength(2);
    expect(services.navigation.location()).toEqual({ pathname: '/teammembers', search: '?seasonId=2026&tournamentId=101&team=1002' });
  });
});

describe('URL → store (back/forward, links)', () => {
  it('a location with another season updates the store, which then loads that season', async () => {
    const navigation = memoryNavigation('/standings?seasonId=2025&tournamentId=201');
    const services = fakeServices({ navigation });
    const result = await expectSaga(followLocation, services, navigation.location())
      .withReducer(rootReducer, bootedState())
      .put(selectionEvents.locationChanged({ seasonId: 2025, tournamentId: 201, teamId: null }))
      .run();
    expect((result.storeState as RootState).selection).toMatchObject({ seasonId: 2025, tournamentId: 201, teamId: null });
  });

  it('a location that matches the store changes nothing', async () => {
    const navigation = memoryNavigation('/standings?seasonId=2026&tournamentId=101&team=1001');
    const services = fakeServices({ navigation });
    await expectSaga(followLocation, services, navigation.location())
      .withReducer(rootReducer, bootedState())
      .not.put.actionType(selectionEvents.locationChanged.type)
      .run();
    expect(navigation.history).toHaveLength(1);
  });

  it('a location without a selection gets the current one written in (replace)', async () => {
    const navigation = memoryNavigation('/statistics/goalies');
    const services = fakeServices({ navigation });
    await expectSaga(followLocation, services, navigation.location()).withReducer(rootReducer, bootedState()).run();
    expect(navigation.history).toEqual([{ pathname: '/statistics/goalies', search: '?seasonId=2026&tournamentId=101&team=1001' }]);
  });
});
