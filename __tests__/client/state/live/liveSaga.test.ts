import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { liveEvents } from '../../../../src/client/state/live/liveSlice';
import { backoffMs, watchLiveMatches, type LiveTiming } from '../../../../src/client/state/live/liveSaga';
import { selectLiveConnection, selectLiveView } from '../../../../src/client/state/live/selectors';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { fakeConnectivity, fakeFeed, type FakeFeed } from '../../../support/liveFeed';
import { fakeApi } from '../../../support/services';
import { initialRootState } from '../../../support/state';

const ALL = 'match:1:all';
const GOALS = 'match:1:goals';
const shot = (i: number): LiveEvent => ({ ClientId: `s${i}`, MatchId: 1, MatchEventType: 'Shot', Team: 'H' });
/** Short timings: a backoff of 5 ms, and a watchdog that stays out of the way unless a test asks for it. */
const quick = (overrides: Partial<LiveTiming> = {}): LiveTiming => ({
  watchdogMs: 500,
  retryProbeMs: 5,
  jitterMs: 0,
  backoffMs: () => 5,
  now: () => Date.now(),
  random: () => 0,
  ...overrides,
});

function setup(feed: FakeFeed = fakeFeed(), timing: LiveTiming = quick()) {
  const connectivity = fakeConnectivity();
  const api = fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }) } });
  return { feed, connectivity, services: { api, live: { feed, connectivity }, timing } };
}

const clientIds = (state: RootState) => selectLiveView(state, 1)?.chronological.map((e) => e.ClientId) ?? [];
const later = (ms: number, run: () => void) => setTimeout(run, ms);

