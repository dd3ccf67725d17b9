/**
 * Issue 26 (DESIGN §6.4): the play-by-play in the server's HTML. The list is windowed, and the server has no
 * layout to measure the box with: it renders the first screen's rows, newest first, each with its place in
 * the whole list; and the browser's hydration render lists the very same rows (no hydration mismatch).
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../../../src/client/app/Providers';
import { makeStore } from '../../../../src/client/app/store';
import type { PlayRow } from '../../../../src/client/domain/live/playByPlay';
import { fixedClock } from '../../../../src/client/services/clock';
import { PlayByPlay } from '../../../../src/client/ui/live/PlayByPlay';
import { closedAfterTest } from '../../../support/openStores';
import { MESSAGES } from '../../../support/renderWithProviders';
import { TEST_NOW, testConfig } from '../../../support/services';

/** Rows oldest first, as the selector gives them: a timeout per row. */
function rows(count: number): PlayRow[] {
  return Array.from({ length: count }, (_, i): PlayRow => ({
    kind: 'event',
    key: `e${i}`,
    event: { ClientId: `e${i}`, MatchId: 1, MatchEventType: 'Timeout', Team: 'H', PeriodTime: '01:00' },
    period: null,
    emphasis: 'plain',
  }));
}

function tree() {
  const store = closedAfterTest(makeStore({ site: testConfig(), language: { language: 'en' } }));
  const list = <PlayByPlay rows={rows(5000)} homeShort="STJ" awayShort="FRI" label="Play-by-play" emptyText="None" />;
  const router = createMemoryRouter([{ path: '*', element: list }], { initialEntries: ['/'] });
  return (
    <Providers store={store} clock={fixedClock(TEST_NOW)} messages={MESSAGES.en}>
      <RouterProvider router={router} />
    </Providers>
  );
}

/** jsdom has no layout: once hydrated, the browser measures every row at 40 px (the box at most the window). */
const SCROLLER_PX = 400;
const ROW_PX = 40;
const restore: (() => void)[] = [];
function measuredAsInABrowser(): void {
  const rect = Element.prototype.getBoundingClientRect;
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    const height = this.getAttribute('role') === 'region' ? SCROLLER_PX : this.tagName === 'LI' ? ROW_PX : 0;
    return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 800, width: 800, height, toJSON: () => ({}) } as DOMRect;
  };
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? ROW_PX : 0;
    },
  });
  restore.push(() => {
    Element.prototype.getBoundingClientRect = rect;
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  });
}
afterEach(() => restore.splice(0).forEach((undo) => undo()));

const items = (root: ParentNode) => [...root.querySelectorAll('ol[aria-label="Play-by-play"] > li')];

describe('PlayByPlay rendered on the server (issue 26)', () => {
  test('the HTML lists the first screen of rows, newest first, each with its place in the whole list', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    const listed = items(container);
    // 45 rem at the 16 px default is 720 px: 18 rows of the 42 px estimate, and the overscan below them.
    expect(listed.length).toBeGreaterThanOrEqual(18);
    expect(listed.length).toBeLessThan(40);
    expect(listed[0]).toHaveAttribute('data-client-id', 'e4999');
    expect(listed[0]).toHaveAttribute('aria-posinset', '1');
    expect(listed[0]).toHaveAttribute('aria-setsize', '5000');
    expect(listed[1]).toHaveAttribute('data-client-id', 'e4998');
  });

  test('the browser hydrates the server’s rows without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.appendChild(container);
    const served = items(container).map((item) => item.getAttribute('data-client-id'));
    measuredAsInABrowser();
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | null = null;
    await act(async () => {
      root = hydrateRoot(container, tree(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // Measured, the browser lists the rows of its own box, from the same newest row on.
    const hydrated = items(container).map((item) => item.getAttribute('data-client-id'));
    const shared = Math.min(hydrated.length, served.length);
    expect(shared).toBeGreaterThanOrEqual(SCROLLER_PX / ROW_PX);
    expect(hydrated.slice(0, shared)).toEqual(served.slice(0, shared));
    act(() => (root as ReturnType<typeof hydrateRoot> | null)?.unmount());
    container.remove();
  });
});
