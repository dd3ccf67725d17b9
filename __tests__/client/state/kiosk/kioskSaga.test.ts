import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import type { KioskQuery } from '../../../../src/client/domain/kiosk';
import { fixedClock } from '../../../../src/client/services/clock';
import { memoryNavigation } from '../../../../src/client/services/navigation';
import type { KioskDevice } from '../../../../src/client/services/kiosk';
import { kioskSaga } from '../../../../src/client/state/kiosk/kioskRoot';
import { kioskEvents } from '../../../../src/client/state/kiosk/kioskSlice';
import { keepReading, rotate, watchBuild, watchGoals, type KioskTiming } from '../../../../src/client/state/kiosk/kioskSaga';
import { selectShownLiveMatchId, selectViewAvailability, selectViewFreshness } from '../../../../src/client/state/kiosk/selectors';
import { readsEvents } from '../../../../src/client/state/reads/readsSlice';
import type { ApiEvent } from '../../../../src/client/services/api';
import { buildTarget } from '../../../../src/shared/contract/resolve';
import { liveScoresEvents } from '../../../../src/client/state/liveScores/liveScoresSlice';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { aMatch, aTournament } from '../../../support/builders';
import { fakeApi, TEST_NOW } from '../../../support/services';
import { initialRootState } from '../../../support/state';

const clock = fixedClock(TEST_NOW);
const nowMs = Date.parse(TEST_NOW);
const timing: KioskTiming = { deviceNow: () => 1_000_000, random: () => 0 };
// TEST_NOW is 14:00 in Oslo: a match from 13:30 is live, one at 18:30 is later today.
const live = aMatch({ matchId: 1, matchStartTime: 1330, matchEndTime: 1530 });
const later = aMatch({ matchId: 2, matchStartTime: 1830, matchEndTime: 2100 });

function device(overrides: Partial<KioskDevice> = {}): KioskDevice & { reloads: number } {
  const fake = {
    reloads: 0,
    api: fakeApi(),
    fetchBuildId: () => Promise.resolve('build-1'),
    reload: () => {
      fake.reloads += 1;
    },
    keepAwake: () => () => undefined,
    ...overrides,
  };
  return fake;
}

function withData(state: RootState = initialRootState()): RootState {
  return [
    kioskEvents.readSucceeded({ name: 'league', data: aTournament({ tournamentId: 1 }), atMs: 0 }),
    kioskEvents.readSucceeded({ name: 'matches', data: [live, later], atMs: 0 }),
    kioskEvents.readSucceeded({
      name: 'standings',
      data: [
        {
          position: 1, orgId: 11, orgName: 'Stjernen', matches: 1, victories: 1, draws: 0, losses: 0, totalPoints: 3, goalsScored: 2, goalsConceeded: 1,
          goalDifference: 1, penaltyMinutes: null, bonusPointsTotal: null, totalGoalsFormatted: null, pointsPercentageOfTotal: null,
          victoriesFulltimeTotal: null, victoriesOvertimeTotal: null, victoriesPenaltiesTotal: null, lossesFulltimeTotal: null,
          lossesOvertimeTotal: null, lossesPenaltiesTotal: null, partialPointsScored: null, partialPointsConceded: null, partialPointsDifference: null,
        },
      ],
      atMs: 0,
    }),
  ].reduce(rootReducer, state);
}

const query = (overrides: Partial<KioskQuery> = {}): KioskQuery => ({
  tournamentId: 1,
  seasonId: null,
  matchId: null,
  lang: null,
  // Fractions of a second: the rotation's own delays, shrunk for the test (the query parser allows 3…600).
  rotateSeconds: 0.04,
  views: ['live', 'today', 'standings', 'next'],
  ...overrides,
});

const goalMessage = (matchId: number, timetoken: string, h: number, a: number) =>
  liveScoresEvents.goalsMessagesReceived({
    matchId,
    messages: [{ timetoken, event: { ClientId: `g${timetoken}`, MatchId: matchId, MatchEventType: 'Goal', Team: 'H', h, a } satisfies LiveEvent }],
  });

