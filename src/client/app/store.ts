/**
 * The store (STYLE.md): `makeStore(preloadedState?, services?)` builds a fresh real store; with services
 * the root saga runs (boot included), without them the store is inert (component tests of one state).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Services } from '../services';
import { catalogSlice } from '../state/catalog/catalogSlice';
import { languageSlice } from '../state/language/languageSlice';
import { liveSlice } from '../state/live/liveSlice';
import { matchesSlice } from '../state/matches/matchesSlice';
import { matchSlice } from '../state/match/matchSlice';
import { scheduleSlice } from '../state/schedule/scheduleSlice';
import { scoreboardSlice } from '../state/scoreboard/scoreboardSlice';
import { selectionSlice } from '../state/selection/selectionSlice';
import type { StateShape } from '../state/shape';
import { siteSlice } from '../state/site/siteSlice';
import { rootSaga } from './rootSaga';

export const rootReducer = combineReducers({
  site: siteSlice.reducer,
  catalog: catalogSlice.reducer,
  matches: matchesSlice.reducer,
  match: matchSlice.reducer,
  selection: selectionSlice.reducer,
  language: languageSlice.reducer,
  scoreboard: scoreboardSlice.reducer,
  schedule: scheduleSlice.reducer,
  live: liveSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

// The state code is written against StateShape; the root reducer must produce exactly it.
const _shapeCheck: StateShape = {} as RootState;
const _rootCheck: RootState = {} as StateShape;
void _shapeCheck;
void _rootCheck;

export function makeStore(preloadedState?: Partial<RootState>, services?: Services) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  if (services) sagaMiddleware.run(rootSaga, services);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
