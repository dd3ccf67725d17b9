/* global document -- code inside page.evaluate runs in the browser */
// Server-rendering figures of `npm run bench` (issue 26), on the built hockey server with the demo clock pinned
// (BENCH_DEMO_NOW), loopback only. It measures whatever the URLs answer: today the SPA shell, once the server
// renders pages, the rendered pages.
// - cold: on a freshly started server (one per page), the first request of the page: time to the first byte
//   of its body and to its last;
// - warm: after WARM_UPS requests of each, SAMPLES requests per page, interleaved round by round with the
//   shell (`/index.html` as a file: the page every route answers with today, before the server adds its
//   configuration and preload hints), one at a time: time to the first byte of the body and to its last,
//   median and p95; each page's TTFB as a ratio to the shell's (goal ≤ 3×);
// - throughput: autocannon (a devDependency), CONNECTIONS connections for SECONDS s per URL, shell first:
//   pages per second (goal ≥ 300);
// - HTML without JS: every public route's HTML as plain `fetch` gets it, beside what Chromium with JS shows
//   for the same URL: the page's <title>, its <h1> text, its table rows and its scores ("3 - 1"), each as
//   "in the HTML: yes/no" with the counts (scripts/bench/htmlFigures.mjs: rows and scores in <main>, outside
//   <script> and <style>).
// Bounded: fixed counts and durations, every request with a time limit; every server it starts is stopped.
// Writes .bench/render.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { startBenchServer } from './bench/benchServer.mjs';
import { findPages } from './bench/benchPages.mjs';
import { compareWithRendered, countScores, htmlFigures } from './bench/htmlFigures.mjs';

const DEMO_NOW = process.env.BENCH_DEMO_NOW ?? '2026-11-21T17:00:00Z';
const WARM_UPS = 5;
const SAMPLES = Number(process.env.BENCH_RENDER_SAMPLES ?? 60);
const SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 5);
const CONNECTIONS = 8;
const REQUEST_TIMEOUT_MS = 30_000;
const SHELL = '/index.html';
const GOALS = { ttfbOfShell: 3, pagesPerSecond: 300 };
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });


/**
 * One GET as a browser's first visit sends it (gzip accepted): ms to the first byte of the body (not of the
 * headers: a streamed page may send its headers before it has anything to show) and to its end.
 */
function timeOne(port, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' }, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      let firstByteMs = null;
      let bytes = 0;
      response.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () => {
        const totalMs = performance.now() - started;
        resolve({ status: response.statusCode, firstByteMs: firstByteMs ?? totalMs, totalMs, bytes });
      });
      response.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end();
  });
}

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round1 = (value) => Math.round(value * 10) / 10;
function stats(samples, key) {
  const sorted = samples.map((sample) => sample[key]).sort((a, b) => a - b);
  return { medianMs: round1(at(sorted, 0.5)), p95Ms: round1(at(sorted, 0.95)) };
}

/** A fresh server per page, its first request timed: the cold render (module caches, demo data, read cache empty). */
async function coldRenders(urls) {
  const cold = {};
  for (const [name, path] of Object.entries(urls)) {
    const server = await startBenchServer({ name: 'render-bench', demoNow: DEMO_NOW });
    try {
      const first = await timeOne(server.port, path);
      cold[name] = { status: first.status, firstByteMs: round1(first.firstByteMs), totalMs: round1(first.totalMs) };
    } finally {
      await server.stop();
    }
  }
  return cold;
}

async function warmTimes(port, urls) {
  const named = { shell: SHELL, ...urls };
  const samples = Object.fromEntries(Object.keys(named).map((name) => [name, []]));
  for (let round = 0; round < WARM_UPS; round += 1) for (const path of Object.values(named)) await timeOne(port, path);
  for (let round = 0; round < SAMPLES; round += 1) {
    for (const [name, path] of Object.entries(named)) samples[name].push(await timeOne(port, path));
  }
  const shellTtfb = stats(samples.shell, 'firstByteMs').medianMs;
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => {
      const ttfb = stats(list, 'firstByteMs');
      return [
        name,
        {
          path: named[name],
          status: list[0].status,
          // As sent, compressed (the request accepts gzip and br like a browser).
          wireBytes: list[0].bytes,
          ttfb,
          total: stats(list, 'totalMs'),
          ...(name === 'shell' ? {} : { ttfbOfShell: round1(ttfb.medianMs / Math.max(0.1, shellTtfb)) }),
        },
      ];
    }),
  );
}

