/**
 * The store (STYLE.md): `makeStore(preloadedState?, services?)` builds a fresh real store; with services
 * the root saga runs (boot included), without them the store is inert (component tests of one state).
 */
import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { Services } from '../services';
import { api } from '../state/api/api';
import { favouritesSlice } from '../state/favourites/favouritesSlice';
import { goalAlertsSlice } from '../state/goalAlerts/goalAlertsSlice';
import { kioskSlice } from '../state/kiosk/kioskSlice';
import { languageSlice } from '../state/language/languageSlice';
import { catchUpSlice } from '../state/catchUp/catchUpSlice';
import { liveSlice } from '../state/live/liveSlice';
import { liveScoresSlice } from '../state/liveScores/liveScoresSlice';
import { opsSlice } from '../state/ops/opsSlice';
import { readsSlice } from '../state/reads/readsSlice';
import { scheduleSlice } from '../state/schedule/scheduleSlice';
import { selectionSlice } from '../state/selection/selectionSlice';
import type { StateShape } from '../state/shape';
import { siteSlice } from '../state/site/siteSlice';
import { spoilerSlice } from '../state/spoiler/spoilerSlice';
import { themeSlice } from '../state/theme/themeSlice';
import { visibilitySlice } from '../state/visibility/visibilitySlice';
import { serverCacheArrived } from './hydration';
import { rootSaga } from './rootSaga';

const reducers = {
  site: siteSlice.reducer,
  selection: selectionSlice.reducer,
  language: languageSlice.reducer,
  schedule: scheduleSlice.reducer,
  live: liveSlice.reducer,
  liveScores: liveScoresSlice.reducer,
  ops: opsSlice.reducer,
  reads: readsSlice.reducer,
  kiosk: kioskSlice.reducer,
  favourites: favouritesSlice.reducer,
  spoiler: spoilerSlice.reducer,
  catchUp: catchUpSlice.reducer,
  visibility: visibilitySlice.reducer,
  theme: themeSlice.reducer,
  goalAlerts: goalAlertsSlice.reducer,
  // DESIGN §6.1: the one RTK Query api's cache of keyed reads (issue 26: in the first bundle, the first
  // render's data comes with the HTML).
  [api.reducerPath]: api.reducer,
};

export type RootState = { [K in keyof typeof reducers]: ReturnType<(typeof reducers)[K]> };

export const rootReducer = combineReducers(reducers) as Reducer<RootState, UnknownAction, Partial<RootState>>;

// The state code is written against StateShape; the root reducer must produce exactly it.
const _shapeCheck: StateShape = {} as RootState;
const _rootCheck: RootState = {} as StateShape;
void _shapeCheck;
void _rootCheck;

export interface StoreOptions {
  /**
   * A server-rendered page's read cache (DESIGN §6.4): its answers are in the store's cache before any saga
   * starts, so the boot reads none of them again (issue 26: boot without a chain).
   */
  serverCache?: RootState['api'];
  /**
   * Issue 26 (a server-rendered page on a phone): the root saga starts when a call of this resolves, and
   * its second stage when another does (`rootSaga`), so building the store and starting its sagas are three
   * tasks, not one long one. Without it the sagas start at once, in one go.
   */
  sagaPause?: () => Promise<void>;
}

export function makeStore(preloadedState?: Partial<RootState>, services?: Services, options: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The thunk middleware carries the services to RTK Query's base query (DESIGN §6.1); without services
    // (component tests of one state) the base query answers every read with a "no API service" error.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services ?? {} } }).concat(api.middleware, sagaMiddleware),
  });
  if (options.serverCache !== undefined) store.dispatch(serverCacheArrived(options.serverCache));
  let task: Task | undefined;
  let closed = false;
  const { sagaPause } = options;
  const runSagas = (running: Services) => {
    if (!closed) task = sagaMiddleware.run(rootSaga, running, sagaPause);
  };
  if (services && sagaPause) void sagaPause().then(() => runSagas(services));
  else if (services) runSagas(services);
  /**
   * Stops what the store runs on its own: the root saga (boot, live loop, timers it forks) and RTK Query's
   * cache-lifetime timers (resetApiState clears them). A page never closes its store; a test that boots
   * many (the crowd test) does, so nothing dispatches after it ends.
   */
  const close = () => {
    closed = true;
    task?.cancel();
    store.dispatch(api.util.resetApiState());
  };
  return Object.assign(store, { close });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
