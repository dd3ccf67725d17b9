/**
 * Issue 11 case 1: every list that shows a live score reads it from the one live-score selector, for every
 * live match on screen — the league's and the other tournaments' — and the state with it.
 */
import { delay as delayEffect } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { fixedClock } from '../../../../src/client/services/clock';
import { liveScoresEvents, liveScoresSlice, MAX_GOALS_EVENTS } from '../../../../src/client/state/liveScores/liveScoresSlice';
import { followGoalsChannels, followedFeeds, watchFollowedFeeds } from '../../../../src/client/state/liveScores/liveScoresSaga';
import { selectLiveSummaries } from '../../../../src/client/state/liveScores/selectors';
import { selectTournamentMatches } from '../../../../src/client/state/matches/read';
import { selectScheduledMatches } from '../../../../src/client/state/scoreboard/read';
import { selectScoreboardModel } from '../../../../src/client/state/scoreboard/selectors';
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../../src/shared/contract/live';
import { aMatch, aSeason, aTournament } from '../../../support/builders';
import { fakeConnectivity, fakeFeed } from '../../../support/liveFeed';
import { initialRootState, leaguesAnswered, scheduledMatchesAnswered, seasonsAnswered, tournamentMatchesAnswered } from '../../../support/state';

const NOW = '2026-11-21T17:00:00.000Z'; // 18:00 in Oslo
const today = '2026-11-21T00:00:00';
const league = aTournament({ tournamentId: 5, tournamentName: 'EHL', seasonId: 2026 });
const other = aTournament({ tournamentId: 6, tournamentName: '1.div menn', seasonId: 2026 });
const leagueMatch = aMatch({ matchId: 1, tournamentId: 5, matchDate: today, matchStartTime: 1730, matchEndTime: 2000, liveClientType: 'Advanced', matchResult: null });
const otherMatch = aMatch({ matchId: 2, tournamentId: 6, matchDate: today, matchStartTime: 1700, matchEndTime: 1930, liveClientType: 'Standard', matchResult: null });
const uncovered = aMatch({ matchId: 3, tournamentId: 6, matchDate: today, matchStartTime: 1700, matchEndTime: 1930, liveClientType: 'None', matchResult: null });

let n = 0;
/** The function behind redux-saga's `delay` effect: provided as instant, so the retry runs at once. */
const delayFn = (delayEffect(0) as unknown as { payload: { fn: unknown } }).payload.fn;
const ev = (fields: Partial<LiveEvent>): LiveEvent => ({ Id: (n += 1), ClientId: `e${n}`, MatchId: 0, MatchEventType: LIVE_EVENT_TYPE.goal, ...fields }) as LiveEvent;

function stateWithLists(): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
  const state: RootState = {
    ...base,
    selection: { ...base.selection, date: '2026-11-21', tournamentId: 5, seasonId: 2026 },
  };
  return [seasonsAnswered([aSeason({ seasonId: 2026 })]), leaguesAnswered(2026, [league, other]), tournamentMatchesAnswered(5, [leagueMatch]), scheduledMatchesAnswered('2026-11-21', [152], [leagueMatch, otherMatch, uncovered])].reduce(rootReducer, state);
}

