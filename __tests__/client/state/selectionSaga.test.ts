import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { ApiError } from '../../../src/client/services/api';
import { memoryNavigation } from '../../../src/client/services/navigation';
import { catalogEvents } from '../../../src/client/state/catalog/catalogSlice';
import { selectCurrentLeague, selectCurrentSeason, selectSelectedTeam } from '../../../src/client/state/catalog/selectors';
import { selectErrorMessage, selectFailedShellParts, selectIsLoading } from '../../../src/client/state/feedback/selectors';
import { waitToRetry } from '../../../src/client/state/reads/retry';
import { loadSeasons } from '../../../src/client/state/catalog/catalogSaga';
import { requestDirect } from '../../../src/client/state/request';
import { selectionEvents } from '../../../src/client/state/selection/selectionSlice';
import { boot, followLocation, watchChoices } from '../../../src/client/state/selection/selectionSaga';
import { aMatch, aSeason, aTeam, aTournament } from '../../support/builders';
import { provideApi, type ApiFixture } from '../../support/sagaProviders';
import { fakeServices } from '../../support/services';
import { initialRootState } from '../../support/state';

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
const listed = aMatch({ matchId: 1, statusTypeId: 1 });
const dropped = aMatch({ matchId: 2, statusTypeId: 9 });

function fixture(overrides: ApiFixture['direct'] = {}): ApiFixture {
  return {
    direct: {
      seasons: ({ year }: { year: number }) => {
        if (year === 2024) throw new ApiError('ta/Seasons/?orgId=10&year=2024: upstream timed out', 504);
        if (year === 2026) return [season2026, notStarted, foreign];
        if (year === 2025) return [season2025];
        return [];
      },
      tournamentsInSeason: ({ seasonId }: { seasonId: number }) => ({
        tournamentsInSeason: seasonId === 2026 ? [firstDivision, unpublished, ehl] : [oldEhl],
      }),
      ...overrides,
    },
    proxy: {
      tournamentTeams: () => ({ teams }),
      tournamentMatches: () => ({ matches: [listed, dropped] }),
    },
  };
}

