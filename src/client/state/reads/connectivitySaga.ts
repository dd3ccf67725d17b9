/**
 * Issue 29 case 1: follows the device's connection. Offline, the page says so with its data's age (the
 * service worker serves the kept copies); back online, every read the page holds is asked again (RTK
 * Query's refetch on reconnect, and the sagas' failed reads retry at once), so fresh data come without a
 * reload. The live feed reconnects by itself (live saga).
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { DeviceConnectivity } from '../../services/connectivity';
import { api } from '../api/api';
import { readsEvents } from './readsSlice';

interface ConnectionChange {
  online: boolean;
}

function connectionChanges(connectivity: DeviceConnectivity): EventChannel<ConnectionChange> {
  return eventChannel((emit) => connectivity.subscribe((online) => emit({ online })), buffers.sliding(4));
}

export function* connectivitySaga({ connectivity }: { connectivity?: DeviceConnectivity }) {
  if (!connectivity) return;
  // Opened offline: the page came from the service worker's cache, as old as its render.
  if (!connectivity.online()) {
    yield put(api.internalActions.onOffline());
    yield put(readsEvents.connectionLost({ dataAsOfMs: connectivity.pageRenderedAtMs() }));
  }
  const channel: EventChannel<ConnectionChange> = yield call(connectionChanges, connectivity);
  try {
    for (;;) {
      const { online }: ConnectionChange = yield take(channel);
      if (online) {
        yield put(readsEvents.connectionRestored());
        yield put(api.internalActions.onOnline());
        yield put(readsEvents.retryRequested());
      } else {
        yield put(api.internalActions.onOffline());
        yield put(readsEvents.connectionLost({ dataAsOfMs: connectivity.nowMs() }));
      }
    }
  } finally {
    channel.close();
  }
}
