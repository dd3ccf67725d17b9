/**
 * Issue 26: a long history (5,000 events) reaches the store in batches of at most APPLY_BATCH, each after a
 * yield to the browser (`delay(0)`, a new task), oldest first — so applying and rendering it is several
 * short tasks instead of one long one — and every event is still listed once, in order, with and without
 * the broadcast delay line in between.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga, testSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { liveEvents, type LiveMessage } from '../../../../src/client/state/live/liveSlice';
import { APPLY_BATCH, applyBatches, deliverTimed, LIVE_TIMING, liveTimingOf, watchLiveMatches, type LiveTiming } from '../../../../src/client/state/live/liveSaga';
import { selectLiveView } from '../../../../src/client/state/live/selectors';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { fakeConnectivity, fakeFeed } from '../../../support/liveFeed';
import { fakeApi } from '../../../support/services';
import { initialRootState } from '../../../support/state';

const ALL = 'match:1:all';
const shot = (i: number): LiveEvent => ({ ClientId: `s${i}`, MatchId: 1, MatchEventType: 'Shot', Team: 'H' });
const message = (i: number): LiveMessage => ({ timetoken: `${17_000_000_000_000_000 + i}`, event: shot(i) });
const toAction = (batch: LiveMessage[]) => liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: batch });

describe('a long history in batches (issue 26)', () => {
  it('splits in order into batches of at most APPLY_BATCH, and an empty or short history into one', () => {
    const items = Array.from({ length: APPLY_BATCH * 2 + 7 }, (_, i) => i);
    const batches = applyBatches(items);
    expect(batches.map((batch) => batch.length)).toEqual([APPLY_BATCH, APPLY_BATCH, 7]);
    expect(batches.flat()).toEqual(items);
    expect(applyBatches([])).toEqual([[]]);
    expect(applyBatches([1, 2])).toEqual([[1, 2]]);
  });

  it('puts each batch straight to the store after a yield to the browser', () => {
    const messages = Array.from({ length: APPLY_BATCH + 3 }, (_, i) => message(i));
    testSaga(deliverTimed<LiveMessage>, null, messages, () => null, toAction, LIVE_TIMING)
      .next()
      .delay(0)
      .next()
      .put(toAction(messages.slice(0, APPLY_BATCH)))
      .next()
      .delay(0)
      .next()
      .put(toAction(messages.slice(APPLY_BATCH)))
      .next()
      .isDone();
  });

  it('on the server (the live services apply at once), a long history is one put: the renderer never sees part of it', () => {
    const messages = Array.from({ length: APPLY_BATCH * 2 + 3 }, (_, i) => message(i));
    const timing = liveTimingOf({ feed: fakeFeed(), connectivity: fakeConnectivity(), applyAtOnce: true });
    testSaga(deliverTimed<LiveMessage>, null, messages, () => null, toAction, timing).next().put(toAction(messages)).next().isDone();
    expect(liveTimingOf({ feed: fakeFeed(), connectivity: fakeConnectivity() })).toBe(LIVE_TIMING);
  });

  it('puts a short history in one batch, with no yield', () => {
    const messages = [message(0), message(1)];
    testSaga(deliverTimed<LiveMessage>, null, messages, () => null, toAction, LIVE_TIMING).next().put(toAction(messages)).next().isDone();
  });

  it('lists every event of a 1,203-event history once, in order, through the delay line in three batches', async () => {
    const feed = fakeFeed();
    for (let i = 0; i < 1_203; i += 1) feed.publish(ALL, shot(i), false);
    const timing: LiveTiming = { ...LIVE_TIMING, watchdogMs: 60_000, jitterMs: 0 };
    const services = { api: fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }) } }), live: { feed, connectivity: fakeConnectivity() }, timing };
    const { storeState, effects } = await expectSaga(watchLiveMatches, services)
      .withReducer(rootReducer, initialRootState())
      .dispatch(liveEvents.matchViewOpened({ matchId: 1, matchDate: null, broadcastDelay: true }))
      .silentRun(500);
    const applied = (effects.put ?? [])
      .map((effect) => (effect as { payload: { action: UnknownAction } }).payload.action)
      .filter((action): action is ReturnType<typeof toAction> => liveEvents.historyLoaded.match(action) && action.payload.channel === ALL);
    expect(applied.map((action) => action.payload.messages.length)).toEqual([APPLY_BATCH, APPLY_BATCH, 203]);
    expect(selectLiveView(storeState as RootState, 1)?.chronological.map((event) => event.ClientId)).toEqual(Array.from({ length: 1_203 }, (_, i) => `s${i}`));
  });
});
