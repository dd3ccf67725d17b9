/**
 * Issue 15: the arena screen at /kiosk against a server of its own (so its clock starts with the test and
 * it can be stopped and started again), a minute before a league match's face-off at LIVE_SPEED. The
 * kiosk must rotate by itself, jump to a goal and hold the goal card, say how old its data is while the
 * server is away and recover by itself when it is back, and reload itself when the server runs a new build.
 * Every wait is on a condition; the server runs on a loopback port derived from E2E_PORT_BASE.
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from './fixtures';
import { E2E_NOW } from '../../playwright.config';
import { overtimeMatchOf } from '../../src/server/demo/testFixtures';
import { startOwnServer, stopOwnServer } from './ownServer';

const MATCH = overtimeMatchOf(E2E_NOW.slice(0, 10));
const SPEED = 120;
/**
 * One port per worker (E2E_PORT_BASE + 31, + 32 …): with --repeat-each two workers run this file at once,
 * and each must stop and start only its own server.
 */
const port = () => Number(process.env.E2E_PORT_BASE ?? 18480) + 31 + test.info().parallelIndex;
const origin = () => `http://127.0.0.1:${port()}`;
const kioskUrl = (extra = '') => `${origin()}/kiosk?tournamentId=${MATCH.tournamentId}&seasonId=${MATCH.seasonId}&lang=en&rotate=3${extra}`;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1920, height: 1080 } });

function startServer(env: Record<string, string> = {}): Promise<ChildProcess> {
  return startOwnServer(port(), {
    SITE: 'hockey',
    DEMO_NOW: new Date(Date.parse(MATCH.kickoffIso) - 60_000).toISOString(),
    LIVE_SPEED: String(SPEED),
    RATE_LIMIT_PER_MINUTE: '3000',
    ...env,
  });
}

let server: ChildProcess | null = null;

test.afterEach(async () => {
  await stopOwnServer(server);
  server = null;
});

const viewTitle = (page: Page) => page.getByRole('heading', { level: 1 });
const status = (page: Page) => page.getByRole('contentinfo').getByRole('status');

test('rotates through the views by itself, outside the app shell, without scroll bars', async ({ page }) => {
  // The morning of the match day: nothing is live yet, so no goal card interrupts the rotation.
  server = await startServer({ DEMO_NOW: new Date(Date.parse(MATCH.kickoffIso) - 6 * 3600_000).toISOString() });
  await page.goto(kioskUrl());
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        seen.add((await viewTitle(page).textContent()) ?? '');
        return ['Today\'s matches', 'Standings', 'Next matches'].every((title) => seen.has(title));
      },
      { timeout: 25_000, intervals: [250] },
    )
    .toBe(true);
  // No menus, slider or header navigation of the site.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  const overflow = await page.evaluate(() => ({
    x: document.documentElement.scrollWidth > window.innerWidth,
    y: document.documentElement.scrollHeight > window.innerHeight,
    cursor: getComputedStyle(document.body).cursor,
  }));
  expect(overflow).toEqual({ x: false, y: false, cursor: 'none' });
});

test('a goal takes the screen: the live view with the goal card', async ({ page }) => {
  test.setTimeout(90_000);
  server = await startServer();
  // The live view last in the rotation, so the jump is seen as a jump.
  await page.goto(kioskUrl('&views=today,standings,next,live'));
  await expect(viewTitle(page)).not.toHaveText('Live', { timeout: 10_000 });
  const card = page.getByRole('alert').filter({ hasText: 'Goal!' });
  await expect(card).toBeVisible({ timeout: 75_000 });
  await expect(viewTitle(page)).toHaveText('Live');
  await expect(card).toContainText(/Goal for (.+)/);
  // The big score is there behind the card, in a live region.
  await expect(page.locator('[aria-live="polite"]')).toContainText(/\d+\s*–\s*\d+/);
});

test('says how old its data is while the server is away, and recovers by itself', async ({ page }) => {
  test.setTimeout(90_000);
  server = await startServer();
  await page.goto(kioskUrl('&views=today,standings,next'));
  await expect(status(page)).toHaveText(/Connected/, { timeout: 15_000 });
  await expect(page.getByRole('table')).toBeVisible();
  await stopOwnServer(server);
  server = null;
  await expect(status(page)).toContainText(/No connection – retrying/, { timeout: 15_000 });
  await expect(status(page)).toContainText(/Data from \d+ seconds? ago/);
  // The last good data stays on screen.
  await expect(page.getByRole('table')).toBeVisible();
  server = await startServer();
  await expect(status(page)).toHaveText(/^Connected$/, { timeout: 30_000 });
  await expect(page.getByRole('table')).toBeVisible();
});

test('reloads itself at the next rotation once the server runs a new build', async ({ page }) => {
  test.setTimeout(90_000);
  server = await startServer({ BUILD_ID: 'kiosk-build-one' });
  await page.goto(kioskUrl('&views=today,standings'));
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  const bootedWith = () => page.evaluate(() => JSON.parse(document.getElementById('site-config')?.textContent ?? '{}').buildId as string | undefined);
  expect(await bootedWith()).toBe('kiosk-build-one');
  // The reload this test waits for can land while a poll reads the page; that read then has no page to
  // read (the context is destroyed), which is the reload under way, not an answer.
  const bootedWithDuringReload = () => bootedWith().catch(() => 'reloading');
  await page.evaluate(() => {
    (window as unknown as { kioskMarker: boolean }).kioskMarker = true;
  });
  await stopOwnServer(server);
  server = await startServer({ BUILD_ID: 'kiosk-build-two' });
  await expect.poll(bootedWithDuringReload, { timeout: 40_000, intervals: [500] }).toBe('kiosk-build-two');
  expect(await page.evaluate(() => (window as unknown as { kioskMarker?: boolean }).kioskMarker)).toBeUndefined();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
});

test('a bad address says what to fix instead of a blank page', async ({ page }) => {
  server = await startServer();
  await page.goto(`${origin()}/kiosk?tournamentId=abc&rotate=1&views=live,scores&lang=en`);
  await expect(page.getByText('This screen\'s address needs fixing')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('tournamentId is missing or not a league id (got: abc)')).toBeVisible();
  await expect(page.getByText('rotate must be whole seconds from 3 to 600 (got: 1)')).toBeVisible();
  await expect(page.getByText(/views must be a comma list .* \(got: live,scores\)/)).toBeVisible();
});
