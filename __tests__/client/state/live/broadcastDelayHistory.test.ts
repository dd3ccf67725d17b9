/**
 * Issue 24 case 6: with a broadcast delay set, everything of a match's feed lags by the same delay —
 * history newer than the delay included. On a fake clock: the live saga's delay waits and the lists'
 * goals feeds are answered by advancing that clock, so no test waits for the seconds it checks.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { CANCEL } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { delay } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { fixedClock } from '../../../../src/client/services/clock';
import { liveEvents } from '../../../../src/client/state/live/liveSlice';
import { LIVE_TIMING, watchLiveMatches, type LiveTiming } from '../../../../src/client/state/live/liveSaga';
import { selectLiveView } from '../../../../src/client/state/live/selectors';
import { liveScoresEvents } from '../../../../src/client/state/liveScores/liveScoresSlice';
import { RESCAN_MS, watchFollowedFeeds } from '../../../../src/client/state/liveScores/liveScoresSaga';
import { selectLiveSummaries } from '../../../../src/client/state/liveScores/selectors';
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../../src/shared/contract/live';
import { aMatch, aSeason, aTournament } from '../../../support/builders';
import { fakeConnectivity, fakeFeed } from '../../../support/liveFeed';
import { fakeApi } from '../../../support/services';
import { initialRootState, leaguesAnswered, seasonsAnswered, tournamentMatchesAnswered } from '../../../support/state';

/** The function behind redux-saga's `delay` effect, to answer it in a provider. */
const DELAY_FN = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;
/** A watchdog period no delay-line wait equals: that wait never ends here (the feed stays quiet). */
const WATCHDOG_MS = 777_777;
const T0 = 1_700_000_000_000;
/** The fake feed's timetokens start here (support/liveFeed.ts), 1 ms apart. */
const FEED_MS = 1_700_000_000_000;

function fakeClock(start: number) {
  let now = start;
  return { now: () => now, advanceTo: (ms: number) => void (now = Math.max(now, ms)) };
}

/**
 * Answers the delay lines' waits by moving the fake clock to their end (a wait started at t for ms ends at
 * t + ms: waits that overlap do not add up, as in real time, even one whose race was lost and not cancelled);
 * the never-ending waits (watchdog, rescan) block.
 */
function clockProvider(clock: { now(): number; advanceTo(ms: number): void }, blocked: readonly number[]) {
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn !== DELAY_FN) return next();
      const ms = Number(effect.args[0]);
      if (blocked.includes(ms)) return new Promise<void>(() => undefined);
      // A yield to the browser (issue 26: the saga's tasks apart) takes no time on this clock.
      if (ms === 0) return Promise.resolve();
      const endsAt = clock.now() + ms;
      // Ends on a later turn, so whatever the saga does meanwhile (connecting) happens before the wait is
      // over; a wait the saga gives up (a race lost) is cancelled and moves nothing.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          clock.advanceTo(endsAt);
          resolve();
        }, 1);
      });
      return Object.assign(wait, { [CANCEL]: () => clearTimeout(timer) });
    },
  };
}

const tokenAt = (ms: number) => `${ms}0000`;
const timeout = (id: string, publishedMs: number): LiveEvent => ({
  ClientId: id,
  MatchId: 1,
  MatchEventType: LIVE_EVENT_TYPE.timeout,
  Team: 'H',
  TimeToken: tokenAt(publishedMs),
});

describe('the live page with a broadcast delay (issue 24 case 6)', () => {
  test('events fetched on opening that are newer than the delay are held, then released in order at their time', async () => {
    const clock = fakeClock(T0);
    const timing: LiveTiming = { ...LIVE_TIMING, watchdogMs: WATCHDOG_MS, now: clock.now };
    const events = [timeout('old', T0 - 90_000), timeout('recent', T0 - 30_000), timeout('newest', T0 - 10_000)];
    const services = {
      api: fakeApi({ proxy: { liveMatchEvents: () => ({ events }) } }),
      live: { feed: fakeFeed(), connectivity: fakeConnectivity() },
      timing,
    };
    const shown: [string, number][] = [];
    const reducer: Reducer<RootState, UnknownAction> = (state, action) => {
      const next = rootReducer(state, action);
      const before = new Set(state ? (selectLiveView(state, 1)?.chronological ?? []).map((e) => e.ClientId) : []);
      for (const event of selectLiveView(next, 1)?.chronological ?? []) if (!before.has(event.ClientId)) shown.push([event.ClientId, clock.now() - T0]);
      return next;
    };
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer(reducer, { ...initialRootState(), spoiler: { shield: false, revealed: [], delaySeconds: 60 } })
      .provide(clockProvider(clock, [WATCHDOG_MS]))
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null, broadcastDelay: true }))
      .silentRun(400);
    // Published 90 s, 30 s and 10 s before the page opened: shown at once, 30 s and 50 s later.
    expect(shown).toEqual([
      ['old', 0],
      ['recent', 30_000],
      ['newest', 50_000],
    ]);
    expect(selectLiveView(storeState as RootState, 1)?.chronological.map((e) => e.ClientId)).toEqual(['old', 'recent', 'newest']);
  });
});

