import { call, takeEvery } from 'redux-saga/effects';
import { LANGUAGE_STORAGE_KEY } from '../../domain/language';
import { mirrorChoicesCookie, type ChoicesServices } from '../readerChoices/readerChoicesSaga';
import { languageEvents } from './languageSlice';

function* saveLanguage(services: ChoicesServices, action: ReturnType<typeof languageEvents.languageChosen>) {
  yield call([services.storage, services.storage.set], LANGUAGE_STORAGE_KEY, action.payload.language);
  yield call(mirrorChoicesCookie, services);
}

/** SPEC §1: a chosen language is saved in local storage under the language key (and mirrored in the choices cookie, issue 26). */
export function* languageSaga(services: ChoicesServices) {
  yield takeEvery(languageEvents.languageChosen.type, saveLanguage, services);
}
