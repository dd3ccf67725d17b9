// Server memory and event-loop bench (issue 14, DESIGN §7): for each site preset (default hockey and corporate,
// BENCH_SITES=a,b to choose), it starts dist/server/main.js with scripts/bench/loopMonitor.cjs preloaded and
// - times spawn → first 200 of /healthz;
// - crawls the site as its client would: /config.json, the seasons of the six years the client offers, every
//   tournament of every season, each tournament's matches, teams and standings, and for every match the
//   calls of the match page (the match, incidents, referees, broadcast, and the sport's detail calls), as
//   GET /api/proxy?taReqUrl=… with the target strings built by the contract itself (dist/shared/contract);
// - after a settle, reads the process's RSS (VmRSS, and the peak VmHWM) from /proc/<pid>/status;
// - reports the event loop's longest delay and the number of delays over 50 ms from listening to the end of
//   the crawl (the monitor's phase 1, which starts at the server's 'listening' event, see loopMonitor.cjs),
//   and the time from listening to the first 200 of /healthz.
// Each figure is printed beside its goal; the whole is written to .bench/server.json.
// Bounded: 8 requests in flight, at most MAX_REQUESTS requests and CRAWL_LIMIT_MS per site, loopback only;
// it stops every server it starts. Build first (`npm run -s build:server`); it builds when dist is missing.
// BENCH_DEMO_NOW pins the server's clock (DEMO_NOW) for before/after comparisons on one and the same day.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './freePort.mjs';
import { serverArgs } from './serverCommand.mjs';

const READY_TIMEOUT_MS = 15_000;
const CONCURRENCY = 8;
const CRAWL_LIMIT_MS = 5 * 60_000;
const MAX_REQUESTS = 150_000;
const SETTLE_MS = 5_000;
const YEARS = 6;
const REQUEST_TIMEOUT_MS = 30_000;
const GOALS = { rssMb: 300, maxLoopDelayMs: 50, delaysOver50ms: 0 };
const MONITOR = resolve('scripts/bench/loopMonitor.cjs');

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function ensureBuilt() {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/shared/contract/index.js')) {
    spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' });
  }
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 102.4) / 10, peakRssMb: Math.round(kb('VmHWM') / 102.4) / 10 };
}

/** The year the server's league is anchored in, in its zone (the client offers it and the five before). */
function anchorYear(demoNow) {
  const at = demoNow ? new Date(demoNow) : new Date();
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric' }).format(at));
}

