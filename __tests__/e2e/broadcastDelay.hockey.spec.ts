/**
 * Issue 16 broadcast delay on the live match page, against a server of its own that accepts test publishes
 * (LIVE_PUBLISH_KEY). An event published with a delay of N s set reaches the page no sooner than N s after
 * it was published (the page notes when it appears, so nothing here depends on how fast the machine is);
 * changing the delay lets held events out without losing or reordering them; the delay is remembered.
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { E2E_NOW } from '../../playwright.config';
import { liveHockeyMatchId } from './liveSupport';
import { startOwnServer, stopOwnServer } from './ownServer';
import { withLanguage } from './support';

/** A port of this checkout's range that no preset or other own-server spec uses. */
const PORT = Number(process.env.E2E_PORT_BASE ?? 18480) + 20;
const origin = `http://127.0.0.1:${PORT}`;
const PUBLISH_KEY = 'e2e-broadcast-delay-key';
let server: ChildProcess | null = null;

test.use({ baseURL: origin });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  server = await startOwnServer(PORT, { SITE: 'hockey', DEMO_NOW: E2E_NOW, LIVE_PUBLISH_KEY: PUBLISH_KEY, RATE_LIMIT_PER_MINUTE: '3000' });
});

test.afterAll(async () => {
  await stopOwnServer(server);
});

/** Publishes a hockey timeout (a category the play-by-play lists by default) on the match's channel. */
async function publishTimeout(page: Page, matchId: number, clientId: string): Promise<number> {
  const config = (await (await page.request.get('/config.json')).json()) as { live: { subscribeKey: string } };
  const event = { ClientId: clientId, MatchId: matchId, MatchEventType: 'Timeout', Team: 'H', Period: 2, PeriodTime: '10:00' };
  const channel = encodeURIComponent(`match:${matchId}:all`);
  const publishedAt = Date.now();
  const response = await page.request.get(`/publish/${PUBLISH_KEY}/${config.live.subscribeKey}/0/${channel}/0/${encodeURIComponent(JSON.stringify(event))}?uuid=e2e`);
  expect(response.ok()).toBe(true);
  return publishedAt;
}

/** From now on, the page notes (epoch ms) when an element with this ClientId first shows. */
async function noteAppearance(page: Page, clientId: string): Promise<void> {
  await page.evaluate((id) => {
    const store = window as unknown as { __appeared?: Record<string, number> };
    const appeared = (store.__appeared ??= {});
    const check = () => {
      if (appeared[id] === undefined && document.querySelector(`[data-client-id="${id}"]`)) appeared[id] = Date.now();
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    check();
  }, clientId);
}

const appearedAt = (page: Page, clientId: string) =>
  page.evaluate((id) => (window as unknown as { __appeared?: Record<string, number> }).__appeared?.[id] ?? null, clientId);

test('a live event shows only after the delay; changing the delay drops and reorders nothing', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.setViewportSize({ width: 1440, height: 900 });
  const matchId = await liveHockeyMatchId(page, '11/21/2026');
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible({ timeout: 20_000 });
  const field = page.getByRole('spinbutton', { name: /^Broadcast delay/ });
  await field.fill('3');
  await expect(page.getByRole('status').filter({ hasText: 'Delayed 3 s' })).toBeVisible();

  // Held for 3 s from its arrival, so at least 3 s after it was published.
  await noteAppearance(page, 'e2e-delay-a');
  const publishedA = await publishTimeout(page, matchId, 'e2e-delay-a');
  await expect(page.locator('[data-client-id="e2e-delay-a"]')).toHaveCount(1, { timeout: 20_000 });
  const shownA = await appearedAt(page, 'e2e-delay-a');
  expect(shownA).not.toBeNull();
  expect((shownA ?? 0) - publishedA).toBeGreaterThanOrEqual(3000);

  // A long delay holds the next event; taking the delay away lets it out, after the first, none lost.
  await field.fill('120');
  await expect(page.getByRole('status').filter({ hasText: 'Delayed 120 s' })).toBeVisible();
  await noteAppearance(page, 'e2e-delay-b');
  await publishTimeout(page, matchId, 'e2e-delay-b');
  // Time for the event to arrive (it would show at once without a delay); it must still be held.
  await page.waitForTimeout(2000);
  await expect(page.locator('[data-client-id="e2e-delay-b"]')).toHaveCount(0);
  const released = Date.now();
  await field.fill('0');
  await expect(page.getByRole('status').filter({ hasText: /^Delayed/ })).toHaveCount(0);
  await expect(page.locator('[data-client-id="e2e-delay-b"]')).toHaveCount(1, { timeout: 10_000 });
  expect((await appearedAt(page, 'e2e-delay-b')) ?? 0).toBeGreaterThanOrEqual(released);
  await expect(page.locator('[data-client-id="e2e-delay-a"]')).toHaveCount(1);
  // The list is newest first: b above a.
  const order = await page.locator('[data-client-id^="e2e-delay-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-client-id')));
  expect(order).toEqual(['e2e-delay-b', 'e2e-delay-a']);
});

test('in Norwegian on a phone: the delay is chosen, said and remembered', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 375, height: 800 });
  const matchId = await liveHockeyMatchId(page, '11/21/2026');
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  const field = page.getByRole('spinbutton', { name: /^Sendingsforsinkelse/ });
  await field.fill('45');
  await expect(page.getByRole('status').filter({ hasText: 'Forsinket 45 s' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: /^Sendingsforsinkelse/ })).toHaveValue('45');
  await expect(page.getByRole('status').filter({ hasText: 'Forsinket 45 s' })).toBeVisible();
});
