import { call, takeEvery } from 'redux-saga/effects';
import { LANGUAGE_STORAGE_KEY } from '../../domain/language';
import type { KeyValueStorage } from '../../services/storage';
import { languageEvents } from './languageSlice';

function* saveLanguage(storage: KeyValueStorage, action: ReturnType<typeof languageEvents.languageChosen>) {
  yield call([storage, storage.set], LANGUAGE_STORAGE_KEY, action.payload.language);
}

/** SPEC §1: a chosen language is saved in local storage under the language key. */
export function* languageSaga(services: { storage: KeyValueStorage }) {
  yield takeEvery(languageEvents.languageChosen.type, saveLanguage, services.storage);
}
