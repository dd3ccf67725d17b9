// `node scripts/offline-bench.mjs` (issue 29 case 1; run by `npm run bench`): how much the service worker keeps
// on a fan's device after a day of the demo. One Chromium profile (its caches survive across the day) visits the
// built hockey site at BENCH_OFFLINE_STEPS instants of one match day (DEMO_NOW from 08:00 to 22:00 league time;
// a server is started per instant on the same port, so the origin and its caches stay the same): the scoreboard,
// standings, schedule, the arena screen and up to three match pages found on the scoreboard, as full page loads
// and as navigations inside the app. Then it reads every cache the worker holds (entries and bytes, summed from
// the stored bodies) and the browser's own estimate of the origin's storage (`navigator.storage.estimate`).
// Bounded: fixed steps and pages, a time limit per page; loopback only. Written to .bench/offline.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { serverArgs } from './serverCommand.mjs';

const STEPS = Math.max(2, Number(process.env.BENCH_OFFLINE_STEPS ?? 8));
const DAY = process.env.BENCH_OFFLINE_DAY ?? '2026-11-21';
const PAGE_LIMIT_MS = 20_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The instants of the day, 08:00 to 22:00 in Oslo (UTC+1 in November), evenly spaced. */
function instants() {
  const first = Date.parse(`${DAY}T07:00:00Z`);
  const last = Date.parse(`${DAY}T21:00:00Z`);
  return Array.from({ length: STEPS }, (_, step) => new Date(first + ((last - first) * step) / (STEPS - 1)).toISOString());
}

async function startServer(port, demoNow) {
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: 'hockey', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_NOW: demoNow, LIVE_JOURNAL_DIR: 'none', RATE_LIMIT_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 400; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false)) return child;
    await sleep(25);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /healthz within 10 s');
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Every cache of the origin: entries and the bytes of their stored bodies. */
function cacheSizes(page) {
  return page.evaluate(async () => {
    const sizes = [];
    for (const name of await globalThis.caches.keys()) {
      const cache = await globalThis.caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) {
        const response = await cache.match(request);
        if (response) bytes += (await response.arrayBuffer()).byteLength;
      }
      sizes.push({ name, entries: requests.length, bytes });
    }
    const estimate = await navigator.storage.estimate();
    return { caches: sizes, estimateUsageBytes: estimate.usage ?? null };
  });
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const profile = mkdtempSync(join(tmpdir(), 'mc-offline-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  serviceWorkers: 'allow',
  viewport: { width: 1280, height: 800 },
});
const visits = [];
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const demoNow of instants()) {
    const server = await startServer(port, demoNow);
    try {
      let loads = 0;
      const load = async (path) => {
        await page.goto(`${origin}${path}`, { timeout: PAGE_LIMIT_MS }).catch(() => undefined);
        await page.locator('h1').first().waitFor({ timeout: PAGE_LIMIT_MS }).catch(() => undefined);
        loads += 1;
      };
      await load('/scoreboard');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: PAGE_LIMIT_MS }).catch(() => undefined);
      // Navigations inside the app (no page load), through the match slider every page shows: the reads they
      // make are what the worker keeps for them.
      let inApp = 0;
      for (let index = 0; index < 3; index += 1) {
        const link = page.locator('a[href*="/match?"]').nth(index * 2);
        if (!(await link.isVisible().catch(() => false))) continue;
        await link.click({ timeout: PAGE_LIMIT_MS }).catch(() => undefined);
        await page.goBack({ timeout: PAGE_LIMIT_MS }).catch(() => undefined);
        await page.locator('h1').first().waitFor({ timeout: PAGE_LIMIT_MS }).catch(() => undefined);
        await sleep(1_000);
        inApp += 1;
      }
      const matches = await page.$$eval('a[href*="/match?"], a[href*="/livematch?"]', (links) => [...new Set(links.map((link) => link.getAttribute('href')))].slice(0, 3));
      for (const path of ['/standings', '/schedule', ...matches]) await load(path);
      await load('/kiosk?lang=en&rotate=5');
      await sleep(6_000);
      visits.push({ demoNow, pageLoads: loads, inAppNavigations: inApp });
    } finally {
      await stopServer(server);
    }
  }
  // Read the caches with the site up once more (the page must be of the origin).
  const server = await startServer(port, instants().at(-1));
  try {
    await page.goto(`${origin}/scoreboard`, { timeout: PAGE_LIMIT_MS }).catch(() => undefined);
    const sizes = await cacheSizes(page);
    const totalBytes = sizes.caches.reduce((sum, cache) => sum + cache.bytes, 0);
    const result = { day: DAY, steps: visits, ...sizes, totalBytes, totalEntries: sizes.caches.reduce((sum, cache) => sum + cache.entries, 0) };
    mkdirSync('.bench', { recursive: true });
    writeFileSync('.bench/offline.json', `${JSON.stringify(result, null, 2)}\n`);
    console.log('\nservice worker caches after a day of the demo (%d visits of %s):', visits.length, DAY);
    console.table(sizes.caches.map((cache) => ({ cache: cache.name, entries: cache.entries, KB: (cache.bytes / 1024).toFixed(1) })));
    console.log('total %s KB in %d entries; the browser estimates %s KB for the origin', (totalBytes / 1024).toFixed(1), result.totalEntries, ((sizes.estimateUsageBytes ?? 0) / 1024).toFixed(1));
  } finally {
    await stopServer(server);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
