/* global window, document, MutationObserver -- code inside page.evaluate runs in the browser */
// `npm run bench:live` (issue 14: long live lists stay fast): figures for the live view, measured in Debian's
// Chromium against the real server on loopback. Bounded: fixed counts, each phase with a time limit; the
// servers stop themselves. Every phase uses a fixture of today (no simulator publishes on its channel), so
// what the page holds is exactly what the bench put there.
// 1. publish → DOM latency (p50/p95) with 4,000 events ALREADY listed (published and loaded before timing),
//    beside publish → SDK-callback latency of a pubnub subscriber in this process for the same 200 messages
//    (the floor: what the SDK and the endpoint cost before the page does anything), and the long tasks
//    (≥ 50 ms main-thread tasks) the page runs while those messages arrive;
// 2. time to apply a 5,000-event history: navigation → the newest event shown with all 5,000 in the list
//    (rendered rows, or the list's aria-setsize once it is windowed);
// 3. heap of an open live view over two simulated hours at LIVE_SPEED=120 (60 s real), with a feed that
//    keeps publishing for the whole time (a busy match: one event per 5 simulated seconds, corrections and
//    deletes among them) on top of 4,000 preloaded events, so the view's MAX_EVENTS bound is reached.
// Each figure is printed beside its goal; everything is written to .bench/live.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { freePort } from './freePort.mjs';
import { chromium } from '@playwright/test';
import PubNub from 'pubnub';
import { findChromium } from './ensure-chromium.mjs';
import { serverArgs } from './serverCommand.mjs';

const PUBLISH_KEY = 'bench-publish-key';
const MESSAGES = 200;
const PRELOADED = 4_000;
const HISTORY_EVENTS = 5_000;
const SIMULATED_SECONDS = 2 * 3600;
const SPEED = 120;
/** The feed of the heap phase: one event per this many simulated seconds. */
const FEED_EVERY_SIMULATED_SECONDS = 5;
const GOALS = { domOverSdkP95Ms: 50, longTasksPer100: 0, historyApplyMs: 1_000, heapGrowthMb: 10 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });

