/**
 * Issue 26 (DESIGN §6.4): the live page's running clock over a server-rendered page. The server renders the
 * clock at its render instant (`RenderedAt.deviceMs`); the browser, hydrating N seconds later, first draws
 * exactly that (no hydration mismatch), then the period clock at its own device time — N seconds further
 * on — and counts on from there, one second per second, with no jump back or beyond.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../../../src/client/app/Providers';
import type { RenderedAt } from '../../../../src/client/app/clock';
import { makeStore, type RootState } from '../../../../src/client/app/store';
import LiveMatchPage from '../../../../src/client/pages/livematch/LiveMatchPage';
import { fixedClock } from '../../../../src/client/services/clock';
import { liveEvents } from '../../../../src/client/state/live/liveSlice';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { closedAfterTest } from '../../../support/openStores';
import { MESSAGES } from '../../../support/renderWithProviders';
import { TEST_NOW, testConfig } from '../../../support/services';

/** The server renders at this device instant (its `Date.now()`). */
const RENDERED_MS = Date.parse('2026-11-21T17:30:00Z');
/** The period 2 clock was started 95 s before the render, at 05:00 played: 20:00 − 5:00 − 1:35 = 13:25 at the render. */
const STARTED_MS = RENDERED_MS - 95_000;
const timetoken = (ms: number) => `${ms}0000`;
const URL = '/livematch?matchId=7&matchDate=2026-11-21';

const events: LiveEvent[] = [
  {
    ClientId: 'md',
    MatchId: 7,
    MatchEventType: 'MatchData',
    MatchData: { MatchId: 7, HomeTeam: 'Stjernen', AwayTeam: 'Frisk Asker', HomeTeamId: 501, AwayTeamId: 502, HomePlayers: [], AwayPlayers: [] },
    TimeToken: timetoken(STARTED_MS - 3_600_000),
  },
  { ClientId: 'ps1', MatchId: 7, MatchEventType: 'Timer', EventType: 2, TypeName: 'Period start', Period: 2, TimeToken: timetoken(STARTED_MS - 1_000) },
  { ClientId: 'go', MatchId: 7, MatchEventType: 'Timer', EventType: 0, TypeName: 'Start', Period: 2, PeriodTime: '05:00', TotalMatchTime: '25:00', TimeToken: timetoken(STARTED_MS) },
];

function renderedStore() {
  const store = closedAfterTest(makeStore({ site: testConfig({ sportId: 152 }), language: { language: 'en' } }));
  store.dispatch(liveEvents.matchViewOpened({ matchId: 7, matchDate: '2026-11-21' }));
  store.dispatch(liveEvents.matchEventsLoaded({ matchId: 7, events }));
  return store;
}

function tree(store: ReturnType<typeof renderedStore>, at: { renderedAt?: RenderedAt; hydrating?: { state: RootState; renderedAt: RenderedAt } }) {
  const router = createMemoryRouter([{ path: '*', element: <LiveMatchPage /> }], { initialEntries: [URL] });
  return (
    <Providers store={store} clock={fixedClock(TEST_NOW)} messages={MESSAGES.en} {...at}>
      <RouterProvider router={router} />
    </Providers>
  );
}

const clockText = (root: HTMLElement) => root.querySelector('section time')?.textContent ?? null;

afterEach(() => {
  jest.useRealTimers();
});

test.each([3, 42])('a page hydrated %i s after the server rendered it shows the period clock of the device’s now, then counts on', async (seconds) => {
  const renderedAt: RenderedAt = { clockMs: Date.parse(TEST_NOW), deviceMs: RENDERED_MS };
  // The server's render, at its instant.
  jest.useFakeTimers({ now: RENDERED_MS });
  const serverStore = renderedStore();
  const markup = renderToString(tree(serverStore, { renderedAt }));
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.appendChild(container);
  expect(clockText(container)).toBe('13:25');

  // The browser takes the page over `seconds` later by its own clock.
  jest.setSystemTime(RENDERED_MS + seconds * 1000);
  const state = serverStore.getState();
  const browserStore = closedAfterTest(makeStore(state));
  const mismatches: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | null = null;
  await act(async () => {
    root = hydrateRoot(container, tree(browserStore, { hydrating: { state, renderedAt } }), {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  expect(mismatches).toEqual([]);
  const at = (elapsed: number) => {
    const left = 20 * 60 - 5 * 60 - elapsed;
    return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  };
  expect(clockText(container)).toBe(at(95 + seconds));
  // One second on the device is one second off the clock.
  await act(async () => {
    jest.advanceTimersByTime(1_000);
  });
  expect(clockText(container)).toBe(at(95 + seconds + 1));
  act(() => (root as ReturnType<typeof hydrateRoot> | null)?.unmount());
  container.remove();
});
