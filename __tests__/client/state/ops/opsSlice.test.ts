/** Issue 15: the ops wall's reducer, as given / when / then over deep-frozen state. */
import { rootReducer } from '../../../../src/client/app/store';
import { emptyFeed, MAX_SEEN, opsEvents, opsSlice, type OpsState } from '../../../../src/client/state/ops/opsSlice';
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../../src/shared/contract/live';
import { deepFreeze } from '../../../support/deepFreeze';

const T0 = 1_800_000_000_000;
const tt = (ms: number) => `${ms}0000`;
let n = 0;
const ev = (fields: Partial<LiveEvent>): LiveEvent => ({ Id: (n += 1), ClientId: `e${n}`, MatchId: 1, MatchEventType: LIVE_EVENT_TYPE.shot, ...fields }) as LiveEvent;
const goal = (team: 'H' | 'B', clientId?: string) => ev({ MatchEventType: LIVE_EVENT_TYPE.goal, Team: team, ...(clientId ? { ClientId: clientId } : {}) });
const start = () => ev({ MatchEventType: LIVE_EVENT_TYPE.timer, EventType: 2, TypeName: 'Match start', Period: 1 });

function given(): OpsState {
  const state = opsSlice.reducer(undefined, opsEvents.wallOpened());
  return deepFreeze(opsSlice.reducer(state, opsEvents.feedsListed({ feeds: [{ matchId: 1, sport: 'hockey' }, { matchId: 2, sport: 'volleyball' }] })));
}

describe('ops slice', () => {
  test('the root reducer holds it, closed and empty', () => {
    expect(rootReducer(undefined, { type: '@@init' }).ops).toEqual({ open: false, feeds: {}, connection: 'connecting', lostSinceMs: null, channels: 0 });
  });

  test('listing feeds keeps what is known of those still listed and drops the rest', () => {
    let state = opsSlice.reducer(given(), opsEvents.historyLoaded({ matchId: 1, channel: 'all', messages: [{ timetoken: tt(T0), event: start() }], atMs: T0 + 5 }));
    state = deepFreeze(opsSlice.reducer(state, opsEvents.feedsListed({ feeds: [{ matchId: 1, sport: 'hockey' }, { matchId: 3, sport: 'basketball' }] })));
    expect(Object.keys(state.feeds)).toEqual(['1', '3']);
    expect(state.feeds[1]?.received).toBe(1);
    expect(state.feeds[3]).toEqual(emptyFeed(3, 'basketball'));
  });

  test('history counts events, corrections and deletes; a re-read past the cursor counts nothing twice', () => {
    const first = goal('H', 'g1');
    const messages = [
      { timetoken: tt(T0), event: start() },
      { timetoken: tt(T0 + 1000), event: first },
      { timetoken: tt(T0 + 2000), event: ev({ ClientId: 'x1' }) },
      { timetoken: tt(T0 + 3000), event: { ...first, Team: 'B' as const } },
      { timetoken: tt(T0 + 4000), event: ev({ MatchEventType: LIVE_EVENT_TYPE.delete, DeletedEventClientId: 'x1' }) },
    ];
    const once = deepFreeze(opsSlice.reducer(given(), opsEvents.historyLoaded({ matchId: 1, channel: 'all', messages, atMs: T0 + 10_000 })));
    const twice = opsSlice.reducer(once, opsEvents.historyLoaded({ matchId: 1, channel: 'all', messages, atMs: T0 + 20_000 }));
    for (const state of [once, twice]) {
      expect(state.feeds[1]).toMatchObject({ received: 4, corrections: 1, deletes: 1, lastEventMs: T0 + 4000, delayMs: null });
      // The corrected goal replaced its first version in place: one goal, by the away side.
      expect(state.feeds[1]?.decisive.filter((e) => e.MatchEventType === 'Goal').map((e) => e.Team)).toEqual(['B']);
    }
  });

  test('a live message stamps its arrival and its delay', () => {
    const state = opsSlice.reducer(
      given(),
      opsEvents.messagesReceived({ items: [{ matchId: 1, channel: 'all', timetoken: tt(T0), event: start() }], atMs: T0 + 250 }),
    );
    expect(state.feeds[1]).toMatchObject({ lastEventMs: T0 + 250, delayMs: 250, received: 1 });
  });

  test('a goals pair that disagrees with the events is dated from when it began, and cleared when they agree', () => {
    let state = given();
    state = deepFreeze(
      opsSlice.reducer(
        state,
        opsEvents.messagesReceived({
          items: [
            { matchId: 1, channel: 'all', timetoken: tt(T0), event: start() },
            { matchId: 1, channel: 'goals', timetoken: tt(T0 + 1), event: { ...goal('H'), h: 1, a: 0 } },
          ],
          atMs: T0 + 100,
        }),
      ),
    );
    expect(state.feeds[1]?.mismatchSinceMs).toBe(T0 + 100);
    state = deepFreeze(opsSlice.reducer(state, opsEvents.messagesReceived({ items: [{ matchId: 1, channel: 'all', timetoken: tt(T0 + 5), event: ev({ MatchEventType: 'Faceoff' }) }], atMs: T0 + 900 })));
    expect(state.feeds[1]?.mismatchSinceMs).toBe(T0 + 100);
    state = opsSlice.reducer(state, opsEvents.messagesReceived({ items: [{ matchId: 1, channel: 'all', timetoken: tt(T0 + 6), event: goal('H') }], atMs: T0 + 1000 }));
    expect(state.feeds[1]?.mismatchSinceMs).toBeNull();
    expect(state.feeds[1]?.goalsPair).toEqual({ h: 1, a: 0 });
  });

  test('messages of a match not listed are ignored', () => {
    const state = opsSlice.reducer(given(), opsEvents.messagesReceived({ items: [{ matchId: 9, channel: 'all', timetoken: tt(T0), event: start() }], atMs: T0 }));
    expect(state.feeds[9]).toBeUndefined();
  });

  test('the connection: lost once (the first loss is kept), live again clears it; closing forgets everything', () => {
    let state = deepFreeze(opsSlice.reducer(given(), opsEvents.connectionLost({ atMs: T0 })));
    state = deepFreeze(opsSlice.reducer(state, opsEvents.connectionLost({ atMs: T0 + 5000, offline: true })));
    expect(state).toMatchObject({ connection: 'offline', lostSinceMs: T0 });
    state = deepFreeze(opsSlice.reducer(state, opsEvents.connectionEstablished()));
    expect(state).toMatchObject({ connection: 'live', lostSinceMs: null });
    expect(opsSlice.reducer(state, opsEvents.wallClosed())).toEqual(opsSlice.reducer(undefined, { type: '@@init' }));
  });

  test('the ClientIds remembered are bounded', () => {
    const messages = Array.from({ length: MAX_SEEN + 10 }, (_, i) => ({ timetoken: tt(T0 + i), event: ev({ MatchEventType: 'Faceoff' }) }));
    const state = opsSlice.reducer(given(), opsEvents.historyLoaded({ matchId: 1, channel: 'all', messages, atMs: T0 + 100_000 }));
    expect(state.feeds[1]?.seenCount).toBe(MAX_SEEN);
    expect(state.feeds[1]?.received).toBe(MAX_SEEN + 10);
  });
});