async function startServer(env) {
  const port = await freePort();
  // No live journal (issue 28): this bench's publishes must not come back in the next run's server.
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: 'hockey', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', LIVE_PUBLISH_KEY: PUBLISH_KEY, LIVE_JOURNAL_DIR: 'none', DEMO_NOW: '', ...env },
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

async function hockeyFixture(origin) {
  const { matches } = await proxy(origin, `ta/ScheduledMatchesBySport/?sportIds=152&date=${leagueToday().us}`);
  // The latest of the day: the simulator must not start feeding it during the heap phase's two simulated hours.
  const fixtures = matches.filter((match) => match.statusTypeId === 1 && match.matchResult === null).sort((a, b) => (b.matchStartTime ?? 0) - (a.matchStartTime ?? 0));
  if (fixtures.length === 0) throw new Error('no hockey fixture today');
  return fixtures[0];
}

async function publishGet(origin, channel, message) {
  const json = encodeURIComponent(JSON.stringify(message));
  const response = await fetch(`${origin}/publish/${PUBLISH_KEY}/demo-sub-key/0/${encodeURIComponent(channel)}/0/${json}?uuid=bench`);
  if (!response.ok) throw new Error(`publish answered ${response.status}`);
  await response.arrayBuffer();
}

/** Publishes in order, a few at a time (the endpoint stamps timetokens on arrival). */
async function publishAll(origin, channel, messages) {
  for (let index = 0; index < messages.length; index += 20) await Promise.all(messages.slice(index, index + 20).map((message) => publishGet(origin, channel, message)));
}

// --- a believable hockey feed: line changes of ten PlayerTime events (one row that wraps on a phone), goals
// with assists, penalties, timeouts, penalty shots — every one in the default filter, rows of varied height.
const player = (team, n) => ({ Id: (team === 'H' ? 1000 : 2000) + n, TeamId: team === 'H' ? 1 : 2, ShirtNo: n + 2, FirstName: `Spiller${n}`, LastName: `${team === 'H' ? 'Hjemme' : 'Borte'}sen${n}`, PositionId: n });
const roster = (team) => Array.from({ length: 20 }, (_, n) => player(team, n));
const clock = (second) => {
  const inPeriod = second % 1200;
  return { Period: 1 + (Math.floor(second / 1200) % 3), PeriodTime: `${String(Math.floor(inPeriod / 60)).padStart(2, '0')}:${String(inPeriod % 60).padStart(2, '0')}` };
};

function matchData(fixture) {
  return {
    ClientId: 'bench-md',
    MatchId: fixture.matchId,
    Id: 1,
    MatchEventType: 'MatchData',
    MatchData: { MatchId: fixture.matchId, HomeTeam: fixture.hometeam, AwayTeam: fixture.awayteam, HomeTeamId: fixture.hometeamId, AwayTeamId: fixture.awayteamId, HomePlayers: roster('H'), AwayPlayers: roster('A') },
  };
}

/** The n-th event of the feed (cycles of 40: one line change of 10 events, then 30 single rows). */
function feedEvent(matchId, prefix, n) {
  const cycle = Math.floor(n / 40);
  const c = n % 40;
  const team = cycle % 2 ? 'A' : 'H';
  const base = { ClientId: `${prefix}${n}`, MatchId: matchId, Id: 10 + n, Team: team };
  if (c < 10) {
    const at = clock(cycle * 40);
    const line = (cycle % 3) * 5;
    return { ...base, ...at, MatchEventType: 'PlayerTime', Direction: c < 5 ? 'Out' : 'In', Player: player(team, c < 5 ? ((line + 5) % 15) + c : line + c - 5) };
  }
  const at = clock(cycle * 40 + c);
  switch (c % 4) {
    case 0:
      return { ...base, ...at, MatchEventType: 'Goal', Player: player(team, c % 20), FirstAssist: player(team, (c + 1) % 20), SecondAssist: player(team, (c + 2) % 20), h: cycle, a: cycle };
    case 1:
      return { ...base, ...at, MatchEventType: 'Penalty', Player: player(team, c % 20), InfractionName: 'Hooking', Minutes: 2 };
    case 2:
      return { ...base, ...at, MatchEventType: 'PenaltyShot', Player: player(team, c % 20), ResultText: 'Miss' };
    default:
      return { ...base, ...at, MatchEventType: 'Timeout' };
  }
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (value) => (value === null ? null : Math.round(value * 100) / 100);

async function launch() {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

async function openLiveView(browser, origin, matchId) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(`${origin}/livematch?matchId=${matchId}&matchDate=${leagueToday().iso}`);
  return page;
}

/**
 * Waits until the event `newestId` is shown and the list holds `rows` rows: rendered ones, or, when the list
 * is windowed, the set size its rows announce (aria-setsize).
 */
function waitForListed(page, newestId, rows, timeout) {
  return page.waitForFunction(
    ({ id, count }) => {
      if (!document.querySelector(`[data-client-id="${id}"]`)) return false;
      const items = document.querySelectorAll('ol[aria-label] > li');
      if (items.length >= count) return true;
      const size = Number(items[0]?.getAttribute('aria-setsize') ?? 0);
      return size >= count;
    },
    { id: newestId, count: rows },
    { timeout, polling: 50 },
  );
}

/** Rows of the preloaded feed the default filter lists: a line change is one row. */
const rowsOf = (events) => Math.floor(events / 40) * 31 + Math.max(0, (events % 40) - 9);

/** Today's fixture with its match data and PRELOADED events published, open in a live view that lists them all. */
async function openPreloadedLiveView(browser, server) {
  const fixture = await hockeyFixture(server.origin);
  const channel = `match:${fixture.matchId}:all`;
  await publishGet(server.origin, channel, matchData(fixture));
  await publishAll(server.origin, channel, Array.from({ length: PRELOADED }, (_, n) => feedEvent(fixture.matchId, 'pre-', n)));
  const page = await openLiveView(browser, server.origin, fixture.matchId);
  await page.getByRole('status').filter({ hasText: /^Live/ }).waitFor({ timeout: 30_000 });
  await waitForListed(page, `pre-${PRELOADED - 1}`, rowsOf(PRELOADED), 60_000);
  return { fixture, channel, page };
}

/** 1. publish → DOM and publish → SDK callback for the same messages, 4,000 events already listed. */
async function latency(browser) {
  const server = await startServer({});
  try {
    const { fixture, channel, page } = await openPreloadedLiveView(browser, server);
    const listedRows = await page.evaluate(() => {
      const items = document.querySelectorAll('ol[aria-label] > li');
      return { inDom: items.length, inList: Number(items[0]?.getAttribute('aria-setsize') ?? items.length) };
    });
    await sleep(1_000);
    // The page records when each bench event's row appears (wall clock, the same machine clock as ours),
    // looking only at the added nodes so the observer's own cost does not grow with the list.
    await page.evaluate(() => {
      window.__seen = {};
      window.__longTasks = [];
      const note = (node) => {
        if (node.nodeType !== 1) return;
        const rows = node.matches('[data-client-id^="bench-"]') ? [node] : node.querySelectorAll('[data-client-id^="bench-"]');
        for (const row of rows) {
          const id = row.getAttribute('data-client-id');
          if (!(id in window.__seen)) window.__seen[id] = performance.timeOrigin + performance.now();
        }
      };
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) note(node);
      }).observe(document.body, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
    });
    const sdkSeen = {};
    const subscriber = new PubNub({ subscribeKey: 'demo-sub-key', userId: 'bench-subscriber', origin: `127.0.0.1:${server.port}`, ssl: false });
    subscriber.addListener({
      message: (event) => {
        const id = event.message?.ClientId;
        if (id && !(id in sdkSeen)) sdkSeen[id] = Date.now();
      },
    });
    subscriber.subscribe({ channels: [channel] });
    await sleep(1_500);
    const published = {};
    for (let index = 0; index < MESSAGES; index += 1) {
      const ClientId = `bench-${index}`;
      published[ClientId] = Date.now();
      const at = clock(PRELOADED + index);
      await publishGet(server.origin, channel, { ClientId, MatchId: fixture.matchId, Id: 900_000 + index, MatchEventType: 'Timeout', Team: index % 2 ? 'A' : 'H', ...at });
      await sleep(25);
    }
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await page.evaluate(() => Object.keys(window.__seen).length)) < MESSAGES) await sleep(200);
    const domSeen = await page.evaluate(() => window.__seen);
    const longTasks = await page.evaluate(() => window.__longTasks);

    subscriber.unsubscribeAll();
    subscriber.destroy?.();
    const dom = Object.entries(domSeen).map(([id, at]) => at - published[id]);
    const sdk = Object.entries(sdkSeen).filter(([id]) => id in published).map(([id, at]) => at - published[id]);
    await page.close();
    return {
      preloadedEvents: PRELOADED,
      listedRows,
      messages: MESSAGES,
      domReceived: dom.length,
      sdkReceived: sdk.length,
      publishToDomMs: { p50: round(percentile(dom, 50)), p95: round(percentile(dom, 95)), max: round(Math.max(...dom)) },
      publishToSdkCallbackMs: { p50: round(percentile(sdk, 50)), p95: round(percentile(sdk, 95)) },
      longTasks: { count: longTasks.length, per100Messages: round((longTasks.length * 100) / MESSAGES), maxMs: longTasks.length ? Math.max(...longTasks) : 0 },
    };
  } finally {
    await stopServer(server);
  }
}

