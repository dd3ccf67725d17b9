// The read-path figures of `npm run bench` (issue 10 §2–§3), measured as a user and a CDN get them:
// - GET /api/proxy throughput with a warm cache against a plain Fastify server sending the same bytes
//   (a large match list, identity and brotli), and the small seasons answer against a hello-JSON server;
//   same load generator, same connections, rounds interleaved A/B so drift hits both;
// - a real browser's boots of the scoreboard: API calls per boot (first, repeated at once, repeated after
//   the short max-age) and the share of them the server answered 304, read from the server's own log.
// Bounded: fixed rounds of fixed seconds; loopback only; every process it starts is stopped. Writes
// .bench/proxy.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { serverHeapMegabytes } from './serverCommand.mjs';

const ROUNDS = Number(process.env.BENCH_PROXY_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_PROXY_SECONDS ?? 3);
const CONNECTIONS = 32;
const DEMO_NOW = '2026-11-21T17:00:00Z';
// BENCH_SERVER_MAIN: another build's server (e.g. a checkout of an older commit) for a before/after of the
// boots; BENCH_PROXY_PART=boots (or throughput) measures only that part.
const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ?? 'dist/server/main.js';
const PART = process.env.BENCH_PROXY_PART ?? 'all';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server on its own port, with its log lines collected (info level: one line per answer). */
async function startServer(logLevel) {
  const port = await freePort();
  const lines = [];
  const child = spawn(process.execPath, [`--max-old-space-size=${serverHeapMegabytes()}`, SERVER_MAIN], {
    env: { ...process.env, SITE: 'hockey', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: logLevel, DEMO_NOW, RATE_LIMIT_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let rest = '';
  child.stdout.on('data', (chunk) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 400; tries += 1) {
    if (await fetch(`${base}/healthz`).then((response) => response.ok, () => false)) break;
    await sleep(25);
  }
  return {
    base,
    lines,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** A plain Fastify server (its own process) answering one fixed body with the given headers. */
async function startPlain(body, headers) {
  const port = await freePort();
  const script = `
    const Fastify = require('fastify');
    const body = Buffer.from(process.env.BODY_B64, 'base64');
    const headers = JSON.parse(process.env.HEADERS);
    const app = Fastify({ logger: false });
    app.get('/x', (request, reply) => reply.headers(headers).send(body));
    app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, PORT: String(port), BODY_B64: body.toString('base64'), HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/x`;
  for (let tries = 0; tries < 400; tries += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) break;
    await sleep(25);
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve(result.requests.average);
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Requests per second of ours, of the plain server sending the same bytes with a bare content type, and of
 * the plain server sending the same bytes with the same headers (the floor for exactly this answer on the
 * wire: security and caching headers included, so the gap to it is the work of our own code); rounds
 * interleaved, ratios of the medians.
 */
async function compare(label, ours, plainUrl, sameHeadersUrl, headers) {
  const urls = { ours, plain: plainUrl, sameHeaders: sameHeadersUrl };
  const rps = { ours: [], plain: [], sameHeaders: [] };
  for (const url of Object.values(urls)) await load(url, headers); // warm all: the first round is not counted
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, url] of Object.entries(urls)) rps[name].push(await load(url, headers));
  }
  const oursRps = Math.round(median(rps.ours));
  const plainRps = Math.round(median(rps.plain));
  const sameHeadersRps = Math.round(median(rps.sameHeaders));
  return {
    label,
    oursRps,
    plainRps,
    ratio: Number((oursRps / plainRps).toFixed(2)),
    sameHeadersRps,
    ratioSameHeaders: Number((oursRps / sameHeadersRps).toFixed(2)),
  };
}

/** Every header of an answer that a fixed server can send as it is (not those of the connection or the moment). */
function wireHeaders(headers) {
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding', 'age']);
  return Object.fromEntries([...headers].filter(([name]) => !perConnection.has(name)));
}

/** The answer's bytes and the headers a plain server needs to send the same thing. */
async function answerOf(url, acceptEncoding) {
  const response = await fetch(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  const body = Buffer.from(await response.arrayBuffer());
  const headers = { 'content-type': response.headers.get('content-type') };
  // fetch decodes brotli; ask for the raw bytes again without decoding (node:http does not decode).
  if (acceptEncoding) {
    const { request } = await import('node:http');
    const raw = await new Promise((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
      })
        .on('error', reject)
        .end();
    });
    return { body: raw.body, headers: { ...headers, 'content-encoding': raw.encoding }, allHeaders: wireHeaders(response.headers), decodedBytes: body.length };
  }
  return { body, headers, allHeaders: wireHeaders(response.headers), decodedBytes: body.length };
}

async function throughput() {
  const server = await startServer('warn');
  const figures = [];
  try {
    const config = await (await fetch(`${server.base}/config.json`)).json();
    const year = new Date(DEMO_NOW).getUTCFullYear();
    const seasons = await (await fetch(`${server.base}/api/ta/Seasons/?orgId=${config.orgId}&year=${year}`)).json();
    const season = seasons.filter((s) => s.orgIdOwner === config.orgId && s.seasonDateFrom.slice(0, 10) <= DEMO_NOW.slice(0, 10)).sort((a, b) => b.seasonDateFrom.localeCompare(a.seasonDateFrom))[0];
    const { tournamentsInSeason } = await (await fetch(`${server.base}/api/ta/Tournament/Season/${season.seasonId}`)).json();
    // The largest match list of the season: the heavy answer a CDN would carry most.
    let largest = { url: '', bytes: 0 };
    for (const league of tournamentsInSeason) {
      const url = `${server.base}/api/proxy?taReqUrl=ta/TournamentMatches/?tournamentId=${league.tournamentId}`;
      const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
      if (bytes > largest.bytes) largest = { url, bytes };
    }
    const seasonsUrl = `${server.base}/api/ta/Seasons/?orgId=${config.orgId}&year=${year}`;
    for (const [label, url, encoding] of [
      [`match list ${(largest.bytes / 1024).toFixed(0)} KB, identity`, largest.url, undefined],
      [`match list ${(largest.bytes / 1024).toFixed(0)} KB, brotli`, largest.url, 'br'],
    ]) {
      const answer = await answerOf(url, encoding);
      const plain = await startPlain(answer.body, answer.headers);
      const sameHeaders = await startPlain(answer.body, { ...answer.allHeaders, ...answer.headers });
      try {
        const headers = encoding ? { 'accept-encoding': encoding } : {};
        figures.push({ ...(await compare(label, url, plain.url, sameHeaders.url, headers)), bytesSent: answer.body.length, goal: 0.9 });
      } finally {
        await plain.stop();
        await sameHeaders.stop();
      }
    }
    const seasonsBody = Buffer.from(await (await fetch(seasonsUrl)).arrayBuffer());
    const seasonsAnswer = await answerOf(seasonsUrl);
    const hello = await startPlain(Buffer.from('{"hello":"world"}'), { 'content-type': 'application/json; charset=utf-8' });
    const sameSeasons = await startPlain(seasonsBody, { ...seasonsAnswer.allHeaders, ...seasonsAnswer.headers });
    try {
      figures.push({ ...(await compare(`seasons ${seasonsBody.length} B vs hello JSON`, seasonsUrl, hello.url, sameSeasons.url, {})), bytesSent: seasonsBody.length, goal: 0.6 });
    } finally {
      await hello.stop();
      await sameSeasons.stop();
    }
  } finally {
    await server.stop();
  }
  return figures;
}

/** API answers the server logged since `from`, by status. */
function apiStatuses(lines, from) {
  const counts = { total: 0, 200: 0, 304: 0, other: 0 };
  for (const line of lines.slice(from)) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.msg !== 'request completed' || !entry.req && !entry.res) continue;
    const url = entry.req?.url ?? entry.url ?? '';
    if (!String(url).startsWith('/api/')) continue;
    counts.total += 1;
    const status = entry.res?.statusCode;
    if (status === 200) counts[200] += 1;
    else if (status === 304) counts[304] += 1;
    else counts.other += 1;
  }
  return counts;
}

