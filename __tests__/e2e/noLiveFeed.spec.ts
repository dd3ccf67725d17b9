/**
 * Issue 25 case 6: a site in upstream mode with nothing publishing live events (no PubNub service, no
 * publish key) in front of a demo server used as its upstream. At E2E_NOW (18:00 in Oslo) EHL's Stavanger –
 * Narvik (4087038) has been in play since 17:20: the scoreboard and the arena screen say "No live data"
 * instead of "Live 0 - 0" or a "Starts 17:20" 40 minutes after the start; the match that has ended keeps its
 * result from the REST answer.
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { E2E_NOW, NO_LIVE_FEED_PORT } from '../../playwright.config';
import { startOwnServer, stopOwnServer } from './ownServer';
import { withLanguage } from './support';

const demoOrigin = `http://127.0.0.1:${NO_LIVE_FEED_PORT}`;
const siteOrigin = `http://127.0.0.1:${NO_LIVE_FEED_PORT + 1}`;
let demo: ChildProcess | null = null;
let site: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  demo = await startOwnServer(NO_LIVE_FEED_PORT, { SITE: 'hockey', DEMO_NOW: E2E_NOW, DEMO_WIRE: 'real' });
  site = await startOwnServer(NO_LIVE_FEED_PORT + 1, { SITE: 'hockey', DEMO_NOW: E2E_NOW, DATA_SOURCE: 'upstream', UPSTREAM_URL: demoOrigin });
});

test.afterAll(async () => {
  await stopOwnServer(site);
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

test('the arena screen pinned to the match says "No live data", not "Starts 17:20"', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${siteOrigin}/kiosk?tournamentId=4087&matchId=4087038&views=live&lang=en`);
  await expect(page.getByText('No live data')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Starts 17:20/)).toHaveCount(0);
});
