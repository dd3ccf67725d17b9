/* global window, document, MutationObserver -- code inside page.addInitScript and page.evaluate runs in the browser */
// `npm run bench` (DESIGN §7): measured figures, printed as a table and as JSON (.bench/latest.json).
// - server start → ready (spawn to first 200 from /healthz) and RSS after warm-up, per site preset;
// - initial JS of the scoreboard route: the scripts index.html loads, gzip level 9, and whether pubnub
//   is in them;
// - every script a first scoreboard visit loads before its first render, as Chromium fetches them;
// - gzip size of every lazy chunk;
// - the DataTable with 5,000 rows in Chromium: ms per sort, page turn, page-size change and "all";
// - the read path (scripts/proxy-bench.mjs): GET proxy throughput against a plain Fastify server sending
//   the same bytes, and the API calls (and 304s) of a browser's repeated scoreboard boots;
// - the wire layer (scripts/wire-bench.mjs, issue 25): its gzip cost beside zod v4's, parse time of 5,000 players;
// - issue 26, each figure beside the same run's floor: Lighthouse mobile on the scoreboard, a finished and a live
//   match interleaved with the floor page (React 19, a 20-row table from one fetch, built and served by the
//   bench: scripts/bench/floorServer.mjs), Lighthouse SEO (scripts/lighthouse-bench.mjs); the server's TTFB and
//   pages/s beside the SPA shell's, a cold render, and each public route's HTML without JS
//   (scripts/render-bench.mjs); a crowd behind one address (scripts/crowd-bench.mjs, issue 28); the service
//   worker's caches after a day of the demo (scripts/offline-bench.mjs, issue 29); each embed's bytes and
//   Lighthouse mobile score (scripts/embed-bench.mjs, issue 29); last, the goals table of issues 26 and 14
//   (scripts/bench/goals.mjs).
// Bounded: a fixed number of runs, each with a time limit; loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { freePort } from './freePort.mjs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { serverArgs } from './serverCommand.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const READY_TIMEOUT_MS = 10_000;
const clientDir = 'dist/client';

