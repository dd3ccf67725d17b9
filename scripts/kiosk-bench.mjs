/* global window, document, MutationObserver -- code inside page.evaluate runs in the browser */
// `npm run bench:kiosk` (issue 15: the arena screen runs a whole day): the kiosk page in Debian's Chromium
// against the real server on loopback, through the equivalent of a full match day at LIVE_SPEED (a day of
// the demo league from 14:00 to past midnight in about two and a half minutes), rotating every 3 s with
// every view and the goal cards. Sampled every 10 s after a warm-up: the JS heap after a forced garbage
// collection, its DOM nodes and the JS event listeners; every second, the elements in the document and the
// view on screen (each view's size compared with its own earlier size). Counted: long tasks (main-thread
// tasks over 50 ms), views shown, goal cards. Goals: no growth after warm-up (the last third within 10 % of
// the earlier samples), no long tasks beyond a handful. Bounded: a fixed wall time; the server stops itself. Prints a table; writes .bench/kiosk.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { serverArgs } from './serverCommand.mjs';

const SPEED = Number(process.env.KIOSK_BENCH_SPEED ?? 240);
const WALL_SECONDS = Number(process.env.KIOSK_BENCH_SECONDS ?? 150);
const WARM_UP_SECONDS = 20;
const SAMPLE_EVERY_MS = 10_000;
// The demo day of the browser tests (playwright.config.ts E2E_NOW), from 14:00 Oslo time.
const DAY_START = '2026-11-21T13:00:00Z';
const GOALS = { heapGrowthPercent: 10, domGrowthPercent: 10, listenerGrowthPercent: 10, longTasks: 5 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: 'hockey', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DEMO_NOW: DAY_START, LIVE_SPEED: String(SPEED), RATE_LIMIT_PER_MINUTE: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (await fetch(`${origin}/healthz`).then((r) => r.ok, () => false)) return { child, origin };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('server not ready in 15 s');
}

