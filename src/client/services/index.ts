/** Everything with a side effect, injected into the sagas (`makeStore(preloadedState, services)`). */
import type { Api } from './api';
import type { Clock } from './clock';
import type { CookieJar } from './cookies';
import type { DeviceConnectivity } from './connectivity';
import type { DocumentTheme } from './documentTheme';
import type { LiveServices } from './liveFeed';
import type { Navigation } from './navigation';
import type { KioskDevice } from './kiosk';
import type { PageVisibility } from './pageVisibility';
import type { Notifier } from './notifications';
import type { PushClient } from './push';
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
  /**
   * The browser's cookies, where the reader's choices are mirrored for the server's render (issue 26);
   * absent on the server, which only reads them from the request.
   */
  cookies?: CookieJar;
  /** Issue 27 case 8: the page's `<html>`, where the theme choice is written; absent on the server and in tests of other domains. */
  documentTheme?: DocumentTheme;
  /** Issue 29: whether the device is online; absent on the server (it renders online) and in tests of other domains. */
  connectivity?: DeviceConnectivity;
  /** Issue 29 case 4: the browser's notifications (goal alerts); absent on the server and in tests of other domains. */
  notifier?: Notifier;
  /** Issue 29 case 4: Web Push for goal alerts to a closed browser; absent on the server, in browsers without the Push API and in tests of other domains. */
  push?: PushClient;
}

export { ApiError, createApi, isAbortError, type Api } from './api';
export { createClock, fixedClock, type Clock } from './clock';
export { documentCookies, memoryCookies, type CookieJar } from './cookies';
export { htmlDocumentTheme, type DocumentTheme } from './documentTheme';
export { createLiveFeed, windowConnectivity, type Connectivity, type LiveFeed, type LiveFeedMessage, type LiveFeedStatus, type LiveServices } from './liveFeed';
export { browserNotifier, type Notifier } from './notifications';
export { browserPush, type PushClient } from './push';
export { createStorage, memoryStorage, type KeyValueStorage } from './storage';
export { memoryNavigation, routerNavigation, type AppLocation, type Navigation, type NavigationAction } from './navigation';
