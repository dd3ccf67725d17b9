import { call, put, select, takeEvery } from 'redux-saga/effects';
import { FAVOURITES_STORAGE_KEY, parseFavourites, serialiseFavourites, type FavouriteKey } from '../../domain/favourites';
import { mirrorChoicesCookie, type ChoicesServices } from '../readerChoices/readerChoicesSaga';
import { selectFavouriteKeys } from './selectors';
import { favouritesEvents } from './favouritesSlice';

function* saveFavourites(services: ChoicesServices) {
  const keys: readonly FavouriteKey[] = yield select(selectFavouriteKeys);
  yield call([services.storage, services.storage.set], FAVOURITES_STORAGE_KEY, serialiseFavourites(keys));
  yield call(mirrorChoicesCookie, services);
}

/**
 * Issue 16, favourite teams without an account: reads the saved stars once at boot (malformed storage
 * reads as none), then saves the whole list after every toggle (and mirrors it in the choices cookie, issue 26).
 * Storage never throws (services/storage).
 */
export function* favouritesSaga(services: ChoicesServices) {
  const saved: string | null = yield call([services.storage, services.storage.get], FAVOURITES_STORAGE_KEY);
  yield put(favouritesEvents.favouritesRestored({ keys: parseFavourites(saved) }));
  yield takeEvery(favouritesEvents.favouriteTeamToggled.type, saveFavourites, services);
}
