import { call } from 'redux-saga/effects';
import { READER_CHOICES_COOKIE, READER_CHOICES_MAX_AGE_SECONDS, serializeReaderChoices } from '../../../shared/readerChoices';
import { choicesOfStorage } from '../../domain/readerChoices';
import type { CookieJar } from '../../services/cookies';
import type { KeyValueStorage } from '../../services/storage';

/** What the sagas that save a choice need to mirror it (no cookies: on the server, nothing to write). */
export interface ChoicesServices {
  storage: KeyValueStorage;
  cookies?: CookieJar;
}

/**
 * Issue 26: writes the choices cookie from what local storage holds now (so the server renders what this
 * browser's next boot restores): set, renewed for a year, when its value differs; removed when there is
 * nothing left to carry. The language, favourites and spoiler sagas call it after every save.
 */
export function* mirrorChoicesCookie({ storage, cookies }: ChoicesServices) {
  if (!cookies) return;
  const value = serializeReaderChoices(choicesOfStorage((key) => storage.get(key)));
  const current: string | null = yield call([cookies, cookies.get], READER_CHOICES_COOKIE);
  if (value === current) return;
  if (value === null) yield call([cookies, cookies.remove], READER_CHOICES_COOKIE);
  else yield call([cookies, cookies.set], READER_CHOICES_COOKIE, value, READER_CHOICES_MAX_AGE_SECONDS);
}

/**
 * Issue 26, boot: a reader who chose before the cookie existed (or whose cookie was lost or is stale) gets
 * it written from local storage at once, so the next page the server renders is theirs.
 */
export function* readerChoicesSaga(services: ChoicesServices) {
  yield call(mirrorChoicesCookie, services);
}
