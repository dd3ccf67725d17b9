/**
 * Issue 16 broadcast delay: the live saga's delay line, on a fake clock (the delay effects of the line are
 * answered by advancing that clock, so no test waits for the seconds it checks).
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { buffers, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { delay } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { liveEvents } from '../../../../src/client/state/live/liveSlice';
import { LIVE_TIMING, releaseHeld, watchLiveMatches, type HeldAction, type LiveTiming } from '../../../../src/client/state/live/liveSaga';
import { selectLiveView } from '../../../../src/client/state/live/selectors';
import { spoilerEvents } from '../../../../src/client/state/spoiler/spoilerSlice';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { fakeConnectivity, fakeFeed } from '../../../support/liveFeed';
import { fakeApi } from '../../../support/services';
import { initialRootState } from '../../../support/state';

const ALL = 'match:1:all';
const shot = (id: string): LiveEvent => ({ ClientId: id, MatchId: 1, MatchEventType: 'Shot', Team: 'H' });
const received = (id: string, timetoken: string) => liveEvents.eventReceived({ matchId: 1, channel: ALL, message: { timetoken, event: shot(id) } });
/** The function behind redux-saga's `delay` effect, to answer it in a provider. */
const DELAY_FN = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;

function fakeClock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function openState(delaySeconds: number): RootState {
  const base = initialRootState();
  const state = rootReducer(base, liveEvents.matchViewOpened({ matchId: 1, matchDate: null }));
  return { ...state, spoiler: { shield: false, revealed: [], delaySeconds } };
}

/** The root reducer, noting the fake time at which each event reached the store. */
function recording(clock: { now(): number }) {
  const arrivals: [string, number][] = [];
  const reducer: Reducer<RootState, UnknownAction> = (state, action) => {
    if (liveEvents.eventReceived.match(action)) arrivals.push([action.payload.message.event.ClientId, clock.now()]);
    return rootReducer(state, action);
  };
  return { reducer, arrivals };
}

const ids = (state: RootState) => selectLiveView(state, 1)?.chronological.map((e) => e.ClientId) ?? [];

describe('releaseHeld (broadcast delay line)', () => {
  test('each event reaches the store N seconds after it arrived, in arrival order', async () => {
    const clock = fakeClock();
    const timing: LiveTiming = { ...LIVE_TIMING, now: clock.now };
    const hold = channel<HeldAction>(buffers.expanding());
    hold.put({ item: received('a', '10000'), heldSinceMs: 0 });
    hold.put({ item: received('b', '20000'), heldSinceMs: 5000 });
    hold.put({ item: received('c', '30000'), heldSinceMs: 5000 });
    const { reducer, arrivals } = recording(clock);
    const { storeState } = await expectSaga(releaseHeld, hold, timing)
      .withReducer(reducer, openState(30))
      .provide({
        call(effect, next) {
          if (effect.fn !== DELAY_FN) return next();
          clock.advance(Number(effect.args[0]));
          return undefined;
        },
      })
      .silentRun(20);
    expect(arrivals).toEqual([
      ['a', 30_000],
      ['b', 35_000],
      ['c', 35_000],
    ]);
    expect(ids(storeState as RootState)).toEqual(['a', 'b', 'c']);
  });

  test('with no delay, events pass at once', async () => {
    const clock = fakeClock();
    const hold = channel<HeldAction>(buffers.expanding());
    hold.put({ item: received('a', '10000'), heldSinceMs: 0 });
    const { reducer, arrivals } = recording(clock);
    await expectSaga(releaseHeld, hold, { ...LIVE_TIMING, now: clock.now }).withReducer(reducer, openState(0)).silentRun(20);
    expect(arrivals).toEqual([['a', 0]]);
  });

  test('issue 26: events due together reach the store a task apart (a yield between them), or together when told to', async () => {
    const letOut = async (timing: LiveTiming) => {
      const hold = channel<HeldAction>(buffers.expanding());
      for (const [id, tt] of [['a', '10000'], ['b', '20000'], ['c', '30000']] as const) hold.put({ item: received(id, tt), heldSinceMs: 0 });
      let yields = 0;
      const seen: [string, number][] = [];
      const reducer: Reducer<RootState, UnknownAction> = (state, action) => {
        if (liveEvents.eventReceived.match(action)) seen.push([action.payload.message.event.ClientId, yields]);
        return rootReducer(state, action);
      };
      await expectSaga(releaseHeld, hold, timing)
        .withReducer(reducer, openState(0))
        .provide({
          call(effect, next) {
            if (effect.fn === DELAY_FN && effect.args[0] === 0) yields += 1;
            return next();
          },
        })
        .silentRun(20);
      return seen;
    };
    const clock = fakeClock();
    expect(await letOut({ ...LIVE_TIMING, now: clock.now })).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(await letOut({ ...LIVE_TIMING, now: clock.now, yieldBetweenBatches: false })).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 0],
    ]);
  });

  test('shortening the delay lets out what it holds at once: nothing dropped, order kept', async () => {
    const clock = fakeClock();
    const hold = channel<HeldAction>(buffers.expanding());
    for (const [id, tt] of [['a', '10000'], ['b', '20000'], ['c', '30000']] as const) hold.put({ item: received(id, tt), heldSinceMs: 0 });
    const { reducer, arrivals } = recording(clock);
    const { storeState } = await expectSaga(releaseHeld, hold, { ...LIVE_TIMING, now: clock.now })
      .withReducer(reducer, openState(60))
      // The 60 s wait never ends by itself here: only the change of delay can let the events out (the line's
      // yields between the events it lets out together, delay(0), still pass).
      .provide({ call: (effect, next) => (effect.fn === DELAY_FN && Number(effect.args[0]) > 0 ? new Promise<void>(() => undefined) : next()) })
      .delay(10)
      .dispatch(spoilerEvents.broadcastDelayChosen({ seconds: 0 }))
      .silentRun(30);
    expect(arrivals).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 0],
    ]);
    expect(ids(storeState as RootState)).toEqual(['a', 'b', 'c']);
  });

  test('lengthening the delay re-times what is still held', async () => {
    const clock = fakeClock();
    const hold = channel<HeldAction>(buffers.expanding());
    hold.put({ item: received('a', '10000'), heldSinceMs: 0 });
    const waits: number[] = [];
    const { reducer, arrivals } = recording(clock);
    await expectSaga(releaseHeld, hold, { ...LIVE_TIMING, now: clock.now })
      .withReducer(reducer, openState(5))
      .provide({
        call(effect, next) {
          if (effect.fn !== DELAY_FN) return next();
          waits.push(Number(effect.args[0]));
          return new Promise<void>(() => undefined);
        },
      })
      .delay(10)
      .dispatch(spoilerEvents.broadcastDelayChosen({ seconds: 60 }))
      .silentRun(30);
    expect(waits).toEqual([5000, 60_000]);
    expect(arrivals).toEqual([]);
  });
});