describe('boot (SPEC §4, §5, §9)', () => {
  it('loads six years, keeps the years that answered, and settles on the newest season and first league', async () => {
    const services = fakeServices({ url: '/' });
    const result = await expectSaga(boot, services)
      .withReducer(rootReducer, initialRootState({ orgId: ORG }))
      .provide([provideApi(fixture())])
      .put(selectionEvents.todayDetermined({ date: '2026-11-21' }))
      .put(
        catalogEvents.seasonsLoaded({
          seasons: [season2026, season2025],
          failures: ['ta/Seasons/?orgId=10&year=2024: upstream timed out'],
        }),
      )
      .put(catalogEvents.leaguesLoaded({ seasonId: 2026, leagues: [ehl, firstDivision] }))
      .run();

    const state = result.storeState as RootState;
    expect(selectCurrentSeason(state)).toEqual(season2026);
    expect(selectCurrentLeague(state)).toEqual(ehl);
    expect(state.catalog.teams.items).toEqual(teams);
    expect(selectErrorMessage(state)).toBe('ta/Seasons/?orgId=10&year=2024: upstream timed out');
    expect(selectIsLoading(state)).toBe(false);
    expect(state.selection.date).toBe('2026-11-21');
    expect(services.navigation.location()).toEqual({ pathname: '/', search: '?seasonId=2026&tournamentId=101' });
    expect(services.navigation.history).toHaveLength(1);
  });

  it("a visitor who opens another tournament's match while the site still loads keeps that tournament in the URL", async () => {
    const services = fakeServices({ url: '/scoreboard' });
    const slowTeams = fixture();
    slowTeams.proxy = {
      ...slowTeams.proxy,
      // The click lands while the league's teams are being read (a slow phone, a busy server).
      tournamentTeams: () => {
        services.navigation.navigate('/match?matchId=5&seasonId=2026&tournamentId=102');
        return { teams };
      },
    };
    const result = await expectSaga(boot, services)
      .withReducer(rootReducer, initialRootState({ orgId: ORG }))
      .provide([provideApi(slowTeams)])
      .put(selectionEvents.locationChanged({ seasonId: 2026, tournamentId: 102, teamId: null }))
      .run();
    expect(services.navigation.location()).toEqual({ pathname: '/match', search: '?matchId=5&seasonId=2026&tournamentId=102' });
    expect(selectCurrentLeague(result.storeState as RootState)).toEqual(firstDivision);
  });

  it('falls back to the first season and league when the URL names unknown ones, and says so in the URL', async () => {
    const services = fakeServices({ url: '/standings?seasonId=4242&tournamentId=777&team=5' });
    const result = await expectSaga(boot, services)
      .withReducer(rootReducer, initialRootState({ orgId: ORG }))
      .provide([provideApi(fixture())])
      .run();

    const state = result.storeState as RootState;
    expect(state.selection).toMatchObject({ seasonId: 2026, tournamentId: 101, teamId: null });
    expect(services.navigation.location()).toEqual({ pathname: '/standings', search: '?seasonId=2026&tournamentId=101' });
  });

  it('restores a deep link: season, league and team from the URL (reload)', async () => {
    const services = fakeServices({ url: '/teammembers?seasonId=2026&tournamentId=102&team=1002' });
    const result = await expectSaga(boot, services)
      .withReducer(rootReducer, initialRootState({ orgId: ORG }))
      .provide([provideApi(fixture())])
      .run();

    const state = result.storeState as RootState;
    expect(selectCurrentLeague(state)).toEqual(firstDivision);
    expect(selectSelectedTeam(state)).toEqual(teams[1]);
    expect(services.navigation.location().search).toBe('?seasonId=2026&tournamentId=102&team=1002');
  });

  it('issue 25: a 500 on the seasons at boot says so (never "Loading…" forever) and retries with the backoff until they load', async () => {
    const services = fakeServices({ url: '/' });
    let failuresLeft = 2;
    const waits: number[] = [];
    const result = await expectSaga(boot, services)
      .withReducer(rootReducer, initialRootState({ orgId: ORG }))
      .provide([
        {
          call(effect, next) {
            if (effect.fn !== waitToRetry) return next();
            waits.push(effect.args[0] as number);
            return undefined;
          },
        },
        provideApi(
          fixture({
            seasons: (params: { year: number }) => {
              // Every year of one attempt fails, as a 500 from the proxy does.
              if (failuresLeft > 0) {
                if (params.year === 2021) failuresLeft -= 1;
                throw new ApiError('ta/Seasons/: internal error', 500);
              }
              return fixture().direct?.seasons?.(params);
            },
          }),
        ),
      ])
      .put(catalogEvents.seasonsLoadFailed({ message: 'ta/Seasons/: internal error' }))
      .run();
    const state = result.storeState as RootState;
    expect(waits).toEqual([0, 1]);
    expect(selectCurrentSeason(state)).toEqual(season2026);
    expect(selectCurrentLeague(state)).toEqual(ehl);
    expect(selectFailedShellParts(state)).toEqual([]);
  });

  it('a failed seasons read is a failed part of the shell, without its message, until it loads', () => {
    const failed = [catalogEvents.seasonsRequested(), catalogEvents.seasonsLoadFailed({ message: 'ta/Seasons/: bad gateway' })].reduce(
      rootReducer,
      initialRootState({ orgId: ORG }),
    );
    expect(selectFailedShellParts(failed)).toEqual([{ part: 'seasons', kind: 'failed' }]);
    // Being retried: still failed, not "Loading…".
    const retrying = rootReducer(failed, catalogEvents.seasonsRequested());
    expect(selectFailedShellParts(retrying)).toEqual([{ part: 'seasons', kind: 'failed' }]);
    const loaded = rootReducer(retrying, catalogEvents.seasonsLoaded({ seasons: [season2026], failures: [] }));
    expect(selectFailedShellParts(loaded)).toEqual([]);
  });

  it('asks for the six years in one read, the season look-up, and keeps its seasons and its failed years (issue 26)', async () => {
    const services = fakeServices({ url: '/' });
    const lookUps: unknown[] = [];
    const result = await expectSaga(loadSeasons, services)
      .withReducer(rootReducer, initialRootState({ orgId: ORG }))
      .provide([
        provideApi({
          direct: {
            seasonLookup: (params: unknown) => {
              lookUps.push(params);
              return {
                years: [
                  { year: 2026, seasons: [season2026, notStarted, foreign] },
                  { year: 2025, seasons: [season2025] },
                  { year: 2024, failure: 'ta/Seasons/?orgId=10&year=2024: upstream timed out' },
                ],
              };
            },
          },
        }),
      ])
      .put(catalogEvents.seasonsLoaded({ seasons: [season2026, season2025], failures: ['ta/Seasons/?orgId=10&year=2024: upstream timed out'] }))
      .run();
    expect(lookUps).toEqual([{ orgId: ORG, year: 2026 }]);
    expect(result.effects.call?.filter((effect) => effect.payload.fn === requestDirect)).toHaveLength(1);
  });

  it('fails the seasons when every year of the look-up failed, with the first failure', async () => {
    const failure = (year: number) => ({ year, failure: `ta/Seasons/?orgId=10&year=${year}: upstream answered HTTP 500` });
    await expectSaga(loadSeasons, fakeServices({ url: '/' }))
      .withReducer(rootReducer, initialRootState({ orgId: ORG }))
      .provide([provideApi({ direct: { seasonLookup: () => ({ years: [failure(2026), failure(2025)] }) } })])
      .put(catalogEvents.seasonsLoadFailed({ message: 'ta/Seasons/?orgId=10&year=2026: upstream answered HTTP 500' }))
      .run();
  });

  it('stores the message and clears loading when every year fails, and leaves the URL alone', async () => {
    const services = fakeServices({ url: '/?seasonId=2026' });
    const result = await expectSaga(boot, services)
      .withReducer(rootReducer, initialRootState({ orgId: ORG }))
      .provide([
        provideApi(
          fixture({
            seasons: () => {
              throw new ApiError('ta/Seasons/: bad gateway', 502);
            },
          }),
        ),
      ])
      .put(catalogEvents.seasonsLoadFailed({ message: 'ta/Seasons/: bad gateway' }))
      .run();

    const state = result.storeState as RootState;
    expect(state.catalog.seasons.status).toBe('failed');
    expect(selectErrorMessage(state)).toBe('ta/Seasons/: bad gateway');
    expect(selectIsLoading(state)).toBe(false);
    expect(services.navigation.location().search).toBe('?seasonId=2026');
  });
});

