/* global window, document, MutationObserver -- code inside page.evaluate runs in the browser */
// `npm run bench:ops` (issue 15): the ops wall with 20 live matches, in Debian's Chromium against the real
// server on loopback. Bounded: fixed counts and a time limit per phase; the server stops itself.
//
// How 20 matches are live: the demo day keeps only a handful of matches in play at once (README "The demo
// day"), so the bench takes 20 live-covered fixtures of a later day (hockey, basketball, volleyball; no
// simulator feeds them) and, in the browser only, answers the wall's ScheduledMatchesBySport read with
// them moved to today and in play now (Playwright route interception; the server is untouched). The bench
// itself is the simulator of those 20 feeds: it publishes Match start, then a steady stream of events on
// every match (corrections and deletes among them; scoring events on the goals channel too, with the
// score pair) through the embedded endpoint with LIVE_PUBLISH_KEY.
//
// Figures: event → tile update p50/p95 (the publish's timetoken → the tile's event count showing it, via a
// MutationObserver in the page), long tasks (≥ 50 ms) while the feeds run, the most subscribe long-polls in
// flight at once, the channels of that one long-poll, and the page's JS heap. Printed beside their goals and
// written to .bench/ops.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { serverArgs } from './serverCommand.mjs';

const PUBLISH_KEY = 'bench-publish-key';
const MATCHES = 20;
/** Events per match per second while timing, for this long: 20 × 2 = 40 events a second on the wall. */
const EVENTS_PER_MATCH_PER_SECOND = Number(process.env.BENCH_OPS_RATE ?? 2);
const TIMED_SECONDS = Number(process.env.BENCH_OPS_SECONDS ?? 30);
const GOALS = { tileUpdateP95Ms: 250, longTasks: 0, subscribesInFlight: 1 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const BUDGET_MS = 180_000;

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });

async function startServer() {
  const port = await freePort();
  // No live journal (issue 28): this bench's publishes must not come back in the next run's server.
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: 'corporate', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', LIVE_PUBLISH_KEY: PUBLISH_KEY, LIVE_JOURNAL_DIR: 'none', DEMO_NOW: '', LIVE_SPEED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, origin };
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

function osloDate(offsetDays = 0) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));
  const [year, month, day] = iso.split('-');
  return { iso, us: `${month}/${day}/${year}` };
}

function osloHhmm(ms) {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms)).split(':');
  return Number(h) * 100 + Number(m);
}

/** Twenty live-covered fixtures of later days, of the three live sports, that no simulator feeds today. */
async function laterFixtures(origin) {
  const found = new Map();
  for (let days = 3; days < 40 && found.size < MATCHES; days += 1) {
    const { us } = osloDate(days);
    const response = await fetch(`${origin}/api/proxy?taReqUrl=${encodeURIComponent(`ta/ScheduledMatchesBySport/?sportIds=152,199,157&date=${us}`)}`);
    const { matches } = await response.json();
    for (const m of matches) if (m.liveClientType && m.liveClientType !== 'None' && m.matchResult === null) found.set(m.matchId, m);
  }
  if (found.size < MATCHES) throw new Error(`later days have only ${found.size} live-covered fixtures`);
  return [...found.values()].slice(0, MATCHES);
}

async function publish(origin, channel, message) {
  const json = encodeURIComponent(JSON.stringify(message));
  const response = await fetch(`${origin}/publish/${PUBLISH_KEY}/demo-sub-key/0/${encodeURIComponent(channel)}/0/${json}?uuid=bench`);
  if (!response.ok) throw new Error(`publish answered ${response.status}`);
  const [, , timetoken] = await response.json();
  return String(timetoken);
}

const sportKind = (sportId) => (sportId === 199 ? 'basketball' : sportId === 157 ? 'volleyball' : 'hockey');

