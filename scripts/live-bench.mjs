/* global window, document, MutationObserver -- code inside page.evaluate runs in the browser */
// `npm run bench:live` (issue: live): figures for the live view, measured in Debian's Chromium against the
// real server on loopback. Bounded: fixed counts, each phase with a time limit; the server stops itself.
// 1. publish → DOM latency (p50/p95) in Chromium, next to publish → SDK-callback latency of a pubnub
//    subscriber in this process, for the same 200 messages in the same run;
// 2. time to apply a 5 000-event history: navigation → all 5 000 events listed;
// 3. heap of an open live view before and after two simulated hours (LIVE_SPEED=120, 60 s real).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { freePort } from './freePort.mjs';
import { chromium } from '@playwright/test';
import PubNub from 'pubnub';
import { findChromium } from './ensure-chromium.mjs';

const PUBLISH_KEY = 'bench-publish-key';
const MESSAGES = 200;
const HISTORY_EVENTS = 5_000;
const SIMULATED_SECONDS = 2 * 3600;
const SPEED = 120;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, SITE: 'hockey', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', LIVE_PUBLISH_KEY: PUBLISH_KEY, DEMO_NOW: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, origin, port };
    } catch {
      // not yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('server not ready in 10 s');
}

async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function proxy(origin, taReqUrl) {
  const response = await fetch(`${origin}/api/proxy`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ taReqUrl }) });
  return response.json();
}

function leagueToday() {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year, month, day] = iso.split('-');
  return { iso, us: `${month}/${day}/${year}` };
}

async function hockeyMatches(origin) {
  const { matches } = await proxy(origin, `ta/ScheduledMatchesBySport/?sportIds=152&date=${leagueToday().us}`);
  return matches;
}

