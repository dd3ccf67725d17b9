// Issue 28 case 4, the restart figure (`npm run bench` calls it; alone: `node scripts/restart-bench.mjs`):
// a scorer publishes with LIVE_PUBLISH_KEY to the built server, which is killed with SIGKILL right after the
// last acknowledged publish and started again on the same live journal; the figure is the messages published
// beside the messages in history after the restart (goal: equal, with the same timetokens). The same run
// without a journal (LIVE_JOURNAL_DIR=none, the behaviour before) is the floor, and the publish round trip
// with and without the journal's write+fdatasync is its cost. Also: spawn → ready of the restarted server,
// which replays the journal first.
// Bounded: a fixed number of publishes (BENCH_RESTART_PUBLISHES, default 200, at most 2,000), each start with
// a time limit; loopback only; the journal lives in a temporary directory removed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.mjs';
import { serverArgs } from './serverCommand.mjs';

const PUBLISHES = Math.min(2_000, Math.max(1, Number(process.env.BENCH_RESTART_PUBLISHES ?? 200) || 200));
const CHANNELS = 4;
const PUBLISH_KEY = 'bench-restart-publish-key';
const READY_ATTEMPTS = 300;
const POLL_MS = 50;
/** History pages of 100 (DESIGN §5), newest first: enough pages for every message of a channel. */
const MAX_PAGES = Math.ceil(PUBLISHES / 100) + 2;

if (!existsSync('dist/server/main.js')) spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (value) => Math.round(value * 100) / 100;

/** Channels of no demo match: the simulator's feeds are not the journal's (they rebuild themselves). */
const channelOf = (index) => `match:${990_100 + (index % CHANNELS)}:all`;

async function start(journalDir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: 'hockey', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', LIVE_PUBLISH_KEY: PUBLISH_KEY, LIVE_JOURNAL_DIR: journalDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`${origin}/healthz`).then((response) => response.ok, () => false)) return { child, origin, readyMs: performance.now() - spawnedAt };
    await sleep(POLL_MS);
  }
  child.kill('SIGKILL');
  throw new Error(`not ready after ${READY_ATTEMPTS} attempts`);
}

function killNow(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  return exited;
}

/** Publishes one by one, each acknowledged before the next; returns what was acknowledged and each round trip. */
async function publishAll(origin) {
  const acknowledged = [];
  const roundTripsMs = [];
  for (let index = 0; index < PUBLISHES; index += 1) {
    const channel = channelOf(index);
    const message = { Id: index, ClientId: `bench-${index}`, EventType: 'Goal', Text: 'Mål' };
    const sentAt = performance.now();
    const response = await fetch(`${origin}/publish/${PUBLISH_KEY}/demo-sub-key/0/${encodeURIComponent(channel)}/0/${encodeURIComponent(JSON.stringify(message))}?uuid=bench`);
    const body = await response.json();
    roundTripsMs.push(performance.now() - sentAt);
    if (response.status !== 200) throw new Error(`publish ${index} answered ${response.status}`);
    acknowledged.push({ channel, id: index, timetoken: body[2] });
  }
  return { acknowledged, roundTripsMs };
}

/** Every message of a channel as the client pages it (v3, newest page first, pages of 100). */
async function readHistory(origin, channel) {
  const items = [];
  let start;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = `max=100${start ? `&start=${start}` : ''}`;
    const body = await (await fetch(`${origin}/v3/history/sub-key/demo-sub-key/channel/${encodeURIComponent(channel)}?${query}`)).json();
    const found = body.channels?.[channel] ?? [];
    items.unshift(...found);
    if (found.length < 100) break;
    start = found[0].timetoken;
  }
  return items;
}

/** One round: start, publish, kill -9 after the last acknowledgment, start again, count what history kept. */
async function restartRound(journalDir) {
  const first = await start(journalDir);
  let published;
  try {
    published = await publishAll(first.origin);
  } finally {
    await killNow(first.child);
  }
  const second = await start(journalDir);
  try {
    const kept = new Map();
    for (let channel = 0; channel < CHANNELS; channel += 1) {
      for (const item of await readHistory(second.origin, channelOf(channel))) kept.set(`${item.message?.Id}@${item.timetoken}`, true);
    }
    const inHistory = published.acknowledged.filter(({ id, timetoken }) => kept.has(`${id}@${timetoken}`)).length;
    return {
      published: published.acknowledged.length,
      inHistoryAfterRestart: inHistory,
      publishP50Ms: round(percentile(published.roundTripsMs, 50)),
      publishP95Ms: round(percentile(published.roundTripsMs, 95)),
      restartReadyMs: Math.round(second.readyMs),
    };
  } finally {
    await killNow(second.child);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'restart-bench-'));
try {
  const journal = await restartRound(join(dir, 'live'));
  const floor = await restartRound('none');
  const result = { publishes: PUBLISHES, channels: CHANNELS, journal, withoutJournal: floor, goal: 'inHistoryAfterRestart equal to published' };
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/restart.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    'restart (issue 28): %d published, %d in history after kill -9 and restart (goal: equal; %d without the journal); publish p50 %s ms, p95 %s ms with the journal (%s / %s ms without); ready %d ms after the restart (%d ms without)',
    journal.published,
    journal.inHistoryAfterRestart,
    floor.inHistoryAfterRestart,
    journal.publishP50Ms,
    journal.publishP95Ms,
    floor.publishP50Ms,
    floor.publishP95Ms,
    journal.restartReadyMs,
    floor.restartReadyMs,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
