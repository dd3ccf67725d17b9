/**
 * Issue 26: renders an element as the server does (`renderToString`: no width known, media queries answer
 * their server snapshot) and then hydrates that HTML in jsdom as the browser does, inside the app's providers
 * and a router, collecting the errors React recovers from (a hydration mismatch is one).
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../src/client/app/Providers';
import { makeStore } from '../../src/client/app/store';
import { fixedClock } from '../../src/client/services/clock';
import { closedAfterTest } from './openStores';
import { MESSAGES } from './renderWithProviders';
import { TEST_NOW, testConfig } from './services';

const roots: Root[] = [];
const containers: HTMLElement[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  for (const container of containers.splice(0)) container.remove();
});

export interface ServerRendered {
  /** A detached copy of the server's HTML, as the browser received it. */
  server: HTMLElement;
  /** The page in the document: the server's HTML until `hydrate`, then the hydrated page. */
  container: HTMLElement;
  /** Hydrates the HTML as the browser does; resolves to the errors React recovered from (a mismatch is one). */
  hydrate: () => Promise<unknown[]>;
}

export function serverRender(element: ReactElement, url = '/'): ServerRendered {
  const tree = () => {
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
    const store = closedAfterTest(makeStore({ site: testConfig(), language: { language: 'en' } }));
    return (
      <Providers store={store} clock={fixedClock(TEST_NOW)} messages={MESSAGES.en}>
        <RouterProvider router={router} />
      </Providers>
    );
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.appendChild(container);
  containers.push(container);
  const server = container.cloneNode(true) as HTMLElement;
  const hydrate = async () => {
    const errors: unknown[] = [];
    await act(async () => {
      roots.push(hydrateRoot(container, tree(), { onRecoverableError: (error) => errors.push(error) }));
    });
    return errors;
  };
  return { server, container, hydrate };
}
