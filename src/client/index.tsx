/**
 * Boot (DESIGN §1; evaluated by `entry.ts`, the webpack entry, after the modules it stages): read the
 * configuration (from the page, else /config.json), then start everything a first render needs at once
 * (issue 14: boot without a waterfall): the language's messages and the route's page chunk (both already
 * preloaded by the page's hints), the store and its sagas (so the data reads begin); render once the
 * messages are in (with the page when its code has arrived too). The pubnub SDK waits until the page is
 * idle or a live view opens. A failing configuration shows a bilingual message instead of a blank page.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BootError } from './app/BootError';
import { FirstCommit } from './app/FirstCommit';
import { initialStateFor } from './app/bootstrap';
import { keptLanguage, preloadedFromPage, readPageState, readRenderedAtDeviceMs, resolveLazyRoutes, takeRenderedLocation } from './app/hydration';
import { Providers } from './app/Providers';
import { appRoutes } from './app/routes';
import { makeStore, type RootState } from './app/store';
import { LANGUAGE_STORAGE_KEY } from './domain/language';
import { routeNameOf, type RouteName } from './domain/paths';
import { loadMessages } from './i18n/messages';
import { createApi } from './services/api';
import { createClock } from './services/clock';
import { browserKioskDevice } from './services/kiosk';
import { createLiveFeed, windowConnectivity } from './services/liveFeed';
import { fetchSiteConfig, readEmbeddedSiteConfig } from './services/config';
import { createGate, nextTask, whenPageIdle, type Gate } from './services/idle';
import { navigationAfter, routerNavigation, type Navigation } from './services/navigation';
import { documentVisibility } from './services/pageVisibility';
import { createStorage } from './services/storage';
import { documentCookies } from './services/cookies';
import { htmlDocumentTheme } from './services/documentTheme';
import { browserConnectivity } from './services/connectivity';
import { registerServiceWorker } from './services/serviceWorker';
import { browserNotifier } from './services/notifications';
import { browserPush } from './services/push';
import type { SiteConfig } from '../shared/siteConfig';
import { PAGE_TAKEN_OVER_ATTRIBUTE } from '../shared/pageRender';

function siteConfig(): Promise<SiteConfig> {
  try {
    const embedded = readEmbeddedSiteConfig(document);
    return embedded ? Promise.resolve(embedded) : fetchSiteConfig();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Routes whose first screen is live data: the live match page, and issue 15's ops wall and arena screen. */
const LIVE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['livematch', 'ops', 'kiosk']);

/**
 * The gate the live feed waits on before it fetches the pubnub SDK: open at once when a live view is on
 * screen (LIVE_ROUTES, at boot or after a navigation), else once the first render is on screen, the page
 * has loaded and the main thread is idle (`afterFirstRender`, called by the rendered tree).
 */
function liveFeedGate(navigation: Navigation): { gate: Gate; afterFirstRender: () => void } {
  const gate = createGate();
  const openOnLiveView = (pathname: string) => {
    const route = routeNameOf(pathname);
    if (route !== null && LIVE_ROUTES.has(route)) gate.open();
  };
  openOnLiveView(navigation.location().pathname);
  const unsubscribe = navigation.subscribe((location) => openOnLiveView(location.pathname));
  void gate.opened.then(unsubscribe);
  let waiting = false;
  const afterFirstRender = () => {
    if (waiting) return;
    waiting = true;
    whenPageIdle(() => gate.open());
  };
  return { gate, afterFirstRender };
}

