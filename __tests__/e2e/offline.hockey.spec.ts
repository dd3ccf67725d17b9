/**
 * Issue 29 case 1: installable, and useful offline. The suite blocks service workers (playwright.config.ts);
 * these tests allow the site's, each in a fresh browser context, so nothing one kept reaches another.
 * Offline is the browser's own switch (`context.setOffline`); every wait is on a condition.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from './fixtures';
import { E2E_NOW } from '../../playwright.config';
import { serverArgs } from '../../scripts/serverCommand.mjs';
import { overtimeMatchOf } from '../../src/server/demo/testFixtures';
import { finishedMatch } from './matchSupport';
import { withLanguage } from './support';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = /^Offline · updated (just now|\d+ min ago)These results were saved on this device\./;

/** Until the site's worker controls the page and keeps the page's own address for a reload offline. */
async function keptForOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const href = page.url();
  await expect
    .poll(
      () =>
        page.evaluate(async (address) => {
          for (const name of await caches.keys()) {
            if (name.startsWith('mc-pages-') && (await (await caches.open(name)).match(address, { ignoreVary: true }))) return true;
          }
          return false;
        }, href),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The version in the name of the page cache of the worker that controls the page (sw.ts). */
function pagesCacheNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('mc-pages-')));
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /^(Offline|Frakoblet) · / });

test.describe('offline reload shows the last-known data with its age', () => {
  const routes: Array<{ name: string; url: (page: Page) => Promise<string>; shows: (page: Page) => ReturnType<Page['getByRole']> }> = [
    { name: 'scoreboard', url: async () => '/scoreboard', shows: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'standings', url: async () => '/standings', shows: (page) => page.getByRole('table').first() },
    { name: 'schedule', url: async () => '/schedule', shows: (page) => page.getByRole('heading', { level: 1 }) },
    {
      name: 'match',
      url: async (page) => `/match?matchId=${(await finishedMatch(page, 152, true)).matchId}`,
      shows: (page) => page.getByRole('heading', { level: 1 }),
    },
  ];

  for (const route of routes) {
    test(`${route.name}`, async ({ page, context }) => {
      await withLanguage(page, 'en');
      await page.goto(await route.url(page));
      await expect(route.shows(page)).toBeVisible();
      const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await keptForOffline(page);

      await context.setOffline(true);
      await page.reload();
      // The kept page, never the browser's error page, with what it showed and how old it is.
      expect(page.url()).not.toMatch(/^chrome-error:/);
      await expect(notice(page)).toBeVisible();
      await expect(notice(page)).toContainText(OFFLINE_NOTICE);
      await expect(route.shows(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await context.setOffline(false);
    });
  }

  test('the age counts from the page\'s render, in both languages', async ({ page, context }) => {
    await withLanguage(page, 'no');
    await page.goto('/standings');
    await expect(page.getByRole('table').first()).toBeVisible();
    await keptForOffline(page);
    await context.setOffline(true);
    // Twelve minutes later on this device.
    await page.clock.setFixedTime(Date.now() + 12 * 60_000 + 20_000);
    await page.reload();
    await expect(notice(page)).toContainText('Frakoblet · oppdatert for 12 min siden');
    await context.setOffline(false);
  });

  test('back online, the page reads fresh data without a reload', async ({ page, context }) => {
    await withLanguage(page, 'en');
    await page.goto('/scoreboard');
    await keptForOffline(page);
    await context.setOffline(true);
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { offlineMarker: boolean }).offlineMarker = true));
    const freshRead = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'), { timeout: 15_000 });
    await context.setOffline(false);
    await freshRead;
    await expect(notice(page)).toHaveCount(0);
    // The same page: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { offlineMarker?: boolean }).offlineMarker)).toBe(true);
  });
});

test('a page never opened before, offline: the kept shell, never the browser\'s error page', async ({ page, context }) => {
  await withLanguage(page, 'en');
  await page.goto('/scoreboard');
  await keptForOffline(page);
  await context.setOffline(true);
  await page.goto('/transfers');
  expect(page.url()).not.toMatch(/^chrome-error:/);
  // The shell boots from the kept configuration and says the device is offline.
  await expect(notice(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /, home$/ })).toBeVisible();
  await context.setOffline(false);
});

test('the arena screen survives a reload while the network is down', async ({ page, context }) => {
  const league = overtimeMatchOf(E2E_NOW.slice(0, 10));
  await page.goto(`/kiosk?tournamentId=${league.tournamentId}&seasonId=${league.seasonId}&lang=en&rotate=30&views=standings`);
  // The standings view with its data (before them the screen's own title shows).
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Standings', { timeout: 15_000 });
  await expect(page.getByRole('table')).toBeVisible();
  const shown = (await title.innerText()).trim();
  await keptForOffline(page);
  await context.setOffline(true);
  await page.reload();
  expect(page.url()).not.toMatch(/^chrome-error:/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown, { timeout: 15_000 });
  // The screen says it is offline and how old its kept data are, never "Connected" with no age.
  await expect(page.getByRole('status')).toContainText(/^Offline\s*Data from \d+ seconds? ago/);
  await context.setOffline(false);
});

