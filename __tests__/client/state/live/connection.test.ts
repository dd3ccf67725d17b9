/**
 * Issue 11 case 11 — "Live" while nothing arrives. The saga notices a dead connection from the SDK's
 * statuses at once and from its watchdog probe within 5 s (product timings, fake timers), reconnects as
 * soon as the server answers again (not after a long backoff), does not hammer a dead server, and tells
 * the view how old its data is.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { LIVE_TIMING, watchLiveMatches, type LiveTiming } from '../../../../src/client/state/live/liveSaga';
import { liveEvents } from '../../../../src/client/state/live/liveSlice';
import { selectLiveConnection, selectLiveView } from '../../../../src/client/state/live/selectors';
import type { LiveFeedStatus } from '../../../../src/client/services/liveFeed';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { fakeConnectivity, fakeFeed, type FakeFeed } from '../../../support/liveFeed';
import { fakeApi } from '../../../support/services';
import { initialRootState } from '../../../support/state';

const ALL = 'match:1:all';
const shot = (i: number): LiveEvent => ({ ClientId: `s${i}`, MatchId: 1, MatchEventType: 'Shot', Team: 'H' });

const quick = (overrides: Partial<LiveTiming> = {}): LiveTiming => ({
  watchdogMs: 20,
  retryProbeMs: 5,
  jitterMs: 0,
  backoffMs: () => 60_000,
  now: () => Date.now(),
  random: () => 0,
  ...overrides,
});

function setup(timing: LiveTiming, feed: FakeFeed = fakeFeed()) {
  const connectivity = fakeConnectivity();
  const api = fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }) } });
  return { feed, connectivity, services: { api, live: { feed, connectivity }, timing } };
}

const view = (state: unknown) => selectLiveView(state as RootState, 1);
const feedOf = (state: unknown) => selectLiveConnection(state as RootState, 1);

/** Lets resolved promises and the saga's reactions run. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** Moves the fake clock `ms` forward in steps of `step`, letting the saga react after each. */
async function advance(ms: number, step = 5) {
  for (let passed = 0; passed < ms; passed += step) {
    jest.advanceTimersByTime(step);
    await settle();
  }
}

/** The live saga alone on a match view, with the given services (issue 28: fake timers, no real waits). */
async function openWith(services: ReturnType<typeof setup>['services']) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initialRootState(),
    middleware: (defaults) => defaults({ serializableCheck: false, immutableCheck: false }).concat(sagas),
  });
  const task = sagas.run(watchLiveMatches, services);
  store.dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null }));
  await settle();
  return { store, task };
}

// Issue 28: these ran on real timers with 20–160 ms budgets (a loaded machine missed them); on fake timers
// they assert the order of what happens and its outcome.
describe('live connection (issue 11 case 11)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_800_000_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test.each<LiveFeedStatus>(['gaveUp', 'networkIssues', 'networkDown', 'disconnected'])(
    "the SDK's %s status ends the connection at once: reconnecting, with the data's age",
    async (status) => {
      const { feed, services } = setup(quick({ watchdogMs: 10_000 }));
      feed.publish(ALL, shot(0), false);
      const before = Date.now();
      const { store, task } = await openWith(services);
      await advance(30);
      expect(feedOf(store.getState())?.connection).toBe('live');
      feed.status(status);
      // At once: without any timer running.
      await settle();
      expect(feedOf(store.getState())?.connection).toBe('reconnecting');
      expect(feedOf(store.getState())?.dataAsOfMs).toBeGreaterThanOrEqual(before);
      task.cancel();
    },
  );

  test('the watchdog: a server that stops answering is noticed without any SDK status', async () => {
    const { feed, services } = setup(quick());
    const { store, task } = await openWith(services);
    await advance(30);
    expect(feedOf(store.getState())?.connection).toBe('live');
    feed.reachable = false;
    await advance(70);
    expect(feedOf(store.getState())?.connection).toBe('reconnecting');
    expect((store.getState() as RootState).live.matches[1]?.error).toBe('The live server does not answer');
    task.cancel();
  });

  test('the server back: reconnected at once, not after the 60 s backoff; a dead server is not hammered', async () => {
    const { feed, services } = setup(quick());
    feed.publish(ALL, shot(0), false);
    const { store, task } = await openWith(services);
    await advance(30);
    feed.reachable = false;
    feed.status('gaveUp');
    await advance(60);
    // While it was down: one history read per channel at the start, none since.
    expect(feed.historyCalls).toHaveLength(2);
    feed.publish(ALL, shot(1), false);
    feed.reachable = true;
    await advance(70);
    expect(feedOf(store.getState())?.connection).toBe('live');
    expect(view(store.getState())?.chronological.map((e) => e.ClientId)).toEqual(['s0', 's1']);
    expect(feed.historyCalls).toHaveLength(4);
    task.cancel();
  });

  test('after the match end the watchdog rests (a view left open for hours costs nothing)', async () => {
    const { feed, services } = setup(quick());
    feed.publish(ALL, { ClientId: 'end', MatchId: 1, MatchEventType: 'Timer', EventType: 2, TypeName: 'Match end' }, false);
    const { task } = await openWith(services);
    await advance(120);
    expect(feed.probeCalls).toBe(0);
    task.cancel();
  });
});

