// `node scripts/crowd-bench.mjs` (issue 28 case 2; run by `npm run bench`): a crowd behind ONE address (an
// arena's NAT) boots the scoreboard, and nothing a page needs may be refused (DESIGN §1: "rate limiting must
// never lock out a crowd behind one address"). Figures: boots, and per kind of read (API, live history,
// presence, subscribe handshake, time probe) how many were sent and how many refused (429; goal 0).
// 1. One real boot of `/` in Chromium against the built server (hockey demo, its clock pinned to an evening
//    with live matches, default limits) records every GET the page makes to its own origin for data: the
//    API, and the live endpoint's calls except held long-polls (a listening page is capped separately,
//    LIVE_MAX_HELD_PER_ADDRESS). The page renderer's own reads (one history page of each goals channel the
//    HTML carries, made in-process as the reader) are added as the same GETs: the endpoint sees the same.
// 2. BOOTS replays of that boot from 127.0.0.1, one starting every SECONDS / BOOTS, each boot's reads in the
//    order recorded, no retries (a 429 counts as refused). The page's HTML itself is not fetched: a render
//    costs CPU the render bench measures, and rendering 2,000 pages in 20 s would be that bench's figure.
// 3. Then the crowd listens: each of the BOOTS pages holds one subscribe long-poll from the same address (a
//    goals channel, from the current timetoken), as the open pages do between goals. Figures: held and
//    refused (429; goal 0: an address may hold past its share, LIVE_MAX_HELD_PER_ADDRESS, while the process
//    has room, LIVE_MAX_HELD). Held polls are counted once every refusal had time to come back, then closed.
// Bounded: fixed counts, a time limit per phase; loopback only. Written to .bench/crowd.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { serverArgs } from './serverCommand.mjs';

const BOOTS = Number(process.env.BENCH_CROWD_BOOTS ?? 2_000);
const SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 20);
const DEMO_NOW = process.env.BENCH_DEMO_NOW ?? '2026-11-21T17:00:00Z';
const KINDS = ['api', 'history', 'presence', 'subscribe', 'time'];
/** The replay's bound: boots still unanswered after this are reported as failed. */
const REPLAY_LIMIT_MS = 180_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The kind of a data read by its path, or null for anything else (the page, scripts, images). */
function kindOf(pathname) {
  if (pathname.startsWith('/api/') || pathname === '/config.json') return 'api';
  if (pathname.startsWith('/v3/history/') || pathname.startsWith('/v3/history-with-actions/') || pathname.startsWith('/v2/history/')) return 'history';
  if (pathname.startsWith('/v2/presence/')) return 'presence';
  if (pathname.startsWith('/v2/subscribe/')) return 'subscribe';
  if (pathname === '/time/0') return 'time';
  return null;
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: 'hockey', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DEMO_NOW },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (await fetch(`${origin}/healthz`).then((response) => response.ok, () => false)) return { child, origin, port };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('crowd bench: the server was not ready in 15 s');
}

async function stopServer({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The goals channels whose live scores the rendered page carries (its state's `liveScores`). */
function carriedGoalsChannels(html) {
  const text = /<script id="page-state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!text) return [];
  try {
    return Object.keys(JSON.parse(text).liveScores?.byMatch ?? {}).map((id) => `match:${id}:goals`);
  } catch {
    return [];
  }
}

/** One boot of `/` in Chromium: the reads it made, in order, with the page renderer's before them. */
async function recordBoot(origin) {
  const { live } = await (await fetch(`${origin}/config.json`)).json();
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const reads = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const kind = kindOf(url.pathname);
      if (url.origin !== origin || request.method() !== 'GET' || kind === null) return;
      const tt = url.searchParams.get('tt');
      // A long-poll is held while the page listens: not a read (the held-poll caps are separate).
      if (kind === 'subscribe' && tt !== null && tt !== '0') return;
      reads.push({ kind, path: `${url.pathname}${url.search}` });
    });
    const response = await page.goto(`${origin}/`);
    const channels = carriedGoalsChannels(response ? await response.text() : '');
    // The live feed starts once the page is idle: wait for each carried channel's history read (bounded).
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && reads.filter((read) => read.kind === 'history').length < channels.length) await sleep(100);
    await sleep(2_000); // anything the boot still makes right after
    const rendered = channels.map((channel) => ({
      kind: 'history',
      path: `/v3/history/sub-key/${encodeURIComponent(live.subscribeKey)}/channel/${encodeURIComponent(channel)}?max=100`,
    }));
    return { channels, reads: [...rendered, ...reads] };
  } finally {
    await browser.close();
  }
}