describe('the live page while the delay holds its history (issue 24 case 6)', () => {
  test('it never says "not set up": the view is loaded only once the held history is out', async () => {
    const clock = fakeClock(FEED_MS + 10_000);
    const timing: LiveTiming = { ...LIVE_TIMING, watchdogMs: WATCHDOG_MS, now: clock.now };
    const feed = fakeFeed();
    // The match data went out 10 s before the page opened (the fake feed's clock starts at FEED_MS).
    feed.publish('match:1:all', { ClientId: 'md', MatchId: 1, MatchEventType: LIVE_EVENT_TYPE.matchData, MatchData: { MatchId: 1, HomeTeam: 'Home', AwayTeam: 'Away', HomeTeamId: 1, AwayTeamId: 2 } } as LiveEvent, false);
    const services = { api: fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }) } }), live: { feed, connectivity: fakeConnectivity() }, timing };
    const loaded: [boolean, boolean, number][] = [];
    const reducer: Reducer<RootState, UnknownAction> = (state, action) => {
      const next = rootReducer(state, action);
      const view = selectLiveView(next, 1);
      if (view) loaded.push([view.loaded, view.matchData !== null, clock.now() - FEED_MS]);
      return next;
    };
    await expectSaga(watchLiveMatches, services)
      .withReducer(reducer, { ...initialRootState(), spoiler: { shield: false, revealed: [], delaySeconds: 30 } })
      .provide(clockProvider(clock, [WATCHDOG_MS]))
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null, broadcastDelay: true }))
      .silentRun(400);
    // Connected at once, but neither loaded nor with match data until the data is 30 s old.
    expect(loaded.filter(([isLoaded, hasData]) => isLoaded && !hasData)).toEqual([]);
    expect(loaded.find(([isLoaded]) => isLoaded)?.[2]).toBeGreaterThanOrEqual(30_000);
    expect(loaded[loaded.length - 1]?.slice(0, 2)).toEqual([true, true]);
  });
});

const NOW = '2026-11-21T17:00:00.000Z'; // 18:00 in Oslo
const today = '2026-11-21T00:00:00';
const liveMatch = aMatch({ matchId: 1, tournamentId: 5, matchDate: today, matchStartTime: 1730, matchEndTime: 2000, liveClientType: 'Advanced', matchResult: null });

function listsState(delaySeconds: number): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
  const league = aTournament({ tournamentId: 5, seasonId: 2026 });
  return [seasonsAnswered([aSeason({ seasonId: 2026 })]), leaguesAnswered(2026, [league]), tournamentMatchesAnswered(5, [liveMatch])].reduce(rootReducer, {
    ...base,
    spoiler: { shield: false, revealed: [], delaySeconds },
  });
}

const goal = (h: number, a: number): LiveEvent => ({ ClientId: `g${h}${a}`, MatchId: 1, MatchEventType: LIVE_EVENT_TYPE.goal, Team: h > a ? 'H' : 'A', h, a });

describe('the lists’ live scores with a broadcast delay (issue 24 case 6)', () => {
  async function run(state: RootState, clock: ReturnType<typeof fakeClock>, publish: (feed: ReturnType<typeof fakeFeed>) => void, after?: UnknownAction) {
    const feed = fakeFeed();
    publish(feed);
    const scores: [string, number][] = [];
    const reducer: Reducer<RootState, UnknownAction> = (prev, action) => {
      const next = rootReducer(prev, action);
      if (liveScoresEvents.goalsMessagesReceived.match(action)) {
        const score = selectLiveSummaries(next)[1]?.score ?? null;
        if (score) scores.push([`${score.h}-${score.a}`, clock.now() - FEED_MS]);
      }
      return next;
    };
    let saga = expectSaga(watchFollowedFeeds, { clock: fixedClock(NOW), live: { feed, connectivity: fakeConnectivity() }, timing: { ...LIVE_TIMING, now: clock.now } })
      .withReducer(reducer, state)
      .provide(clockProvider(clock, [RESCAN_MS]));
    if (after) saga = saga.dispatch(after);
    const { storeState } = await saga.silentRun(400);
    return { scores, storeState: storeState as RootState };
  }

  test('a score newer than the delay is held on the scoreboard and slider until its time', async () => {
    // The lists open 20 s after both goals were published (the fake feed's messages are 1 ms apart):
    // with 60 s, both wait 40 s more, in order.
    const clock = fakeClock(FEED_MS + 20_000);
    const { scores, storeState } = await run(listsState(60), clock, (feed) => {
      feed.publish('match:1:goals', goal(1, 0), false);
      feed.publish('match:1:goals', goal(2, 0), false);
    });
    expect(scores.map(([score]) => score)).toEqual(['1-0', '2-0']);
    // Never before 60 s after publication (the feed published them at +10 ms and +20 ms).
    for (const [, at] of scores) expect(at).toBeGreaterThanOrEqual(60_000);
    expect(selectLiveSummaries(storeState)[1]?.score).toEqual({ h: 2, a: 0 });
  });

  test('history older than the delay shows at once', async () => {
    const clock = fakeClock(FEED_MS + 600_000);
    const { scores } = await run(listsState(60), clock, (feed) => void feed.publish('match:1:goals', goal(1, 0), false));
    expect(scores).toEqual([['1-0', 600_000]]);
  });

  test('the kiosk (a staff screen) shows the score at once, whatever the browser’s delay', async () => {
    const clock = fakeClock(FEED_MS + 20_000);
    const state = listsState(60);
    const kiosk = { ...state, kiosk: { ...state.kiosk, query: { tournamentId: 5 } as NonNullable<RootState['kiosk']['query']> } };
    const { scores } = await run(kiosk, clock, (feed) => void feed.publish('match:1:goals', goal(1, 0), false));
    expect(scores).toEqual([['1-0', 20_000]]);
  });
});