if (!existsSync('dist/server/main.js') || !existsSync(`${clientDir}/index.html`)) {
  spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function startOnce(site) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: site, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let readyMs;
    while (performance.now() - started < READY_TIMEOUT_MS) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) {
          readyMs = performance.now() - started;
          break;
        }
      } catch {
        // not listening yet
      }
      await sleep(10);
    }
    if (readyMs === undefined) throw new Error(`${site}: not ready within ${READY_TIMEOUT_MS} ms`);
    // Warm-up: the calls a first scoreboard visit makes, so the RSS includes the lazily built data.
    const config = await (await fetch(`http://127.0.0.1:${port}/config.json`)).json();
    const year = new Date().getUTCFullYear();
    for (let offset = 0; offset < 6; offset += 1) {
      await fetch(`http://127.0.0.1:${port}/api/ta/Seasons/?orgId=${config.orgId}&year=${year - offset}`);
    }
    await fetch(`http://127.0.0.1:${port}/`);
    return { readyMs, rssMb: rssMegabytes(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = { date: new Date().toISOString(), node: process.version, runs: RUNS, server: {}, bundle: {} };

for (const site of process.env.BENCH_ONLY === 'firstRender' ? [] : ['hockey', 'basketball', 'volleyball', 'corporate']) {
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await startOnce(site));
  results.server[site] = {
    readyMsMedian: Math.round(median(samples.map((s) => s.readyMs))),
    readyMsMax: Math.round(Math.max(...samples.map((s) => s.readyMs))),
    rssMbMedian: Math.round(median(samples.map((s) => s.rssMb))),
    rssMbMax: Math.round(Math.max(...samples.map((s) => s.rssMb))),
  };
}

const html = readFileSync(`${clientDir}/index.html`, 'utf8');
const initialScripts = [...html.matchAll(/<script[^>]+src=["']?\/?([^"' >]+)/g)].map((match) => match[1]);
const gz = (file) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
const initialGzip = initialScripts.reduce((sum, file) => sum + gz(file), 0);
const pubnubInInitial = initialScripts.some((file) => /pndsn\.com|PubNubError/.test(readFileSync(join(clientDir, file), 'utf8')));
const lazyChunks = readdirSync(join(clientDir, 'assets'))
  .filter((file) => file.endsWith('.js') && !initialScripts.includes(`assets/${file}`))
  .map((file) => ({ file, gzipBytes: gz(`assets/${file}`) }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);
results.bundle = { initialScripts, initialGzipBytes: initialGzip, pubnubInInitial, lazyChunks };

/**
 * Every script a first visit to the scoreboard requests before its first render (index.html's scripts, the
 * language's messages, the page chunk and the shared chunks it needs, preloaded or imported), as Chromium
 * fetches them on a real server: the figure a fan on a phone pays, not only index.html's. Every request
 * Chromium makes for a script counts (Playwright's request events, resourceType 'script': preloads and
 * dynamic imports included, whatever the file's name or folder), and any built file under /assets/ fetched
 * as data (messages as JSON, should they move out of their chunks), sized as the body Chromium received,
 * gzip level 9. The first render is the moment the page's <h1> enters the DOM, stamped in the page itself
 * (a MutationObserver), not when the test runner happens to notice it: on a busy machine that came late and
 * counted scripts fetched after the render (issue 14). With server rendering the <h1> arrives in the HTML,
 * and the render is the first paint after it (issue 26: the page's first contentful paint, once the <h1> is
 * in), what a fan sees: a script asked for before the paint counts, whether or not the parser had reached the
 * <h1>. The scripts requested before the load event are reported too (what the page loads to boot). Also when
 * the pubnub SDK was requested, relative to the first render and to the load event (it must wait for an idle
 * page on `/`).
 */
async function scoreboardFirstRender() {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: 'hockey', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_NOW: process.env.BENCH_DEMO_NOW ?? '2026-11-21T17:00:00Z' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (let tries = 0; tries < 200; tries += 1) {
      if (await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false)) break;
      await sleep(25);
    }
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const stamp = () => {
        if (window.__firstRenderAt === undefined && document.querySelector('main h1')) window.__firstRenderAt = performance.now();
      };
      new MutationObserver(stamp).observe(document, { childList: true, subtree: true });
    });
    /** Every script request, in order; sized once its answer is read. */
    const requests = [];
    // A script, or code or messages the build emits and the page fetches as data (a messages JSON under /assets/).
    page.on('request', (request) => {
      const url = new URL(request.url());
      const builtFile = url.origin === `http://127.0.0.1:${port}` && /^\/assets\/.+\.(m?js|json)$/.test(url.pathname);
      if (request.resourceType() === 'script' || builtFile) requests.push(request);
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    // The demo league has a live match at BENCH_DEMO_NOW, so the slider follows it: wait for the SDK.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/pubnub\.[^/]*\.js$/.test(entry.name)), null, { timeout: 15_000 }).catch(() => undefined);
    const timing = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      firstRenderAt: Math.max(window.__firstRenderAt, performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      loadEventEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? null,
    }));
    const scripts = [];
    for (const request of requests) {
      const response = await request.response();
      const body = response ? await response.body().catch(() => null) : null;
      const url = new URL(request.url());
      scripts.push({
        path: url.origin === `http://127.0.0.1:${port}` ? url.pathname.replace(/^\//, '') : url.href,
        // Wall-clock ms of the request, as the page's own clock counts from its time origin.
        startTime: request.timing().startTime - timing.timeOrigin,
        gzipBytes: body ? gzipSync(body, { level: 9 }).length : 0,
      });
    }
    const distinct = (list) => [...new Map(list.map((script) => [script.path, script])).values()];
    const before = distinct(scripts.filter((script) => script.startTime <= timing.firstRenderAt));
    const boot = timing.loadEventEnd === null ? [] : distinct(scripts.filter((script) => script.startTime <= timing.loadEventEnd));
    const pubnub = scripts.find((script) => /pubnub\.[^/]*\.js$/.test(script.path));
    return {
      scripts: before.map((script) => script.path),
      gzipBytes: before.reduce((sum, script) => sum + script.gzipBytes, 0),
      bootScripts: boot.map((script) => script.path),
      bootGzipBytes: boot.reduce((sum, script) => sum + script.gzipBytes, 0),
      allScripts: distinct(scripts).map((script) => ({ path: script.path, startMs: Math.round(script.startTime), gzipBytes: script.gzipBytes })),
      firstRenderMs: Math.round(timing.firstRenderAt),
      loadEventMs: timing.loadEventEnd === null ? null : Math.round(timing.loadEventEnd),
      pubnubRequestedMs: pubnub ? Math.round(pubnub.startTime) : null,
    };
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
if (process.env.BENCH_ONLY === 'firstRender') {
  const figure = await scoreboardFirstRender();
  console.log(JSON.stringify(figure, null, 2));
  console.log('%s KB gzip before the first render, %s KB before the load event', (figure.gzipBytes / 1024).toFixed(1), (figure.bootGzipBytes / 1024).toFixed(1));
  // The figure alone also lands in .bench/latest.json (beside the other figures of the last full run), so
  // scripts/bench/goals.mjs reads it.
  const last = existsSync('.bench/latest.json') ? JSON.parse(readFileSync('.bench/latest.json', 'utf8')) : { date: new Date().toISOString() };
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/latest.json', `${JSON.stringify({ ...last, bundle: { ...last.bundle, scoreboardFirstRender: figure } }, null, 2)}\n`);
  process.exit(0);
}
results.bundle.scoreboardFirstRender = await scoreboardFirstRender();

// The DataTable figure (issue 9): 5,000 rows sorted and paged in Chromium; see scripts/table-bench.mjs.
const table = spawnSync(process.execPath, ['scripts/table-bench.mjs'], { stdio: 'inherit', timeout: 300_000 });
results.table = table.status === 0 ? JSON.parse(readFileSync('.bench/table.json', 'utf8')) : { error: 'the DataTable bench failed' };

// The read-path figures (issue 10): GET proxy throughput against plain Fastify, calls and 304s per boot.
const proxy = spawnSync(process.execPath, ['scripts/proxy-bench.mjs'], { stdio: 'inherit', timeout: 600_000 });
results.proxy = proxy.status === 0 ? JSON.parse(readFileSync('.bench/proxy.json', 'utf8')) : { error: 'the read-path bench failed' };

// The player profile figures (issue 12): load time on a fresh demo server, the largest answer; scripts/profile-bench.mjs.
const profile = spawnSync(process.execPath, ['scripts/profile-bench.mjs'], { stdio: 'inherit', timeout: 300_000 });
results.profile = profile.status === 0 ? JSON.parse(readFileSync('.bench/profile.json', 'utf8')) : { error: 'the profile bench failed' };

// The statistics figures (issue 13): a 5,000-player table on the real route; scripts/stats-bench.mjs.
const stats = spawnSync(process.execPath, ['scripts/stats-bench.mjs'], { stdio: 'inherit', timeout: 300_000 });
results.stats = stats.status === 0 ? JSON.parse(readFileSync('.bench/stats.json', 'utf8')) : { error: 'the statistics bench failed' };
// Issue 26: the live view listing a 5,000-event history (navigation → all listed, and the longest task);
// scripts/live-bench.mjs history. With the statistics filter above: both figures of the long lists.
const liveHistory = spawnSync(process.execPath, ['scripts/live-bench.mjs', 'history'], { stdio: 'inherit', timeout: 300_000 });
results.liveHistory = liveHistory.status === 0 ? JSON.parse(readFileSync('.bench/live-history.json', 'utf8')).history : { error: 'the live history bench failed' };
results.longLists = {
  statsFilterMedianMs: results.stats.matchCountFilter?.medianMs ?? null,
  statsFilterLongestTaskMs: results.stats.matchCountFilterLongTasks?.longestMs ?? null,
  liveHistoryListedMs: results.liveHistory.navigationToAllListedMs ?? null,
  liveHistoryLongestTaskMs: results.liveHistory.longTasks?.longestMs ?? null,
  liveHistoryLongestTaskAfterEventsMs: results.liveHistory.longTasks?.afterEventsLongestMs ?? null,
  // Until the page is live: the take-over of the server's page is part of what a reader waits through.
  liveHistoryLongestTaskUntilLiveMs: results.liveHistory.longTasks?.untilLiveLongestMs ?? null,
};
console.log('long lists (issue 26): statistics filter %s ms (longest task %s ms; goal < 50 ms); live history listed in %s ms (longest task %s ms, %s ms after the events arrived, %s ms until live; goal ≤ 1 s, no task over 50 ms)', ...Object.values(results.longLists));

// The wire figures (issue 25): the wire layer's gzip cost beside zod v4's, and the parse time of the largest
// answer (5,000 players) on the client and in the server's drift check; scripts/wire-bench.mjs.
const wire = spawnSync(process.execPath, ['scripts/wire-bench.mjs'], { stdio: 'inherit', timeout: 300_000 });
results.wire = wire.status === 0 ? JSON.parse(readFileSync('.bench/wire.json', 'utf8')) : { error: 'the wire bench failed' };

// Issue 28 case 4, the restart figure: messages published with LIVE_PUBLISH_KEY, and in history after kill -9 and a
// restart (goal: equal); scripts/restart-bench.mjs.
const restart = spawnSync(process.execPath, ['scripts/restart-bench.mjs'], { stdio: 'inherit', timeout: 300_000 });
results.restart = restart.status === 0 ? JSON.parse(readFileSync('.bench/restart.json', 'utf8')) : { error: 'the restart bench failed' };

// Issue 14: Lighthouse (mobile and desktop, median of three) and the server's memory and event loop after a
// crawl of every tournament and match; scripts/lighthouse-bench.mjs and scripts/server-bench.mjs.
const lighthouse = spawnSync(process.execPath, ['scripts/lighthouse-bench.mjs'], { stdio: 'inherit', timeout: 1_200_000 });
results.lighthouse = lighthouse.status === 0 ? JSON.parse(readFileSync('.bench/lighthouse.json', 'utf8')) : { error: 'the Lighthouse bench failed' };
// Issue 26: the server's answers (TTFB and pages/s beside the shell's, a cold render) and every public route's
// HTML without JavaScript; scripts/render-bench.mjs.
const render = spawnSync(process.execPath, ['scripts/render-bench.mjs'], { stdio: 'inherit', timeout: 900_000 });
results.render = render.status === 0 ? JSON.parse(readFileSync('.bench/render.json', 'utf8')) : { error: 'the render bench failed' };
const serverBench = spawnSync(process.execPath, ['scripts/server-bench.mjs'], { stdio: 'inherit', timeout: 1_200_000 });
results.serverCrawl = serverBench.status === 0 ? JSON.parse(readFileSync('.bench/server.json', 'utf8')) : { error: 'the server bench failed' };
// Issue 28 case 2: a crowd behind one address, 2,000 scoreboard boots in 20 s: refused reads per kind (goal 0); scripts/crowd-bench.mjs.
const crowd = spawnSync(process.execPath, ['scripts/crowd-bench.mjs'], { stdio: 'inherit', timeout: 600_000 });
results.crowd = crowd.status === 0 ? JSON.parse(readFileSync('.bench/crowd.json', 'utf8')) : { error: 'the crowd bench failed' };
// Issue 29 case 1: what the service worker keeps on a fan's device after a day of the demo (entries and bytes per
// cache, the browser's storage estimate); scripts/offline-bench.mjs.
const offline = spawnSync(process.execPath, ['scripts/offline-bench.mjs'], { stdio: 'inherit', timeout: 900_000 });
results.offline = offline.status === 0 ? JSON.parse(readFileSync('.bench/offline.json', 'utf8')) : { error: 'the offline bench failed' };
// Issue 29 case 2: each embed's bytes (HTML and every file it loads) and Lighthouse mobile score (goal ≥ 0.95); scripts/embed-bench.mjs.
const embed = spawnSync(process.execPath, ['scripts/embed-bench.mjs'], { stdio: 'inherit', timeout: 900_000 });
results.embed = embed.status === 0 ? JSON.parse(readFileSync('.bench/embed.json', 'utf8')) : { error: 'the embed bench failed' };

console.log('\nserver (median of %d starts; ready = spawn → first 200 from /healthz; RSS after warm-up)', RUNS);
console.table(results.server);
console.log('initial JS of the scoreboard route: %d bytes gzip (%s KB) in %d scripts; pubnub in it: %s', initialGzip, (initialGzip / 1024).toFixed(1), initialScripts.length, pubnubInInitial);
const firstRender = results.bundle.scoreboardFirstRender;
console.log('every script before the scoreboard\'s first render: %d bytes gzip (%s KB) in %d files: %s', firstRender.gzipBytes, (firstRender.gzipBytes / 1024).toFixed(1), firstRender.scripts.length, firstRender.scripts.join(', '));
console.log('every script before the load event: %d bytes gzip (%s KB) in %d files', firstRender.bootGzipBytes, (firstRender.bootGzipBytes / 1024).toFixed(1), firstRender.bootScripts.length);
console.log('first render at %d ms, load event at %d ms, pubnub requested at %s ms', firstRender.firstRenderMs, firstRender.loadEventMs, firstRender.pubnubRequestedMs ?? 'never');
console.table(lazyChunks.slice(0, 15));
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/latest.json', `${JSON.stringify(results, null, 2)}\n`);
// Last: every goal of issues 26 and 14 beside its figure and the floor's (the live figures come from
// `npm run bench:live`); goals.mjs adds the table to .bench/latest.json.
spawnSync(process.execPath, ['scripts/bench/goals.mjs'], { stdio: 'inherit' });