/** The n-th event of a match's bench feed: mostly plain events, a scoring one every 10th, a correction every 25th, a delete every 40th. */
function feedEvent(match, n, state) {
  const base = { Id: n + 10, MatchId: match.matchId, Period: 1, PeriodTime: `${String(Math.floor(n / 6) % 20).padStart(2, '0')}:${String((n * 10) % 60).padStart(2, '0')}` };
  const kind = sportKind(match.sportId);
  if (n % 40 === 39) return { event: { ...base, ClientId: `b-${match.matchId}-x${n}`, MatchEventType: 'Delete', DeletedEventClientId: `b-${match.matchId}-${n - 1}` }, goals: false };
  if (n % 25 === 24) return { event: { ...base, ClientId: `b-${match.matchId}-${n - 2}`, MatchEventType: kind === 'volleyball' ? 'Timeout' : 'Faceoff', Team: 'H' }, goals: false };
  if (n % 10 === 9) {
    const team = n % 20 === 9 ? 'H' : 'B';
    if (team === 'H') state.h += kind === 'basketball' ? 2 : 1;
    else state.a += kind === 'basketball' ? 2 : 1;
    const scoring =
      kind === 'basketball' ? { MatchEventType: 'Shot', ShotResult: 200443 } : kind === 'volleyball' ? { MatchEventType: 'Point' } : { MatchEventType: 'Goal' };
    return { event: { ...base, ClientId: `b-${match.matchId}-${n}`, Team: team, ...scoring, h: state.h, a: state.a }, goals: true };
  }
  const plain = kind === 'basketball' ? 'DefensiveRebound' : kind === 'volleyball' ? 'Timeout' : 'Shot';
  return { event: { ...base, ClientId: `b-${match.matchId}-${n}`, MatchEventType: plain, Team: n % 2 ? 'H' : 'B' }, goals: false };
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let result;
try {
  const fixtures = await laterFixtures(server.origin);
  const nowMs = Date.now();
  const today = osloDate(0);
  // In play now: kicked off half an hour ago, ending in two hours (SPEC §4 live window).
  const live = fixtures.map((m) => ({
    ...m,
    matchDate: `${today.iso}T00:00:00`,
    matchStartTime: osloHhmm(nowMs - 30 * 60_000),
    matchEndTime: osloHhmm(nowMs + 120 * 60_000),
    statusTypeId: 2,
    matchResult: null,
  }));

  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.route(
    (url) => url.pathname === '/api/proxy' && decodeURIComponent(url.search).includes('ScheduledMatchesBySport'),
    (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: JSON.stringify({ matches: live }) }),
  );
  // Each subscribe long-poll's life. A change of the channel set aborts the one in flight and starts the
  // next (a hand-over, its two events reported in either order); two subscribe loops would show as
  // long-polls that both run to their answer while overlapping. So: the most answered long-polls that
  // overlap in time.
  let seq = 0;
  let lastSubscribe = '';
  const begun = new Map();
  const answered = [];
  page.on('request', (request) => {
    if (!request.url().includes('/v2/subscribe/')) return;
    begun.set(request, (seq += 1));
    lastSubscribe = request.url();
  });
  page.on('requestfinished', (request) => {
    const from = begun.get(request);
    if (from !== undefined) answered.push({ from, to: (seq += 1) });
  });
  const mostConcurrent = () => {
    let most = answered.length > 0 ? 1 : 0;
    for (const x of answered) most = Math.max(most, answered.filter((y) => y.from < x.to && x.from < y.to).length);
    return most;
  };

  // Match start on every feed before the wall opens, so every tile is in play from its history.
  const states = new Map(live.map((m) => [m.matchId, { h: 0, a: 0, n: 0 }]));
  for (const match of live) {
    const start = { Id: 1, ClientId: `b-${match.matchId}-start`, MatchId: match.matchId, MatchEventType: 'Timer', EventType: 2, TypeName: 'Match start', Period: 1, h: 0, a: 0 };
    await publish(server.origin, `match:${match.matchId}:all`, start);
    await publish(server.origin, `match:${match.matchId}:goals`, start);
  }

  const openedAt = Date.now();
  await page.goto(`${server.origin}/ops`);
  await page.waitForFunction((count) => document.querySelectorAll('li[data-phase="playing"]').length >= count, MATCHES, { timeout: 30_000, polling: 100 });
  await page.waitForFunction(() => /Connection: Live/.test(document.body.textContent ?? ''), null, { timeout: 30_000 });
  const wallReadyMs = Date.now() - openedAt;

  // The page records each tile's event count as it changes (epoch ms), and the long tasks.
  await page.evaluate(() => {
    const seen = [];
    const longTasks = [];
    window.__ops = { seen, longTasks };
    const read = (li) => {
      const dd = [...li.querySelectorAll('dt')].find((dt) => dt.textContent === 'Events')?.nextElementSibling;
      return dd ? Number((dd.textContent ?? '').replace(/\D/g, '')) : null;
    };
    const last = new Map();
    new MutationObserver(() => {
      const at = performance.timeOrigin + performance.now();
      for (const li of document.querySelectorAll('li[data-match-id]')) {
        const id = Number(li.getAttribute('data-match-id'));
        const count = read(li);
        if (count !== null && count !== last.get(id)) {
          last.set(id, count);
          seen.push([id, count, at]);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
  const baseCounts = await page.evaluate(() => {
    const out = {};
    for (const li of document.querySelectorAll('li[data-match-id]')) {
      const dd = [...li.querySelectorAll('dt')].find((dt) => dt.textContent === 'Events')?.nextElementSibling;
      out[li.getAttribute('data-match-id')] = Number((dd?.textContent ?? '0').replace(/\D/g, ''));
    }
    return out;
  });

  // BENCH_OPS_PROFILE=1: a CPU profile of the page while the feeds run, its top self times printed.
  const cdp = process.env.BENCH_OPS_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  // The feeds: every match a steady EVENTS_PER_MATCH_PER_SECOND, spread over the second.
  const published = [];
  const tickMs = 1000 / EVENTS_PER_MATCH_PER_SECOND;
  const ticks = TIMED_SECONDS * EVENTS_PER_MATCH_PER_SECOND;
  for (let tick = 0; tick < ticks && Date.now() - started < BUDGET_MS - 60_000; tick += 1) {
    const tickStart = Date.now();
    await Promise.all(
      live.map(async (match) => {
        const state = states.get(match.matchId);
        const n = (state.n += 1);
        const { event, goals } = feedEvent(match, n, state);
        const timetoken = await publish(server.origin, `match:${match.matchId}:all`, event);
        // Deletes are not counted as events on the tile; every other message adds one.
        if (event.MatchEventType !== 'Delete') {
          state.counted = (state.counted ?? 0) + 1;
          published.push({ matchId: match.matchId, count: (baseCounts[match.matchId] ?? 0) + state.counted, ms: Number(BigInt(timetoken) / 10_000n) });
        }
        if (goals) await publish(server.origin, `match:${match.matchId}:goals`, event);
      }),
    );
    await sleep(Math.max(0, tickMs - (Date.now() - tickStart)));
  }
  // Bounded wait for the last updates to show.
  await page
    .waitForFunction((expected) => (window.__ops?.seen.length ?? 0) >= expected, Math.floor(published.length * 0.5), { timeout: 10_000 })
    .catch(() => undefined);
  await sleep(1000);
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map();
    const dt = profile.timeDeltas ?? [];
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    (profile.samples ?? []).forEach((id, i) => {
      const node = byId.get(id);
      const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    console.log([...self].sort((x, y) => y[1] - x[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`).join('\n'));
  }
  const { seen, longTasks } = await page.evaluate(() => window.__ops);
  const heapMb = await page.evaluate(() => (performance.memory ? performance.memory.usedJSHeapSize / 1048576 : null));
  const levels = await page.evaluate(() => [...document.querySelectorAll('li[data-level]')].map((li) => li.getAttribute('data-level')));

  const byMatch = new Map();
  for (const [id, count, at] of seen) {
    if (!byMatch.has(id)) byMatch.set(id, []);
    byMatch.get(id).push([count, at]);
  }
  const latencies = [];
  let missed = 0;
  for (const { matchId, count, ms } of published) {
    const shown = (byMatch.get(matchId) ?? []).find(([c]) => c >= count);
    if (shown) latencies.push(Math.max(0, shown[1] - ms));
    else missed += 1;
  }
  const channels = decodeURIComponent(new URL(lastSubscribe).pathname.split('/')[4] ?? '').split(',').filter((c) => /^match:\d+:(all|goals)$/.test(c));
  result = {
    matches: MATCHES,
    eventsPublished: published.length,
    eventsPerSecond: MATCHES * EVENTS_PER_MATCH_PER_SECOND,
    wallReadyMs,
    tileUpdateP50Ms: round(percentile(latencies, 50)),
    tileUpdateP95Ms: round(percentile(latencies, 95)),
    tileUpdateMaxMs: round(percentile(latencies, 100)),
    updatesNotSeen: missed,
    longTasks: longTasks.length,
    longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
    subscribesInFlightMax: mostConcurrent(),
    subscribeLongPollsAnswered: answered.length,
    channelsInTheLongPoll: channels.length,
    heapMb: round(heapMb),
    tilesNotOk: levels.filter((level) => level !== 'ok').length,
    goals: GOALS,
  };
} finally {
  await browser.close();
  await stopServer(server);
}

const rows = [
  ['event → tile update p95 (ms)', result.tileUpdateP95Ms, `≤ ${GOALS.tileUpdateP95Ms}`, result.tileUpdateP95Ms !== null && result.tileUpdateP95Ms <= GOALS.tileUpdateP95Ms],
  ['event → tile update p50 (ms)', result.tileUpdateP50Ms, '', null],
  ['long tasks ≥ 50 ms while 20 feeds run', `${result.longTasks} (longest ${result.longestTaskMs} ms)`, `${GOALS.longTasks}`, result.longTasks <= GOALS.longTasks],
  ['subscribe long-polls in flight (max)', result.subscribesInFlightMax, `${GOALS.subscribesInFlight}`, result.subscribesInFlightMax <= GOALS.subscribesInFlight],
  ['channels in the one long-poll', result.channelsInTheLongPoll, `${MATCHES * 2}`, result.channelsInTheLongPoll >= MATCHES * 2],
  ['wall ready (open → 20 tiles in play, live)', `${result.wallReadyMs} ms`, '', null],
  ['events published / not seen on a tile', `${result.eventsPublished} / ${result.updatesNotSeen}`, '', null],
  ['JS heap (MB)', result.heapMb, '', null],
  ['tiles not OK at the end', result.tilesNotOk, '0', result.tilesNotOk === 0],
];
console.log(`\nops wall, ${MATCHES} live matches, ${result.eventsPerSecond} events/s for ${TIMED_SECONDS} s`);
for (const [name, value, goal, met] of rows) console.log(`${name.padEnd(46)} ${String(value).padStart(22)}  ${goal ? `goal ${goal}` : ''} ${met === null ? '' : met ? 'met' : 'NOT MET'}`);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/ops.json', `${JSON.stringify({ ...result, measuredAt: new Date().toISOString(), wallSeconds: Math.round((Date.now() - started) / 1000) }, null, 2)}\n`);
console.log('written .bench/ops.json');