/**
 * Three boots of the scoreboard in one browser profile: the first (cold cache), a repeat at once (within
 * every max-age: the browser's cache answers), and a repeat after the short max-age (revalidated: 304s).
 */
async function boots() {
  const server = await startServer('info');
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Request ids tie a log line's request to its response line; count the completed ones.
    const requestUrls = new Map();
    const boot = async () => {
      const from = server.lines.length;
      await page.goto(`${server.base}/`);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      // The live feed's long-poll never lets the network go idle: give the boot's reads a fixed while.
      await sleep(2500);
      for (const line of server.lines.slice(from)) {
        try {
          const entry = JSON.parse(line);
          if (entry.msg === 'incoming request') requestUrls.set(entry.reqId, entry.req?.url);
          if (entry.msg === 'request completed') entry.req = { url: requestUrls.get(entry.reqId) };
          server.lines[server.lines.indexOf(line)] = JSON.stringify(entry);
        } catch {
          // not a log line
        }
      }
      return apiStatuses(server.lines, from);
    };
    const first = await boot();
    const repeatedAtOnce = await boot();
    await sleep(16_000); // past CACHE_TTL_SECONDS (15 s): today's lists must be revalidated
    const repeatedLater = await boot();
    const share = (counts) => (counts.total === 0 ? 0 : Number((counts[304] / counts.total).toFixed(2)));
    return {
      first,
      repeatedAtOnce: { ...repeatedAtOnce, share304: share(repeatedAtOnce) },
      repeatedAfterMaxAge: { ...repeatedLater, share304: share(repeatedLater) },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const results = { date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS };
if (PART === 'all' || PART === 'throughput') {
  results.throughput = await throughput();
  console.log('\nGET /api/proxy with a warm cache vs a plain Fastify server sending the same bytes, bare and with the same headers (req/s, median of %d interleaved rounds)', ROUNDS);
  console.table(results.throughput);
}
if (PART === 'all' || PART === 'boots') {
  results.boots = await boots();
  console.log('API calls the server saw per scoreboard boot (one browser profile)');
  console.table({ first: results.boots.first, repeatedAtOnce: results.boots.repeatedAtOnce, repeatedAfterMaxAge: results.boots.repeatedAfterMaxAge });
}
mkdirSync('.bench', { recursive: true });
writeFileSync(PART === 'all' ? '.bench/proxy.json' : `.bench/proxy-${PART}.json`, `${JSON.stringify(results, null, 2)}\n`);
// Fastify is imported so a missing dependency fails here, loudly, rather than inside the plain server.
void Fastify;
