/* global document, window, MutationObserver, HTMLSelectElement -- code inside page.evaluate runs in the browser */
// The statistics figures of `npm run bench` (issue 13), measured as a fan gets them: the real built site
// (route chunk, wire parser, state, DataTable) in Chromium, on /statistics/players with a league of 5,000
// players. A small loopback proxy in front of a real demo server answers icehockey/TournamentPlayers with
// 5,000 deterministic rows (the match-count filter really changes them) and passes every other request
// through. Measured:
// - the JS the route loads before its table shows (every script, gzip), and the part only this route needs;
// - ms per interaction from the click or change until the page shows its outcome, laid out: sort, page turn,
//   and the match-count filter (a new read through the proxy, parsed, shaped and rendered);
// - issue 25: the wire parse of the largest answer, parseHockeyPlayers (the one shared copy, as built in
//   dist/) on the same 5,000 rows in the federation's real names (the DEMO_WIRE=real rewrite), median of
//   a fixed number of runs in Node, alone and with the JSON.parse of the answer's text before it.
// Fixed rounds; loopback only; every process and server it starts is stopped. Writes .bench/stats.json.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { serverArgs } from './serverCommand.mjs';

const ROWS = 5_000;
const ROUNDS = Number(process.env.BENCH_STATS_ROUNDS ?? 12);
const PARSE_RUNS = 31;
const DEMO_NOW = '2026-11-21T17:00:00Z';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const gz = (file) => gzipSync(readFileSync(join('dist/client', file)), { level: 9 }).length;

/** 5,000 skater rows; `numberMatches` N scales the games (and so every count) as a real filter would. */
function players(numberMatches) {
  const games = numberMatches > 0 ? numberMatches : 30;
  return Array.from({ length: ROWS }, (_, index) => {
    const seed = (index + 1) * 2654435761;
    const figure = (salt, most) => Math.floor((((seed * (salt + 3)) % 1000) / 1000) * most * (games / 30));
    const g = figure(1, 25);
    const a = figure(2, 35);
    return {
      personId: 900_000 + index,
      orgId: 20_000 + (index % 40),
      // The filter shows in every row (a real filter changes the figures; this makes the change visible).
      firstName: `Player${games}`,
      lastName: `${index + 1}`,
      teamName: `Team ${index % 40}`,
      gp: Math.max(1, Math.min(games, figure(3, 30) + 1)),
      g,
      a,
      pts: g + a,
      plusMinus: figure(4, 30) - 15,
      pim: figure(5, 40),
      ppg: figure(6, 8),
      ppa: figure(7, 10),
      shg: figure(8, 2),
      sha: figure(9, 3),
      gwg: figure(10, 5),
      sog: g + figure(11, 100),
      faceoffs: figure(12, 400),
      faceoffsWinPct: ((seed % 100) + 1) / 101,
    };
  });
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10, maxMs: Math.round(sorted[sorted.length - 1] * 10) / 10 };
};

/**
 * Issue 25: ms to parse the 5,000-player answer in the federation's names with the client's parser (the
 * built CommonJS copy of src/shared/wire, the code both sides run): a few warm-up runs, then PARSE_RUNS.
 */
function realParseFigures() {
  const require = createRequire(import.meta.url);
  const { parseHockeyPlayers } = require('../dist/shared/wire/hockeyStats.js');
  const { realTournamentPlayer } = require('../dist/server/demo/realWire/records.js');
  const text = JSON.stringify(players(0).map((row, index) => realTournamentPlayer(row, index)));
  const answer = JSON.parse(text);
  const check = parseHockeyPlayers(answer);
  if (check.length !== ROWS || check.some((row) => row.gp === null || row.plusMinus === null)) throw new Error('the real-spelled answer did not parse to 5,000 whole rows');
  const time = (work) => {
    const started = performance.now();
    work();
    return performance.now() - started;
  };
  for (let run = 0; run < 5; run += 1) parseHockeyPlayers(JSON.parse(text));
  const parse = Array.from({ length: PARSE_RUNS }, () => time(() => parseHockeyPlayers(answer)));
  const jsonAndParse = Array.from({ length: PARSE_RUNS }, () => time(() => parseHockeyPlayers(JSON.parse(text))));
  return { rows: ROWS, runs: PARSE_RUNS, answerBytes: Buffer.byteLength(text), parse: summary(parse), jsonAndParse: summary(jsonAndParse) };
}

