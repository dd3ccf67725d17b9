import { call, put, takeEvery } from 'redux-saga/effects';
import { parseThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from '../../domain/theme';
import type { DocumentTheme } from '../../services/documentTheme';
import { mirrorChoicesCookie, type ChoicesServices } from '../readerChoices/readerChoicesSaga';
import { themeEvents } from './themeSlice';

export interface ThemeServices extends ChoicesServices {
  /** The page's `<html>`; absent on the server (it writes the attribute into the HTML itself). */
  documentTheme?: DocumentTheme;
}

function* applyTheme({ documentTheme }: ThemeServices, choice: ThemeChoice) {
  if (documentTheme) yield call([documentTheme, documentTheme.apply], choice);
}

function* saveTheme(services: ThemeServices, action: ReturnType<typeof themeEvents.themeChosen>) {
  const { choice } = action.payload;
  yield call(applyTheme, services, choice);
  yield call([services.storage, services.storage.set], THEME_STORAGE_KEY, choice);
  yield call(mirrorChoicesCookie, services);
}

/**
 * Issue 27 case 8 "remembered": restores the theme choice at boot and puts it on `<html>` (the server already
 * did from the cookie; a page it did not render, or a cookie lost, is put right here), then saves every choice
 * in local storage, mirrors it in the choices cookie (so the server's next page is already in it: no flash)
 * and applies it to the page.
 */
export function* themeSaga(services: ThemeServices) {
  const saved: string | null = yield call([services.storage, services.storage.get], THEME_STORAGE_KEY);
  const choice = parseThemeChoice(saved);
  yield put(themeEvents.themeRestored({ choice }));
  yield call(applyTheme, services, choice);
  yield takeEvery(themeEvents.themeChosen.type, saveTheme, services);
}