/** A store where boot has finished: season 2026, league EHL, team Stjernen. */
function bootedState(): RootState {
  const actions = [
    selectionEvents.locationRead({ seasonId: 2026, tournamentId: 101, teamId: 1001 }),
    catalogEvents.seasonsRequested(),
    catalogEvents.seasonsLoaded({ seasons: [season2026, season2025], failures: [] }),
    catalogEvents.leaguesRequested({ seasonId: 2026 }),
    catalogEvents.leaguesLoaded({ seasonId: 2026, leagues: [ehl, firstDivision] }),
    catalogEvents.teamsRequested({ tournamentId: 101 }),
    catalogEvents.teamsLoaded({ tournamentId: 101, teams }),
  ];
  return actions.reduce(rootReducer, initialRootState({ orgId: ORG }));
}

describe('choices (SPEC §2, §4)', () => {
  it('a new season loads its leagues, resets the league to the default, clears the team and navigates', async () => {
    const services = fakeServices({ url: '/teammembers?seasonId=2026&tournamentId=101&team=1001' });
    const result = await expectSaga(watchChoices, services)
      .withReducer(rootReducer, bootedState())
      .provide([provideApi(fixture())])
      .dispatch(selectionEvents.seasonChosen({ seasonId: 2025 }))
      .put(catalogEvents.leaguesLoaded({ seasonId: 2025, leagues: [oldEhl] }))
      .silentRun(50);

    const state = result.storeState as RootState;
    expect(state.selection).toMatchObject({ seasonId: 2025, tournamentId: 201, teamId: null });
    expect(services.navigation.location()).toEqual({ pathname: '/teammembers', search: '?seasonId=2025&tournamentId=201' });
    expect(services.navigation.history).toHaveLength(2);
  });

  it('a new league while on a match page goes to the scoreboard with seasonId and tournamentId', async () => {
    const services = fakeServices({ url: '/match?matchId=5&seasonId=2026&tournamentId=101' });
    const result = await expectSaga(watchChoices, services)
      .withReducer(rootReducer, bootedState())
      .provide([provideApi(fixture())])
      .dispatch(selectionEvents.leagueChosen({ tournamentId: 102 }))
      .put(catalogEvents.teamsLoaded({ tournamentId: 102, teams }))
      .silentRun(50);

    expect((result.storeState as RootState).selection).toMatchObject({ tournamentId: 102, teamId: null });
    expect(services.navigation.location()).toEqual({ pathname: '/scoreboard', search: '?seasonId=2026&tournamentId=102' });
  });

  it('a season change on the live match page also leaves for the scoreboard', async () => {
    const services = fakeServices({ url: '/livematch?matchId=5&matchDate=2026-11-21' });
    await expectSaga(watchChoices, services)
      .withReducer(rootReducer, bootedState())
      .provide([provideApi(fixture())])
      .dispatch(selectionEvents.seasonChosen({ seasonId: 2025 }))
      .silentRun(50);

    expect(services.navigation.location()).toEqual({ pathname: '/scoreboard', search: '?seasonId=2025&tournamentId=201' });
  });

  it('a league that is not in the list falls back to the first league (SPEC §5)', async () => {
    const services = fakeServices({ url: '/schedule?seasonId=2026&tournamentId=101' });
    const result = await expectSaga(watchChoices, services)
      .withReducer(rootReducer, bootedState())
      .provide([provideApi(fixture())])
      .dispatch(selectionEvents.leagueChosen({ tournamentId: 31337 }))
      .silentRun(50);

    expect(selectCurrentLeague(result.storeState as RootState)).toEqual(ehl);
    expect(services.navigation.location().search).toBe('?seasonId=2026&tournamentId=101');
  });

  it('a team choice writes the team into the URL without leaving the page', async () => {
    const services = fakeServices({ url: '/teammembers?seasonId=2026&tournamentId=101' });
    await expectSaga(watchChoices, services)
      .withReducer(rootReducer, bootedState())
      .provide([provideApi(fixture())])
      .dispatch(selectionEvents.teamChosen({ teamId: 1002 }))
      .silentRun(50);

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
