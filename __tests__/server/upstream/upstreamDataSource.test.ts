import { NotFoundError, UpstreamError } from '../../../src/server/dataSource';
import { createUpstreamDataSource, type UpstreamOptions } from '../../../src/server/upstream';
import { resolveDirectTarget, resolveProxyTarget } from '../../../src/shared/contract';

interface Call {
  url: string;
  method: string;
  body: string | undefined;
}

/** A scripted fetch: records every call and answers with `respond`. */
function fakeFetch(respond: (call: Call, signal: AbortSignal) => Promise<Response> | Response) {
  const calls: Call[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? init.body : undefined };
    calls.push(call);
    return respond(call, init?.signal ?? new AbortController().signal);
  }) as typeof fetch;
  return { calls, fetchFn };
}

const jsonResponse = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answer that never comes: rejects only when its signal aborts. */
const hanging = (_call: Call, signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** A 200 whose body arrives as the given chunks, counting how many were pulled. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  const pulled = { count: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled.count];
      pulled.count += 1;
      if (next === undefined) controller.close();
      else controller.enqueue(next);
    },
  });
  return { response: new Response(body, { status: 200, headers }), pulled };
}

function source(fetchFn: typeof fetch, options: Partial<UpstreamOptions> & { clock?: { ms: number } } = {}) {
  const clock = options.clock ?? { ms: 1_000_000 };
  return createUpstreamDataSource({ baseUrl: 'http://upstream.test/', timeoutMs: 1000, fetch: fetchFn, nowMs: () => clock.ms, ...options });
}

const goals = resolveProxyTarget('icehockey/Match/Goals/7');

