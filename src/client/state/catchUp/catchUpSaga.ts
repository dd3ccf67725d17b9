/**
 * Catch-up saga (issue 16): follows each live match view from open to close. It restores where the fan
 * last looked (services.storage), lets the card report once the history is in, and listens to the page's
 * visibility (services.visibility): leaving the tab marks the newest event as seen, coming back shows
 * what arrived meanwhile. The marker is saved when the tab is left, the card dismissed or the view closed,
 * so the next visit (even after a reload) starts from there.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { catchUpStorageKey, markerOf, parseMarker, type CatchUpMarker } from '../../domain/live/catchUp';
import type { PageVisibility } from '../../services/pageVisibility';
import type { KeyValueStorage } from '../../services/storage';
import { liveEvents } from '../live/liveSlice';
import type { StateShape } from '../shape';
import { catchUpEvents } from './catchUpSlice';

type Opened = ReturnType<typeof liveEvents.matchViewOpened>;
type ForMatch = { type: string; payload: { matchId: number } };

const newestMarker = (state: StateShape, matchId: number): CatchUpMarker | null => markerOf(state.live.matches[matchId]?.events ?? []);

function forMatch(matchId: number, ...types: string[]) {
  return (action: unknown) => {
    const candidate = action as Partial<ForMatch>;
    return typeof candidate.type === 'string' && types.includes(candidate.type) && candidate.payload?.matchId === matchId;
  };
}

function visibilityChannel(visibility: PageVisibility): EventChannel<{ visible: boolean }> {
  return eventChannel((emit) => visibility.subscribe((visible) => emit({ visible })));
}

function* save(storage: KeyValueStorage, matchId: number, marker: CatchUpMarker | null) {
  if (marker !== null) yield call([storage, storage.set], catchUpStorageKey(matchId), JSON.stringify(marker));
}

function* followMatch(services: { storage: KeyValueStorage; visibility?: PageVisibility }, action: Opened) {
  const { matchId } = action.payload;
  const { storage } = services;
  const raw: string | null = yield call([storage, storage.get], catchUpStorageKey(matchId));
  yield put(catchUpEvents.markerRestored({ matchId, marker: parseMarker(raw) }));
  const closed = forMatch(matchId, liveEvents.matchViewClosed.type);
  const { ready } = yield race({
    ready: take(forMatch(matchId, liveEvents.connectionEstablished.type, liveEvents.matchEventsLoaded.type)),
    closed: take(closed),
  });
  if (!ready) {
    yield put(catchUpEvents.matchForgotten({ matchId }));
    return;
  }
  yield put(catchUpEvents.caughtUp({ matchId, until: yield select(newestMarker, matchId) }));
  const channel = services.visibility ? visibilityChannel(services.visibility) : null;
  // The newest event while the view is open: on close the live slice has dropped the events already.
  let latest: CatchUpMarker | null = yield select(newestMarker, matchId);
  const arrived = forMatch(matchId, liveEvents.eventReceived.type, liveEvents.historyLoaded.type, liveEvents.matchEventsLoaded.type);
  try {
    for (;;) {
      const next: { closed?: unknown; dismissed?: unknown; arrived?: unknown; change?: { visible: boolean } } = yield race({
        closed: take(closed),
        dismissed: take(forMatch(matchId, catchUpEvents.cardDismissed.type)),
        arrived: take(arrived),
        ...(channel ? { change: take(channel) } : {}),
      });
      if (next.closed) break;
      if (next.arrived) {
        latest = (yield select(newestMarker, matchId)) as CatchUpMarker | null;
      } else if (next.dismissed) {
        yield* save(storage, matchId, latest);
      } else if (next.change && !next.change.visible) {
        yield* save(storage, matchId, latest);
        yield put(catchUpEvents.tabLeft({ matchId, marker: latest }));
      } else if (next.change) {
        yield put(catchUpEvents.caughtUp({ matchId, until: latest }));
      }
    }
    yield* save(storage, matchId, latest);
  } finally {
    channel?.close();
    yield put(catchUpEvents.matchForgotten({ matchId }));
  }
}

/** Issue 16 catch-up: one follower per opened live match view. */
export function* catchUpSaga(services: { storage: KeyValueStorage; visibility?: PageVisibility }) {
  yield takeEvery(liveEvents.matchViewOpened.type, followMatch, services);
}