function publishGet(origin, channel, message) {
  const json = encodeURIComponent(JSON.stringify(message));
  return fetch(`${origin}/publish/${PUBLISH_KEY}/demo-sub-key/0/${encodeURIComponent(channel)}/0/${json}?uuid=bench`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (value) => Math.round(value * 100) / 100;

async function launch() {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

async function openLiveView(browser, origin, matchId) {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(`${origin}/livematch?matchId=${matchId}&matchDate=${leagueToday().iso}`);
  return page;
}

/** 1. publish → DOM and publish → SDK callback for the same messages. */
async function latency(browser) {
  const server = await startServer({});
  try {
    const live = (await hockeyMatches(server.origin)).find((match) => match.statusTypeId === 2 && match.liveClientType && match.liveClientType !== 'None');
    if (!live) throw new Error('no live hockey match now');
    const channel = `match:${live.matchId}:all`;
    const page = await openLiveView(browser, server.origin, live.matchId);
    await page.getByRole('status').filter({ hasText: /^Live/ }).waitFor({ timeout: 15_000 });
    // The page records when each bench event's row appears (wall clock, the same machine clock as ours).
    await page.evaluate(() => {
      window.__seen = {};
      new MutationObserver(() => {
        for (const row of document.querySelectorAll('[data-client-id^="bench-"]')) {
          const id = row.getAttribute('data-client-id');
          if (!(id in window.__seen)) window.__seen[id] = performance.timeOrigin + performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const sdkSeen = {};
    const subscriber = new PubNub({ subscribeKey: 'demo-sub-key', userId: 'bench-subscriber', origin: `127.0.0.1:${server.port}`, ssl: false });
    subscriber.addListener({ message: (event) => { const id = event.message?.ClientId; if (id && !(id in sdkSeen)) sdkSeen[id] = Date.now(); } });
    subscriber.subscribe({ channels: [channel] });
    await sleep(1_500);
    const published = {};
    for (let index = 0; index < MESSAGES; index += 1) {
      const ClientId = `bench-${index}`;
      published[ClientId] = Date.now();
      await publishGet(server.origin, channel, { ClientId, MatchId: live.matchId, Id: 900_000 + index, MatchEventType: 'Timeout', Team: 'H', Period: 1, PeriodName: '1. periode', PeriodTime: '10:00', TotalMatchTime: '10:00' });
      await sleep(25);
    }
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await page.evaluate(() => Object.keys(window.__seen).length)) < MESSAGES) await sleep(200);
    const domSeen = await page.evaluate(() => window.__seen);
    subscriber.unsubscribeAll();
    subscriber.destroy?.();
    const dom = Object.entries(domSeen).map(([id, at]) => at - published[id]);
    const sdk = Object.entries(sdkSeen).filter(([id]) => id in published).map(([id, at]) => at - published[id]);
    await page.close();
    return {
      messages: MESSAGES,
      domReceived: dom.length,
      sdkReceived: sdk.length,
      publishToDomMs: { p50: round(percentile(dom, 50)), p95: round(percentile(dom, 95)) },
      publishToSdkCallbackMs: { p50: round(percentile(sdk, 50)), p95: round(percentile(sdk, 95)) },
    };
  } finally {
    await stopServer(server);
  }
}

/** 2. A fixture's channel filled with 5 000 events (MatchData + timeouts), then the view opened. */
async function historyApply(browser) {
  const server = await startServer({});
  try {
    const fixture = (await hockeyMatches(server.origin)).find((match) => match.statusTypeId === 1 && match.matchResult === null);
    if (!fixture) throw new Error('no fixture today');
    const channel = `match:${fixture.matchId}:all`;
    await publishGet(server.origin, channel, { ClientId: 'bench-md', MatchId: fixture.matchId, Id: 1, MatchEventType: 'MatchData', MatchData: { MatchId: fixture.matchId, HomeTeam: fixture.hometeam, AwayTeam: fixture.awayteam, HomeTeamId: fixture.hometeamId, AwayTeamId: fixture.awayteamId } });
    for (let index = 1; index < HISTORY_EVENTS; index += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, HISTORY_EVENTS - index) }, (_, offset) =>
          publishGet(server.origin, channel, { ClientId: `bench-${index + offset}`, MatchId: fixture.matchId, Id: index + offset + 1, MatchEventType: 'Timeout', Team: offset % 2 ? 'H' : 'A', Period: 1, PeriodName: '1. periode', PeriodTime: '05:00', TotalMatchTime: '05:00' }),
        ),
      );
    }
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    const started = Date.now();
    await page.goto(`${server.origin}/livematch?matchId=${fixture.matchId}&matchDate=${leagueToday().iso}`);
    await page.waitForFunction((count) => document.querySelectorAll('[data-client-id^="bench-"]').length >= count, HISTORY_EVENTS - 1, { timeout: 60_000, polling: 50 });
    const ms = Date.now() - started;
    await page.close();
    return { events: HISTORY_EVENTS, navigationToAllListedMs: ms };
  } finally {
    await stopServer(server);
  }
}

/** 3. Heap of an open live view over two simulated hours at LIVE_SPEED=120 (60 s real). */
async function heapOverTwoHours(browser) {
  const server = await startServer({ LIVE_SPEED: String(SPEED) });
  try {
    const live = (await hockeyMatches(server.origin)).find((match) => match.statusTypeId === 2 && match.liveClientType && match.liveClientType !== 'None');
    if (!live) throw new Error('no live hockey match now');
    const page = await openLiveView(browser, server.origin, live.matchId);
    await page.getByRole('status').filter({ hasText: /^Live/ }).waitFor({ timeout: 15_000 });
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return Math.round((usedSize / 1024 / 1024) * 10) / 10;
    };
    const rows = () => page.locator('[data-client-id]').count();
    const startMb = await heap();
    const startRows = await rows();
    await sleep((SIMULATED_SECONDS / SPEED) * 1000);
    const endMb = await heap();
    const endRows = await rows();
    await page.close();
    return { liveSpeed: SPEED, simulatedMinutes: SIMULATED_SECONDS / 60, heapMbStart: startMb, heapMbEnd: endMb, rowsStart: startRows, rowsEnd: endRows };
  } finally {
    await stopServer(server);
  }
}

const browser = await launch();
try {
  const results = { date: new Date().toISOString(), latency: await latency(browser), history: await historyApply(browser), heap: await heapOverTwoHours(browser) };
  console.log(JSON.stringify(results, null, 2));
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/live.json', `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.close();
}
