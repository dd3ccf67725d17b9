/**
 * The store (STYLE.md): `makeStore(preloadedState?, services?)` builds a fresh real store; with services
 * the root saga runs (boot included), without them the store is inert (component tests of one state).
 */
import { combineSlices, configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Services } from '../services';
import { whenApiLoaded } from '../state/api/registry';
import { catalogSlice } from '../state/catalog/catalogSlice';
import { languageSlice } from '../state/language/languageSlice';
import { liveSlice } from '../state/live/liveSlice';
import { matchesSlice } from '../state/matches/matchesSlice';
import { scheduleSlice } from '../state/schedule/scheduleSlice';
import { scoreboardSlice } from '../state/scoreboard/scoreboardSlice';
import { selectionSlice } from '../state/selection/selectionSlice';
import type { StateShape } from '../state/shape';
import { siteSlice } from '../state/site/siteSlice';
import { rootSaga } from './rootSaga';

/** The RTK Query cache joins the state when the api module loads (state/api/registry.ts). */
type LazyState = Pick<StateShape, 'api'>;

export const rootReducer = combineSlices({
  site: siteSlice.reducer,
  catalog: catalogSlice.reducer,
  matches: matchesSlice.reducer,
  selection: selectionSlice.reducer,
  language: languageSlice.reducer,
  scoreboard: scoreboardSlice.reducer,
  schedule: scheduleSlice.reducer,
  live: liveSlice.reducer,
}).withLazyLoadedSlices<LazyState>();

export type RootState = ReturnType<typeof rootReducer>;

// The state code is written against StateShape; the root reducer must produce exactly it.
const _shapeCheck: StateShape = {} as RootState;
const _rootCheck: RootState = {} as StateShape;
void _shapeCheck;
void _rootCheck;

/** The api's reducer and middleware were attached: one action so the cache's initial state is in the store. */
export const apiAttached = createAction('app/apiAttached');

export function makeStore(preloadedState?: Partial<RootState>, services?: Services) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The thunk middleware carries the services to RTK Query's base query (DESIGN §6.1); without services
    // (component tests of one state) the base query answers every read with a "no API service" error.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services ?? {} } }).concat(apiMiddleware.middleware, sagaMiddleware),
  });
  whenApiLoaded((api) => {
    rootReducer.inject(api);
    apiMiddleware.addMiddleware(api.middleware);
    store.dispatch(apiAttached());
  });
  if (services) sagaMiddleware.run(rootSaga, services);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
