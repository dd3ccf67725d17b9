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

/** A store with the real reducers and only the catch-up saga (from `preloadedState`: a page the server rendered). */
function storeWith(services: Parameters<typeof catchUpSaga>[0], preloadedState = initialRootState()) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
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

describe('catch-up on a page the server rendered (issue 26)', () => {
  const first = goal('H', 'Server');
  const second = goal('A', 'Rendered');
  const third = goal('H', 'Later');
  const loaded = liveEvents.matchEventsLoaded({ matchId: MATCH, events: [first, second] });

  /** The state the server puts in the page: the view opened, its events fetched, the card shown from the start. */
  function serverPageState() {
    const { store } = storeWith({ storage: memoryStorage() });
    store.dispatch(opened);
    store.dispatch(loaded);
    expect(store.getState().catchUp.matches[MATCH]?.status).toBe('shown');
    return store.getState();
  }

  test('the card the page shows stays on screen when the browser takes it over, and takes in what its read of the log brings', () => {
    const storage = memoryStorage();
    const { store, scorers } = storeWith({ storage }, serverPageState());
    expect(scorers()).toEqual(['Ola Server', 'Ola Rendered']);
    store.dispatch(opened);
    // Never hidden meanwhile: hidden and shown again moved everything below it (a layout shift).
    expect(scorers()).toEqual(['Ola Server', 'Ola Rendered']);
    store.dispatch(received(third));
    store.dispatch(synced);
    expect(scorers()).toEqual(['Ola Server', 'Ola Rendered', 'Ola Later']);
    expect(selectCatchUp(store.getState(), MATCH)?.fromStart).toBe(true);
  });

  test("a reader who looked before sees at once what is new since this browser's marker, not since the start", () => {
    const storage = memoryStorage({ [catchUpStorageKey(MATCH)]: JSON.stringify(marker(first)) });
    const { store, scorers } = storeWith({ storage }, serverPageState());
    store.dispatch(opened);
    expect(scorers()).toEqual(['Ola Rendered']);
    expect(selectCatchUp(store.getState(), MATCH)?.fromStart).toBe(false);
    store.dispatch(received(third));
    store.dispatch(synced);
    expect(scorers()).toEqual(['Ola Rendered', 'Ola Later']);
  });

  test('a dismissal before the take-over stands and is saved', () => {
    const storage = memoryStorage();
    const { store, scorers } = storeWith({ storage }, serverPageState());
    // The hydrated page's button, before the page's effect opened the browser's view.
    store.dispatch(catchUpEvents.cardDismissed({ matchId: MATCH }));
    store.dispatch(opened);
    expect(storage.get(catchUpStorageKey(MATCH))).toBe(JSON.stringify(marker(second)));
    store.dispatch(received(third));
    store.dispatch(synced);
    expect(scorers()).toBeNull();
  });

  test('leaving the tab before the read of the log ended, then coming back: only what came meanwhile', () => {
    const storage = memoryStorage();
    const visibility = fakeVisibility(true);
    const { store, scorers } = storeWith({ storage, visibility }, serverPageState());
    store.dispatch(opened);
    visibility.set(false);
    expect(storage.get(catchUpStorageKey(MATCH))).toBe(JSON.stringify(marker(second)));
    store.dispatch(received(third));
    store.dispatch(synced);
    expect(scorers()).toBeNull();
    visibility.set(true);
    expect(scorers()).toEqual(['Ola Later']);
    expect(selectCatchUp(store.getState(), MATCH)?.fromStart).toBe(false);
  });

  test("a dismissal while the browser reads the log stands when the read ends, and is saved at once", () => {
    const storage = memoryStorage();
    const { store, scorers } = storeWith({ storage }, serverPageState());
    store.dispatch(opened);
    store.dispatch(catchUpEvents.cardDismissed({ matchId: MATCH }));
    expect(scorers()).toBeNull();
    expect(storage.get(catchUpStorageKey(MATCH))).toBe(JSON.stringify(marker(second)));
    store.dispatch(received(third));
    store.dispatch(synced);
    expect(scorers()).toBeNull();
    store.dispatch(liveEvents.matchViewClosed({ matchId: MATCH }));
    expect(storage.get(catchUpStorageKey(MATCH))).toBe(JSON.stringify(marker(third)));
  });
});

describe('catch-up in the browser (issue 26: the card reports a task after "connected", not in its task)', () => {
  const first = goal('H', 'Alfa');
  const second = goal('A', 'Beta');
  const third = goal('A', 'Gamma');
  const aTaskLater = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  test('the card comes a task after the read ends, with what the read brought and not what came live meanwhile', async () => {
    const { store, scorers } = storeWith({ storage: memoryStorage(), live: {} });
    store.dispatch(opened);
    store.dispatch(received(first));
    store.dispatch(received(second));
    store.dispatch(synced);
    expect(scorers()).toBeNull();
    store.dispatch(received(third));
    await aTaskLater();
    expect(scorers()).toEqual(['Ola Alfa', 'Ola Beta']);
  });

  test('leaving the tab before that task: no card until the fan is back', async () => {
    const visibility = fakeVisibility(true);
    const { store, scorers } = storeWith({ storage: memoryStorage(), visibility, live: {} });
    store.dispatch(opened);
    store.dispatch(received(first));
    store.dispatch(synced);
    visibility.set(false);
    await aTaskLater();
    expect(scorers()).toBeNull();
    store.dispatch(received(second));
    visibility.set(true);
    expect(scorers()).toEqual(['Ola Beta']);
  });

  test('closing the view before that task: no card, and the marker is saved', async () => {
    const storage = memoryStorage();
    const { store, scorers } = storeWith({ storage, live: {} });
    store.dispatch(opened);
    store.dispatch(received(first));
    store.dispatch(synced);
    store.dispatch(liveEvents.matchViewClosed({ matchId: MATCH }));
    await aTaskLater();
    expect(scorers()).toBeNull();
    expect(storage.get(catchUpStorageKey(MATCH))).toBe(JSON.stringify(marker(first)));
  });

  test("the server's renderer (live services that apply at once) reports in the same task", () => {
    const { store, scorers } = storeWith({ storage: memoryStorage(), live: { applyAtOnce: true } });
    store.dispatch(opened);
    store.dispatch(received(first));
    store.dispatch(synced);
    expect(scorers()).toEqual(['Ola Alfa']);
  });
});