describe('keepReading: retry forever, keep the last good data', () => {
  it('a failed read keeps the data on screen, counts the failure and retries; success resets the count', async () => {
    let calls = 0;
    const read = () => {
      calls += 1;
      return calls === 2 ? Promise.reject(new Error('down')) : Promise.resolve([later]);
    };
    // The first read succeeds, the second fails (retried after 1 s spread down to 750 ms), the third succeeds;
    // the refresh interval is shrunk to 10 ms.
    const quick: KioskTiming = { deviceNow: () => calls * 1000, random: () => 0.999 };
    const { storeState } = await expectSaga(keepReading, 'matches', read, 10, quick)
      .withReducer(rootReducer, initialRootState())
      .put(kioskEvents.readFailed({ name: 'matches', message: 'down' }))
      .silentRun(1200);
    const state = storeState as RootState;
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(state.kiosk.matches.data).toEqual([later]);
    expect(state.kiosk.matches.failures).toBe(0);
    expect(state.kiosk.matches.error).toBeNull();
  });

  it('while the server stays away the failures keep counting and the data stays', async () => {
    const { storeState } = await expectSaga(keepReading, 'standings', () => Promise.reject(new Error('gone')), 10, { deviceNow: () => 0, random: () => 0.999 })
      .withReducer(rootReducer, withData())
      .silentRun(400);
    const state = storeState as RootState;
    expect(state.kiosk.standings.failures).toBeGreaterThanOrEqual(1);
    expect(state.kiosk.standings.error).toBe('gone');
    expect(state.kiosk.standings.data).toHaveLength(1);
  });
});

describe('rotate', () => {
  it('shows the views in order, skipping a view with nothing to show', async () => {
    const shown: string[] = [];
    const state = withData();
    // No live feed heard and no pin: the 13:30 match is in its window, so it counts as live (phase unknown).
    expect(selectViewAvailability(state, nowMs)).toEqual({ live: true, today: true, standings: true, next: true });
    const noStandings = { ...state, kiosk: { ...state.kiosk, standings: { ...state.kiosk.standings, data: [] } } };
    await expectSaga(rotate, { clock, kiosk: device() }, query())
      .withReducer((s: RootState | undefined, action) => {
        if (kioskEvents.viewShown.match(action)) shown.push(action.payload.view);
        return rootReducer(s, action);
      }, noStandings)
      .silentRun(230);
    expect(shown.slice(0, 4)).toEqual(['live', 'today', 'next', 'live']);
  });

  it('a goal cuts in: the live view with the goal card holds the screen', async () => {
    const shown: string[] = [];
    const { storeState } = await expectSaga(rotate, { clock, kiosk: device() }, query({ views: ['today', 'standings', 'live'] }))
      .withReducer((s: RootState | undefined, action) => {
        if (kioskEvents.viewShown.match(action)) shown.push(action.payload.view);
        return rootReducer(s, action);
      }, withData())
      .delay(10)
      .dispatch(kioskEvents.goalScored({ matchId: 1, atMs: 5 }))
      .silentRun(300);
    const state = storeState as RootState;
    // The hold is at least 8 s: nothing rotates in the 300 ms after the goal.
    expect(shown).toEqual(['today']);
    expect(state.kiosk.view).toBe('live');
    expect(state.kiosk.goal).toEqual({ matchId: 1, sinceMs: 5 });
    expect(selectShownLiveMatchId(state, nowMs)).toBe(1);
  });

  it('a kiosk without the live view ignores goals', async () => {
    const { storeState } = await expectSaga(rotate, { clock, kiosk: device() }, query({ views: ['today', 'standings'] }))
      .withReducer(rootReducer, withData())
      .delay(10)
      .dispatch(kioskEvents.goalScored({ matchId: 1, atMs: 5 }))
      .silentRun(100);
    expect((storeState as RootState).kiosk.goal).toBeNull();
  });

  it('a new build reloads the page at the next step', async () => {
    const fake = device();
    const state = rootReducer(withData(), kioskEvents.newBuildSeen());
    await expectSaga(rotate, { clock, kiosk: fake }, query()).withReducer(rootReducer, state).not.put.actionType(kioskEvents.viewShown.type).run(200);
    expect(fake.reloads).toBe(1);
  });
});

