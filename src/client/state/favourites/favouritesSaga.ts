import { call, put, select, takeEvery } from 'redux-saga/effects';
import { FAVOURITES_STORAGE_KEY, parseFavourites, serialiseFavourites, type FavouriteKey } from '../../domain/favourites';
import type { KeyValueStorage } from '../../services/storage';
import { selectFavouriteKeys } from './selectors';
import { favouritesEvents } from './favouritesSlice';

function* saveFavourites(storage: KeyValueStorage) {
  const keys: readonly FavouriteKey[] = yield select(selectFavouriteKeys);
  yield call([storage, storage.set], FAVOURITES_STORAGE_KEY, serialiseFavourites(keys));
}

/**
 * Issue 16, favourite teams without an account: reads the saved stars once at boot (malformed storage
 * reads as none), then saves the whole list after every toggle. Storage never throws (services/storage).
 */
export function* favouritesSaga(services: { storage: KeyValueStorage }) {
  const saved: string | null = yield call([services.storage, services.storage.get], FAVOURITES_STORAGE_KEY);
  yield put(favouritesEvents.favouritesRestored({ keys: parseFavourites(saved) }));
  yield takeEvery(favouritesEvents.favouriteTeamToggled.type, saveFavourites, services.storage);
}
