import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { rootReducer } from '../../../../src/client/app/store';
import { catchUpStorageKey } from '../../../../src/client/domain/live/catchUp';
import { fakeVisibility } from '../../../../src/client/services/pageVisibility';
import { memoryStorage } from '../../../../src/client/services/storage';
import { catchUpSaga } from '../../../../src/client/state/catchUp/catchUpSaga';
import { catchUpEvents } from '../../../../src/client/state/catchUp/catchUpSlice';
import { selectCatchUp } from '../../../../src/client/state/catchUp/selectors';
import { liveEvents } from '../../../../src/client/state/live/liveSlice';
import { initialRootState } from '../../../support/state';

const MATCH = 42;
let seq = 0;
const goal = (Team: 'H' | 'A', LastName: string): LiveEvent => {
  seq += 1;
  return {
    ClientId: `g${seq}`,
    Id: seq,
    MatchId: MATCH,
    MatchEventType: 'Goal',
    Team,
    Period: 1,
    PeriodTime: `0${seq}:00`,
    Player: { Id: seq, TeamId: 1, ShirtNo: seq, FirstName: 'Ola', LastName },
  };
};
let tt = 0;
const received = (event: LiveEvent) =>
  liveEvents.eventReceived({ matchId: MATCH, channel: `match:${MATCH}:all`, message: { timetoken: `1800000000000${String((tt += 1)).padStart(4, '0')}`, event } });
const opened = liveEvents.matchViewOpened({ matchId: MATCH, matchDate: null });
const synced = liveEvents.connectionEstablished({ matchId: MATCH });
const marker = (event: LiveEvent) => ({ clientId: event.ClientId, id: event.Id ?? null });

/** A store with the real reducers and only the catch-up saga. */
function storeWith(services: Parameters<typeof catchUpSaga>[0]) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initialRootState(),
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(saga),
  });
  saga.run(catchUpSaga, services);
  const scorers = () => selectCatchUp(store.getState(), MATCH)?.items.flatMap((item) => (item.kind === 'goal' ? [item.scorer] : [])) ?? null;
  return { store, scorers };
}

describe('catch-up saga (issue 16)', () => {
  const first = goal('H', 'Alfa');
  const second = goal('A', 'Beta');
  const third = goal('A', 'Gamma');

  test('first open after the start: restored marker, then the card once the history is in', async () => {
    await expectSaga(catchUpSaga, { storage: memoryStorage() })
      .withReducer(rootReducer, initialRootState())
      .dispatch(opened)
      .dispatch(received(first))
      .dispatch(synced)
      .put(catchUpEvents.markerRestored({ matchId: MATCH, marker: null }))
      .put(catchUpEvents.caughtUp({ matchId: MATCH, until: marker(first) }))
      .silentRun(50);
  });

  test('since the start: lists the goals with scorers; events seen live are not added; dismiss hides it and saves', () => {
    const storage = memoryStorage();
    const { store, scorers } = storeWith({ storage });
    store.dispatch(opened);
    store.dispatch(received(first));
    store.dispatch(received(second));
    expect(scorers()).toBeNull();
    store.dispatch(synced);
    expect(scorers()).toEqual(['Ola Alfa', 'Ola Beta']);
    expect(selectCatchUp(store.getState(), MATCH)?.fromStart).toBe(true);
    store.dispatch(received(third));
    expect(scorers()).toEqual(['Ola Alfa', 'Ola Beta']);
    store.dispatch(catchUpEvents.cardDismissed({ matchId: MATCH }));
    expect(scorers()).toBeNull();
    expect(storage.get(catchUpStorageKey(MATCH))).toBe(JSON.stringify(marker(third)));
  });

  test('leaving the tab and returning lists only what happened meanwhile', () => {
    const storage = memoryStorage();
    const visibility = fakeVisibility(true);
    const { store, scorers } = storeWith({ storage, visibility });
    store.dispatch(opened);
    store.dispatch(received(first));
    store.dispatch(synced);
    store.dispatch(catchUpEvents.cardDismissed({ matchId: MATCH }));
    visibility.set(false);
    expect(storage.get(catchUpStorageKey(MATCH))).toBe(JSON.stringify(marker(first)));
    store.dispatch(received(second));
    store.dispatch(received(third));
    expect(scorers()).toBeNull();
    visibility.set(true);
    expect(scorers()).toEqual(['Ola Beta', 'Ola Gamma']);
    expect(selectCatchUp(store.getState(), MATCH)?.fromStart).toBe(false);
  });

  test('a later visit starts from the saved marker; closing the view saves and forgets', () => {
    const storage = memoryStorage({ [catchUpStorageKey(MATCH)]: JSON.stringify(marker(first)) });
    const { store, scorers } = storeWith({ storage });
    store.dispatch(opened);
    for (const event of [first, second, third]) store.dispatch(received(event));
    store.dispatch(synced);
    expect(scorers()).toEqual(['Ola Beta', 'Ola Gamma']);
    store.dispatch(liveEvents.matchViewClosed({ matchId: MATCH }));
    expect(store.getState().catchUp.matches[MATCH]).toBeUndefined();
    expect(storage.get(catchUpStorageKey(MATCH))).toBe(JSON.stringify(marker(third)));
  });

  test('nothing new since the saved marker: no card', () => {
    const storage = memoryStorage({ [catchUpStorageKey(MATCH)]: JSON.stringify(marker(third)) });
    const { store, scorers } = storeWith({ storage });
    store.dispatch(opened);
    for (const event of [first, second, third]) store.dispatch(received(event));
    store.dispatch(synced);
    expect(scorers()).toBeNull();
  });
});
