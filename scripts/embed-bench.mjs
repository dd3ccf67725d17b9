// Issue 29 case 2, the embeds' figures for `npm run bench`: for each embed (a league's standings, a team's next
// and last match, a live match's score, a league's matches of today) on the built hockey server, the demo
// clock at an evening with live matches:
// - bytes: the HTML and every file it loads (its <script src>; styles are inline, logos none), as sent with
//   `Accept-Encoding: br` and `gzip` and uncompressed;
// - Lighthouse mobile (Lighthouse's default: simulated slow 4G, 4× CPU) performance score, LCP and TBT, the
//   median of BENCH_EMBED_RUNS (3) runs each; goal ≥ 0.95.
// Bounded: fixed runs, each with Lighthouse's own time limits; every process it starts is stopped; loopback only.
// Writes .bench/embed.json. `BENCH_EMBED_LIGHTHOUSE=0` measures the bytes alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { startBenchServer } from './bench/benchServer.mjs';

const RUNS = Number(process.env.BENCH_EMBED_RUNS ?? 3);
const LIGHTHOUSE = process.env.BENCH_EMBED_LIGHTHOUSE !== '0';
const DEMO_NOW = process.env.BENCH_DEMO_NOW ?? '2026-11-21T17:00:00Z';
const GOAL = 0.95;
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The bytes of one answer as sent in an encoding (`identity`, `gzip`, `br`), and its body decoded when identity. */
function fetchBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, bytes: Buffer.concat(chunks).length, body: encoding === 'identity' ? Buffer.concat(chunks).toString('utf8') : '' }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The HTML and every script it loads, per encoding. */
async function embedBytes(base, path) {
  const html = await fetchBytes(`${base}${path}`, 'identity');
  if (html.status !== 200) throw new Error(`${path} answered ${html.status}`);
  const files = [path, ...[...html.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])];
  const totals = { identity: 0, gzip: 0, br: 0 };
  for (const file of files) {
    for (const encoding of Object.keys(totals)) totals[encoding] += (await fetchBytes(`${base}${file}`, encoding)).bytes;
  }
  return { files, bytes: totals };
}

/** One Lighthouse mobile run in a fresh browser. */
async function lighthouseOnce(url) {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROME_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result || result.lhr.runtimeError) throw new Error(`${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    const metric = (id) => result.lhr.audits[id]?.numericValue ?? NaN;
    return { score: result.lhr.categories.performance.score ?? 0, lcpMs: metric('largest-contentful-paint'), tbtMs: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') };
  } finally {
    await browser.close();
  }
}

/** A hockey match being played in a league whose results show, its league and its home team. */
async function findIds(base) {
  const answer = await fetch(`${base}/api/proxy`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ taReqUrl: 'ta/ScheduledMatchesBySport/?sportIds=152&date=11/21/2026' }) });
  const { matches } = await answer.json();
  for (const match of matches.filter((entry) => entry.statusTypeId === 2 && entry.liveClientType && entry.liveClientType !== 'None')) {
    const league = await (await fetch(`${base}/api/proxy?taReqUrl=${encodeURIComponent(`ta/Tournament?tournamentId=${match.tournamentId}`)}`)).json();
    if (league.isResultPublished !== false && league.leagueDisplayResults !== false) return { matchId: match.matchId, tournamentId: match.tournamentId, teamId: match.hometeamId };
  }
  throw new Error('no live hockey match in a public league');
}

const server = await startBenchServer({ name: 'embed-bench', demoNow: DEMO_NOW });
const results = { date: new Date().toISOString(), runs: RUNS, demoNow: DEMO_NOW, goal: GOAL, embeds: {} };
try {
  const ids = await findIds(server.base);
  const paths = {
    standings: `/embed/standings?tournamentId=${ids.tournamentId}&lang=no`,
    team: `/embed/team?tournamentId=${ids.tournamentId}&teamId=${ids.teamId}&lang=no`,
    match: `/embed/match?matchId=${ids.matchId}&lang=no`,
    today: `/embed/today?tournamentId=${ids.tournamentId}&lang=no`,
  };
  for (const [name, path] of Object.entries(paths)) {
    const bytes = await embedBytes(server.base, path);
    results.embeds[name] = { path, ...bytes };
    console.log(`embed-bench: ${name}: ${bytes.files.length} file(s), ${bytes.bytes.br} B br, ${bytes.bytes.gzip} B gzip, ${bytes.bytes.identity} B uncompressed`);
  }
  if (LIGHTHOUSE) {
    for (const [name, path] of Object.entries(paths)) {
      const samples = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await lighthouseOnce(`${server.base}${path}`));
      const score = median(samples.map((sample) => sample.score));
      results.embeds[name].lighthouseMobile = {
        score,
        scores: samples.map((sample) => sample.score),
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
        cls: median(samples.map((sample) => sample.cls)),
        met: score >= GOAL,
      };
      console.log(`embed-bench: ${name}: Lighthouse mobile ${score} (runs ${samples.map((sample) => sample.score).join(', ')})`);
    }
  }
} finally {
  await server.stop();
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/embed.json', `${JSON.stringify(results, null, 2)}\n`);
console.table(
  Object.fromEntries(
    Object.entries(results.embeds).map(([name, entry]) => [
      name,
      { files: entry.files.length, 'bytes br': entry.bytes.br, 'bytes gzip': entry.bytes.gzip, 'bytes raw': entry.bytes.identity, 'lighthouse mobile': entry.lighthouseMobile?.score ?? 'not measured', met: entry.lighthouseMobile?.met ?? '-' },
    ]),
  ),
);