async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The hockey league with the most live-covered matches today (the goal cards need live feeds). */
async function busiestLeague(origin) {
  const response = await fetch(`${origin}/api/proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ taReqUrl: 'ta/ScheduledMatchesBySport/?sportIds=152&date=11/21/2026' }),
  });
  const { matches } = await response.json();
  const counts = new Map();
  for (const match of matches) {
    if (!match.liveClientType || match.liveClientType === 'None') continue;
    counts.set(match.tournamentId, { n: (counts.get(match.tournamentId)?.n ?? 0) + 1, seasonId: match.seasonId });
  }
  const [tournamentId, { seasonId }] = [...counts].sort((a, b) => b[1].n - a[1].n)[0];
  return { tournamentId, seasonId };
}

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** The largest DOM node count seen per view (its heading), over some samples. */
function largestPerView(domSamples) {
  const largest = {};
  for (const { view, nodes } of domSamples) largest[view] = Math.max(largest[view] ?? 0, nodes);
  return largest;
}

/**
 * DOM growth: the views differ in size (the standings and today's list are tables, a live view fills up with
 * goals as a match goes on), and which of them a one-second sample falls on is chance; comparing the whole
 * run's largest counts flagged "growth" whenever the largest view happened to be sampled late. So each view
 * is compared with itself: its largest count in the last third of the run over its largest in the first two
 * thirds, and the figure is the worst view's. A DOM that keeps growing grows in every view.
 */
function domGrowthPercent(domSamples) {
  const cut = Math.max(1, Math.floor((domSamples.length * 2) / 3));
  const before = largestPerView(domSamples.slice(0, cut));
  const after = largestPerView(domSamples.slice(cut));
  const growths = Object.entries(after)
    .filter(([view]) => before[view] !== undefined)
    .map(([view, nodes]) => ((nodes - before[view]) / before[view]) * 100);
  return growths.length === 0 ? null : round(Math.max(...growths));
}

/** Percent growth of the last third of the samples over the first third (after warm-up). */
function growthPercent(samples, key) {
  const third = Math.max(1, Math.floor(samples.length / 3));
  const first = mean(samples.slice(0, third).map((s) => s[key]));
  const last = mean(samples.slice(-third).map((s) => s[key]));
  return round(((last - first) / first) * 100);
}

async function run() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? findChromium(), args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'] });
  try {
    const league = await busiestLeague(server.origin);
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.addInitScript(() => {
      const stats = { tasks: [], gcWindows: [], views: 0, goalCards: 0 };
      window.__kiosk = stats;
      new PerformanceObserver((list) => {
        // Bounded by the run's length (a few tens of entries); kept to set the bench's own GCs apart.
        for (const entry of list.getEntries()) stats.tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration, ms: entry.duration });
      }).observe({ type: 'longtask' });
      document.addEventListener('DOMContentLoaded', () => {
        let title = null;
        let card = false;
        new MutationObserver(() => {
          const now = document.querySelector('h1')?.textContent ?? null;
          if (now !== title) {
            title = now;
            stats.views += 1;
          }
          const shown = document.querySelector('[role="alert"]') !== null;
          if (shown && !card) stats.goalCards += 1;
          card = shown;
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    });
    const url = `${server.origin}/kiosk?tournamentId=${league.tournamentId}&seasonId=${league.seasonId}&rotate=3&lang=en`;
    await page.goto(url);
    const cdp = await page.context().newCDPSession(page);
    const sample = async (startedAt) => {
      // The forced collection runs on the page's main thread: its own long task is the bench's, not the page's.
      const before = await page.evaluate(() => performance.now());
      await cdp.send('HeapProfiler.collectGarbage');
      await page.evaluate((from) => window.__kiosk.gcWindows.push({ from, to: performance.now() }), before);
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
      return {
        wallSeconds: Math.round((Date.now() - startedAt) / 1000),
        simulatedHours: round(((Date.now() - startedAt) / 1000) * (SPEED / 3600), 2),
        heapMb: round(usedSize / 1024 / 1024, 2),
        domNodes: nodes,
        listeners: jsEventListeners,
      };
    };
    const started = Date.now();
    await sleep(WARM_UP_SECONDS * 1000);
    const warmUpEnd = await page.evaluate(() => performance.now());
    const samples = [];
    // Every second, the DOM size of the view on screen (cheap: no garbage collection).
    const domSamples = [];
    let nextHeap = 0;
    while (Date.now() - started < WALL_SECONDS * 1000) {
      if (Date.now() >= nextHeap) {
        samples.push(await sample(started));
        nextHeap = Date.now() + SAMPLE_EVERY_MS;
      }
      // Elements in the document: the screen's own size, whatever the collector has or has not yet freed
      // (detached nodes are garbage until a collection, and show in the heap figure if they are kept).
      domSamples.push(await page.evaluate(() => ({ view: document.querySelector('h1')?.textContent ?? '', nodes: document.getElementsByTagName('*').length })));
      await sleep(1000);
    }
    samples.push(await sample(started));
    const stats = await page.evaluate(() => window.__kiosk);
    const own = (task) => !stats.gcWindows.some((gc) => task.start < gc.to && task.end > gc.from);
    const pageTasks = stats.tasks.filter(own);
    const result = {
      speed: SPEED,
      wallSeconds: WALL_SECONDS,
      simulatedHours: round((WALL_SECONDS * SPEED) / 3600, 2),
      league,
      warmUpSeconds: WARM_UP_SECONDS,
      samples,
      heapGrowthPercent: growthPercent(samples, 'heapMb'),
      domGrowthPercent: domGrowthPercent(domSamples),
      domSamples: domSamples.length,
      domElementsPerView: largestPerView(domSamples),
      listenerGrowthPercent: growthPercent(samples, 'listeners'),
      heapMbMax: Math.max(...samples.map((s) => s.heapMb)),
      domNodesMax: Math.max(...samples.map((s) => s.domNodes)),
      longTasks: pageTasks.length,
      longTasksAfterWarmUp: pageTasks.filter((task) => task.start >= warmUpEnd).length,
      longestTaskMs: round(Math.max(0, ...pageTasks.map((task) => task.ms))),
      longTasksDuringForcedGc: stats.tasks.length - pageTasks.length,
      viewsShown: stats.views,
      goalCards: stats.goalCards,
      goals: GOALS,
    };
    return result;
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

const result = await run();
const rows = [
  ['simulated match day', `${result.simulatedHours} h in ${result.wallSeconds} s (LIVE_SPEED ${result.speed})`, '', true],
  ['views shown / goal cards', `${result.viewsShown} / ${result.goalCards}`, '> 0 / > 0', result.viewsShown > 0 && result.goalCards > 0],
  ['JS heap growth after warm-up', `${result.heapGrowthPercent} % (max ${result.heapMbMax} MB)`, `≤ ${GOALS.heapGrowthPercent} %`, result.heapGrowthPercent <= GOALS.heapGrowthPercent],
  ['DOM elements: each view, last third over the rest', result.domGrowthPercent === null ? 'not measured (no view in both parts)' : `${result.domGrowthPercent} % (${Object.entries(result.domElementsPerView).map(([view, count]) => `${view} ${count}`).join(', ')})`, `≤ ${GOALS.domGrowthPercent} %`, result.domGrowthPercent !== null && result.domGrowthPercent <= GOALS.domGrowthPercent],
  ['event listeners growth', `${result.listenerGrowthPercent} %`, `≤ ${GOALS.listenerGrowthPercent} %`, result.listenerGrowthPercent <= GOALS.listenerGrowthPercent],
  ['long tasks > 50 ms after warm-up', `${result.longTasksAfterWarmUp} (all: ${result.longTasks}, longest ${result.longestTaskMs} ms; ${result.longTasksDuringForcedGc} during the bench's GCs left out)`, `≤ ${GOALS.longTasks}`, result.longTasksAfterWarmUp <= GOALS.longTasks],
];
console.log('\nKiosk bench (issue 15)');
for (const [metric, value, goal, met] of rows) console.log(`${met ? 'ok  ' : 'MISS'} ${metric.padEnd(34)} ${String(value).padEnd(44)} ${goal}`);
console.log('\nsamples (wall s, simulated h, heap MB, DOM nodes, listeners):');
for (const s of result.samples) console.log(`  ${String(s.wallSeconds).padStart(4)}  ${String(s.simulatedHours).padStart(5)}  ${String(s.heapMb).padStart(6)}  ${String(s.domNodes).padStart(6)}  ${String(s.listeners).padStart(5)}`);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/kiosk.json', `${JSON.stringify({ ...result, rows: rows.map(([metric, value, goal, met]) => ({ metric, value, goal, met })) }, null, 2)}\n`);