/** Resolves when the router has its first route's code (the lazy page chunk, preloaded by the page's hints). */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * When the first render may start: once the messages are in, and the route's page too if its code has
 * arrived by then (a page chunk that is already downloaded runs within one task). A page that needs more
 * (the match pages' shared chunks) does not hold the shell back: the shell renders with its placeholder.
 */
function firstRenderReady<T>(messages: Promise<T>, router: ReturnType<typeof createBrowserRouter>): Promise<T> {
  const oneTaskLater = messages.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return Promise.all([messages, Promise.race([routerReady(router), oneTaskLater])]).then(([loaded]) => loaded);
}

/**
 * DESIGN §6.4: a page the server rendered is taken over, not rendered again: the store starts from the
 * server's state (with this answer's configuration), the route's code is loaded first, the server's read cache
 * is adopted, and React hydrates the markup. The sagas start with the store; during hydration the tree reads
 * the server's state (react-redux's serverState), so what they change shows only after it.
 */
function hydrate(container: HTMLElement, config: SiteConfig, pageState: RootState): Promise<void> {
  const storage = createStorage();
  const kept = { language: keptLanguage(storage.get(LANGUAGE_STORAGE_KEY), pageState.language.language) };
  const preloaded = preloadedFromPage(pageState, config, kept);
  // The server rendered in another language than the one this browser keeps (a choice made before the
  // cookie mirrored it): the page is drawn anew in the kept language from the server's data, not hydrated.
  const sameLanguage = kept.language === pageState.language.language;
  const routes = appRoutes();
  takeRenderedLocation(document, window.history, window.location);
  return Promise.all([loadMessages(kept.language), resolveLazyRoutes(routes, window.location)]).then(([messages]) => {
    const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
    // The sagas start now; the address they settle is written once the server's markup is taken over.
    const hydrated = createGate();
    const navigation = navigationAfter(hydrated.opened, routerNavigation(router));
    const clock = createClock(config.serverNow, Date.now(), Date.now, config.clockRate);
    const liveGate = liveFeedGate(navigation);
    const live = { feed: createLiveFeed(config.live, window.location, liveGate.gate.opened), connectivity: windowConnectivity() };
    // The store (its sagas start with it) in a task after the router's.
    return nextTask().then(() => {
      const store = makeStore(
        preloaded,
        { api: createApi(), clock, storage, navigation, live, kiosk: browserKioskDevice(), visibility: documentVisibility(), cookies: documentCookies(), documentTheme: htmlDocumentTheme(), connectivity: browserConnectivity(), notifier: browserNotifier(), push: browserPush() },
        { serverCache: pageState.api, sagaPause: nextTask },
      );
      // The store in this task, its sagas' two stages in the next two, the hydration after them (issue 26: no
      // boot task over 50 ms on a phone).
      return nextTask().then(nextTask).then(nextTask).then(() => hydrateWith(store));
    });
    function hydrateWith(store: ReturnType<typeof makeStore>): void {
      const committed = () => {
        document.documentElement.setAttribute(PAGE_TAKEN_OVER_ATTRIBUTE, '');
        hydrated.open();
        liveGate.afterFirstRender();
        startServiceWorker(navigation);
      };
      const clockMs = Date.parse(pageState.site.serverNow);
      const hydrating = sameLanguage ? { state: pageState, renderedAt: { clockMs, deviceMs: readRenderedAtDeviceMs(document) ?? Date.now() } } : undefined;
      const app = (
        <StrictMode>
          <Providers store={store} clock={clock} messages={messages} hydrating={hydrating}>
            <RouterProvider router={router} />
            <FirstCommit onCommit={committed} />
          </Providers>
        </StrictMode>
      );
      // Hydration as a transition: React takes the server's markup over in slices of a few milliseconds and
      // yields between them (issue 26: no boot task over 50 ms on a phone), instead of one task for the whole
      // tree; a reader's tap meanwhile hydrates the part it lands on first.
      if (hydrating) startTransition(() => void hydrateRoot(container, app));
      else createRoot(container).render(app);
    }
  });
}

/**
 * Issue 29: the service worker, registered after the first render (and the load event): production builds
 * only, the development server builds none.
 */
function startServiceWorker(navigation: Navigation): void {
  if (process.env.NODE_ENV === 'production') registerServiceWorker(navigation);
}

function start(container: HTMLElement): Promise<void> {
  const pageState = readPageState(document);
  if (pageState !== null) {
    // Issue 26: the page's state, the configuration, the routes and the store each in a task of their own,
    // not one long task with the entry's module evaluation (no boot task over 50 ms on a phone).
    return nextTask()
      .then(siteConfig)
      .then((config) => nextTask().then(() => hydrate(container, config, pageState)))
      .catch((error: unknown) => {
        // The server's markup stays readable; only the page's life in the browser is lost, and said so.
        console.error(error);
        createRoot(document.body.appendChild(document.createElement('div'))).render(<BootError detail={error instanceof Error ? error.message : String(error)} />);
      });
  }
  const root = createRoot(container);
  return siteConfig()
    .then((config) => {
      const storage = createStorage();
      // The arena screen's address may name its language (issue 15); it is not stored as the fan's choice.
      const kioskLanguage = routeNameOf(window.location.pathname) === 'kiosk' ? new URLSearchParams(window.location.search).get('lang') : null;
      const preloaded = initialStateFor(config, storage, kioskLanguage);
      const language = preloaded.language?.language ?? config.defaultLanguage;
      const messages = loadMessages(language);
      // The router starts loading the route's page chunk at once (preloaded with the entry).
      const router = createBrowserRouter(appRoutes());
      const navigation = routerNavigation(router);
      const clock = createClock(config.serverNow, Date.now(), Date.now, config.clockRate);
      const liveGate = liveFeedGate(navigation);
      const live = { feed: createLiveFeed(config.live, window.location, liveGate.gate.opened), connectivity: windowConnectivity() };
      const store = makeStore(preloaded, { api: createApi(), clock, storage, navigation, live, kiosk: browserKioskDevice(), visibility: documentVisibility(), cookies: documentCookies(), documentTheme: htmlDocumentTheme(), connectivity: browserConnectivity(), notifier: browserNotifier(), push: browserPush() });
      const committed = () => {
        liveGate.afterFirstRender();
        startServiceWorker(navigation);
      };
      // The first render waits for the messages and, when it is there by then, the page's code (both
      // small and preloaded): the tree then renders once with the page in it, not a placeholder first.
      return firstRenderReady(messages, router).then((loaded) => {
        root.render(
          <StrictMode>
            <Providers store={store} clock={clock} messages={loaded}>
              <RouterProvider router={router} />
              <FirstCommit onCommit={committed} />
            </Providers>
          </StrictMode>,
        );
      });
    })
    .catch((error: unknown) => {
      console.error(error);
      root.render(<BootError detail={error instanceof Error ? error.message : String(error)} />);
    });
}

const container = document.getElementById('root');
if (container) void nextTask().then(() => start(container));