describe('liveSaga', () => {
  test('history in pages of 100/100/<100 per channel, then live; a live event is prepended once', async () => {
    const { feed, services } = setup();
    for (let i = 0; i < 250; i += 1) feed.publish(ALL, shot(i), false);
    const head = feed.log[ALL]?.[150]?.timetoken;
    const mid = feed.log[ALL]?.[50]?.timetoken;
    later(60, () => feed.publish(ALL, shot(250)));
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer(rootReducer, initialRootState())
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: '2026-11-21' }))
      .put(liveEvents.connectionEstablished({ matchId: 1 }))
      .silentRun(150);
    expect(feed.historyCalls).toEqual([ALL, `${ALL} start=${head}`, `${ALL} start=${mid}`, GOALS]);
    const state = storeState as RootState;
    expect(clientIds(state)).toEqual(Array.from({ length: 251 }, (_, i) => `s${i}`));
    // The newest is last in time order (the view lists from the end).
    expect(selectLiveView(state, 1)?.chronological.at(-1)?.ClientId).toBe('s250');
    expect(selectLiveConnection(state, 1)?.connection).toBe('live');
  });

  test('a message published while history loads is buffered, not lost and not doubled', async () => {
    const { feed, services } = setup();
    for (let i = 0; i < 5; i += 1) feed.publish(ALL, shot(i), false);
    const original = feed.fetchHistory.bind(feed);
    let published = false;
    feed.fetchHistory = (channel, start) => {
      if (!published) {
        published = true;
        feed.publish(ALL, shot(5)); // arrives live and is in the history page too
      }
      return original(channel, start);
    };
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer(rootReducer, initialRootState())
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null }))
      .silentRun(100);
    expect(clientIds(storeState as RootState)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5']);
  });

  test('history error → connection lost → reconnect after backoff', async () => {
    const { feed, services } = setup();
    feed.failHistory = 1;
    feed.publish(ALL, shot(0), false);
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer(rootReducer, initialRootState())
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null }))
      .put.like({ action: { type: liveEvents.connectionLost.type, payload: { matchId: 1, message: 'history failed' } } })
      .put(liveEvents.connectionEstablished({ matchId: 1 }))
      .silentRun(100);
    expect(clientIds(storeState as RootState)).toEqual(['s0']);
    expect(feed.historyCalls).toEqual([ALL, ALL, GOALS]);
  });

  test('offline stops the connection; online reconnects from the cursor; nothing lost or doubled', async () => {
    const { feed, connectivity, services } = setup();
    for (let i = 0; i < 3; i += 1) feed.publish(ALL, shot(i), false);
    later(40, () => connectivity.set(false));
    later(60, () => {
      expect(feed.listeners.size).toBe(0);
      feed.publish(ALL, shot(3), true); // nobody listening: only in the log
      feed.publish(ALL, { ClientId: 'del', MatchId: 1, MatchEventType: 'Delete', DeletedEventClientId: 's1' }, true);
      feed.publish(ALL, { ...shot(0), TypeName: 'corrected' }, true);
    });
    later(80, () => connectivity.set(true));
    later(140, () => feed.publish(ALL, shot(4)));
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer(rootReducer, initialRootState())
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null }))
      .put.like({ action: { type: liveEvents.wentOffline.type, payload: { matchId: 1 } } })
      .put(liveEvents.cameOnline({ matchId: 1 }))
      .silentRun(200);
    const state = storeState as RootState;
    expect(clientIds(state)).toEqual(['s0', 's2', 's3', 's4']);
    expect(selectLiveView(state, 1)?.chronological[0]?.TypeName).toBe('corrected');
    expect(feed.historyCalls.filter((c) => c.startsWith(ALL))).toEqual([ALL, ALL]);
  });

  test('issue 26: a reconnect reads forward from the cursor, page after page, never what the view already holds', async () => {
    const { feed, connectivity, services } = setup();
    for (let i = 0; i < 3; i += 1) feed.publish(ALL, shot(i), false);
    let cursor = '';
    later(40, () => {
      cursor = feed.log[ALL]?.at(-1)?.timetoken ?? '';
      connectivity.set(false);
    });
    later(60, () => {
      // Missed while offline: more than a page.
      for (let i = 3; i < 153; i += 1) feed.publish(ALL, shot(i), false);
    });
    later(80, () => connectivity.set(true));
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer(rootReducer, initialRootState())
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null }))
      .put(liveEvents.cameOnline({ matchId: 1 }))
      .silentRun(200);
    expect(clientIds(storeState as RootState)).toEqual(Array.from({ length: 153 }, (_, i) => `s${i}`));
    const pageTwoAfter = feed.log[ALL]?.[102]?.timetoken;
    expect(feed.historyReads.filter((read) => read.channel === ALL)).toEqual([{ channel: ALL }, { channel: ALL, after: cursor }, { channel: ALL, after: pageTwoAfter }]);
  });

  test("the SDK's give-up → backoff → reconnect; the gap is re-read from history", async () => {
    const { feed, services } = setup();
    feed.publish(ALL, shot(0), false);
    later(40, () => {
      feed.status('gaveUp');
      feed.publish(ALL, shot(1), false); // while disconnected
    });
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer(rootReducer, initialRootState())
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null }))
      .put.like({ action: { type: liveEvents.connectionLost.type, payload: { matchId: 1, message: 'The live connection was lost' } } })
      .silentRun(150);
    expect(clientIds(storeState as RootState)).toEqual(['s0', 's1']);
    expect(selectLiveConnection(storeState as RootState, 1)?.connection).toBe('live');
  });

  test('closing the view stops the subscription and drops the match', async () => {
    const { feed, services } = setup();
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer(rootReducer, initialRootState())
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null }))
      .delay(40)
      .dispatch(liveEvents.matchViewClosed({ matchId: 1 }))
      .silentRun(100);
    expect(feed.listeners.size).toBe(0);
    expect((storeState as RootState).live.matches[1]).toBeUndefined();
  });

  test('the live-events fetch runs when nothing is known of the match', async () => {
    const { services } = setup();
    const api = fakeApi({
      proxy: {
        liveMatchEvents: () => ({
          events: [{ ClientId: 'md', MatchId: 1, MatchEventType: 'MatchData', MatchData: { MatchId: 1, HomeTeam: 'H', AwayTeam: 'A', HomeTeamId: 1, AwayTeamId: 2 } }],
        }),
      },
    });
    const { storeState } = await expectSaga(watchLiveMatches, { ...services, api })
      .withReducer(rootReducer, initialRootState())
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: '2026-11-21' }))
      .silentRun(60);
    expect(api.calls).toEqual(['liveMatchEvents {"matchId":1,"matchDate":"2026-11-21"}']);
    expect((storeState as RootState).live.matches[1]?.matchData?.HomeTeam).toBe('H');
  });

  test.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [6, 30_000],
    [50, 30_000],
  ])('backoff for attempt %p is %p ms', (attempt, ms) => expect(backoffMs(attempt)).toBe(ms));
});