describe('live connection with the product timings (fake timers)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  /** The live saga alone, as the app runs it (no timing given, so the product's LIVE_TIMING), on a match view. */
  async function openLiveView(feed: FakeFeed) {
    const sagas = createSagaMiddleware();
    const store = configureStore({
      reducer: rootReducer,
      preloadedState: initialRootState(),
      middleware: (defaults) => defaults({ serializableCheck: false, immutableCheck: false }).concat(sagas),
    });
    const task = sagas.run(watchLiveMatches, { api: fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }) } }), live: { feed, connectivity: fakeConnectivity() } });
    store.dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null }));
    await settle();
    // "Connected" comes a task after the histories (issue 26): the timers of that instant run.
    jest.advanceTimersByTime(0);
    await settle();
    return { store, task };
  }

  test('messages keep the watchdog quiet: no probe while events arrive, one soon after they stop', async () => {
    jest.useFakeTimers({ now: 1_800_000_000_000 });
    const feed = fakeFeed();
    feed.publish(ALL, shot(0), false);
    const { task } = await openLiveView(feed);
    // An event a second for 20 s: each comes well within the watchdog's quiet time.
    for (let second = 1; second <= 20; second += 1) {
      jest.advanceTimersByTime(1000);
      feed.publish(ALL, shot(second));
      await settle();
    }
    expect(feed.probeCalls).toBe(0);
    // Then nothing: the watchdog asks the server within its quiet time.
    for (let ms = 0; ms < LIVE_TIMING.watchdogMs + 500 && feed.probeCalls === 0; ms += 100) {
      jest.advanceTimersByTime(100);
      await settle();
    }
    expect(feed.probeCalls).toBeGreaterThan(0);
    task.cancel();
  });

  test('a dead server is noticed within 5 s, and a returning one rejoined within 3 s', async () => {
    jest.useFakeTimers({ now: 1_800_000_000_000 });
    const feed = fakeFeed();
    feed.publish(ALL, shot(0), false);
    const { store, task } = await openLiveView(feed);
    expect(feedOf(store.getState())?.connection).toBe('live');
    const deadAt = Date.now();
    feed.reachable = false;
    let noticed: number | null = null;
    for (let ms = 0; ms <= 5000 && noticed === null; ms += 100) {
      jest.advanceTimersByTime(100);
      await settle();
      if (feedOf(store.getState())?.connection === 'reconnecting') noticed = Date.now() - deadAt;
    }
    expect(noticed).not.toBeNull();
    expect(noticed).toBeLessThanOrEqual(5000);
    expect(feedOf(store.getState())?.dataAsOfMs).toBeLessThanOrEqual(deadAt);

    // Down for a while (longer than the first backoffs), then back.
    for (let ms = 0; ms < 20_000; ms += 500) {
      jest.advanceTimersByTime(500);
      await settle();
    }
    expect(feedOf(store.getState())?.connection).toBe('reconnecting');
    const backAt = Date.now();
    feed.reachable = true;
    let rejoined: number | null = null;
    for (let ms = 0; ms <= 3000 && rejoined === null; ms += 100) {
      jest.advanceTimersByTime(100);
      await settle();
      if (feedOf(store.getState())?.connection === 'live') rejoined = Date.now() - backAt;
    }
    expect(rejoined).not.toBeNull();
    expect(rejoined).toBeLessThanOrEqual(LIVE_TIMING.retryProbeMs + LIVE_TIMING.jitterMs + 500);
    task.cancel();
  });
});
