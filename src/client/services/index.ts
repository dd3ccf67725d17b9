/** Everything with a side effect, injected into the sagas (`makeStore(preloadedState, services)`). */
import type { Api } from './api';
import type { Clock } from './clock';
import type { Navigation } from './navigation';
import type { KeyValueStorage } from './storage';

export interface Services {
  api: Api;
  clock: Clock;
  storage: KeyValueStorage;
  navigation: Navigation;
}

export { ApiError, createApi, isAbortError, type Api } from './api';
export { createClock, fixedClock, type Clock } from './clock';
export { createStorage, memoryStorage, type KeyValueStorage } from './storage';
export { memoryNavigation, routerNavigation, type AppLocation, type Navigation, type NavigationAction } from './navigation';