describe('the lists’ live feeds', () => {
  test('followed: the covered matches in their window, from both lists, once each', () => {
    const state = stateWithLists();
    const feeds = followedFeeds([...selectTournamentMatches(state), ...selectScheduledMatches(state)], new Date(NOW), 'Europe/Oslo');
    expect(feeds).toEqual([
      { matchId: 1, sport: 'hockey' },
      { matchId: 2, sport: 'hockey' },
    ]);
  });

  test('the other tournament’s live match shows its feed’s score and period, not 0 - 0', async () => {
    const feed = fakeFeed();
    feed.publish('match:2:goals', ev({ MatchEventType: LIVE_EVENT_TYPE.timer, EventType: LIVE_TIMER.periodEvent, TypeName: LIVE_PERIOD_EVENT.periodStart, Period: 1, PeriodName: '1. periode', h: 0, a: 0 }), false);
    for (const [h, a] of [[1, 0], [2, 0], [3, 0], [4, 0], [5, 0]]) feed.publish('match:2:goals', ev({ Team: 'H', Period: 1, h, a }), false);
    setTimeout(() => feed.publish('match:2:goals', ev({ Team: 'B', Period: 2, h: 5, a: 1 })), 30);
    const { storeState } = await expectSaga(watchFollowedFeeds, { clock: fixedClock(NOW), live: { feed, connectivity: fakeConnectivity() } })
      .withReducer(rootReducer, stateWithLists())
      .put(liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 1, sport: 'hockey' }, { matchId: 2, sport: 'hockey' }] }))
      .silentRun(80);
    const state = storeState as RootState;
    expect(selectLiveSummaries(state)[2]).toEqual({ score: { h: 5, a: 1 }, phase: { kind: 'playing', period: 2, periodName: null } });
    const model = selectScoreboardModel(state, Date.parse(NOW));
    const row = model.otherRows.find((r) => r.matchId === 2);
    expect(row).toMatchObject({ score: '5 - 1', liveIcon: 'live', statusLabel: { id: 'live.period.period', values: { n: 2 } } });
    // An uncovered match in its slot has no feed: no red icon, no invented 0 - 0.
    expect(model.otherRows.find((r) => r.matchId === 3)).toMatchObject({ score: '-', liveIcon: 'none', status: { kind: 'inProgress' } });
    // The league's own live match: followed too (nothing heard yet → live, 0 - 0 per SPEC §4).
    expect(model.leagueRows[0]).toMatchObject({ score: '0 - 0', status: { kind: 'live', phase: null } });
  });

  test('a match end on the goals channel makes the row final, with the final score, before the list reloads', () => {
    let state = liveScoresSlice.reducer(undefined, liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 2, sport: 'hockey' }] }));
    state = liveScoresSlice.reducer(
      state,
      liveScoresEvents.goalsMessagesReceived({
        matchId: 2,
        messages: [
          { timetoken: '10', event: ev({ Team: 'H', Period: 3, h: 4, a: 4 }) },
          { timetoken: '11', event: ev({ Team: 'B', Period: 4, PeriodName: 'Overtime', h: 4, a: 5 }) },
          { timetoken: '12', event: ev({ MatchEventType: LIVE_EVENT_TYPE.timer, EventType: LIVE_TIMER.periodEvent, TypeName: LIVE_PERIOD_EVENT.matchEnd, Period: 4, PeriodName: 'Overtime', h: 4, a: 5 }) },
          // A repeat of an older message (history re-read after a reconnect) changes nothing.
          { timetoken: '11', event: ev({ Team: 'B', Period: 4, h: 9, a: 9 }) },
        ],
      }),
    );
    const root = { ...stateWithLists(), liveScores: state };
    const row = selectScoreboardModel(root, Date.parse(NOW)).otherRows.find((r) => r.matchId === 2);
    expect(row).toMatchObject({ score: '4 - 5', liveIcon: 'none', status: { kind: 'final', decidedIn: 'overtime' }, statusLabel: { id: 'status.finalOvertime' } });
  });

  test('bounded: at most MAX_GOALS_EVENTS per match; unfollowed matches are dropped', () => {
    let state = liveScoresSlice.reducer(undefined, liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 2, sport: 'hockey' }] }));
    const messages = Array.from({ length: MAX_GOALS_EVENTS + 50 }, (_, i) => ({ timetoken: String(100 + i), event: ev({ Team: 'H', Period: 1 }) }));
    state = liveScoresSlice.reducer(state, liveScoresEvents.goalsMessagesReceived({ matchId: 2, messages }));
    expect(state.byMatch[2]?.events).toHaveLength(MAX_GOALS_EVENTS);
    state = liveScoresSlice.reducer(state, liveScoresEvents.feedsFollowed({ feeds: [] }));
    expect(state.byMatch).toEqual({});
  });
});

test('a lost connection is followed again, and what was missed meanwhile is read from history', async () => {
  const feed = fakeFeed();
  const goal = (h: number, a: number) => ev({ Team: h > a ? 'H' : 'B', Period: 1, h, a });
  feed.publish('match:2:goals', goal(1, 0), false);
  setTimeout(() => {
    feed.status('networkIssues');
    // Published while nobody listens: only the history has it.
    feed.publish('match:2:goals', goal(2, 0), false);
  }, 20);
  const { storeState } = await expectSaga(followGoalsChannels, feed, [2])
    .withReducer(rootReducer, { ...stateWithLists(), liveScores: liveScoresSlice.reducer(undefined, liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 2, sport: 'hockey' }] })) })
    .provide({ call: (effect, next) => (effect.fn === delayFn ? null : next()) })
    .silentRun(100);
  expect(selectLiveSummaries(storeState as RootState)[2]?.score).toEqual({ h: 2, a: 0 });
  expect(feed.historyCalls.filter((call) => call === 'match:2:goals').length).toBeGreaterThanOrEqual(2);
});