/** 2. A fixture's channel filled with 5,000 events (MatchData + timeouts), then the view opened. */
async function historyApply(browser) {
  const server = await startServer({});
  try {
    const fixture = await hockeyFixture(server.origin);
    const channel = `match:${fixture.matchId}:all`;
    await publishGet(server.origin, channel, matchData(fixture));
    await publishAll(
      server.origin,
      channel,
      Array.from({ length: HISTORY_EVENTS - 1 }, (_, offset) => ({ ClientId: `bench-${offset + 1}`, MatchId: fixture.matchId, Id: offset + 2, MatchEventType: 'Timeout', Team: offset % 2 ? 'H' : 'A', Period: 1, PeriodName: '1. periode', PeriodTime: '05:00', TotalMatchTime: '05:00' })),
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    // A returning reader: the language kept in the browser is mirrored in the choices cookie the server reads
    // (src/shared/readerChoices.ts, version 1, `l` + language), so the page comes rendered in it and is
    // hydrated. Without it the page comes in the default language and is drawn anew (client/index.tsx):
    // LIVE_BENCH_NO_COOKIE=1 measures that first visit.
    if (process.env.LIVE_BENCH_NO_COOKIE !== '1') await page.context().addCookies([{ name: 'mc_choices', value: '1.len', url: server.origin }]);
    // Issue 26: every main-thread task of 50 ms or more from the navigation on (buffered: the boot's too),
    // with when it started, so the list's own work can be told from the boot's.
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push({ startMs: entry.startTime, ms: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    // Where the time goes: the reads of the events (history pages, the live-events fetch) against what
    // the page does with them once the last has arrived.
    const pages = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/v3/history/') || request.url().includes('MatchEvents')) pages.push(Date.now());
    });
    const started = Date.now();
    await page.goto(`${server.origin}/livematch?matchId=${fixture.matchId}&matchDate=${leagueToday().iso}`);
    await waitForListed(page, `bench-${HISTORY_EVENTS - 1}`, HISTORY_EVENTS - 1, 60_000);
    const ms = Date.now() - started;
    // Issue 26: a server-rendered page lists its events before the browser has taken it over; the work that
    // follows (hydration, the channel's history read and merged) counts too: the long tasks are counted until
    // the page is the browser's and its view is live with the history read through.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-taken-over'), null, { timeout: 60_000, polling: 50 });
    await page.getByRole('status').filter({ hasText: /^Live/ }).waitFor({ timeout: 60_000 });
    const settledMs = Date.now() - started;
    // The tasks until the list was complete (page clock: navigation start is 0), and those that began
    // once the first read of the events had answered (the list's work, not the boot's).
    const tasks = await page.evaluate(
      ({ listedAt, settledAt }) => {
        const firstRead = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/v3/history/') || entry.name.includes('MatchEvents'))
          .reduce((first, entry) => Math.min(first, entry.responseEnd), Infinity);
        const until = window.__longTasks.filter((task) => task.startMs <= listedAt);
        const after = until.filter((task) => task.startMs >= firstRead);
        const untilLive = window.__longTasks.filter((task) => task.startMs <= settledAt);
        const longest = (list) => (list.length ? Math.round(Math.max(...list.map((task) => task.ms))) : 0);
        // Issue 26: the page is rendered on the server, so its first byte (the server's render, cold in a
        // fresh server) is told apart from what the browser does once the document is in.
        const documentMs = Math.round(performance.getEntriesByType('navigation')[0]?.responseStart ?? 0);
        return {
          documentFirstByteMs: documentMs,
          count: until.length,
          longestMs: longest(until),
          afterEventsCount: after.length,
          afterEventsLongestMs: longest(after),
          untilLiveCount: untilLive.length,
          untilLiveLongestMs: longest(untilLive),
          firstEventsReadMs: Number.isFinite(firstRead) ? Math.round(firstRead) : null,
        };
      },
      { listedAt: ms + 50, settledAt: settledMs + 50 },
    );
    await page.close();
    // Reads that end after the list is complete (the goals channel's history) are not on the way to it.
    const before = pages.filter((at) => at <= started + ms);
    return {
      events: HISTORY_EVENTS,
      navigationToAllListedMs: ms,
      navigationToTakenOverAndLiveMs: settledMs,
      historyPages: before.length,
      navigationToLastHistoryPageMs: before.length ? Math.max(...before) - started : null,
      lastHistoryPageToListedMs: before.length ? ms - (Math.max(...before) - started) : null,
      // Issue 26: no task over 50 ms (longtask entries are tasks of 50 ms or more).
      longTasks: tasks,
    };
  } finally {
    await stopServer(server);
  }
}

/** 3. Heap of an open live view over two simulated hours at LIVE_SPEED=120 (60 s real), the feed never pausing. */
async function heapOverTwoHours(browser) {
  const server = await startServer({ LIVE_SPEED: String(SPEED) });
  try {
    const { fixture, channel, page } = await openPreloadedLiveView(browser, server);
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return Math.round((usedSize / 1024 / 1024) * 10) / 10;
    };
    const rowsInDom = () => page.locator('ol[aria-label] > li').count();
    const startMb = await heap();
    const startRows = await rowsInDom();
    const samples = [{ simulatedMinutes: 0, heapMb: startMb }];
    const realMs = (SIMULATED_SECONDS / SPEED) * 1000;
    const perRealSecond = SPEED / FEED_EVERY_SIMULATED_SECONDS;
    const started = Date.now();
    let sent = 0;
    let corrections = 0;
    let deletes = 0;
    let nextSample = started + 15_000;
    let lastNewId = `pre-${PRELOADED - 1}`;
    while (Date.now() - started < realMs) {
      const due = Math.floor(((Date.now() - started) / 1000) * perRealSecond);
      const batch = [];
      for (; sent < due; sent += 1) {
        const n = PRELOADED + sent;
        if (sent % 100 === 99) {
          batch.push({ ClientId: `del-${sent}`, MatchId: fixture.matchId, Id: 500_000 + sent, MatchEventType: 'Delete', DeletedEventClientId: `feed-${n - 7}` });
          deletes += 1;
        } else if (sent % 50 === 49) {
          batch.push({ ...feedEvent(fixture.matchId, 'feed-', n - 3), Id: 600_000 + sent, InfractionName: 'Tripping' });
          corrections += 1;
        } else {
          batch.push(feedEvent(fixture.matchId, 'feed-', n));
          lastNewId = `feed-${n}`;
        }
      }
      await publishAll(server.origin, channel, batch);
      if (Date.now() >= nextSample) {
        samples.push({ simulatedMinutes: Math.round(((Date.now() - started) / 1000) * SPEED / 60), heapMb: await heap() });
        nextSample += 15_000;
      }
      await sleep(100);
    }
    const realSeconds = Math.round((Date.now() - started) / 1000);
    // The view has kept up when the last event published is listed.
    const stopped = Date.now();
    await page.waitForFunction((id) => document.querySelector(`[data-client-id="${id}"]`) !== null, lastNewId, { timeout: 30_000, polling: 50 });
    const caughtUpMs = Date.now() - stopped;
    await sleep(2_000);
    const endMb = await heap();
    samples.push({ simulatedMinutes: Math.round((realSeconds * SPEED) / 60), heapMb: endMb });
    const endRows = await rowsInDom();
    const listSize = await page.evaluate(() => Number(document.querySelector('ol[aria-label] > li')?.getAttribute('aria-setsize') ?? document.querySelectorAll('ol[aria-label] > li').length));
    await page.close();
    return {
      liveSpeed: SPEED,
      simulatedMinutes: Math.round((realSeconds * SPEED) / 60),
      realSeconds,
      lastEventListedAfterFeedMs: caughtUpMs,
      preloadedEvents: PRELOADED,
      feedMessages: sent,
      corrections,
      deletes,
      heapMbStart: startMb,
      heapMbEnd: endMb,
      samples,
      rowsInDomStart: startRows,
      rowsInDomEnd: endRows,
      rowsInListEnd: listSize,
    };
  } finally {
    await stopServer(server);
  }
}