describe('rotate: empty views skipped from the first one (issue 24 case 11), on fake timers', () => {
  const nextWeek = aMatch({ matchId: 3, matchDate: '2026-11-28', matchStartTime: 1800, matchEndTime: 2030 });
  const standingsRows = withData().kiosk.standings.data ?? [];

  /** A real store running the rotation (a saga middleware), recording every view it shows. */
  function rotation(state: RootState, views?: KioskQuery['views']) {
    const shown: string[] = [];
    const sagas = createSagaMiddleware();
    const store = configureStore({
      reducer: (s: RootState | undefined, action: UnknownAction) => {
        if (kioskEvents.viewShown.match(action)) shown.push(action.payload.view);
        return rootReducer(s, action);
      },
      preloadedState: state,
      middleware: (defaults) => defaults({ serializableCheck: false, immutableCheck: false }).concat(sagas),
    });
    const task = sagas.run(rotate, { clock, kiosk: device() }, query({ rotateSeconds: 20, ...(views ? { views } : {}) }));
    return { shown, store, stop: () => task.cancel() };
  }

  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('the rotation starts before its data: no view until the data comes, then only views with content', async () => {
    const { shown, store, stop } = rotation(initialRootState());
    await jest.advanceTimersByTimeAsync(1000);
    expect(shown).toEqual([]);
    store.dispatch(kioskEvents.readSucceeded({ name: 'league', data: aTournament({ tournamentId: 1 }), atMs: 1000 }));
    store.dispatch(kioskEvents.readSucceeded({ name: 'standings', data: standingsRows, atMs: 1000 }));
    store.dispatch(kioskEvents.readSucceeded({ name: 'matches', data: [nextWeek], atMs: 1000 }));
    await jest.advanceTimersByTimeAsync(45_000);
    stop();
    // No match today and none live: live and today are skipped from the very first step.
    expect(shown).toEqual(['standings', 'next', 'standings']);
  });

  it('every view empty: one calm screen; data with content takes the screen at once, not after a rotation', async () => {
    const empty = [
      kioskEvents.readSucceeded({ name: 'league', data: aTournament({ tournamentId: 1 }), atMs: 0 }),
      kioskEvents.readSucceeded({ name: 'matches', data: [], atMs: 0 }),
      kioskEvents.readSucceeded({ name: 'standings', data: [], atMs: 0 }),
    ].reduce(rootReducer, initialRootState());
    const { shown, store, stop } = rotation(empty);
    await jest.advanceTimersByTimeAsync(5000);
    expect(shown).toEqual(['quiet']);
    store.dispatch(kioskEvents.readSucceeded({ name: 'matches', data: [nextWeek], atMs: 5000 }));
    await jest.advanceTimersByTimeAsync(1000);
    stop();
    expect(shown).toEqual(['quiet', 'next']);
    expect(store.getState().kiosk.view).toBe('next');
  });

  it('a read that keeps failing counts as answered: its view is skipped, not awaited forever', async () => {
    const { shown, store, stop } = rotation(initialRootState(), ['standings', 'next']);
    store.dispatch(kioskEvents.readFailed({ name: 'standings', message: 'down' }));
    store.dispatch(kioskEvents.readFailed({ name: 'league', message: 'down' }));
    store.dispatch(kioskEvents.readSucceeded({ name: 'matches', data: [nextWeek], atMs: 0 }));
    await jest.advanceTimersByTimeAsync(1000);
    stop();
    expect(shown).toEqual(['next']);
  });
});

describe('watchGoals', () => {
  it('a goal in a live match of the league puts goalScored; the history first heard does not', async () => {
    const state = [liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 1, sport: 'hockey' }] })].reduce(rootReducer, withData());
    const { storeState } = await expectSaga(watchGoals, clock, timing)
      .withReducer(rootReducer, state)
      .dispatch(goalMessage(1, '17000000000000001', 1, 0))
      .dispatch(goalMessage(1, '17000000000000002', 1, 1))
      .put(kioskEvents.goalScored({ matchId: 1, atMs: 1_000_000 }))
      .silentRun(100);
    expect((storeState as RootState).kiosk.goal).toEqual({ matchId: 1, sinceMs: 1_000_000 });
  });

  it('no card when the first message already carries goals (a kiosk started mid-match)', async () => {
    const state = [liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 1, sport: 'hockey' }] })].reduce(rootReducer, withData());
    await expectSaga(watchGoals, clock, timing)
      .withReducer(rootReducer, state)
      .dispatch(goalMessage(1, '17000000000000001', 3, 2))
      .not.put.actionType(kioskEvents.goalScored.type)
      .silentRun(100);
  });
});

