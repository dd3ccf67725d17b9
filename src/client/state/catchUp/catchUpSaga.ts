/**
 * Catch-up saga (issue 16): follows each live match view from open to close. It restores where the fan
 * last looked (services.storage), lets the card report once the history is in, and listens to the page's
 * visibility (services.visibility): leaving the tab marks the newest event as seen, coming back shows
 * what arrived meanwhile. The marker is saved when the tab is left, the card dismissed or the view closed,
 * so the next visit (even after a reload) starts from there.
 *
 * Issue 26: on a page the server rendered the card is on screen before this follower starts (the page
 * carries the events and the card's state). The follower takes it over instead of hiding it while the
 * browser reads the log (markerRestored keeps a shown card), updates its lines when that read ends
 * (caughtUp), and hears a dismissal made at any point, before the take-over included.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { catchUpStorageKey, markerOf, parseMarker, type CatchUpMarker } from '../../domain/live/catchUp';
import { partsIntoTasks, type LiveServices } from '../../services/liveFeed';
import type { PageVisibility } from '../../services/pageVisibility';
import type { KeyValueStorage } from '../../services/storage';
import { liveEvents } from '../live/liveSlice';
import type { StateShape } from '../shape';
import { catchUpEvents } from './catchUpSlice';

type Opened = ReturnType<typeof liveEvents.matchViewOpened>;
type ForMatch = { type: string; payload: { matchId: number } };

interface CatchUpServices {
  storage: KeyValueStorage;
  visibility?: PageVisibility;
  /** The live services' pace: parted into tasks unless they apply at once (the server's renderer); absent in tests of this domain. */
  live?: Pick<LiveServices, 'applyAtOnce'>;
}

const newestMarker = (state: StateShape, matchId: number): CatchUpMarker | null => markerOf(state.live.matches[matchId]?.events ?? []);
const isDismissed = (state: StateShape, matchId: number): boolean => state.catchUp.matches[matchId]?.status === 'dismissed';

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

function* followMatch(services: CatchUpServices, action: Opened) {
  const { matchId } = action.payload;
  const { storage } = services;
  const raw: string | null = yield call([storage, storage.get], catchUpStorageKey(matchId));
  yield put(catchUpEvents.markerRestored({ matchId, marker: parseMarker(raw) }));
  const closed = forMatch(matchId, liveEvents.matchViewClosed.type);
  const dismissed = forMatch(matchId, catchUpEvents.cardDismissed.type);
  // The events coming in; the first of `ready` says the view's read of them has ended.
  const ready: readonly string[] = [liveEvents.connectionEstablished.type, liveEvents.matchEventsLoaded.type];
  const arrived = forMatch(matchId, liveEvents.eventReceived.type, liveEvents.historyLoaded.type, ...ready);
  const channel = services.visibility ? visibilityChannel(services.visibility) : null;
  // The newest event while the view is open: on close the live slice has dropped the events already.
  let latest: CatchUpMarker | null = yield select(newestMarker, matchId);
  let read = false;
  let away = false;
  const reportLater = partsIntoTasks(services.live);
  // The card's report once the read has ended, while it waits for its own task (issue 26); null when none waits.
  let reportDue: { until: CatchUpMarker | null } | null = null;
  // Issue 26: a card the server rendered is on screen from the first paint, so the fan may dismiss it (or
  // leave the tab) before this follower took it over or while the browser reads the log: heard all along.
  const dismissedEarly: boolean = yield select(isDismissed, matchId);
  if (dismissedEarly) yield* save(storage, matchId, latest);
  try {
    for (;;) {
      const next: { closed?: unknown; dismissed?: unknown; arrived?: { type: string }; change?: { visible: boolean }; due?: true } = yield race({
        closed: take(closed),
        dismissed: take(dismissed),
        arrived: take(arrived),
        ...(channel ? { change: take(channel) } : {}),
        ...(reportDue ? { due: delay(0, true) } : {}),
      });
      if (next.closed) break;
      if (next.due && reportDue) {
        yield put(catchUpEvents.caughtUp({ matchId, until: reportDue.until }));
        reportDue = null;
      } else if (next.arrived) {
        latest = (yield select(newestMarker, matchId)) as CatchUpMarker | null;
        if (!read && ready.includes(next.arrived.type)) {
          read = true;
          // Away meanwhile: the card reports when the fan is back. It reports what the read brought, not
          // what arrives live before its task.
          if (!away && reportLater) reportDue = { until: latest };
          else if (!away) yield put(catchUpEvents.caughtUp({ matchId, until: latest }));
        }
      } else if (next.dismissed) {
        yield* save(storage, matchId, latest);
      } else if (next.change && !next.change.visible) {
        away = true;
        reportDue = null;
        yield* save(storage, matchId, latest);
        yield put(catchUpEvents.tabLeft({ matchId, marker: latest }));
      } else if (next.change) {
        away = false;
        if (read) yield put(catchUpEvents.caughtUp({ matchId, until: latest }));
      }
    }
    // Closed before the events were read: the fan has not seen the match yet (unless dismissed, saved then).
    if (read) yield* save(storage, matchId, latest);
  } finally {
    channel?.close();
    yield put(catchUpEvents.matchForgotten({ matchId }));
  }
}

/** Issue 16 catch-up: one follower per opened live match view. */
export function* catchUpSaga(services: CatchUpServices) {
  yield takeEvery(liveEvents.matchViewOpened.type, followMatch, services);
}
