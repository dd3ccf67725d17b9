import type { Action } from '@reduxjs/toolkit';
import { all, call, fork, put, take } from 'redux-saga/effects';
import type { Services } from '../services';
import { languageSaga } from '../state/language/languageSaga';
import { liveSaga } from '../state/live/liveSaga';
import { matchEvents } from '../state/match/matchSlice';
import { scheduleSaga } from '../state/schedule/scheduleSaga';
import { scoreboardSaga } from '../state/scoreboard/scoreboardSaga';
import { selectionSaga } from '../state/selection/selectionSaga';

type ServicesSaga = (services: Services) => Generator;

/**
 * A saga whose code is fetched with its page: waits for the page's first event, loads the module (its
 * own chunk, with the page), starts the saga and hands it that first event again.
 */
export function* lazySaga(trigger: string, load: () => Promise<ServicesSaga>, services: Services) {
  const first: Action = yield take(trigger);
  const saga: ServicesSaga = yield call(load);
  yield fork(saga, services);
  yield put(first);
}

/** Every saga of the app, each with the services it needs (tests pass fakes through makeStore). */
export function* rootSaga(services: Services) {
  yield all([
    fork(selectionSaga, services),
    fork(languageSaga, services),
    fork(scoreboardSaga, services),
    fork(scheduleSaga, services),
    fork(liveSaga, services),
    // The finished-match page's loading code comes with the match page.
    fork(
      lazySaga,
      matchEvents.matchPageEntered.type,
      () => import(/* webpackChunkName: "page-match" */ '../state/match/matchSaga').then((module) => module.matchSaga as ServicesSaga),
      services,
    ),
  ]);
}