describe('watchBuild', () => {
  it('marks the reload once the server names another build; an unreachable server is asked again', async () => {
    const answers = [Promise.reject(new Error('down')), Promise.resolve('build-1'), Promise.resolve('build-2')];
    let asked = 0;
    const fake = device({ fetchBuildId: () => answers[Math.min(asked++, answers.length - 1)] ?? Promise.resolve(null) });
    const { storeState } = await expectSaga(watchBuild, fake, 'build-1', 10).withReducer(rootReducer, initialRootState()).put(kioskEvents.newBuildSeen()).run(500);
    expect((storeState as RootState).kiosk.reloadPending).toBe(true);
    expect(asked).toBe(3);
  });

  it('a page booted without a build id never reloads', async () => {
    await expectSaga(watchBuild, device({ fetchBuildId: () => Promise.resolve('x') }), null, 10).not.put(kioskEvents.newBuildSeen()).run(100);
  });
});

describe('the address the screen was opened at', () => {
  it('is read before the kiosk chunk loads, so a boot that rewrites a bad league id meanwhile does not hide the problem', async () => {
    const navigation = memoryNavigation('/kiosk?tournamentId=abc&rotate=1');
    const running = expectSaga(kioskSaga, { clock, navigation, kiosk: device() })
      .withReducer(rootReducer, initialRootState())
      .run({ timeout: 500, silenceTimeout: true });
    // The selection boot's URL sync, landing while the chunk loads: the bad id replaced by the default league.
    navigation.navigate('/kiosk?tournamentId=5&rotate=1', { replace: true });
    const { storeState } = await running;
    expect((storeState as RootState).kiosk.problems.map((problem) => [problem.key, problem.value])).toEqual([
      ['tournamentId', 'abc'],
      ['rotate', '1'],
    ]);
  });
});

describe('selectViewFreshness (issue 29: the arena screen reloaded offline)', () => {
  const withQuery = (state: RootState) => [kioskEvents.queryRead({ query: query(), problems: [] })].reduce(rootReducer, state);

  it('an answer from a kept copy is as old as the copy, not as its arrival; only the view it feeds ages', () => {
    const fresh = withQuery(withData());
    expect(selectViewFreshness(fresh, 'standings')).toEqual({ fetchedAtMs: 0, failing: false, offline: false });
    const keptStandings = [readsEvents.staleAnswerReceived({ what: buildTarget('standings', { tournamentId: 1 }), updatedAtMs: -720_000 })].reduce(rootReducer, fresh);
    expect(selectViewFreshness(keptStandings, 'standings').fetchedAtMs).toBe(-720_000);
    expect(selectViewFreshness(keptStandings, 'today').fetchedAtMs).toBe(0);
    // A fresh answer again: the copy no longer counts.
    const freshAgain = [readsEvents.freshAnswerReceived({ what: buildTarget('standings', { tournamentId: 1 }) })].reduce(rootReducer, keptStandings);
    expect(selectViewFreshness(freshAgain, 'standings').fetchedAtMs).toBe(0);
  });

  it('tells when the device is offline', () => {
    const offline = [readsEvents.connectionLost({ dataAsOfMs: null })].reduce(rootReducer, withQuery(withData()));
    expect(selectViewFreshness(offline, 'today')).toMatchObject({ offline: true, failing: false });
  });

  it("the kiosk's own api tells the store of kept copies, as the site's does", async () => {
    // The kiosk's api tells of one kept copy as soon as someone listens.
    const kioskApi = {
      ...fakeApi(),
      subscribe(listener: (event: ApiEvent) => void) {
        const told = setTimeout(() => listener({ type: 'staleAnswer', what: 'standings target', updatedAtMs: 5 }), 0);
        return () => clearTimeout(told);
      },
    };
    const navigation = memoryNavigation('/kiosk?tournamentId=1&views=standings');
    const { storeState } = await expectSaga(kioskSaga, { clock, navigation, kiosk: device({ api: kioskApi }) })
      .withReducer(rootReducer, initialRootState())
      .run({ timeout: 300, silenceTimeout: true });
    expect((storeState as RootState).reads.stale).toEqual({ 'standings target': 5 });
  });
});
