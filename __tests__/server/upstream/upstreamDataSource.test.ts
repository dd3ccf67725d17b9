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

function source(fetchFn: typeof fetch, options: Partial<UpstreamOptions> & { clock?: { ms: number } } = {}) {
  const clock = options.clock ?? { ms: 1_000_000 };
  return createUpstreamDataSource({ baseUrl: 'http://upstream.test/', timeoutMs: 1000, ttlSeconds: 30, fetch: fetchFn, nowMs: () => clock.ms, ...options });
}

const goals = resolveProxyTarget('icehockey/Match/Goals/7');

describe('createUpstreamDataSource (DESIGN §1)', () => {
  it('forwards the canonical proxy target as POST /api/proxy', async () => {
    const { calls, fetchFn } = fakeFetch(() => jsonResponse([{ personId: 1 }]));
    const upstream = source(fetchFn);
    // The client's `?&` spelling and the canonical one are one target, one call, one cache entry.
    await expect(upstream.proxy(resolveProxyTarget('icehockey/TournamentPlayers/3?&numberMatches=5&opponentId='))).resolves.toEqual([{ personId: 1 }]);
    await upstream.proxy(resolveProxyTarget('icehockey/TournamentPlayers/3?&opponentId=&numberMatches=5'));
    expect(calls).toEqual([
      { url: 'http://upstream.test/api/proxy', method: 'POST', body: JSON.stringify({ taReqUrl: 'icehockey/TournamentPlayers/3?&opponentId=&numberMatches=5' }) },
    ]);
  });

  it('forwards direct targets as GET /api/<target>', async () => {
    const { calls, fetchFn } = fakeFetch(() => jsonResponse([]));
    await source(fetchFn).direct(resolveDirectTarget('ta/Seasons/?orgId=10&year=2025'));
    expect(calls).toEqual([{ url: 'http://upstream.test/api/ta/Seasons/?orgId=10&year=2025', method: 'GET', body: undefined }]);
  });

  it('answers from the cache within the TTL and asks again after it', async () => {
    const clock = { ms: 0 };
    let version = 0;
    const { calls, fetchFn } = fakeFetch(() => jsonResponse({ version: (version += 1) }));
    const upstream = source(fetchFn, { clock });
    await expect(upstream.proxy(goals)).resolves.toEqual({ version: 1 });
    clock.ms += 29_000;
    await expect(upstream.proxy(goals)).resolves.toEqual({ version: 1 });
    expect(calls).toHaveLength(1);
    clock.ms += 2_000;
    await expect(upstream.proxy(goals)).resolves.toEqual({ version: 2 });
    expect(calls).toHaveLength(2);
  });

  it('coalesces N concurrent identical requests into one upstream call', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls, fetchFn } = fakeFetch(async () => {
      await gate;
      return jsonResponse({ ok: true });
    });
    const upstream = source(fetchFn);
    const answers = Array.from({ length: 10 }, () => upstream.proxy(goals));
    const other = upstream.proxy(resolveProxyTarget('icehockey/Match/Goals/8'));
    release();
    await expect(Promise.all(answers)).resolves.toEqual(Array.from({ length: 10 }, () => ({ ok: true })));
    await other;
    expect(calls).toHaveLength(2);
  });

  it('times out with a 504 UpstreamError', async () => {
    const { fetchFn } = fakeFetch(
      (_call, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const upstream = source(fetchFn, { timeoutMs: 30 });
    const failure = upstream.proxy(goals);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ statusCode: 504, message: 'upstream did not answer within 30 ms' });
    expect(upstream.status()).toMatchObject({ kind: 'upstream', healthy: false });
  });

  it.each([
    ['HTTP 500', () => new Response('oops', { status: 500 }), /HTTP 500/],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), /not JSON/],
    ['a redirect', () => new Response(null, { status: 302, headers: { location: 'http://elsewhere/' } }), /redirected/],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), /unreachable: fetch failed/],
  ])('turns %s into a 502 UpstreamError', async (_case, respond, message) => {
    const { fetchFn } = fakeFetch(respond);
    const failure = source(fetchFn).proxy(goals);
    await expect(failure).rejects.toMatchObject({ name: 'UpstreamError', statusCode: 502, message: expect.stringMatching(message) });
  });

  it('turns an upstream 404 into NotFoundError and keeps itself healthy', async () => {
    const { fetchFn } = fakeFetch(() => jsonResponse({ message: 'no such match' }, 404));
    const upstream = source(fetchFn);
    await expect(upstream.proxy(goals)).rejects.toBeInstanceOf(NotFoundError);
    expect(upstream.status().healthy).toBe(true);
  });

  it('serves a stale copy when the upstream fails, marks itself unhealthy, and recovers', async () => {
    const clock = { ms: 0 };
    let mode: 'ok' | 'down' | 'slow' = 'ok';
    const { fetchFn } = fakeFetch((_call, signal) => {
      if (mode === 'down') return new Response('down', { status: 503 });
      if (mode === 'slow')
        return new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
      return jsonResponse({ goals: 3 });
    });
    const upstream = source(fetchFn, { clock, timeoutMs: 30, maxStaleSeconds: 3600 });
    await upstream.proxy(goals);
    expect(upstream.status().healthy).toBe(true);

    mode = 'down';
    clock.ms += 120_000;
    await expect(upstream.proxy(goals)).resolves.toEqual({ goals: 3 });
    expect(upstream.status()).toMatchObject({ healthy: false, detail: expect.stringMatching(/serving cached copies/) });

    mode = 'slow';
    clock.ms += 120_000;
    await expect(upstream.proxy(goals)).resolves.toEqual({ goals: 3 });

    mode = 'down';
    clock.ms += 3600_000;
    await expect(upstream.proxy(goals)).rejects.toMatchObject({ statusCode: 502 });

    mode = 'ok';
    await upstream.proxy(goals);
    expect(upstream.status().healthy).toBe(true);
  });

  it('keeps at most maxEntries responses, dropping the least recently used', async () => {
    const clock = { ms: 0 };
    const { calls, fetchFn } = fakeFetch((call) => jsonResponse({ body: call.body }));
    const upstream = source(fetchFn, { clock, maxEntries: 2 });
    const target = (id: number) => resolveProxyTarget(`icehockey/Match/Goals/${id}`);
    await upstream.proxy(target(1));
    await upstream.proxy(target(2));
    await upstream.proxy(target(1)); // hit: 1 is now the most recently used
    await upstream.proxy(target(3)); // evicts 2
    expect(calls).toHaveLength(3);
    await upstream.proxy(target(1));
    expect(calls).toHaveLength(3);
    await upstream.proxy(target(2));
    expect(calls).toHaveLength(4);
    expect(upstream.status().detail).toMatch(/2 cached responses/);
  });

  it('refuses new requests after close and cancels the ones under way', async () => {
    const { fetchFn } = fakeFetch(
      (_call, signal) => new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const upstream = source(fetchFn, { timeoutMs: 60_000 });
    const pending = upstream.proxy(goals);
    await upstream.close?.();
    await expect(pending).rejects.toMatchObject({ statusCode: 504, message: expect.stringMatching(/shutting down/) });
    await expect(upstream.proxy(goals)).rejects.toBeInstanceOf(UpstreamError);
  });
});
