/**
 * Renders the real app (routes, shell, pages) or any element with a real store, a memory router and the
 * messages of a language. Sagas run when services are given, with the memory router as navigation.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { SiteConfig, Language } from '../../src/shared/siteConfig';
import { Providers } from '../../src/client/app/Providers';
import { appRoutes } from '../../src/client/app/routes';
import { makeStore, type RootState } from '../../src/client/app/store';
import { fixedClock } from '../../src/client/services/clock';
import { memoryCookies } from '../../src/client/services/cookies';
import { routerNavigation } from '../../src/client/services/navigation';
import type { Services } from '../../src/client/services';
import english from '../../locales/en.json';
import norwegian from '../../locales/no.json';
import { fakeApi, TEST_NOW, testConfig } from './services';
import { memoryStorage } from '../../src/client/services/storage';
import { closedAfterTest } from './openStores';

export const MESSAGES: Record<Language, Record<string, string>> = { en: english, no: { ...english, ...norwegian } };

interface Options {
  url?: string;
  config?: Partial<SiteConfig>;
  language?: Language;
  preloadedState?: Partial<RootState>;
  /** Services for the sagas (navigation comes from the memory router). Without them no saga runs. */
  services?: Omit<Services, 'navigation'>;
  routes?: RouteObject[];
}

export function renderApp({ url = '/', config, language = 'en', preloadedState, services, routes }: Options = {}) {
  const router = createMemoryRouter(routes ?? appRoutes(), { initialEntries: [url] });
  const store = closedAfterTest(
    makeStore({ site: testConfig(config), language: { language }, ...preloadedState }, services ? { ...services, navigation: routerNavigation(router) } : undefined),
  );
  const clock = services?.clock ?? fixedClock(TEST_NOW);
  const view = render(
    <Providers store={store} clock={clock} messages={MESSAGES[language]}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, router };
}

/** Renders one element inside the app's providers and a router (for ui components and pages). */
export function renderWithProviders(element: ReactElement, options: Omit<Options, 'routes'> = {}) {
  return renderApp({ ...options, routes: [{ path: '*', element }] });
}

export function appServices(overrides: Partial<Omit<Services, 'navigation'>> = {}): Omit<Services, 'navigation'> {
  return { api: fakeApi(), clock: fixedClock(TEST_NOW), storage: memoryStorage(), cookies: memoryCookies(), ...overrides };
}
