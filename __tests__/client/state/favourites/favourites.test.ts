import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { FAVOURITES_STORAGE_KEY, type FavouriteKey } from '../../../../src/client/domain/favourites';
import { createStorage, memoryStorage } from '../../../../src/client/services/storage';
import { favouritesSaga } from '../../../../src/client/state/favourites/favouritesSaga';
import { favouritesEvents, favouritesSlice, type FavouritesState } from '../../../../src/client/state/favourites/favouritesSlice';
import { selectFavouriteSet } from '../../../../src/client/state/favourites/selectors';
import { selectSliderModel } from '../../../../src/client/state/matches/selectors';
import { selectScheduleModel, selectScoreboardModel } from '../../../../src/client/state/scoreboard/selectors';
import { selectionEvents } from '../../../../src/client/state/selection/selectionSlice';
import { aMatch, aSeason, aTournament } from '../../../support/builders';
import { deepFreeze } from '../../../support/deepFreeze';
import { TEST_NOW } from '../../../support/services';
import { initialRootState, leaguesAnswered, seasonsAnswered, tournamentMatchesAnswered } from '../../../support/state';

describe('favourites slice (issue 16)', () => {
  const reduce = favouritesSlice.reducer;
  it('given saved stars, when restored, then they are the state', () => {
    const state = deepFreeze<FavouritesState>({ keys: [] });
    expect(reduce(state, favouritesEvents.favouritesRestored({ keys: ['152:1', '199:2'] }))).toEqual({ keys: ['152:1', '199:2'] });
  });
  it('given a starred team, when its star is toggled, then it is unstarred and the others stay in order', () => {
    const state = deepFreeze<FavouritesState>({ keys: ['152:1', '152:2', '152:3'] });
    expect(reduce(state, favouritesEvents.favouriteTeamToggled({ key: '152:2' })).keys).toEqual(['152:1', '152:3']);
  });
  it('given no stars, when a team is toggled, then it is starred', () => {
    const state = deepFreeze<FavouritesState>({ keys: [] });
    expect(reduce(state, favouritesEvents.favouriteTeamToggled({ key: '157:8' })).keys).toEqual(['157:8']);
  });
  it('starts with no stars', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ keys: [] });
  });
});

describe('favouritesSaga: read once at boot, written on every change', () => {
  it('restores the saved stars and saves each toggle', async () => {
    const storage = memoryStorage({ [FAVOURITES_STORAGE_KEY]: '["152:1"]' });
    const { storeState } = await expectSaga(favouritesSaga, { storage })
      .withReducer(rootReducer, initialRootState())
      .put(favouritesEvents.favouritesRestored({ keys: ['152:1'] }))
      .dispatch(favouritesEvents.favouriteTeamToggled({ key: '199:4' }))
      .dispatch(favouritesEvents.favouriteTeamToggled({ key: '152:1' }))
      .silentRun(50);
    expect((storeState as RootState).favourites.keys).toEqual(['199:4']);
    expect(storage.values.get(FAVOURITES_STORAGE_KEY)).toBe('["199:4"]');
  });

  it.each([['{broken'], ['{"teams":["152:1"]}'], ['[1,2,3]']])('reads malformed storage %p as no stars and keeps working', async (raw) => {
    const storage = memoryStorage({ [FAVOURITES_STORAGE_KEY]: raw });
    const { storeState } = await expectSaga(favouritesSaga, { storage })
      .withReducer(rootReducer, initialRootState())
      .put(favouritesEvents.favouritesRestored({ keys: [] }))
      .dispatch(favouritesEvents.favouriteTeamToggled({ key: '152:9' }))
      .silentRun(50);
    expect((storeState as RootState).favourites.keys).toEqual(['152:9']);
    expect(storage.values.get(FAVOURITES_STORAGE_KEY)).toBe('["152:9"]');
  });

  it('keeps starring in memory when the browser storage throws (private mode, full quota)', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const { storeState } = await expectSaga(favouritesSaga, { storage: createStorage(throwing) })
      .withReducer(rootReducer, initialRootState())
      .put(favouritesEvents.favouritesRestored({ keys: [] }))
      .dispatch(favouritesEvents.favouriteTeamToggled({ key: '152:3' }))
      .silentRun(50);
    expect((storeState as RootState).favourites.keys).toEqual(['152:3']);
  });
});

describe('favourites in the lists (issue 16)', () => {
  const nowMs = Date.parse(TEST_NOW);
  const season = aSeason({ seasonId: 7 });
  const ehl = aTournament({ tournamentId: 70, sportId: 152, isResultPublished: true, seasonId: 7 });
  const day = TEST_NOW.slice(0, 10);
  const m1 = aMatch({ matchId: 1, tournamentId: 70, matchDate: day, matchStartTime: 1200, hometeamId: 1, awayteamId: 2 });
  const m2 = aMatch({ matchId: 2, tournamentId: 70, matchDate: day, matchStartTime: 1300, hometeamId: 3, awayteamId: 4 });
  const m3 = aMatch({ matchId: 3, tournamentId: 70, matchDate: day, matchStartTime: 1400, hometeamId: 5, awayteamId: 3 });
  const stateWith = (keys: FavouriteKey[]) =>
    [
      seasonsAnswered([season], []),
      leaguesAnswered(7, [ehl]),
      tournamentMatchesAnswered(70, [m3, m1, m2]),
      selectionEvents.todayDetermined({ date: day }),
      favouritesEvents.favouritesRestored({ keys }),
    ].reduce(rootReducer, initialRootState());
  const ids = (rows: readonly { matchId: number }[]) => rows.map((row) => row.matchId);

  it('puts the scoreboard rows of a starred team first, kick-off order within each group', () => {
    expect(ids(selectScoreboardModel(stateWith([]), nowMs).leagueRows)).toEqual([1, 2, 3]);
    expect(ids(selectScoreboardModel(stateWith(['152:3']), nowMs).leagueRows)).toEqual([2, 3, 1]);
  });

  it('carries each side\'s favourite key on the row', () => {
    const row = selectScoreboardModel(stateWith([]), nowMs).leagueRows[0];
    expect(row).toMatchObject({ homeTeamKey: '152:1', awayTeamKey: '152:2' });
  });

  it('puts the slider cards of a starred team first', () => {
    expect(ids(selectSliderModel(stateWith(['152:5']), nowMs).cards)).toEqual([3, 1, 2]);
  });

  it("narrows the schedule to the starred teams' matches when My teams is on, and says how many are starred", () => {
    const state = stateWith(['152:1']);
    const all = selectScheduleModel(state, nowMs, false);
    const mine = selectScheduleModel(state, nowMs, true);
    expect(all.rows.length).toBeGreaterThan(mine.rows.length);
    expect(ids(mine.rows)).toEqual([1]);
    expect(mine).toMatchObject({ myTeams: true, favouriteCount: 1 });
    expect(selectScheduleModel(stateWith([]), nowMs, true)).toMatchObject({ rows: [], favouriteCount: 0 });
  });

  it('gives one set per list of stars (memoised)', () => {
    const state = stateWith(['152:1']);
    expect(selectFavouriteSet(state)).toBe(selectFavouriteSet(state));
    expect(selectFavouriteSet(state).has('152:1')).toBe(true);
  });
});
