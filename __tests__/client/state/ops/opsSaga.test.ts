/**
 * Issue 15: the ops wall follows every listed feed through ONE subscription (one long-poll for every
 * channel), reads each channel's history, applies each arrival as one batch, resubscribes only when the set
 * changes, and reports a lost connection and its return. A real store, the real saga, a fake feed.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer } from '../../../../src/client/app/store';
import type { LiveTiming } from '../../../../src/client/state/live/liveSaga';
import { opsEvents } from '../../../../src/client/state/ops/opsSlice';
import { opsChannels, opsSaga } from '../../../../src/client/state/ops/opsSaga';
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../../src/shared/contract/live';
import { fakeConnectivity, fakeFeed, type FakeFeed } from '../../../support/liveFeed';
import { initialRootState } from '../../../support/state';

let n = 0;
const ev = (fields: Partial<LiveEvent>): LiveEvent => ({ Id: (n += 1), ClientId: `e${n}`, MatchId: 0, MatchEventType: LIVE_EVENT_TYPE.shot, ...fields }) as LiveEvent;
const FEEDS = [
  { matchId: 1, sport: 'hockey' as const },
  { matchId: 2, sport: 'basketball' as const },
  { matchId: 3, sport: 'volleyball' as const },
];
let deviceMs = 1_800_000_000_000;
const timing: LiveTiming = {
  watchdogMs: 60_000,
  retryProbeMs: 5,
  jitterMs: 0,
  backoffMs: () => 5,
  now: () => deviceMs,
  random: () => 0,
};

/** Bounded wait for a condition the saga brings about. */
async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 200; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function start(feed: FakeFeed) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initialRootState(),
    middleware: (defaults) => defaults({ serializableCheck: false, immutableCheck: false }).concat(sagas),
  });
  const task = sagas.run(opsSaga, { live: { feed, connectivity: fakeConnectivity() }, opsTiming: timing });
  return { store, task };
}

describe('ops saga', () => {
  test('one subscription carries both channels of every listed match; history first, then live batches', async () => {
    const feed = fakeFeed();
    feed.publish('match:1:all', ev({ MatchEventType: LIVE_EVENT_TYPE.timer, EventType: 2, TypeName: 'Match start', Period: 1 }), false);
    feed.publish('match:2:all', ev({}), false);
    feed.publish('match:2:all', ev({}), false);
    const { store, task } = start(feed);
    store.dispatch(opsEvents.wallOpened());
    store.dispatch(opsEvents.feedsListed({ feeds: FEEDS }));
    await until(() => store.getState().ops.connection === 'live', 'the wall to connect');

    expect(feed.listeners.size).toBe(1);
    const [only] = [...feed.listeners];
    expect(only?.channels).toEqual(opsChannels(FEEDS));
    expect(only?.channels).toHaveLength(6);
    expect(store.getState().ops.channels).toBe(6);
    expect(feed.historyCalls.filter((c) => c.startsWith('match:')).sort()).toEqual(opsChannels(FEEDS).sort());
    expect(store.getState().ops.feeds[2]?.received).toBe(2);

    // Live: three matches' messages in one arrival, the same ClientId again (a correction), a delete.
    const again = ev({ ClientId: 'same' });
    deviceMs += 1000;
    feed.publish('match:1:all', again);
    feed.publish('match:1:all', { ...again, Team: 'B' });
    feed.publish('match:3:all', ev({ MatchEventType: LIVE_EVENT_TYPE.delete, DeletedEventClientId: 'x' }));
    feed.publish('match:3:goals', ev({ MatchEventType: LIVE_EVENT_TYPE.point, h: 1, a: 0 }));
    await until(() => store.getState().ops.feeds[3]?.goalsPair !== null, 'the live messages');
    expect(store.getState().ops.feeds[1]).toMatchObject({ received: 3, corrections: 1, lastEventMs: deviceMs });
    expect(store.getState().ops.feeds[3]).toMatchObject({ deletes: 1, goalsPair: { h: 1, a: 0 } });
    task.cancel();
  });

  test('a new set replaces the subscription (still one); the same set does not resubscribe', async () => {
    const feed = fakeFeed();
    const { store, task } = start(feed);
    store.dispatch(opsEvents.wallOpened());
    store.dispatch(opsEvents.feedsListed({ feeds: FEEDS }));
    await until(() => store.getState().ops.connection === 'live', 'the wall to connect');
    const first = [...feed.listeners][0];
    store.dispatch(opsEvents.feedsListed({ feeds: FEEDS }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...feed.listeners]).toEqual([first]);

    store.dispatch(opsEvents.feedsListed({ feeds: [...FEEDS, { matchId: 4, sport: 'hockey' }] }));
    await until(() => [...feed.listeners][0] !== first, 'the new subscription');
    expect(feed.listeners.size).toBe(1);
    expect([...feed.listeners][0]?.channels).toHaveLength(8);
    task.cancel();
  });

  test('a lost connection is reported with its time and the wall comes back; closing the wall ends the subscription', async () => {
    const feed = fakeFeed();
    const { store, task } = start(feed);
    store.dispatch(opsEvents.wallOpened());
    store.dispatch(opsEvents.feedsListed({ feeds: FEEDS }));
    await until(() => store.getState().ops.connection === 'live', 'the wall to connect');
    const lostAt = (deviceMs += 500);
    feed.status('gaveUp');
    await until(() => store.getState().ops.connection === 'reconnecting', 'the loss');
    expect(store.getState().ops.lostSinceMs).toBe(lostAt);
    await until(() => store.getState().ops.connection === 'live', 'the reconnect');
    expect(feed.listeners.size).toBe(1);

    store.dispatch(opsEvents.wallClosed());
    await until(() => feed.listeners.size === 0, 'the subscription to end');
    expect(store.getState().ops.open).toBe(false);
    task.cancel();
  });
});