const realParse = realParseFigures();
console.log(
  '\nparseHockeyPlayers, %d real-spelled rows (%d KB of JSON), median of %d runs: %d ms (max %d); with JSON.parse: %d ms (max %d)',
  realParse.rows,
  Math.round(realParse.answerBytes / 1024),
  realParse.runs,
  realParse.parse.medianMs,
  realParse.parse.maxMs,
  realParse.jsonAndParse.medianMs,
  realParse.jsonAndParse.maxMs,
);

const demoPort = await freePort();
const demo = spawn(process.execPath, serverArgs(), {
  env: { ...process.env, SITE: 'hockey', PORT: String(demoPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_NOW, RATE_LIMIT_PER_MINUTE: '1000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const proxy = Fastify();
proxy.removeAllContentTypeParsers();
proxy.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
proxy.all('/*', async (request, reply) => {
  const url = new URL(request.url, 'http://bench');
  // The client writes the target unencoded after `taReqUrl=` (its own `?&a=&b=` included), as the server reads it.
  const target = url.pathname === '/api/proxy' ? decodeURIComponent(request.url.split('taReqUrl=')[1] ?? '') : '';
  if (url.pathname === '/api/proxy' && target.startsWith('icehockey/TournamentPlayers/')) {
    const query = new URL(target, 'http://target');
    return reply.type('application/json').send(JSON.stringify(players(Number(query.searchParams.get('numberMatches') || 0))));
  }
  const upstream = await fetch(`http://127.0.0.1:${demoPort}${request.url}`, {
    method: request.method,
    headers: { accept: request.headers.accept ?? '*/*', 'content-type': request.headers['content-type'] ?? 'application/json' },
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    signal: AbortSignal.timeout(35_000),
  }).catch(() => null);
  if (upstream === null) return reply.code(504).send();
  reply.code(upstream.status).type(upstream.headers.get('content-type') ?? 'application/octet-stream');
  return reply.send(Buffer.from(await upstream.arrayBuffer()));
});
const proxyPort = await freePort();
await proxy.listen({ port: proxyPort, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

try {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await fetch(`http://127.0.0.1:${demoPort}/healthz`).then((response) => response.ok, () => false)) break;
    await sleep(25);
  }
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const scripts = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path.replace(/^\//, ''));
  });
  const started = Date.now();
  console.error('stats bench: opening /statistics/players with %d players', ROWS);
  await page.goto(`http://127.0.0.1:${proxyPort}/statistics/players`);
  const table = page.getByRole('table', { name: /^Players of / });
  await table.locator('tbody tr').nth(19).waitFor({ timeout: 30_000 });
  const firstTableMs = Date.now() - started;
  const routeScripts = [...new Set(scripts)];
  // The scripts the scoreboard needs too are the shell's; the rest is what the statistics route adds.
  const home = await browser.newPage();
  const homeScripts = [];
  home.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) homeScripts.push(path.replace(/^\//, ''));
  });
  await home.goto(`http://127.0.0.1:${proxyPort}/`);
  await home.locator('main h1').first().waitFor({ timeout: 15_000 });
  await home.close();
  const ownScripts = routeScripts.filter((file) => !homeScripts.includes(file));

  const figures = await page.evaluate(async (rounds) => {
    const table = () => document.querySelector('table');
    const until = (done) =>
      new Promise((resolve, reject) => {
        if (done()) return resolve();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        // Bounded: an outcome that never shows fails the bench instead of hanging it.
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error('the page did not show the outcome within 10 s'));
        }, 10_000);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    let phase = '';
    const time = async (act, done) => {
      const begun = performance.now();
      act();
      await until(done).catch((error) => {
        throw new Error(`${phase}: ${error.message}`);
      });
      void document.body.offsetHeight;
      const ms = performance.now() - begun;
      await new Promise((settled) => setTimeout(settled, 30));
      return ms;
    };
    const header = (label) => [...table().querySelectorAll('thead th')].find((cell) => cell.textContent.trim().startsWith(label));
    const pageText = () => [...document.querySelectorAll('nav span')].map((span) => span.textContent).join('');
    const firstRow = () => table().querySelector('tbody tr')?.textContent ?? '';
    const sortBy = (label) => {
      phase = `sort by ${label}`;
      const before = header(label).getAttribute('aria-sort');
      return time(() => header(label).querySelector('button').click(), () => header(label)?.getAttribute('aria-sort') !== before);
    };
    const turn = (label) => {
      phase = `${label}`;
      const before = pageText();
      return time(() => document.querySelector(`button[aria-label="${label}"]`).click(), () => pageText() !== before);
    };
    const matches = [...document.querySelectorAll('select')].find((select) => select.closest('label')?.textContent?.includes('Number of matches') || select.id && document.querySelector(`label[for="${select.id}"]`)?.textContent?.includes('Number of matches'));
    const filter = (value) => {
      phase = `last ${value} matches`;
      const before = firstRow();
      return time(
        () => {
          Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(matches, value);
          matches.dispatchEvent(new Event('change', { bubbles: true }));
        },
        () => table() !== null && firstRow() !== before && table().querySelectorAll('tbody tr').length > 0,
      );
    };
    const labels = ['PTS', 'G', 'A', 'PIM', 'SOG', 'GP', 'FO'];
    const sort = [];
    for (let round = 0; round < rounds; round += 1) sort.push(await sortBy(labels[round % labels.length]));
    const paging = [];
    for (let round = 0; round < rounds; round += 1) paging.push(await turn(round % 3 === 2 ? 'First page' : 'Next page'));
    // Issue 26: the main-thread tasks of 50 ms or more while the filter changes (none is the goal).
    const filterTasks = [];
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) filterTasks.push(entry.duration);
    });
    tasks.observe({ type: 'longtask' });
    const filtering = [];
    for (let round = 0; round < rounds; round += 1) filtering.push(await filter(['5', '0', '10', '0', '2', '0'][round % 6]));
    tasks.disconnect();
    return { sort, paging, filtering, filterTasks, rows: document.querySelector('nav span')?.textContent ?? '' };
  }, ROUNDS);

  const result = {
    rows: ROWS,
    firstTableMs,
    routeScriptsGzipBytes: routeScripts.reduce((sum, file) => sum + gz(file), 0),
    routeOwnScripts: ownScripts,
    routeOwnGzipBytes: ownScripts.reduce((sum, file) => sum + gz(file), 0),
    sort: summary(figures.sort),
    pageTurn: summary(figures.paging),
    matchCountFilter: summary(figures.filtering),
    // Issue 26: each round (the first of each value is a new read through the proxy, the rest RTK Query's
    // cache) and the long tasks they ran.
    matchCountFilterRoundsMs: figures.filtering.map((ms) => Math.round(ms * 10) / 10),
    matchCountFilterLongTasks: { count: figures.filterTasks.length, longestMs: figures.filterTasks.length ? Math.round(Math.max(...figures.filterTasks)) : 0 },
    realWireParse: realParse,
  };
  console.log('\nice hockey players statistics with %d players (real route, Chromium, %d rounds each):', ROWS, ROUNDS);
  console.table({ sort: result.sort, pageTurn: result.pageTurn, matchCountFilter: result.matchCountFilter });
  console.log('match-count filter rounds: %s ms; long tasks: %d (longest %d ms)', result.matchCountFilterRoundsMs.join(', '), result.matchCountFilterLongTasks.count, result.matchCountFilterLongTasks.longestMs);
  console.log('route JS before the table: %d bytes gzip (%d of it only this route: %s); first table after %d ms', result.routeScriptsGzipBytes, result.routeOwnGzipBytes, ownScripts.join(', '), firstTableMs);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/stats.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  await proxy.close();
  demo.kill('SIGTERM');
  await new Promise((resolve) => demo.once('exit', resolve));
}