async function throughput(base, urls) {
  const figures = {};
  // A discarded second of load first: the URL measured first must not pay the server's and autocannon's warm-up.
  await autocannon({ url: `${base}${SHELL}`, connections: CONNECTIONS, duration: 1, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' }, timeout: 30 });
  for (const [name, path] of Object.entries({ shell: SHELL, ...urls })) {
    const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' }, timeout: 30 });
    figures[name] = { path, pagesPerSecond: Math.round(result.requests.average), non2xx: result.non2xx, errors: result.errors, latencyP99Ms: result.latency.p99 };
  }
  return figures;
}

/** The public routes (SPEC §2) a reader can open: every route but the staff's and the arena's screens. */
function publicRoutes(paths, ids) {
  const selection = `seasonId=${ids.seasonId}&tournamentId=${ids.tournamentId}`;
  return {
    home: '/',
    ...paths,
    schedule: `/schedule?${selection}`,
    teammembers: `/teammembers?${selection}`,
    transfers: `/transfers?${selection}`,
    players: `/statistics/players?${selection}`,
    goalies: `/statistics/goalies?${selection}`,
    attendance: `/statistics/attendance?${selection}`,
    teams: `/statistics/teams?${selection}`,
  };
}

async function htmlWithoutJs(base, routes) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
  const figures = {};
  try {
    for (const [name, path] of Object.entries(routes)) {
      const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const html = await response.text();
      const carried = htmlFigures(html);
      // What the page shows with JavaScript, the reference: its title, <h1>, rows and scores once rendered.
      const page = await browser.newPage();
      let shown;
      try {
        await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: REQUEST_TIMEOUT_MS });
        await page.locator('main h1').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        shown = await page.evaluate(() => ({
          title: document.title,
          h1: document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
          rows: document.querySelectorAll('main tbody tr').length,
          text: document.querySelector('main')?.innerText ?? '',
        }));
        shown.scores = countScores(shown.text);
      } finally {
        await page.close();
      }
      figures[name] = { path, status: response.status, characters: html.length, ...compareWithRendered(carried, shown) };
    }
  } finally {
    await browser.close();
  }
  return figures;
}

const results = { date: new Date().toISOString(), node: process.version, demoNow: DEMO_NOW, goals: GOALS, samples: SAMPLES, seconds: SECONDS, connections: CONNECTIONS };
const server = await startBenchServer({ name: 'render-bench', demoNow: DEMO_NOW });
let urls;
try {
  const found = await findPages(server.base);
  results.ids = found.ids;
  urls = { scoreboard: found.paths.scoreboard, match: found.paths.match, standings: found.paths.standings };
  results.warm = await warmTimes(server.port, urls);
  results.throughput = await throughput(server.base, urls);
  results.html = await htmlWithoutJs(server.base, publicRoutes(found.paths, found.ids));
} finally {
  await server.stop();
}
results.cold = await coldRenders({ shell: SHELL, ...urls });

const yesNo = (value) => (value === null ? 'n/a' : value ? 'yes' : 'no');
console.log(`\nServer: warm answers, one at a time, ${SAMPLES} each interleaved with the shell (${SHELL}); throughput with ${CONNECTIONS} connections for ${SECONDS} s; cold = first request after start`);
console.table(
  Object.fromEntries(
    Object.entries(results.warm).map(([name, warm]) => [
      name,
      {
        path: warm.path,
        status: warm.status,
        wireBytes: warm.wireBytes,
        ttfbMedianMs: warm.ttfb.medianMs,
        ttfbP95Ms: warm.ttfb.p95Ms,
        ttfbOfShell: warm.ttfbOfShell ?? '',
        pagesPerSecond: results.throughput[name].pagesPerSecond,
        coldFirstByteMs: results.cold[name]?.firstByteMs,
        coldTotalMs: results.cold[name]?.totalMs,
      },
    ]),
  ),
);
console.log('HTML without JavaScript (plain fetch) beside the page Chromium renders with it');
console.table(
  Object.fromEntries(
    Object.entries(results.html).map(([name, page]) => [
      name,
      {
        status: page.status,
        title: `${yesNo(page.title.present)} (${page.title.html || '—'})`,
        h1: yesNo(page.h1.present),
        rows: `${yesNo(page.rows.present)} (${page.rows.html} of ${page.rows.withJs})`,
        scores: `${yesNo(page.scores.present)} (${page.scores.html} of ${page.scores.withJs})`,
      },
    ]),
  ),
);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/render.json', `${JSON.stringify(results, null, 2)}\n`);