test('issue 26: on a page whose HTML carried a match’s live score, the browser reads only what came after it', async () => {
  const feed = fakeFeed();
  const goal = (h: number, a: number) => ev({ Team: h > a ? 'H' : 'B', Period: 1, h, a });
  for (const [h, a] of [[1, 0], [2, 0], [2, 1]] as const) feed.publish('match:2:goals', goal(h, a), false);
  // The state the server rendered: match 2's goals so far (its cursor); the league's match 1 had none.
  let carried = liveScoresSlice.reducer(undefined, liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 1, sport: 'hockey' }, { matchId: 2, sport: 'hockey' }] }));
  const soFar = (feed.log['match:2:goals'] ?? []).map((m) => ({ timetoken: m.timetoken, event: m.message as LiveEvent }));
  carried = liveScoresSlice.reducer(carried, liveScoresEvents.goalsMessagesReceived({ matchId: 2, messages: soFar }));
  const cursor = carried.byMatch[2]?.cursor;
  // A goal between the render and the browser's subscription: only the history has it.
  feed.publish('match:2:goals', goal(3, 1), false);
  const { storeState } = await expectSaga(watchFollowedFeeds, { clock: fixedClock(NOW), live: { feed, connectivity: fakeConnectivity() } })
    .withReducer(rootReducer, { ...stateWithLists(), liveScores: carried })
    .silentRun(60);
  expect(cursor).toBeDefined();
  expect(feed.historyReads).toEqual([{ channel: 'match:1:goals' }, { channel: 'match:2:goals', after: cursor }]);
  expect(selectLiveSummaries(storeState as RootState)[2]?.score).toEqual({ h: 3, a: 1 });
  expect((storeState as RootState).liveScores.byMatch[2]?.events).toHaveLength(4);
});

test('issue 28 case 2: a boot reads each goals channel once, though the subscription then says it is connected', async () => {
  const feed = fakeFeed();
  const goal = (h: number, a: number) => ev({ Team: h > a ? 'H' : 'B', Period: 1, h, a });
  feed.publish('match:1:goals', goal(1, 0), false);
  feed.publish('match:2:goals', goal(0, 1), false);
  // As the SDK does once its handshake is answered: the subscription made first says 'connected'.
  const subscribe = feed.subscribe.bind(feed);
  feed.subscribe = (channels, listener) => {
    const subscription = subscribe(channels, listener);
    setTimeout(() => listener.onStatus('connected'), 10);
    return subscription;
  };
  setTimeout(() => feed.publish('match:2:goals', goal(0, 2)), 30);
  const { storeState } = await expectSaga(watchFollowedFeeds, { clock: fixedClock(NOW), live: { feed, connectivity: fakeConnectivity() } })
    .withReducer(rootReducer, stateWithLists())
    .silentRun(80);
  expect(feed.historyReads).toEqual([{ channel: 'match:1:goals' }, { channel: 'match:2:goals' }]);
  expect(selectLiveSummaries(storeState as RootState)[2]?.score).toEqual({ h: 0, a: 2 });
});

test('the SDK joining again on the same subscription (a later "connected") reads what came since each cursor', async () => {
  const feed = fakeFeed();
  const goal = (h: number, a: number) => ev({ Team: h > a ? 'H' : 'B', Period: 1, h, a });
  feed.publish('match:2:goals', goal(1, 0), false);
  setTimeout(() => feed.status('connected'), 10);
  setTimeout(() => {
    // Missed while the SDK was away: only the history has it.
    feed.publish('match:2:goals', goal(2, 0), false);
    feed.status('connected');
  }, 30);
  const { storeState } = await expectSaga(followGoalsChannels, feed, [2])
    .withReducer(rootReducer, { ...stateWithLists(), liveScores: liveScoresSlice.reducer(undefined, liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 2, sport: 'hockey' }] })) })
    .silentRun(80);
  expect(feed.historyReads.map((read) => read.channel)).toEqual(['match:2:goals', 'match:2:goals']);
  expect(feed.historyReads[1]?.after).toBeDefined();
  expect(selectLiveSummaries(storeState as RootState)[2]?.score).toEqual({ h: 2, a: 0 });
});
