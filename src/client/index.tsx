/**
 * Entry (DESIGN §1): read the configuration (from the page, else /config.json), then start everything a
 * first render needs at once (issue 14: boot without a waterfall): the store and its sagas (so the data
 * reads begin), the language's messages and the route's page chunk (both already preloaded by the page's
 * hints), and render when the messages are in. A failing configuration shows a bilingual message instead
 * of a blank page.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BootError } from './app/BootError';
import { initialStateFor } from './app/bootstrap';
import { Providers } from './app/Providers';
import { appRoutes, pageLoaders } from './app/routes';
import { makeStore } from './app/store';
import { routeNameOf } from './domain/paths';
import { loadMessages } from './i18n/messages';
import { createApi } from './services/api';
import { createClock } from './services/clock';
import { browserKioskDevice } from './services/kiosk';
import { createLiveFeed, windowConnectivity } from './services/liveFeed';
import { fetchSiteConfig, readEmbeddedSiteConfig } from './services/config';
import { routerNavigation } from './services/navigation';
import { createStorage } from './services/storage';
import type { SiteConfig } from '../shared/siteConfig';

function siteConfig(): Promise<SiteConfig> {
  try {
    const embedded = readEmbeddedSiteConfig(document);
    return embedded ? Promise.resolve(embedded) : fetchSiteConfig();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  // The page's chunk is fetched (preloaded) with the entry; requesting it now lets it run while the rest
  // boots, and the router's own request for it then finds it done.
  const route = routeNameOf(window.location.pathname);
  if (route) void pageLoaders[route]().catch(() => undefined);
  return siteConfig()
    .then((config) => {
      const storage = createStorage();
      const kioskLanguage = route === 'kiosk' ? new URLSearchParams(window.location.search).get('lang') : null;
      const preloaded = initialStateFor(config, storage, kioskLanguage);
      const language = preloaded.language?.language ?? config.defaultLanguage;
      const messages = loadMessages(language);
      const router = createBrowserRouter(appRoutes());
      const clock = createClock(config.serverNow, Date.now(), Date.now, config.clockRate);
      const live = { feed: createLiveFeed(config.live), connectivity: windowConnectivity() };
      const store = makeStore(preloaded, { api: createApi(), clock, storage, navigation: routerNavigation(router), live, kiosk: browserKioskDevice() });
      return messages.then((loaded) => {
        root.render(
          <StrictMode>
            <Providers store={store} clock={clock} messages={loaded}>
              <RouterProvider router={router} />
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
if (container) void start(container);
