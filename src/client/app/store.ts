/**
 * The store (STYLE.md): `makeStore(preloadedState?, services?)` builds a fresh real store; with services
 * the root saga runs (boot included), without them the store is inert (component tests of one state).
 */
import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Services } from '../services';
import { announcedApi, whenApiLoaded, type AttachableApi } from '../state/api/registry';
import { catalogSlice } from '../state/catalog/catalogSlice';
import { favouritesSlice } from '../state/favourites/favouritesSlice';
import { kioskSlice } from '../state/kiosk/kioskSlice';
import { languageSlice } from '../state/language/languageSlice';
import { catchUpSlice } from '../state/catchUp/catchUpSlice';
import { liveSlice } from '../state/live/liveSlice';
import { liveScoresSlice } from '../state/liveScores/liveScoresSlice';
import { matchesSlice } from '../state/matches/matchesSlice';
import { opsSlice } from '../state/ops/opsSlice';
import { readsSlice } from '../state/reads/readsSlice';
import { scheduleSlice } from '../state/schedule/scheduleSlice';
import { scoreboardSlice } from '../state/scoreboard/scoreboardSlice';
import { selectionSlice } from '../state/selection/selectionSlice';
import type { StateShape } from '../state/shape';
import { siteSlice } from '../state/site/siteSlice';
import { spoilerSlice } from '../state/spoiler/spoilerSlice';
import { visibilitySlice } from '../state/visibility/visibilitySlice';
import { rootSaga } from './rootSaga';

const staticReducers = {
  site: siteSlice.reducer,
  catalog: catalogSlice.reducer,
  matches: matchesSlice.reducer,
  selection: selectionSlice.reducer,
  language: languageSlice.reducer,
  scoreboard: scoreboardSlice.reducer,
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
};

type StaticState = { [K in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[K]> };

/** The state: the static slices, and RTK Query's cache once the api module has loaded (state/api/registry). */
export type RootState = StaticState & Pick<StateShape, 'api'>;

export const rootReducer = combineReducers(staticReducers) as Reducer<RootState, UnknownAction, Partial<RootState>>;

/**
 * A place in the middleware chain for a middleware that arrives later (the api's, with its lazy chunk).
 * Ten lines instead of RTK's createDynamicMiddleware/combineSlices, which cost 3 KB gzip in the first bundle.
 */
function middlewareSlot() {
  let attach: (middleware: Middleware) => void = () => undefined;
  const middleware: Middleware = (storeApi) => (next) => {
    let handle: (action: unknown) => unknown = next;
    attach = (added) => {
      handle = added(storeApi)(next);
    };
    return (action) => handle(action);
  };
  return { middleware, attach: (added: Middleware) => attach(added) };
}

function reducerWithApi(api: AttachableApi): typeof rootReducer {
  return combineReducers({ ...staticReducers, [api.reducerPath]: api.reducer }) as unknown as typeof rootReducer;
}

// The state code is written against StateShape; the root reducer must produce exactly it.
const _shapeCheck: StateShape = {} as RootState;
const _rootCheck: RootState = {} as StateShape;
void _shapeCheck;
void _rootCheck;

export function makeStore(preloadedState?: Partial<RootState>, services?: Services) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  const apiSlot = middlewareSlot();
  // A store made after the api has loaded (the server's, or a browser's hydrating a page that reads through
  // it) has the cache's reducer from the start, so a preloaded cache is not dropped as an unknown key.
  const loaded = announcedApi();
  const store = configureStore({
    reducer: loaded ? reducerWithApi(loaded) : rootReducer,
    preloadedState,
    // The thunk middleware carries the services to RTK Query's base query (DESIGN §6.1); without services
    // (component tests of one state) the base query answers every read with a "no API service" error.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services ?? {} } }).concat(apiSlot.middleware, sagaMiddleware),
  });
  let resetApi: () => void = () => undefined;
  whenApiLoaded((api) => {
    apiSlot.attach(api.middleware);
    resetApi = () => store.dispatch(api.util.resetApiState());
    // replaceReducer dispatches Redux's own REPLACE action, which puts the cache's initial state in place.
    if (api !== loaded) store.replaceReducer(reducerWithApi(api));
  });
  const task = services ? sagaMiddleware.run(rootSaga, services) : undefined;
  /**
   * Stops what the store runs on its own: the root saga (boot, live loop, timers it forks) and RTK Query's
   * cache-lifetime timers (resetApiState clears them). A page never closes its store; a test that boots
   * many (the crowd test) does, so nothing dispatches after it ends.
   */
  const close = () => {
    task?.cancel();
    resetApi();
  };
  return Object.assign(store, { close });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
