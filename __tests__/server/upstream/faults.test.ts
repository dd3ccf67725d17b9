/**
 * Fault injection (DESIGN §1 "a kiosk keeps its last good data when the upstream stumbles"): a fake
 * upstream on loopback that hangs, crawls, fails, lies about its content, cuts its answer, floods, refuses
 * or flaps, and what the upstream transport (part A) and the whole app with its read path (part B) make of
 * it. Timeouts are small (300–800 ms) so the suite stays within a few seconds; every loop is bounded.
 *
 * Issue 28 (DESIGN §7): nothing here times the machine. "At once" is shown by order and outcome: a call
 * whose timeout is NEVER_MS that ends at all did not wait for it, a failure that is a 502 or a 503 is not
 * the timeout's 504, a breaker that answers sends no request, and a hang is still pending when half its
 * timeout has passed (timers fire in the order of their instants).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import { UpstreamError, type DataSource } from '../../../src/server/dataSource';
import { createReadPath } from '../../../src/server/readPath';
import { createUpstreamDataSource, type UpstreamOptions } from '../../../src/server/upstream';
import { resolveProxyTarget } from '../../../src/shared/contract';
import { FIXED_NOW, testConfig } from '../support/serverFixtures';
import { closedPort, OK_BODY, startFakeUpstream, type FakeUpstream } from './fakeUpstream';

const TIMEOUT_MS = 2000;
/** A timeout no test outlives (Jest stops a test long before): a call that ends did not wait for it. */
const NEVER_MS = 3_600_000;
const MAX_BODY = 8 * 1024 * 1024;
const MB = 1024 * 1024;
const match = resolveProxyTarget('ta/Match?matchId=1');

let fake: FakeUpstream;
const opened: DataSource[] = [];

beforeAll(async () => {
  fake = await startFakeUpstream();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((source) => source.close?.()));
  fake.behaviour = 'ok';
});

afterAll(async () => {
  await fake.close();
});

function upstream(options: Partial<UpstreamOptions> = {}): DataSource {
  const source = createUpstreamDataSource({ baseUrl: fake.url, timeoutMs: TIMEOUT_MS, maxResponseBytes: MAX_BODY, ...options });
  opened.push(source);
  return source;
}

/** The failure of a call. */
async function failureOf(call: () => Promise<unknown>): Promise<{ error: UpstreamError }> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { error };
  }
  throw new Error('expected the call to fail');
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nothing that names where the upstream lives: its host, its port, or what its error pages say. */
function expectNoAddress(message: string, port = fake.port): void {
  expect(message).not.toMatch(/127\.0\.0\.1|localhost|10\.0\.0\.7|federation\.internal|https?:\/\//);
  expect(message).not.toContain(String(port));
}

/** Runs `call` while sampling memory every 5 ms; the largest growth of rss and of heap + array buffers. */
async function peakGrowthDuring(call: () => Promise<unknown>): Promise<{ rss: number; heap: number }> {
  const base = process.memoryUsage();
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss - base.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed + now.arrayBuffers - (base.heapUsed + base.arrayBuffers));
  };
  const timer = setInterval(sample, 5);
  try {
    await call().catch(() => undefined);
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak;
}