function verdicts(results) {
  const { latency: l, history: h, heap } = results;
  const row = (figure, value, goal, met) => ({ figure, value, goal, met: met ? 'yes' : 'NO' });
  const rows = [];
  if (l) {
    const floor = l.publishToSdkCallbackMs.p95;
    rows.push(
      row('publish → SDK callback p50 / p95 (floor)', `${l.publishToSdkCallbackMs.p50} / ${floor} ms`, '—', true),
      row(`publish → DOM p50 / p95, ${l.preloadedEvents} events listed`, `${l.publishToDomMs.p50} / ${l.publishToDomMs.p95} ms`, `p95 ≤ floor + ${GOALS.domOverSdkP95Ms} = ${round(floor + GOALS.domOverSdkP95Ms)} ms`, l.domReceived === l.messages && l.publishToDomMs.p95 <= floor + GOALS.domOverSdkP95Ms),
      row('long tasks per 100 messages (max)', `${l.longTasks.per100Messages} (${l.longTasks.maxMs} ms)`, `≤ ${GOALS.longTasksPer100}`, l.longTasks.per100Messages <= GOALS.longTasksPer100),
    );
  }
  if (h) {
    rows.push(
      row(`history of ${h.events} events → all listed`, `${h.navigationToAllListedMs} ms`, `≤ ${GOALS.historyApplyMs} ms`, h.navigationToAllListedMs <= GOALS.historyApplyMs),
      row('  of which: the document’s first byte (the server’s render)', `${h.longTasks.documentFirstByteMs} ms`, '—', true),
      row(`  of which: the last of ${h.historyPages} reads of the events before it → listed`, `${h.lastHistoryPageToListedMs} ms`, '—', true),
      row('  longest task until listed (from navigation / after the first events read)', `${h.longTasks.longestMs} / ${h.longTasks.afterEventsLongestMs} ms (${h.longTasks.count} / ${h.longTasks.afterEventsCount} tasks ≥ 50 ms)`, 'no task over 50 ms', h.longTasks.longestMs <= 50),
      row(
        `  longest task until taken over and live, history read (${h.navigationToTakenOverAndLiveMs} ms)`,
        `${h.longTasks.untilLiveLongestMs} ms (${h.longTasks.untilLiveCount} tasks ≥ 50 ms)`,
        'no task over 50 ms',
        h.longTasks.untilLiveLongestMs <= 50,
      ),
    );
  }
  if (heap) {
    rows.push(
      row(`heap start → end over ${heap.simulatedMinutes} simulated min`, `${heap.heapMbStart} → ${heap.heapMbEnd} MB`, `growth ≤ ${GOALS.heapGrowthMb} MB over ${SIMULATED_SECONDS / 60} min`, heap.heapMbEnd - heap.heapMbStart <= GOALS.heapGrowthMb && heap.simulatedMinutes >= SIMULATED_SECONDS / 60),
    );
  }
  return rows;
}

// `node scripts/live-bench.mjs [latency] [history] [heap]` runs only those phases and writes them to
// .bench/live-<phases>.json (`npm run bench` runs `history` this way), leaving .bench/live.json as it was.
const only = new Set(process.argv.slice(2));
const want = (phase) => only.size === 0 || only.has(phase);
const browser = await launch();
try {
  const results = {
    date: new Date().toISOString(),
    goals: GOALS,
    latency: want('latency') ? await latency(browser) : null,
    history: want('history') ? await historyApply(browser) : null,
    heap: want('heap') ? await heapOverTwoHours(browser) : null,
  };
  results.verdicts = verdicts(results);
  console.log(JSON.stringify(results, null, 2));
  console.table(results.verdicts);
  mkdirSync('.bench', { recursive: true });
  writeFileSync(only.size === 0 ? '.bench/live.json' : `.bench/live-${[...only].sort().join('-')}.json`, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.close();
}