describe('createUpstreamDataSource: a transport without a cache (DESIGN §1)', () => {
  it('forwards the canonical proxy target as POST /api/proxy', async () => {
    const { calls, fetchFn } = fakeFetch(() => jsonResponse([{ personId: 1 }]));
    const upstream = source(fetchFn);
    await expect(upstream.proxy(resolveProxyTarget('icehockey/TournamentPlayers/3?&numberMatches=5&opponentId='))).resolves.toEqual([{ personId: 1 }]);
    expect(calls).toEqual([
      { url: 'http://upstream.test/api/proxy', method: 'POST', body: JSON.stringify({ taReqUrl: 'icehockey/TournamentPlayers/3?&opponentId=&numberMatches=5' }) },
    ]);
  });

  it('forwards direct targets as GET /api/<target>', async () => {
    const { calls, fetchFn } = fakeFetch(() => jsonResponse([]));
    await source(fetchFn).direct(resolveDirectTarget('ta/Seasons/?orgId=10&year=2025'));
    expect(calls).toEqual([{ url: 'http://upstream.test/api/ta/Seasons/?orgId=10&year=2025', method: 'GET', body: undefined }]);
  });

  it('asks the upstream every time: caching and coalescing belong to the app read path', async () => {
    let version = 0;
    const { calls, fetchFn } = fakeFetch(() => jsonResponse({ version: (version += 1) }));
    const upstream = source(fetchFn);
    await expect(upstream.proxy(goals)).resolves.toEqual({ version: 1 });
    await expect(upstream.proxy(goals)).resolves.toEqual({ version: 2 });
    expect(calls).toHaveLength(2);
  });

  it('times out with a 504 naming the target, not the upstream', async () => {
    const { fetchFn } = fakeFetch(hanging);
    const upstream = source(fetchFn, { timeoutMs: 30 });
    const failure = upstream.proxy(goals);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ statusCode: 504, message: 'upstream did not answer icehockey/Match/Goals/7 within 30 ms' });
    expect(upstream.status()).toMatchObject({ kind: 'upstream', healthy: false });
  });

  it('counts a body that stalls after the headers against the same timeout', async () => {
    const { fetchFn } = fakeFetch(() => new Response(new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => undefined) }), { status: 200 }));
    await expect(source(fetchFn, { timeoutMs: 30 }).proxy(goals)).rejects.toMatchObject({ statusCode: 504 });
  });

  it.each([
    ['HTTP 500', () => new Response('oops', { status: 500 }), 'upstream answered HTTP 500 for icehockey/Match/Goals/7'],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), 'upstream answered icehockey/Match/Goals/7 with a body that is not JSON'],
    ['a redirect', () => new Response(null, { status: 302, headers: { location: 'http://elsewhere/' } }), /redirected icehockey\/Match\/Goals\/7 \(HTTP 302\)/],
    [
      'a refused connection',
      () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:8443'), { code: 'ECONNREFUSED' }) })),
      'upstream unreachable for icehockey/Match/Goals/7 (connection refused)',
    ],
    ['a network failure without a code', () => Promise.reject(new TypeError('fetch failed')), 'upstream unreachable for icehockey/Match/Goals/7 (network error)'],
  ])('turns %s into a 502 UpstreamError whose message names the target only', async (_case, respond, message) => {
    const { fetchFn } = fakeFetch(respond);
    const failure = source(fetchFn).proxy(goals);
    await expect(failure).rejects.toMatchObject({ name: 'UpstreamError', statusCode: 502, message: typeof message === 'string' ? message : expect.stringMatching(message) });
    await expect(failure).rejects.toMatchObject({ message: expect.not.stringMatching(/upstream\.test|10\.1\.2\.3|8443/) });
  });

  it('logs the details, with the upstream address, server-side only', async () => {
    const warnings: { details: object; message: string }[] = [];
    const { fetchFn } = fakeFetch(() => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:8443'), { code: 'ECONNREFUSED' }) })));
    const upstream = source(fetchFn, { log: { warn: (details, message) => warnings.push({ details, message }) } });
    await expect(upstream.proxy(goals)).rejects.toBeInstanceOf(UpstreamError);
    expect(warnings).toEqual([
      {
        message: 'upstream unreachable for icehockey/Match/Goals/7 (connection refused)',
        details: expect.objectContaining({ upstream: 'http://upstream.test/api/proxy', target: 'icehockey/Match/Goals/7', error: expect.stringMatching(/ECONNREFUSED 10\.1\.2\.3:8443/) }),
      },
    ]);
    expect(upstream.status().detail).not.toMatch(/upstream\.test/);
  });

  it('turns an upstream 404 into NotFoundError naming the target, and keeps itself healthy', async () => {
    const { fetchFn } = fakeFetch(() => jsonResponse({ message: 'no such match' }, 404));
    const upstream = source(fetchFn);
    await expect(upstream.proxy(goals)).rejects.toEqual(new NotFoundError('not found upstream: icehockey/Match/Goals/7'));
    expect(upstream.status().healthy).toBe(true);
  });

  it('refuses a body whose Content-Length announces more than the limit without reading it', async () => {
    const { response, pulled } = streamed([new Uint8Array(10)], { 'content-length': '2000' });
    const { fetchFn } = fakeFetch(() => response);
    await expect(source(fetchFn, { maxResponseBytes: 1000 }).proxy(goals)).rejects.toMatchObject({
      statusCode: 502,
      message: 'upstream announced a body larger than 1000 bytes for icehockey/Match/Goals/7',
    });
    expect(pulled.count).toBeLessThanOrEqual(1);
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const chunks = Array.from({ length: 100 }, () => new Uint8Array(100).fill(0x20));
    const { response, pulled } = streamed(chunks);
    const { fetchFn } = fakeFetch(() => response);
    await expect(source(fetchFn, { maxResponseBytes: 1000 }).proxy(goals)).rejects.toMatchObject({
      statusCode: 502,
      message: 'upstream sent a body larger than 1000 bytes for icehockey/Match/Goals/7',
    });
    expect(pulled.count).toBeLessThan(15);
  });

  it('decodes UTF-8 split across chunk boundaries', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ name: 'Grüner Ævæld 🏒 Ørn' }));
    const chunks = Array.from(bytes, (byte) => Uint8Array.of(byte));
    const { fetchFn } = fakeFetch(() => streamed(chunks).response);
    await expect(source(fetchFn).proxy(goals)).resolves.toEqual({ name: 'Grüner Ævæld 🏒 Ørn' });
  });

  it('refuses new requests after close and cancels the ones under way', async () => {
    const { fetchFn } = fakeFetch(hanging);
    const upstream = source(fetchFn, { timeoutMs: 60_000 });
    const pending = upstream.proxy(goals);
    await upstream.close?.();
    await expect(pending).rejects.toMatchObject({ statusCode: 504, message: expect.stringMatching(/shutting down/) });
    await expect(upstream.proxy(goals)).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('createUpstreamDataSource: circuit breaker (DESIGN §1)', () => {
  function flaky() {
    const state = { mode: 'down' as 'down' | 'ok' | 'missing' };
    const { calls, fetchFn } = fakeFetch(() => {
      if (state.mode === 'down') return new Response('down', { status: 500 });
      if (state.mode === 'missing') return jsonResponse({}, 404);
      return jsonResponse({ ok: true });
    });
    return { state, calls, fetchFn };
  }
  const options = { breakerFailures: 3, breakerCooldownMs: 10_000, breakerMaxCooldownMs: 25_000 };

  it('opens after N consecutive failures and then fails at once with a 503 and the next attempt', async () => {
    const clock = { ms: Date.UTC(2025, 0, 18, 17, 0, 0) };
    const { calls, fetchFn } = flaky();
    const upstream = source(fetchFn, { ...options, clock });
    for (let i = 0; i < 3; i += 1) await expect(upstream.proxy(goals)).rejects.toMatchObject({ statusCode: 502 });
    clock.ms += 4_000;
    const refused = upstream.proxy(goals);
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 6,
      message: 'upstream unavailable after 3 consecutive failures: icehockey/Match/Goals/7 not requested; next attempt at 2025-01-18T17:00:10.000Z (in 6 s)',
    });
    expect(calls).toHaveLength(3);
    expect(upstream.status()).toMatchObject({ healthy: false, detail: expect.stringMatching(/circuit open after 3 consecutive failures; next attempt in 6 s/) });
  });

  it('does not count 404s, and a success resets the count', async () => {
    const { state, calls, fetchFn } = flaky();
    const upstream = source(fetchFn, options);
    for (const mode of ['down', 'down', 'missing', 'ok', 'down', 'down', 'missing'] as const) {
      state.mode = mode;
      await upstream.proxy(goals).catch(() => undefined);
    }
    expect(calls).toHaveLength(7);
    expect(upstream.status().detail).toMatch(/circuit closed/);
  });

  it('lets exactly one probe through when half-open; success closes it', async () => {
    const clock = { ms: 0 };
    let release: (response: Response) => void = () => undefined;
    let mode: 'down' | 'gated' = 'down';
    const { calls, fetchFn } = fakeFetch(() => {
      if (mode === 'down') return new Response('down', { status: 503 });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    const upstream = source(fetchFn, { ...options, clock });
    for (let i = 0; i < 3; i += 1) await upstream.proxy(goals).catch(() => undefined);
    clock.ms += 10_000;
    mode = 'gated';
    const probe = upstream.proxy(goals);
    await expect(upstream.proxy(resolveProxyTarget('icehockey/Match/Goals/8'))).rejects.toMatchObject({ statusCode: 503 });
    expect(upstream.status().detail).toMatch(/half-open/);
    release(jsonResponse({ ok: true }));
    await expect(probe).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(4);
    expect(upstream.status()).toMatchObject({ healthy: true, detail: expect.stringMatching(/circuit closed/) });
  });

  it('re-opens after a failed probe with the cool-down doubled, up to the cap', async () => {
    const clock = { ms: 0 };
    const { calls, fetchFn } = flaky();
    const upstream = source(fetchFn, { ...options, clock });
    for (let i = 0; i < 3; i += 1) await upstream.proxy(goals).catch(() => undefined);
    const cooldowns: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const before = calls.length;
      let waited = 0;
      // Step forward one second at a time until the breaker lets a probe through.
      while (calls.length === before && waited < 60_000) {
        clock.ms += 1000;
        waited += 1000;
        await upstream.proxy(goals).catch(() => undefined);
      }
      cooldowns.push(waited);
    }
    expect(cooldowns).toEqual([10_000, 20_000, 25_000]);
  });
});
