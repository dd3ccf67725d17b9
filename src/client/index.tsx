/**
 * Entry (DESIGN §1): fetch /config.json, build the services, the store and the router, then render. A
 * failing configuration shows a bilingual message instead of a blank page.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BootError } from './app/BootError';
import { initialStateFor } from './app/bootstrap';
import { Providers } from './app/Providers';
import { appRoutes } from './app/routes';
import { makeStore } from './app/store';
import { loadMessages } from './i18n/messages';
import { createApi } from './services/api';
import { createClock } from './services/clock';
import { createLiveFeed, windowConnectivity } from './services/liveFeed';
import { fetchSiteConfig } from './services/config';
import { routerNavigation } from './services/navigation';
import { createStorage } from './services/storage';

function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  return fetchSiteConfig()
    .then((config) => {
      const storage = createStorage();
      const preloaded = initialStateFor(config, storage);
      const language = preloaded.language?.language ?? config.defaultLanguage;
      return loadMessages(language).then((messages) => {
        const router = createBrowserRouter(appRoutes());
        const clock = createClock(config.serverNow, Date.now(), Date.now, config.clockRate);
        const live = { feed: createLiveFeed(config.live), connectivity: windowConnectivity() };
        const store = makeStore(preloaded, { api: createApi(), clock, storage, navigation: routerNavigation(router), live });
        root.render(
          <StrictMode>
            <Providers store={store} clock={clock} messages={messages}>
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
