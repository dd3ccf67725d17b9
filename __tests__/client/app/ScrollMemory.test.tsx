/**
 * SPEC §2 "Scroll resets to top on navigation unless the user returns via back" (issue 11 case 7): which
 * position a page is remembered at. jsdom has no layout, so the page's scroll offset and height are set by
 * the test and `window.scrollTo` is observed.
 */
import { act, render } from '@testing-library/react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ScrollMemory } from '../../../src/client/app/ScrollMemory';

let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });
  // Every page is tall enough to reach any position at once.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 10_000 });
  window.history.replaceState(null, '', '/');
});

/** The fan scrolls the shown page to `y`. */
function scrollPageTo(y: number): void {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderRoutes() {
  const Layout = () => (
    <>
      <ScrollMemory />
      <Outlet />
    </>
  );
  const router = createBrowserRouter([
    { element: <Layout />, children: [{ path: '/', element: <p>scoreboard</p> }, { path: '/match', element: <p>match</p> }] },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

test('back returns to where the fan left the page; a new page starts at the top', async () => {
  const router = renderRoutes();
  scrollPageTo(1909);
  await act(() => router.navigate('/match'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollPageTo(300);
  await act(() => router.navigate(-1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1909);
});

test('scrolls while the browser is already on the next entry are not the fan’s and are not remembered', async () => {
  const router = renderRoutes();
  const shownEntry: unknown = window.history.state;
  scrollPageTo(1909);
  // The click has pushed the next URL, but the old page is still shown (its route chunk is loading) and
  // re-renders shorter as the store follows the URL: the browser clamps its scroll.
  window.history.pushState({ usr: null, key: 'next-entry', idx: 1 }, '', '/match');
  scrollPageTo(1516);
  window.history.replaceState(shownEntry, '', '/');
  await act(() => router.navigate('/match'));
  await act(() => router.navigate(-1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1909);
});
