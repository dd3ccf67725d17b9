import { all, call, fork } from 'redux-saga/effects';
import type { Services } from '../services';
import { favouritesSaga } from '../state/favourites/favouritesSaga';
import { goalAlertsSaga } from '../state/goalAlerts/goalAlertsSaga';
import { catchUpSaga } from '../state/catchUp/catchUpSaga';
import { kioskSaga } from '../state/kiosk/kioskRoot';
import { languageSaga } from '../state/language/languageSaga';
import { liveSaga } from '../state/live/liveSaga';
import { liveScoresSaga } from '../state/liveScores/liveScoresSaga';
import { opsSaga } from '../state/ops/opsSaga';
import { readerChoicesSaga } from '../state/readerChoices/readerChoicesSaga';
import { connectivitySaga } from '../state/reads/connectivitySaga';
import { readsSaga } from '../state/reads/readsSaga';
import { queryRetrySaga } from '../state/reads/retry';
import { scheduleSaga } from '../state/schedule/scheduleSaga';
import { selectionSaga } from '../state/selection/selectionSaga';
import { spoilerSaga } from '../state/spoiler/spoilerSaga';
import { themeSaga } from '../state/theme/themeSaga';
import { visibilitySaga } from '../state/visibility/visibilitySaga';

/**
 * Every saga of the app, each with the services it needs (tests pass fakes through makeStore). With
 * `pauseBetweenStages` (issue 26: a server-rendered page on a phone), the second stage (the lists' live
 * scores, the reader's choices and the sagas that follow them) starts after it resolves, so starting the sagas
 * is two tasks, not one long one. Those sagas read what they need from the state when they start and then
 * wait for the reader's actions, the state's changes and their own channels: none waits for an action the
 * first stage's sagas dispatch as they start (they already started after the selection's boot ran).
 */
export function* rootSaga(services: Services, pauseBetweenStages?: () => Promise<void>) {
  yield all([
    fork(selectionSaga, services),
    fork(languageSaga, services),
    fork(scheduleSaga, services),
    fork(liveSaga, services),
    fork(opsSaga, services),
    fork(readsSaga, services),
    fork(connectivitySaga, services),
    fork(queryRetrySaga),
  ]);
  if (pauseBetweenStages) yield call(pauseBetweenStages);
  yield all([
    fork(liveScoresSaga, services),
    fork(kioskSaga, services),
    fork(favouritesSaga, services),
    fork(spoilerSaga, services),
    fork(themeSaga, services),
    fork(readerChoicesSaga, services),
    fork(catchUpSaga, services),
    fork(visibilitySaga),
    fork(goalAlertsSaga, services),
  ]);
}
