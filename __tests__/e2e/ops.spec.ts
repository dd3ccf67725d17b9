/**
 * Issue 15: the ops wall (`/ops`) on the embedded live endpoint with a sped-up clock. The spec starts its
 * own corporate server (every sport the demo serves) with LIVE_SPEED and the simulator's fault switch
 * (LIVE_TEST_HOOKS, loopback only): the wall lists every live-covered match of the demo day, turns a tile
 * red when that match's feed is paused and back when it resumes, and follows every feed through ONE
 * subscribe long-poll.
 */
import type { ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { E2E_NOW, OPS_SERVER_PORT } from '../../playwright.config';
import { startOwnServer, stopOwnServer } from './ownServer';

const SPEED = 20;
let origin = '';
let server: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });
// Each test waits for the wall to read every followed feed's history (thousands of events) on a shared machine.
test.setTimeout(90_000);

// One server per worker (two workers may run this file's repeats side by side): its own port each.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; none are needed
test.beforeAll(async ({}, testInfo) => {
  const port = OPS_SERVER_PORT + testInfo.parallelIndex;
  origin = `http://127.0.0.1:${port}`;
  server = await startOwnServer(port, {
    SITE: 'corporate',
    DEMO_NOW: E2E_NOW,
    LIVE_SPEED: String(SPEED),
    LIVE_TEST_HOOKS: 'true',
    RATE_LIMIT_PER_MINUTE: '3000',
  });
});

test.afterAll(async () => {
  await stopOwnServer(server);
});

async function simulator(action: 'pause' | 'resume', matchId: number): Promise<{ matchIds: number[]; paused: number[] }> {
  const response = await fetch(`${origin}/__test/live/${action}?matchId=${matchId}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as { matchIds: number[]; paused: number[] };
}

const tiles = (page: Page) => page.getByRole('list', { name: 'Live operations' }).getByRole('listitem');

/** Opens the wall and returns what the API told it: today's matches, as the page received them. */
async function openWall(page: Page) {
  const answer = page.waitForResponse((response) => response.url().includes('ScheduledMatchesBySport'));
  await page.goto(`${origin}/ops`);
  const body = (await (await answer).json()) as { matches: { matchId: number; liveClientType: string | null; statusTypeId: number | null }[] };
  await expect(page.getByRole('heading', { level: 1, name: /Live operations/ })).toBeVisible();
  return body.matches;
}

test('the wall lists every live-covered match of the demo day, without the app shell, each a link to its live view in a new tab', async ({ page }) => {
  const matches = await openWall(page);
  const covered = matches
    .filter((m) => m.liveClientType !== null && m.liveClientType !== 'None' && (m.statusTypeId === null || (m.statusTypeId >= 1 && m.statusTypeId <= 5)))
    .map((m) => m.matchId)
    .sort((x, y) => x - y);
  expect(covered.length).toBeGreaterThan(3);
  await expect(tiles(page)).toHaveCount(covered.length);
  const shown = await tiles(page).evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-match-id'))));
  expect([...shown].sort((x, y) => x - y)).toEqual(covered);
  // Every feed the simulator plays today is on the wall (its feeds of today are live-covered matches).
  const { matchIds } = await simulator('resume', covered[0] ?? 1);
  for (const id of matchIds.filter((m) => covered.includes(m))) expect(shown).toContain(id);

  // No slider, no side menu: the shell is not drawn.
  await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(0);
  const link = tiles(page).first().getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', /^\/livematch\?matchId=\d+/);
  // The followed feeds connect and fill in their figures.
  await expect(page.getByText(/Connection: Live/)).toBeVisible({ timeout: 60_000 });
});

test('a paused feed turns its tile red (announced), and it recovers when the feed resumes', async ({ page }) => {
  await openWall(page);
  await expect(page.getByText(/Connection: Live/)).toBeVisible({ timeout: 60_000 });
  const playing = page.locator('li[data-phase="playing"][data-level="ok"]').first();
  await expect(playing).toBeVisible({ timeout: 20_000 });
  const matchId = Number(await playing.getAttribute('data-match-id'));
  const tile = page.locator(`li[data-match-id="${matchId}"]`);
  await expect(tile).toHaveAttribute('data-level', 'ok');

  await simulator('pause', matchId);
  try {
    // Silence thresholds are match time: at LIVE_SPEED 20 red comes after at most 12 real seconds.
    await expect(tile).toHaveAttribute('data-level', 'amber', { timeout: 20_000 });
    await expect(tile).toHaveAttribute('data-level', 'red', { timeout: 20_000 });
    await expect(tile).toContainText(/Alarm/);
    await expect(tile).toContainText(/feed silent for \d+ s/);
    // The red tile stands first (attention order) and the change is announced politely.
    await expect(tiles(page).first()).toHaveAttribute('data-match-id', String(matchId));
    const teams = (await tile.getByRole('link').getAttribute('aria-label'))?.split(',')[0] ?? '';
    await expect(page.getByRole('status').filter({ hasText: 'Alarm' })).toContainText(teams);
  } finally {
    await simulator('resume', matchId);
  }
  await expect(tile).toHaveAttribute('data-level', 'ok', { timeout: 20_000 });
});

test('every feed is followed through one subscribe long-poll, never one per match', async ({ page }) => {
  // Each subscribe request's life. A change of the channel set aborts the long-poll in flight and starts
  // the next one (a hand-over, reported in either order); two subscribe loops would show as long-polls that
  // both run to their answer while overlapping.
  const started = new Map<object, number>();
  const answered: { from: number; to: number }[] = [];
  let seq = 0;
  const urls: string[] = [];
  const isSubscribe = (url: string) => url.includes('/v2/subscribe/');
  page.on('request', (request) => {
    if (!isSubscribe(request.url())) return;
    started.set(request, (seq += 1));
    urls.push(request.url());
  });
  page.on('requestfinished', (request) => {
    const from = started.get(request);
    if (from !== undefined) answered.push({ from, to: (seq += 1) });
  });

  await openWall(page);
  await expect(page.getByText(/Connection: Live/)).toBeVisible({ timeout: 60_000 });
  // At LIVE_SPEED 20 the feeds publish every fraction of a second: long-polls come back often.
  await expect.poll(() => answered.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
  const overlapping = answered.filter((x) => answered.some((y) => y !== x && y.from < x.to && x.from < y.to));
  expect(overlapping).toEqual([]);

  // The tiles and the channel set are read at one moment, until they agree: a tile whose feed the wall has just
  // learned of shows before the long-poll that hands over to the new set has started.
  await expect
    .poll(async () => {
      const followedIds = await page.locator('li[data-phase]:not([data-phase="unknown"])').evaluateAll((items) => items.map((i) => i.getAttribute('data-match-id')));
      const last = urls[urls.length - 1] ?? '';
      const channels = decodeURIComponent(new URL(last).pathname.split('/')[4] ?? '').split(',');
      const missing = followedIds.flatMap((id) => [`match:${id}:all`, `match:${id}:goals`]).filter((channel) => !channels.includes(channel));
      return { followed: followedIds.length > 1, missing };
    })
    .toEqual({ followed: true, missing: [] });
});

test('the wall has no serious or critical WCAG 2 A/AA violation, in both languages', async ({ page }) => {
  for (const language of ['en', 'no']) {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto(`${origin}/ops`);
    await expect(page.locator('li[data-phase]:not([data-phase="unknown"])').first()).toBeVisible({ timeout: 60_000 });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
    expect(serious, language).toEqual([]);
  }
});