async function startServer(site, demoNow, reportPath) {
  const port = await freePort();
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server only, for diagnosis (`--cpu-prof`, `--expose-gc`).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, serverArgs([...extra, '--require', MONITOR]), {
    env: {
      ...process.env,
      SITE: site,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DEMO_NOW: demoNow ?? '',
      LOOP_MONITOR_REPORT: reportPath,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`${site}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return { child, origin, readyMs: performance.now() - started, healthyAtEpochMs: Date.now() };
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  child.kill('SIGKILL');
  throw new Error(`${site}: not ready within ${READY_TIMEOUT_MS} ms`);
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The crawl: a queue of reads, each of which may queue more (a season its tournaments, a tournament its
 * matches), drained by CONCURRENCY workers until it is empty, the time limit passes or MAX_REQUESTS were sent.
 */
async function crawl(origin, contract, year) {
  const { buildTarget, buildDirectTarget, SPORT } = contract;
  const queue = [];
  const statuses = {};
  const latencies = [];
  const counts = { seasons: 0, tournaments: 0, matches: 0, requests: 0 };
  const deadline = performance.now() + CRAWL_LIMIT_MS;
  let slowest = { ms: 0, url: '' };

  const get = async (path) => {
    counts.requests += 1;
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await response.text();
    const ms = performance.now() - started;
    latencies.push(ms);
    if (ms > slowest.ms) slowest = { ms, url: path };
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    return response.ok ? JSON.parse(body) : null;
  };
  const proxy = (name, params) => get(`/api/proxy?taReqUrl=${encodeURIComponent(buildTarget(name, params))}`);
  const direct = (name, params) => get(`/api/${buildDirectTarget(name, params)}`);

  const matchPage = (match) => {
    const matchId = match.matchId;
    const reads = [
      ['match', { matchId }],
      ['matchIncidents', { matchId }],
      ['matchReferees', { matchid: matchId }],
      ['broadcastsByMatch', { matchId }],
    ];
    if (match.sportId === SPORT.iceHockey) {
      for (const name of ['hockeyGoals', 'hockeyPenalties', 'hockeyPlayers', 'hockeyGoalies', 'matchTeamMembers']) reads.push([name, { matchId }]);
    } else if (match.sportId === SPORT.basketball) reads.push(['basketballMatchPlayers', { matchId }]);
    else if (match.sportId === SPORT.volleyball) reads.push(['volleyballMatchPlayers', { matchId }]);
    for (const [name, params] of reads) queue.push(() => proxy(name, params));
  };
  const tournament = (tournamentId) => {
    counts.tournaments += 1;
    queue.push(async () => {
      const answer = await proxy('tournamentMatches', { tournamentId });
      for (const match of answer?.matches ?? []) {
        counts.matches += 1;
        matchPage(match);
      }
    });
    queue.push(() => proxy('tournamentTeams', { tournamentId }));
    queue.push(() => proxy('standings', { tournamentId }));
  };

  const config = await get('/config.json');
  for (let offset = 0; offset < YEARS; offset += 1) {
    queue.push(async () => {
      const seasons = (await direct('seasons', { orgId: config.orgId, year: year - offset })) ?? [];
      for (const season of seasons) {
        counts.seasons += 1;
        queue.push(async () => {
          const answer = await direct('tournamentsInSeason', { seasonId: season.seasonId });
          for (const entry of answer?.tournamentsInSeason ?? []) tournament(entry.tournamentId);
        });
      }
    });
  }

  let inFlight = 0;
  let stopped = null;
  const worker = async () => {
    for (;;) {
      if (performance.now() > deadline) stopped ??= 'time limit';
      if (counts.requests >= MAX_REQUESTS) stopped ??= 'request limit';
      if (stopped) return;
      const next = queue.shift();
      if (!next) {
        if (inFlight === 0) return;
        await sleep(2);
        continue;
      }
      inFlight += 1;
      try {
        await next();
      } catch (error) {
        statuses.failed = (statuses.failed ?? 0) + 1;
        if ((statuses.failed ?? 0) <= 3) process.stderr.write(`server-bench: a read failed: ${error.message}\n`);
      } finally {
        inFlight -= 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    ...counts,
    complete: stopped === null,
    stoppedBy: stopped,
    crawlMs: Math.round(performance.now() - started),
    statuses,
    latencyMs: { p50: at(0.5), p99: at(0.99), max: Math.round(slowest.ms) },
    slowestRequest: slowest.url,
  };
}

function readPhases(reportPath) {
  if (!existsSync(reportPath)) return [];
  return readFileSync(reportPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

async function benchSite(site, { demoNow, contract }) {
  mkdirSync('.bench', { recursive: true });
  const reportPath = resolve(join('.bench', `server-loop-${site}.ndjson`));
  rmSync(reportPath, { force: true });
  const server = await startServer(site, demoNow, reportPath);
  try {
    // Phase 0 (start-up until listening) ended in the server itself at its 'listening' event (loopMonitor.cjs):
    // an earlier version ended it here, at the first /healthz answer, which counted whatever delayed that
    // answer (the live simulator's start scan) as start-up rather than as blocking after listen.
    const crawled = await crawl(server.origin, contract, anchorYear(demoNow));
    await sleep(SETTLE_MS);
    const memory = memoryOf(server.child.pid);
    server.child.kill('SIGUSR2');
    await sleep(300);
    await stopServer(server.child);
    const phases = readPhases(reportPath);
    const running = phases.find((entry) => entry.phase === 1) ?? null;
    const startup = phases.find((entry) => entry.phase === 0) ?? null;
    return {
      readyMs: Math.round(server.readyMs),
      // From the server's 'listening' event to the bench holding a 200 of /healthz (polled every 5 ms).
      healthzAfterListenMs: startup?.atEpochMs ? Math.max(0, server.healthyAtEpochMs - startup.atEpochMs) : null,
      ...memory,
      loop: running && {
        maxDelayMs: running.maxDelayMs,
        p99DelayMs: running.p99DelayMs,
        delaysOver50ms: running.delaysOver50ms,
        longest: running.longest,
        gc: running.gc,
      },
      startupLoop: startup,
      crawl: crawled,
    };
  } finally {
    await stopServer(server.child);
  }
}

/** Runs the bench over `sites`; prints the figures beside their goals and writes .bench/server.json. */
export async function runServerBench({ sites = ['hockey', 'corporate'], demoNow = process.env.BENCH_DEMO_NOW || null } = {}) {
  ensureBuilt();
  const contract = createRequire(import.meta.url)(resolve('dist/shared/contract/index.js'));
  const results = { date: new Date().toISOString(), node: process.version, demoNow, goals: GOALS, sites: {} };
  for (const site of sites) {
    process.stdout.write(`server-bench: ${site} …\n`);
    results.sites[site] = await benchSite(site, { demoNow, contract });
  }
  const rows = [];
  for (const [site, figures] of Object.entries(results.sites)) {
    const { crawl: crawled } = figures;
    rows.push([site, 'spawn → /healthz 200 (ms)', figures.readyMs, '']);
    rows.push([site, 'listen → /healthz 200 (ms)', figures.healthzAfterListenMs ?? 'n/a', 'as soon as it listens']);
    rows.push([site, 'RSS after crawl + settle (MB)', figures.rssMb, `< ${GOALS.rssMb}`]);
    rows.push([site, 'peak RSS (MB)', figures.peakRssMb, '']);
    rows.push([site, 'max event-loop delay after listen (ms)', figures.loop?.maxDelayMs ?? 'n/a', `≤ ${GOALS.maxLoopDelayMs}`]);
    rows.push([site, 'event-loop delays > 50 ms', figures.loop?.delaysOver50ms ?? 'n/a', `${GOALS.delaysOver50ms}`]);
    rows.push([site, 'longest GC pause (ms)', figures.loop?.gc.maxMs ?? 'n/a', '']);
    rows.push([site, 'request latency p50 / p99 / max (ms)', `${crawled.latencyMs.p50} / ${crawled.latencyMs.p99} / ${crawled.latencyMs.max}`, '']);
    rows.push([
      site,
      'crawl (tournaments, matches, requests, s)',
      `${crawled.tournaments}, ${crawled.matches}, ${crawled.requests}, ${(crawled.crawlMs / 1000).toFixed(1)}${crawled.complete ? '' : ` (stopped: ${crawled.stoppedBy})`}`,
      'complete',
    ]);
  }
  const width = (index) => Math.max(...rows.map((row) => String(row[index]).length));
  for (const row of rows) process.stdout.write(`${row.map((cell, index) => String(cell).padEnd(width(index))).join('  ')}\n`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/server.json', `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write('server-bench: written to .bench/server.json\n');
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const sites = process.env.BENCH_SITES ? process.env.BENCH_SITES.split(',').map((site) => site.trim()).filter(Boolean) : undefined;
  await runServerBench({ sites });
}
