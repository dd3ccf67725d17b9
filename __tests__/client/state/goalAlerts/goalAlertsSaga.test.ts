/**
 * Issue 29 case 4, goal alerts in a real store running the alerts saga: the browser is asked for permission
 * only inside a toggle's press (in the same call stack), a refusal says so and leaves the alert off, and a
 * goal of a starred team's match that the lists' live pipeline delivers raises exactly one notification —
 * silent under the spoiler shield and while results are hidden, held by the broadcast delay, through the
 * site's one selectors for each.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { GOAL_ALERTS_STORAGE_KEY, type AlertPermission } from '../../../../src/client/domain/goalAlerts';
import { fixedClock } from '../../../../src/client/services/clock';
import { memoryNavigation } from '../../../../src/client/services/navigation';
import type { AlertNotification, Notifier } from '../../../../src/client/services/notifications';
import { memoryStorage } from '../../../../src/client/services/storage';
import { api } from '../../../../src/client/state/api/api';
import { goalAlertsSaga } from '../../../../src/client/state/goalAlerts/goalAlertsSaga';
import { goalAlertsEvents } from '../../../../src/client/state/goalAlerts/goalAlertsSlice';
import { selectAlertMatches, selectAlertTeamsInForce } from '../../../../src/client/state/goalAlerts/selectors';
import { liveScoresEvents } from '../../../../src/client/state/liveScores/liveScoresSlice';
import { watchFollowedFeeds } from '../../../../src/client/state/liveScores/liveScoresSaga';
import { spoilerEvents } from '../../../../src/client/state/spoiler/spoilerSlice';
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../../src/shared/contract/live';
import { aMatch, aTournament } from '../../../support/builders';
import { fakeConnectivity, fakeFeed } from '../../../support/liveFeed';
import { initialRootState, scheduledMatchesAnswered } from '../../../support/state';

const NOW = '2026-11-21T17:00:00.000Z'; // 18:00 in Oslo
const T0 = Date.parse(NOW);
const tt = (ms: number) => String(BigInt(ms) * 10_000n);
const ehl = aTournament({ tournamentId: 5, tournamentName: 'EHL' });
const hidden = aTournament({ tournamentId: 6, tournamentName: 'Bambusa-ligaen', isResultPublished: false });
const storhamar = aMatch({
  matchId: 7,
  tournamentId: 5,
  tournamentName: 'EHL',
  sportId: 152,
  matchDate: '2026-11-21T00:00:00',
  matchStartTime: 1700,
  matchEndTime: 1930,
  liveClientType: 'Advanced',
  matchResult: null,
  hometeam: 'Storhamar',
  hometeamId: 11,
  awayteam: 'Vålerenga',
  awayteamId: 12,
});
const hiddenMatch = { ...storhamar, matchId: 8, id: 8, tournamentId: 6, hometeamId: 13, hometeam: 'Frisk Asker' };

const goal = (clientId: string, h: number, a: number): LiveEvent => ({ ClientId: clientId, MatchId: 7, MatchEventType: LIVE_EVENT_TYPE.goal, Team: 'H', Period: 3, PeriodTime: '03:12', TotalMatchTime: '43:12', h, a });

interface FakeNotifier extends Notifier {
  shown: AlertNotification[];
  requests: number;
  answer(permission: 'granted' | 'denied'): void;
}

function fakeNotifier(initial: Exclude<AlertPermission, 'unknown'>): FakeNotifier {
  let permission = initial;
  let answer: (value: 'granted' | 'denied') => void = () => undefined;
  const notifier: FakeNotifier = {
    shown: [],
    requests: 0,
    permission: () => permission,
    requestPermission() {
      notifier.requests += 1;
      return new Promise((resolve) => {
        answer = (value) => {
          permission = value;
          resolve(value);
        };
      });
    },
    show: (notification) => void notifier.shown.push(notification),
    answer: (value) => answer(value),
  };
  return notifier;
}

/** Today's scheduled matches read, the tournaments' flags known, team 11 (and 13) starred. */
function baseState(): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
  const state: RootState = {
    ...base,
    favourites: { keys: ['152:11', '152:13'] },
    visibility: { ...base.visibility, tournaments: { 5: ehl, 6: hidden } },
  };
  return rootReducer(state, scheduledMatchesAnswered('2026-11-21', [152], [storhamar, hiddenMatch]));
}