describe('part A: the upstream transport under faults (no read path)', () => {
  it('answers a healthy upstream', async () => {
    await expect(upstream().proxy(match)).resolves.toEqual(OK_BODY);
  });

  it('hang: fails with 504 at the timeout, naming the target', async () => {
    fake.behaviour = 'hang';
    let settled = false;
    const failing = failureOf(() => upstream().proxy(match)).finally(() => (settled = true));
    // Not before its timeout: a timer set for half of it (after the call's own) fires first.
    await delay(TIMEOUT_MS / 2);
    expect(settled).toBe(false);
    const { error } = await failing;
    expect(error).toMatchObject({ statusCode: 504, message: `upstream did not answer ta/Match?matchId=1 within ${TIMEOUT_MS} ms` });
    expectNoAddress(error.message);
  });

  it('slow (1.5 s): a 504 at the timeout; a longer timeout waits for the answer', async () => {
    fake.behaviour = 'slow';
    const { error } = await failureOf(() => upstream({ timeoutMs: 800 }).proxy(match));
    expect(error).toMatchObject({ statusCode: 504, message: 'upstream did not answer ta/Match?matchId=1 within 800 ms' });
    await expect(upstream({ timeoutMs: 2500 }).proxy(match)).resolves.toEqual(OK_BODY);
  });

  it.each([
    ['error500', 'upstream answered HTTP 500 for ta/Match?matchId=1'],
    ['html', 'upstream answered ta/Match?matchId=1 with a body that is not JSON'],
    ['brokenJson', 'upstream answered ta/Match?matchId=1 with a body that is not JSON'],
    ['truncated', 'upstream unreachable for ta/Match?matchId=1 (connection closed before the answer was complete)'],
  ] as const)('%s: a 502 at once whose message names the target only', async (behaviour, message) => {
    fake.behaviour = behaviour;
    const { error } = await failureOf(() => upstream({ timeoutMs: NEVER_MS }).proxy(match));
    expect(error).toMatchObject({ statusCode: 502, message });
    expectNoAddress(error.message);
  });

  it('refused: a 502 at once that says so without the address', async () => {
    const port = await closedPort();
    const source = createUpstreamDataSource({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: NEVER_MS });
    opened.push(source);
    const { error } = await failureOf(() => source.proxy(match));
    expect(error).toMatchObject({ statusCode: 502, message: 'upstream unreachable for ta/Match?matchId=1 (connection refused)' });
    expectNoAddress(error.message, port);
  });

  it('huge (300 MB, chunked): fails once the limit is passed, memory stays bounded, the connection is cut', async () => {
    fake.behaviour = 'huge';
    let failure: UpstreamError | undefined;
    const growth = await peakGrowthDuring(async () => {
      failure = (await failureOf(() => upstream({ timeoutMs: 5000 }).proxy(match))).error;
    });
    await fake.huge.done;
    expect(failure).toMatchObject({ statusCode: 502, message: `upstream sent a body larger than ${MAX_BODY} bytes for ta/Match?matchId=1` });
    expect(growth.rss).toBeLessThan(MAX_BODY + 32 * MB);
    expect(growth.heap).toBeLessThan(MAX_BODY + 32 * MB);
    expect(fake.huge.closedEarly).toBe(true);
    expect(fake.huge.sent).toBeLessThan(MAX_BODY + 32 * MB);
  });

  it('huge (300 MB, announced by Content-Length): refused at once without reading it', async () => {
    fake.behaviour = 'hugeAnnounced';
    const { error } = await failureOf(() => upstream({ timeoutMs: NEVER_MS }).proxy(match));
    await fake.huge.done;
    expect(error).toMatchObject({ statusCode: 502, message: `upstream announced a body larger than ${MAX_BODY} bytes for ta/Match?matchId=1` });
    expect(fake.huge.closedEarly).toBe(true);
    expect(fake.huge.sent).toBeLessThan(MAX_BODY);
  });

  it('flapping: failures that never run 5 in a row leave the breaker closed', async () => {
    fake.behaviour = 'flap';
    const source = upstream();
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i += 1) outcomes.push(await source.proxy(match).then(() => 'ok', (error: UpstreamError) => String(error.statusCode)));
    expect(outcomes).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'ok' : '502')));
    expect(source.status().detail).toMatch(/circuit closed/);
  });

  it('breaker: after 5 failures calls fail at once with a 503 and when it will try again; one probe after the cool-down', async () => {
    const clock = { ms: Date.UTC(2025, 0, 18, 17, 0, 0) };
    fake.behaviour = 'hang';
    const source = upstream({ timeoutMs: 300, nowMs: () => clock.ms });
    // Five timeouts at once: the breaker counts failures, not calls in a row.
    await Promise.all(Array.from({ length: 5 }, () => source.proxy(match).catch(() => undefined)));
    const before = fake.requests;
    // Failed at once: not the 504 of its 300 ms timeout, and without a request.
    const { error } = await failureOf(() => source.proxy(match));
    expect(fake.requests).toBe(before);
    expect(error).toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 15,
      message: 'upstream unavailable after 5 consecutive failures: ta/Match?matchId=1 not requested; next attempt at 2025-01-18T17:00:15.000Z (in 15 s)',
    });
    expectNoAddress(error.message);
    expect(source.status()).toMatchObject({ healthy: false, detail: expect.stringMatching(/circuit open/) });

    // Half-open: of three calls, exactly one reaches the upstream; its failure doubles the cool-down.
    clock.ms += 15_000;
    const calls = await Promise.all(Array.from({ length: 3 }, () => failureOf(() => source.proxy(match))));
    expect(calls.map(({ error: { statusCode } }) => statusCode).sort()).toEqual([503, 503, 504]);
    expect(fake.requests - before).toBe(1);
    await expect(source.proxy(match)).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 30 });

    // The next probe succeeds and closes it.
    fake.behaviour = 'ok';
    clock.ms += 30_000;
    await expect(source.proxy(match)).resolves.toEqual(OK_BODY);
    expect(source.status()).toMatchObject({ healthy: true, detail: expect.stringMatching(/circuit closed/) });
  });
});

