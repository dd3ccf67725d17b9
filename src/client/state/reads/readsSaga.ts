/**
 * Carries the api's events into the store (issue 10 §2, §4), so the page can say when it is waiting to
 * retry and when it shows data the results service could not refresh.
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { Api, ApiEvent } from '../../services/api';
import { readsEvents } from './readsSlice';

function apiEvents(subscribe: NonNullable<Api['subscribe']>): EventChannel<ApiEvent> {
  return eventChannel((emit) => subscribe(emit), buffers.expanding());
}

export function toReadsAction(event: ApiEvent) {
  switch (event.type) {
    case 'retrying':
      return readsEvents.readRetrying({ what: event.what, attempt: event.attempt });
    case 'retrySettled':
      return readsEvents.readSettled({ what: event.what });
    case 'staleAnswer':
      return readsEvents.staleAnswerReceived({ what: event.what, updatedAtMs: event.updatedAtMs });
    case 'freshAnswer':
      return readsEvents.freshAnswerReceived({ what: event.what });
  }
}

export function* readsSaga({ api }: { api: Api }) {
  if (!api.subscribe) return;
  const channel: EventChannel<ApiEvent> = yield call(apiEvents, api.subscribe.bind(api));
  try {
    for (;;) {
      const event: ApiEvent = yield take(channel);
      yield put(toReadsAction(event));
    }
  } finally {
    channel.close();
  }
}