/** A real store (thunks, the api, the saga middleware) running only the alerts saga. */
function storeRunning(notifier: Notifier, saved: string[] = [], state: RootState = baseState()) {
  const storage = memoryStorage(saved.length > 0 ? { [GOAL_ALERTS_STORAGE_KEY]: JSON.stringify(saved) } : {});
  const navigation = memoryNavigation('/standings');
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: state,
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(api.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(goalAlertsSaga, { storage, clock: fixedClock(NOW), navigation, notifier, deviceNow: () => T0 });
  const stop = () => {
    task.cancel();
    store.dispatch(api.util.resetApiState());
  };
  return { store, storage, navigation, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('opting in', () => {
  test('nothing asks the browser at boot, even with alerts saved; a press asks inside the press, and granted turns it on', async () => {
    const notifier = fakeNotifier('default');
    const { store, storage, stop } = storeRunning(notifier, ['152:11']);
    await settle();
    expect(notifier.requests).toBe(0);
    // Saved, but the browser has not granted: not in force, the toggle shows off.
    expect(selectAlertTeamsInForce(store.getState()).size).toBe(0);
    store.dispatch(goalAlertsEvents.alertToggleClicked({ key: '152:11' }));
    // Asked before dispatch returned: within the click handler's call stack (its user activation).
    expect(notifier.requests).toBe(1);
    notifier.answer('granted');
    await settle();
    expect([...selectAlertTeamsInForce(store.getState())]).toEqual(['152:11']);
    expect(storage.get(GOAL_ALERTS_STORAGE_KEY)).toBe('["152:11"]');
    stop();
  });

  test('refused: a notice in words, the alert stays off and nothing is saved', async () => {
    const notifier = fakeNotifier('default');
    const { store, storage, stop } = storeRunning(notifier);
    store.dispatch(goalAlertsEvents.alertToggleClicked({ key: '152:11' }));
    notifier.answer('denied');
    await settle();
    expect(store.getState().goalAlerts).toMatchObject({ permission: 'denied', notice: 'denied', teams: [] });
    expect(storage.get(GOAL_ALERTS_STORAGE_KEY)).toBeNull();
    // Already refused: a press says so again without a prompt.
    store.dispatch(goalAlertsEvents.noticeDismissed());
    store.dispatch(goalAlertsEvents.alertToggleClicked({ key: '152:11' }));
    expect(notifier.requests).toBe(1);
    expect(store.getState().goalAlerts.notice).toBe('denied');
    stop();
  });

  test('a press on an alert in force turns it off without asking; unstarring the team ends it; “turn all off” ends every one', async () => {
    const notifier = fakeNotifier('granted');
    const { store, storage, stop } = storeRunning(notifier, ['152:11', '152:13']);
    await settle();
    expect(selectAlertTeamsInForce(store.getState()).size).toBe(2);
    store.dispatch(goalAlertsEvents.alertToggleClicked({ key: '152:11' }));
    expect(notifier.requests).toBe(0);
    expect([...selectAlertTeamsInForce(store.getState())]).toEqual(['152:13']);
    store.dispatch({ type: 'favourites/favouriteTeamToggled', payload: { key: '152:13' } });
    expect(storage.get(GOAL_ALERTS_STORAGE_KEY)).toBe('[]');
    store.dispatch(goalAlertsEvents.alertToggleClicked({ key: '152:11' }));
    store.dispatch(goalAlertsEvents.allAlertsTurnedOff());
    expect(selectAlertTeamsInForce(store.getState()).size).toBe(0);
    expect(storage.get(GOAL_ALERTS_STORAGE_KEY)).toBe('[]');
    stop();
  });
});

describe('alerting', () => {
  const deliver = (matchId: number, messages: { timetoken: string; event: LiveEvent }[]) => liveScoresEvents.goalsMessagesReceived({ matchId, messages });

  test('a goal of a starred team’s match raises one notification, in the reader’s language, tagged by match; a replay raises none', async () => {
    const notifier = fakeNotifier('granted');
    const { store, navigation, stop } = storeRunning(notifier, ['152:11']);
    store.dispatch(liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 7, sport: 'hockey' }] }));
    await settle();
    expect(selectAlertMatches(store.getState(), '2026-11-21').map((m) => m.matchId)).toEqual([7]);
    store.dispatch(deliver(7, [{ timetoken: tt(T0 + 1000), event: goal('g1', 2, 1) }]));
    await settle();
    store.dispatch(deliver(7, [{ timetoken: tt(T0 + 1000), event: goal('g1', 2, 1) }]));
    await settle();
    expect(notifier.shown.map(({ title, tag, body }) => ({ title, tag, body }))).toEqual([{ title: 'Goal! Storhamar 2–1 Vålerenga, 43:12', tag: 'goal-alert-7', body: 'EHL' }]);
    // Named as a push names the same goal (event key and the match's page), so the worker shows it once.
    expect(notifier.shown[0]).toMatchObject({ eventId: '7:g1', url: expect.stringMatching(/^\/livematch\?.*matchId=7/) });
    // In Norwegian; and the final whistle with the headline score by the one rule (selectLiveSummaries: the Match end here carries no pair).
    store.dispatch({ type: 'language/languageChosen', payload: { language: 'no' } });
    store.dispatch(
      deliver(7, [{ timetoken: tt(T0 + 2000), event: { ClientId: 'end', MatchId: 7, MatchEventType: LIVE_EVENT_TYPE.timer, EventType: LIVE_TIMER.periodEvent, TypeName: LIVE_PERIOD_EVENT.matchEnd } }]),
    );
    await settle();
    expect(notifier.shown[1]?.title).toBe('Slutt: Storhamar 2–1 Vålerenga');
    // A click opens the match (the notifier has focused the tab).
    notifier.shown[0]?.onClick();
    expect(navigation.location().pathname).toBe('/livematch');
    expect(navigation.location().search).toContain('matchId=7');
    stop();
  });

  test('silent under the spoiler shield (selectIsScoreHidden) until the match is revealed; the silenced goal stays silent', async () => {
    const notifier = fakeNotifier('granted');
    const state = baseState();
    const { store, stop } = storeRunning(notifier, ['152:11'], { ...state, spoiler: { ...state.spoiler, shield: true } });
    await settle();
    store.dispatch(deliver(7, [{ timetoken: tt(T0 + 1000), event: goal('g1', 1, 0) }]));
    await settle();
    expect(notifier.shown).toEqual([]);
    store.dispatch(spoilerEvents.matchRevealed({ matchId: 7 }));
    store.dispatch(deliver(7, [{ timetoken: tt(T0 + 1000), event: goal('g1', 1, 0) }, { timetoken: tt(T0 + 3000), event: goal('g2', 2, 0) }]));
    await settle();
    expect(notifier.shown.map((n) => n.title)).toEqual(['Goal! Storhamar 2–0 Vålerenga, 43:12']);
    stop();
  });

  test('silent while the tournament’s results are hidden (selectResultsVisibility)', async () => {
    const notifier = fakeNotifier('granted');
    const { store, stop } = storeRunning(notifier, ['152:13']);
    await settle();
    expect(selectAlertMatches(store.getState(), '2026-11-21').map((m) => m.matchId)).toEqual([8]);
    store.dispatch(deliver(8, [{ timetoken: tt(T0 + 1000), event: goal('g1', 1, 0) }]));
    await settle();
    expect(notifier.shown).toEqual([]);
    stop();
  });

  test('the broadcast delay in force (selectFeedDelaySeconds): a goal it still held when the page opened is news, one it had let through is not', async () => {
    const published = tt(T0 - 20_000);
    const withDelay = (seconds: number) => {
      const state = baseState();
      return { ...state, spoiler: { ...state.spoiler, delaySeconds: seconds } };
    };
    const delayed = fakeNotifier('granted');
    const first = storeRunning(delayed, ['152:11'], withDelay(30));
    await settle();
    first.store.dispatch(deliver(7, [{ timetoken: published, event: goal('g1', 1, 0) }]));
    await settle();
    expect(delayed.shown).toHaveLength(1);
    first.stop();
    const live = fakeNotifier('granted');
    const second = storeRunning(live, ['152:11'], withDelay(0));
    await settle();
    second.store.dispatch(deliver(7, [{ timetoken: published, event: goal('g1', 1, 0) }]));
    await settle();
    expect(live.shown).toEqual([]);
    second.stop();
  });

  test('a match not watched (team not starred for alerts) raises nothing', async () => {
    const notifier = fakeNotifier('granted');
    const { store, stop } = storeRunning(notifier, []);
    await settle();
    store.dispatch(deliver(7, [{ timetoken: tt(T0 + 1000), event: goal('g1', 1, 0) }]));
    await settle();
    expect(notifier.shown).toEqual([]);
    stop();
  });
});

describe('the live pipeline', () => {
  test('on a page without lists, the lists’ feeds follow today’s live match of a team with an alert in force, and only then', async () => {
    const withAlert: RootState = { ...baseState(), goalAlerts: { teams: ['152:11'], permission: 'granted', notice: null, notified: [] } };
    await expectSaga(watchFollowedFeeds, { clock: fixedClock(NOW), live: { feed: fakeFeed(), connectivity: fakeConnectivity() } })
      .withReducer(rootReducer, withAlert)
      .put(liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 7, sport: 'hockey' }] }))
      .silentRun(30);
    const notGranted: RootState = { ...withAlert, goalAlerts: { ...withAlert.goalAlerts, permission: 'default' } };
    const { effects } = await expectSaga(watchFollowedFeeds, { clock: fixedClock(NOW), live: { feed: fakeFeed(), connectivity: fakeConnectivity() } })
      .withReducer(rootReducer, notGranted)
      .silentRun(30);
    const followed = (effects.put ?? []).map((effect) => (effect as { payload: { action: { type: string } } }).payload.action.type);
    expect(followed).not.toContain(liveScoresEvents.feedsFollowed.type);
  });
});