describe('part B: the whole app (read path + upstream transport) under faults', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** The app with the read path on a clock the test moves (app.ts takes a read path for this). */
  async function appWith(options: Partial<UpstreamOptions> = {}) {
    const clock = { ms: FIXED_NOW.getTime() };
    const dataSource = upstream({ nowMs: () => clock.ms, ...options });
    const readPath = createReadPath({ dataSource, freshness: { shortSeconds: 15, today: () => '2025-01-18' }, nowMs: () => clock.ms });
    const app = buildApp({
      config: testConfig(),
      dataSource,
      readPath,
      clientDir: '/nonexistent',
      clock: createClock({ startAt: FIXED_NOW }),
      logger: false,
    });
    apps.push(app);
    // Plugins load on the first request otherwise, and that is not what the timings below are about.
    await app.ready();
    return { app, clock, readPath };
  }

  const post = (app: FastifyInstance) =>
    app.inject({ method: 'POST', url: '/api/proxy', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ taReqUrl: 'ta/Match?matchId=1' }) });
  const get = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/proxy?taReqUrl=ta/Match?matchId=1' });

  // Each failure but the hang's is answered without waiting for a timeout: there is none (NEVER_MS).
  it.each([
    ['hang', 504, 'upstream_timeout', TIMEOUT_MS],
    ['error500', 502, 'upstream_error', NEVER_MS],
    ['html', 502, 'upstream_error', NEVER_MS],
    ['truncated', 502, 'upstream_error', NEVER_MS],
    ['huge', 502, 'upstream_error', NEVER_MS],
  ] as const)('no cached copy, %s: %i %s with a readable message and no address', async (behaviour, status, code, timeoutMs) => {
    fake.behaviour = behaviour;
    const { app } = await appWith({ timeoutMs });
    const response = await post(app);
    expect(response.statusCode).toBe(status);
    const body = response.json<{ error: string; message: string }>();
    expect(body).toEqual({ error: code, message: expect.stringMatching(/^upstream .*ta\/Match\?matchId=1/) });
    expectNoAddress(body.message);
  });

  it('no cached copy, refused: 502 at once without the address', async () => {
    const port = await closedPort();
    const clock = createClock({ startAt: FIXED_NOW });
    const dataSource = createUpstreamDataSource({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: NEVER_MS });
    opened.push(dataSource);
    const app = buildApp({ config: testConfig(), dataSource, clientDir: '/nonexistent', clock, logger: false });
    apps.push(app);
    await app.ready();
    const response = await get(app);
    expect(response.json()).toEqual({ error: 'upstream_error', message: 'upstream unreachable for ta/Match?matchId=1 (connection refused)' });
    expectNoAddress(response.body, port);
  });

  it('no cached copy, breaker open: 503 upstream_unavailable at once with Retry-After', async () => {
    fake.behaviour = 'error500';
    const { app } = await appWith({ breakerFailures: 2 });
    await post(app);
    await post(app);
    const before = fake.requests;
    const response = await post(app);
    expect(fake.requests).toBe(before);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('15');
    expect(response.json()).toEqual({ error: 'upstream_unavailable', message: expect.stringMatching(/^upstream unavailable after 2 consecutive failures: ta\/Match\?matchId=1 not requested; next attempt at .* \(in 15 s\)$/) });
  });

  it('a stale copy and a hanging upstream: the copy is answered at once with Age, one upstream request in flight', async () => {
    // The upstream never answers and its call never times out: every answer below is given without it.
    const { app, clock } = await appWith({ timeoutMs: NEVER_MS });
    expect((await get(app)).json()).toEqual(OK_BODY);
    const warmed = fake.requests;

    fake.behaviour = 'hang';
    clock.ms += 20_000; // past max-age (15 s), within stale-while-revalidate
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? get(app) : post(app))));
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(OK_BODY);
      expect(Number(response.headers.age)).toBeGreaterThanOrEqual(20);
    }
    // Wait (bounded) for the refresh to reach the fake upstream, then count: one refresh, still hanging.
    for (let turn = 0; turn < 200 && fake.requests === warmed; turn += 1) await delay(10);
    expect(fake.requests - warmed).toBe(1);
    expect(fake.openRequests).toBe(1);
  });

  it('a stale copy and a dead upstream (breaker open): still answered at once long after max-age', async () => {
    const { app, clock } = await appWith({ breakerFailures: 1, timeoutMs: NEVER_MS });
    await get(app);
    fake.behaviour = 'error500';
    clock.ms += 10 * 60_000; // past stale-while-revalidate, within stale-if-error
    const first = await get(app);
    expect(first.statusCode).toBe(200);
    // The breaker is open now: the copy is answered without asking the upstream.
    const before = fake.requests;
    const second = await get(app);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(OK_BODY);
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(600);
    expect(fake.requests).toBe(before);
  });
});