/** The content of the page's theme-color meta the browser uses: the first whose media matches. */
const themeColour = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((meta) => !meta.media || matchMedia(meta.media).matches)?.content ?? null);

/** The pixel size of an image of the page's origin as the page loads it (under its Content-Security-Policy). */
const imageSize = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return `${image.naturalWidth}x${image.naturalHeight}`;
  }, src);

test("installable: the page links the preset's manifest, its PNG icons load at their sizes, the head has its theme colour and iOS icon", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/scoreboard');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href ?? '')).json()) as { name: string; display: string; theme_color: string; icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
  expect(manifest).toMatchObject({ name: 'Ishockey Kampsenter', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.type} ${icon.sizes} ${icon.purpose}`)).toEqual([
    'image/svg+xml any any',
    'image/svg+xml any maskable',
    'image/png 192x192 any',
    'image/png 512x512 any',
    'image/png 512x512 maskable',
  ]);
  for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) expect(await imageSize(page, icon.src)).toBe(icon.sizes);
  expect(await themeColour(page)).toBe(manifest.theme_color);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await themeColour(page)).toBe('#1b1d22');
  const appleIcon = page.locator('link[rel="apple-touch-icon"]');
  expect(await imageSize(page, (await appleIcon.getAttribute('href')) ?? '')).toBe('180x180');
});

test.describe('a new build', () => {
  // A server of this test's own over a copy of the build, whose service worker the test replaces with a new
  // build's (its precache manifest changed, as a rebuild changes it).
  const port = () => Number(process.env.E2E_PORT_BASE ?? 18480) + 41 + test.info().parallelIndex;
  let copy: string | null = null;
  let server: ChildProcess | null = null;

  test.afterEach(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    server = null;
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = null;
  });

  async function startCopy(): Promise<{ origin: string; workerFile: string }> {
    // Inside the checkout, so the copy's server finds the checkout's node_modules.
    mkdirSync(path.resolve('test-results'), { recursive: true });
    copy = mkdtempSync(path.resolve('test-results', 'offline-build-'));
    for (const part of ['client', 'ssr', 'server', 'shared']) cpSync(path.resolve('dist', part), path.join(copy, 'dist', part), { recursive: true });
    cpSync(path.resolve('public', 'brand'), path.join(copy, 'public', 'brand'), { recursive: true });
    const workerFile = path.join(copy, 'dist', 'client', 'sw.js');
    // The pre-compressed copies would be served in its place: the test changes the file itself.
    for (const compressed of ['.br', '.gz']) rmSync(`${workerFile}${compressed}`, { force: true });
    const args = serverArgs().map((arg) => (arg === 'dist/server/main.js' ? path.join(copy ?? '', 'dist', 'server', 'main.js') : arg));
    server = spawn(process.execPath, args, {
      env: { ...process.env, SITE: 'hockey', HOST: '127.0.0.1', PORT: String(port()), DEMO_NOW: E2E_NOW, LOG_LEVEL: 'warn', LIVE_JOURNAL_DIR: 'none' },
      stdio: 'ignore',
    });
    const origin = `http://127.0.0.1:${port()}`;
    await expect.poll(() => fetch(`${origin}/healthz`).then((r) => r.ok, () => false), { timeout: 20_000 }).toBe(true);
    return { origin, workerFile };
  }

  test('replaces the old service worker at the next navigation', async ({ page }) => {
    test.setTimeout(90_000);
    const { origin, workerFile } = await startCopy();
    await withLanguage(page, 'en');
    await page.goto(`${origin}/scoreboard`);
    await keptForOffline(page);
    const [oldPages] = await pagesCacheNames(page);
    expect(oldPages).toMatch(/^mc-pages-/);

    // The next build: its index.html has another revision in the worker's precache manifest.
    const worker = readFileSync(workerFile, 'utf8');
    const rebuilt = worker.replace(/('revision':')([0-9a-f]+)(','url':'\/index\.html')/, (_match, before: string, revision: string, after: string) => `${before}${revision.split('').reverse().join('')}x${after}`);
    expect(rebuilt).not.toBe(worker);
    writeFileSync(workerFile, rebuilt);

    // A fan staying in the app: the page takes note of the new worker (the check navigations make)…
    await page.evaluate(() => ((window as unknown as { oldBuildMarker: boolean }).oldBuildMarker = true));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect.poll(() => pagesCacheNames(page), { timeout: 30_000 }).not.toContain(oldPages);
    const [newPages] = await pagesCacheNames(page);
    expect(newPages).toMatch(/^mc-pages-/);
    expect(newPages).not.toBe(oldPages);
    // …and its next navigation loads the new build in full. The router moves first, then the page
    // reloads: the check waits for that load (reading the page while it reloads throws).
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: / vs .*, Final$/ }).first().click();
    await reloaded;
    await expect(page).toHaveURL(/\/match\?matchId=\d+/);
    expect(await page.evaluate(() => (window as unknown as { oldBuildMarker?: boolean }).oldBuildMarker ?? null)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);
  });
});
