// The floor page of `npm run bench` (issue 26), built and served by the bench itself: scripts/bench/floorPage.tsx
// (React 19, a 20-row table from one fetch) built with the client's webpack config in production mode, served
// by Fastify on loopback the way the product serves its client (@fastify/static with the build's pre-compressed
// .br/.gz files, hashed assets cached immutable, the page revalidated, answers compressed by @fastify/compress),
// and its one fetch, /api/floor-rows, answering JSON. Every figure of the product is read beside the same figure
// of this page measured in the same run: the floor is what this stack costs on this machine at that moment.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { freePort } from '../freePort.mjs';

const OUT = resolve('.bench/floor-page');
const BUILD_TIMEOUT_MS = 300_000;

/** Builds the floor page into .bench/floor-page (production, no source maps); throws when webpack fails. */
export function buildFloor() {
  const build = spawnSync(
    'npx',
    ['webpack', '--mode', 'production', '--entry-reset', '--entry', './scripts/bench/floorPage.tsx', '--output-path', OUT, '--output-public-path', '/', '--no-devtool'],
    { stdio: ['ignore', 'ignore', 'inherit'], timeout: BUILD_TIMEOUT_MS },
  );
  if (build.status !== 0 || !existsSync(`${OUT}/index.html`)) throw new Error('the floor page did not build');
}

/**
 * The floor's JS before its first render: every script its index.html loads (the page has no other chunk),
 * gzip level 9 like the product's figure.
 */
export function floorScripts() {
  const html = readFileSync(join(OUT, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src=["']?\/?([^"' >]+)/g)].map((match) => match[1]);
  return { scripts, jsGzipBytes: scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length, 0) };
}

/** The floor's one answer: 20 finished matches. */
export function floorRows() {
  return Array.from({ length: 20 }, (_, index) => ({
    id: index + 1,
    time: `${String(17 + (index % 4)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
    home: `Home team ${index + 1}`,
    away: `Away team ${index + 1}`,
    score: `${index % 5} - ${(index * 3) % 4}`,
  }));
}

/** Serves the built floor on `port` (loopback); resolves once listening. Returns the Fastify app. */
async function serveFloor(port) {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifyStatic, {
    root: OUT,
    prefix: '/',
    preCompressed: true,
    // `/` is a route of its own, as in the product (routes/spa.ts): with preCompressed, @fastify/static's
    // index lookup wants an index.html.gz the build does not write for so small a file, and answers 404.
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  const rows = JSON.stringify(floorRows());
  app.get('/api/floor-rows', (_request, reply) => reply.header('cache-control', 'public, max-age=10').type('application/json; charset=utf-8').send(rows));
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Builds the floor (unless BENCH_FLOOR_BUILT=1 and a build is there) and serves it from its own process on a
 * free loopback port, as the product's server runs in its own (a server inside the bench's process would share
 * its event loop with Lighthouse's trace processing). Returns its base URL and a stop function.
 */
export async function startFloor() {
  if (process.env.BENCH_FLOOR_BUILT !== '1' || !existsSync(`${OUT}/index.html`)) buildFloor();
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { env: { ...process.env, FLOOR_PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  for (let tries = 0; tries < 400; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the floor server exited with ${child.exitCode}`);
    if (await fetch(`${base}/api/floor-rows`).then((response) => response.ok, () => false)) return { base, stop };
    await sleep(25);
  }
  await stop();
  throw new Error('the floor server did not answer within 10 s');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const app = await serveFloor(Number(process.env.FLOOR_PORT ?? 0));
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
