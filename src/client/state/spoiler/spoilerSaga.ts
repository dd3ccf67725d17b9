import { call, put, select, takeEvery } from 'redux-saga/effects';
import { parseSpoilerPrefs, serializeSpoilerPrefs, SPOILER_STORAGE_KEY, type SpoilerPrefs } from '../../domain/spoiler';
import { mirrorChoicesCookie, type ChoicesServices } from '../readerChoices/readerChoicesSaga';
import type { StateShape } from '../shape';
import { spoilerEvents } from './spoilerSlice';

const selectPrefs = (state: StateShape): SpoilerPrefs => state.spoiler;

function* savePrefs(services: ChoicesServices) {
  const prefs: SpoilerPrefs = yield select(selectPrefs);
  yield call([services.storage, services.storage.set], SPOILER_STORAGE_KEY, serializeSpoilerPrefs(prefs));
  yield call(mirrorChoicesCookie, services);
}

/**
 * Issue 16 "remembered": restores the shield, the revealed matches and the broadcast delay at boot (before
 * the first render, as the store is made, so a shielded fan never sees a score flash), then saves every change
 * (and mirrors it in the choices cookie, so the server's render hides the scores too: issue 26).
 */
export function* spoilerSaga(services: ChoicesServices) {
  const saved: string | null = yield call([services.storage, services.storage.get], SPOILER_STORAGE_KEY);
  yield put(spoilerEvents.prefsRestored({ prefs: parseSpoilerPrefs(saved) }));
  yield takeEvery(
    [spoilerEvents.shieldToggled.type, spoilerEvents.matchRevealed.type, spoilerEvents.broadcastDelayChosen.type],
    savePrefs,
    services,
  );
}