describe('the live saga with a broadcast delay', () => {
  const quick: LiveTiming = { watchdogMs: 500, retryProbeMs: 5, jitterMs: 0, backoffMs: () => 5, now: () => Date.now(), random: () => 0 };

  test('history older than the delay shows at once; a live event waits for the delay; dropping the delay lets it out', async () => {
    const feed = fakeFeed();
    const services = {
      api: fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }) } }),
      live: { feed, connectivity: fakeConnectivity() },
      timing: quick,
    };
    // The fake feed's timetokens are from 1970: long past any delay.
    feed.publish(ALL, shot('old'), false);
    const seen: string[][] = [];
    setTimeout(() => feed.publish(ALL, shot('new')), 30);
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer((state: RootState | undefined, action: UnknownAction) => {
        const next = rootReducer(state, action);
        if (spoilerEvents.broadcastDelayChosen.match(action)) seen.push(ids(next));
        return next;
      }, { ...initialRootState(), spoiler: { shield: false, revealed: [], delaySeconds: 120 } })
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null, broadcastDelay: true }))
      .put(liveEvents.connectionEstablished({ matchId: 1, historyHeld: true }))
      .delay(80)
      .dispatch(spoilerEvents.broadcastDelayChosen({ seconds: 0 }))
      .silentRun(120);
    // At the change, 50 ms after the live event arrived, only the history was shown.
    expect(seen).toEqual([['old']]);
    expect(ids(storeState as RootState)).toEqual(['old', 'new']);
  });

  test('a staff screen (opened without the broadcast delay) shows events at once, whatever the fan chose', async () => {
    const feed = fakeFeed();
    const services = { api: fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }) } }), live: { feed, connectivity: fakeConnectivity() }, timing: quick };
    setTimeout(() => feed.publish(ALL, shot('new')), 30);
    const { storeState } = await expectSaga(watchLiveMatches, services)
      .withReducer(rootReducer, { ...initialRootState(), spoiler: { shield: false, revealed: [], delaySeconds: 120 } })
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null }))
      .silentRun(100);
    expect(ids(storeState as RootState)).toEqual(['new']);
  });
});