/** A GET on loopback: its status, 0 when it failed on the way. */
function get(agent, port, path) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
      answer.on('error', () => resolve(0));
    });
    request.setTimeout(30_000, () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

async function replay(port, reads) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, { sent: 0, refused: 0, failed: 0 }]));
  /** Statuses other than 2xx, 3xx and 429, by kind (0: no answer). */
  const failures = Object.fromEntries(KINDS.map((kind) => [kind, {}]));
  const everyMs = (SECONDS * 1000) / BOOTS;
  const started = performance.now();
  const boots = [];
  for (let boot = 0; boot < BOOTS; boot += 1) {
    const wait = started + boot * everyMs - performance.now();
    if (wait > 0) await sleep(wait);
    boots.push(
      (async () => {
        for (const { kind, path } of reads) {
          const status = await get(agent, port, path);
          const count = counts[kind];
          count.sent += 1;
          if (status === 429) count.refused += 1;
          else if (status < 200 || status >= 400) {
            count.failed += 1;
            failures[kind][status] = (failures[kind][status] ?? 0) + 1;
          }
        }
      })(),
    );
  }
  let timer;
  const limit = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), REPLAY_LIMIT_MS);
  });
  const done = await Promise.race([Promise.all(boots).then(() => true), limit]);
  clearTimeout(timer);
  agent.destroy();
  return { counts, failures, elapsedMs: Math.round(performance.now() - started), complete: done };
}

/** BOOTS held long-polls from this one address: how many the endpoint held and how many it refused. */
async function listenAll(origin, port, channels) {
  const { live } = await (await fetch(`${origin}/config.json`)).json();
  // The timetoken as text: 17 digits lose their last ones as a JSON number.
  const tt = /[0-9]+/.exec(await (await fetch(`${origin}/time/0`)).text())?.[0] ?? '0';
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const answered = { refused: 0, other: 0 };
  const requests = [];
  for (let fan = 0; fan < BOOTS; fan += 1) {
    const channel = channels[fan % channels.length] ?? 'match:0:goals';
    const path = `/v2/subscribe/${encodeURIComponent(live.subscribeKey)}/${encodeURIComponent(channel)}/0?tt=${tt}&uuid=fan-${fan}`;
    requests.push(
      http.get({ host: '127.0.0.1', port, path, agent }, (answer) => {
        if (answer.statusCode === 429) answered.refused += 1;
        else answered.other += 1;
        answer.resume();
      }).on('error', () => undefined),
    );
  }
  // A refusal comes back at once; a held poll stays until a goal or the end of its hold (LIVE_HOLD_SECONDS).
  await sleep(5_000);
  const result = { sent: BOOTS, held: BOOTS - answered.refused - answered.other, refused: answered.refused, answeredEarly: answered.other };
  for (const request of requests) request.destroy();
  agent.destroy();
  return result;
}

const server = await startServer();
try {
  // The simulator publishes the part of today's matches already played as it starts: let it.
  await sleep(3_000);
  const { channels, reads } = await recordBoot(server.origin);
  const perBoot = Object.fromEntries(KINDS.map((kind) => [kind, reads.filter((read) => read.kind === kind).length]));
  console.log('crowd bench: one boot recorded (%d reads), replaying it %d times', reads.length, BOOTS);
  const { counts, failures, elapsedMs, complete } = await replay(server.port, reads);
  const listening = await listenAll(server.origin, server.port, channels);
  const refused = Object.values(counts).reduce((sum, count) => sum + count.refused, 0) + listening.refused;
  const result = { date: new Date().toISOString(), boots: BOOTS, plannedSeconds: SECONDS, elapsedMs, complete, demoNow: DEMO_NOW, goalsChannels: channels, perBoot, reads: counts, failures, listening, refused, goal: { refused: 0 } };
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/crowd.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log('crowd behind one address (issue 28): %d scoreboard boots in %s s (planned %d s); refused (429) / sent per kind, goal 0:', BOOTS, (elapsedMs / 1000).toFixed(1), SECONDS);
  console.table(counts);
  console.log('then %d long-polls held at once from that address: %d held, %d refused (goal 0), %d answered early', listening.sent, listening.held, listening.refused, listening.answeredEarly);
  if (!complete) console.log('crowd bench: the replay did not finish within %d s', REPLAY_LIMIT_MS / 1000);
} finally {
  await stopServer(server);
}
