/** Everything with a side effect, injected into the sagas (`makeStore(preloadedState, services)`). */
import type { Api } from './api';
import type { Clock } from './clock';
import type { LiveServices } from './liveFeed';
import type { Navigation } from './navigation';
import type { KioskDevice } from './kiosk';
import type { PageVisibility } from './pageVisibility';
import type { KeyValueStorage } from './storage';

export interface Services {
  api: Api;
  clock: Clock;
  storage: KeyValueStorage;
  navigation: Navigation;
  /** The live feed and the device's connectivity; without it (tests of other domains) nothing goes live. */
  live?: LiveServices;
  /** The arena screen's device services (issue 15); absent in tests of other domains. */
  kiosk?: KioskDevice;
  /** Whether the page is seen (issue 16 catch-up); absent in tests of other domains. */
  visibility?: PageVisibility;
}

export { ApiError, createApi, isAbortError, type Api } from './api';
export { createClock, fixedClock, type Clock } from './clock';
export { createLiveFeed, windowConnectivity, type Connectivity, type LiveFeed, type LiveFeedMessage, type LiveFeedStatus, type LiveServices } from './liveFeed';
export { createStorage, memoryStorage, type KeyValueStorage } from './storage';
export { memoryNavigation, routerNavigation, type AppLocation, type Navigation, type NavigationAction } from './navigation';
