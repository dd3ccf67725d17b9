import { call, put, takeEvery } from 'redux-saga/effects';
import { parseScheduleView, SCHEDULE_VIEW_STORAGE_KEY } from '../../domain/scoreboard';
import type { KeyValueStorage } from '../../services/storage';
import { scheduleEvents } from './scheduleSlice';

function* saveView(storage: KeyValueStorage, action: ReturnType<typeof scheduleEvents.viewChosen>) {
  yield call([storage, storage.set], SCHEDULE_VIEW_STORAGE_KEY, action.payload.view);
}

/**
 * SPEC §4 "schedule toggle: Upcoming (default) or Played, remembered": restores the saved choice at
 * boot (an unknown or missing value is Upcoming), then saves every choice.
 */
export function* scheduleSaga(services: { storage: KeyValueStorage }) {
  const saved: string | null = yield call([services.storage, services.storage.get], SCHEDULE_VIEW_STORAGE_KEY);
  yield put(scheduleEvents.viewRestored({ view: parseScheduleView(saved) }));
  yield takeEvery(scheduleEvents.viewChosen.type, saveView, services.storage);
}
