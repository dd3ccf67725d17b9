import { all, fork } from 'redux-saga/effects';
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

/** Every saga of the app, each with the services it needs (tests pass fakes through makeStore). */
export function* rootSaga(services: Services) {
  yield all([
    fork(selectionSaga, services),
    fork(languageSaga, services),
    fork(scheduleSaga, services),
    fork(liveSaga, services),
    fork(liveScoresSaga, services),
    fork(opsSaga, services),
    fork(readsSaga, services),
    fork(connectivitySaga, services),
    fork(queryRetrySaga),
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
