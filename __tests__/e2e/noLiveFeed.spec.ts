/**
 * Issue 25 case 6: a site in upstream mode with nothing publishing live events (no PubNub service, no
 * publish key) in front of a demo server used as its upstream (through the fault proxy). At E2E_NOW (18:00
 * in Oslo) EHL's Stavanger – Narvik (4087038) has been in play since 17:20: the scoreboard says "No live
 * data" instead of "Live 0 - 0"; the match that has ended keeps its result from the REST answer. The live
 * views also read a match's events over HTTP (`live/MatchEvents`), which the demo upstream has; with that
 * read failing too, nothing at all is known live, and the arena screen and the live page say "No live data"
 * instead of a "Starts 17:20" 40 minutes after the start.
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import { E2E_NOW, NO_LIVE_FEED_PORT } from '../../playwright.config';
import { startFaultProxy, type FaultProxy } from './faultProxy';
import { startOwnServer, stopOwnServer } from './ownServer';
import { withLanguage } from './support';

const demoOrigin = `http://127.0.0.1:${NO_LIVE_FEED_PORT}`;
const siteOrigin = `http://127.0.0.1:${NO_LIVE_FEED_PORT + 1}`;
let demo: ChildProcess | null = null;
let site: ChildProcess | null = null;
let proxy: FaultProxy | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  demo = await startOwnServer(NO_LIVE_FEED_PORT, { SITE: 'hockey', DEMO_NOW: E2E_NOW, DEMO_WIRE: 'real' });
  proxy = await startFaultProxy(demoOrigin);
  site = await startOwnServer(NO_LIVE_FEED_PORT + 1, { SITE: 'hockey', DEMO_NOW: E2E_NOW, DATA_SOURCE: 'upstream', UPSTREAM_URL: proxy.origin });
});

test.afterAll(async () => {
  await stopOwnServer(site);
  await proxy?.close();
  await stopOwnServer(demo);
});

test('the site config says nothing publishes live events', async ({ request }) => {
  expect((await (await request.get(`${siteOrigin}/config.json`)).json()).live.feed).toBe(false);
});

for (const [language, name, finalName] of [
  ['en', 'Stavanger vs Narvik, -, No live data', 'Sparta Sarpsborg vs Lillehammer, 2 - 3, Final'],
  ['no', 'Stavanger mot Narvik, -, Ingen livedata', 'Sparta Sarpsborg mot Lillehammer, 2 - 3, Slutt'],
] as const) {
  test(`${language}: the scoreboard says there is no live data for the match in play, not "Live 0 - 0"`, async ({ page }) => {
    await withLanguage(page, language);
    await page.goto(`${siteOrigin}/scoreboard`);
    const row = page.locator('tbody tr').filter({ hasText: 'Stavanger' }).first();
    await expect(row.getByRole('link', { name })).toBeVisible({ timeout: 15_000 });
    await expect(row).not.toContainText('0 - 0');
    await expect(page.getByRole('link', { name: finalName }).first()).toBeVisible();
  });
}

test.describe('and no events over HTTP either', () => {
  test.beforeAll(() => proxy?.fault('live/MatchEvents', '500'));
  test.afterAll(() => proxy?.clear());

  test('the arena screen pinned to the match says "No live data", not "Starts 17:20"', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${siteOrigin}/kiosk?tournamentId=4087&matchId=4087038&views=live&lang=en`);
    await expect(page.getByText('No live data').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('No goals yet')).toHaveCount(0);
    await expect(page.getByText(/Starts 17:20/)).toHaveCount(0);
    expect(proxy?.faulted.some((target) => target.startsWith('live/MatchEvents'))).toBe(true);
  });

  test('the live page says "No live data", not "not set up"', async ({ page }) => {
    await withLanguage(page, 'en');
    await page.goto(`${siteOrigin}/livematch?matchId=4087038&matchDate=2026-11-21`);
    await expect(page.getByText(/Nothing reports this match live/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('This match has not been set up for live reporting.')).toHaveCount(0);
  });
});
