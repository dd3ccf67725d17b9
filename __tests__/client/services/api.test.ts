import { ApiError, createApi, retryAfterMs, type ApiEvent } from '../../../src/client/services/api';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** A fetch that answers from a script of replies (the last one repeats), recording each call. */
function scripted(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFake = ((url: string, init: RequestInit) => {
    const reply = replies[Math.min(calls.length, replies.length - 1)] as Reply;
    calls.push({ url, init });
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return Promise.resolve(new Response(reply.status === 304 ? null : text, { status: reply.status, headers: reply.headers }));
  }) as unknown as typeof fetch;
  const sleeps: number[] = [];
  const events: ApiEvent[] = [];
  const api = createApi({
    fetch: fetchFake,
    nowMs: () => 1_000_000,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
  api.subscribe?.((event) => events.push(event));
  return { calls, api, sleeps, events };
}

const respond = (status: number, body: unknown, headers?: Record<string, string>) => scripted([{ status, body, headers }]);

describe('api', () => {
  it('gets the contract target through the cacheable GET form of the proxy and parses the answer into entities', async () => {
    const { calls, api } = respond(200, { teams: [{ teamId: 5, team: 'Stjernen' }, { team: 'no id' }, null] });
    await expect(api.fetchProxy('tournamentTeams', { tournamentId: 12 })).resolves.toEqual({
      teams: [expect.objectContaining({ teamId: 5, team: 'Stjernen', orgId: 5 })],
    });
    expect(calls[0]?.url).toBe('/api/proxy?taReqUrl=ta/TournamentTeams/?tournamentId=12');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('gets direct calls under /api; an answer that is not a list is a failed read (issue 25), not an empty list', async () => {
    const { calls, api } = respond(200, { unexpected: true });
    await expect(api.fetchDirect('seasons', { orgId: 10, year: 2026 })).rejects.toMatchObject({ status: 200, code: 'unreadable' });
    expect(calls[0]?.url).toBe('/api/ta/Seasons/?orgId=10&year=2026');
  });

  it('issue 25: after an unreadable answer the next read asks the server again, past the browser cache; then cached reads again', async () => {
    const { calls, api } = scripted([
      { status: 200, body: { error: 'Object reference not set' } },
      { status: 200, body: { matches: [] } },
      { status: 200, body: { matches: [] } },
    ]);
    await expect(api.fetchProxy('tournamentMatches', { tournamentId: 1 })).rejects.toMatchObject({ code: 'unreadable' });
    await expect(api.fetchProxy('tournamentMatches', { tournamentId: 1 })).resolves.toEqual({ matches: [] });
    await api.fetchProxy('tournamentMatches', { tournamentId: 1 });
    expect(calls.map((call) => call.init.cache)).toEqual([undefined, 'no-cache', undefined]);
  });

  it('turns an error answer into an ApiError with the server message and status', async () => {
    const { api } = respond(400, { error: 'bad_target', message: 'parameter tournamentId must be a positive integer id' });
    const failure = api.fetchProxy('tournamentMatches', { tournamentId: 1 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'bad_target',
      message: 'ta/TournamentMatches/?tournamentId=1: parameter tournamentId must be a positive integer id',
    });
  });

  it('reports an unreachable server as a network error, but lets an abort through', async () => {
    const down = createApi({ fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch });
    await expect(down.fetchDirect('seasons', { orgId: 1, year: 2026 })).rejects.toMatchObject({ status: 0, code: 'network' });
    const abort = new DOMException('aborted', 'AbortError');
    const aborted = createApi({ fetch: (() => Promise.reject(abort)) as unknown as typeof fetch });
    await expect(aborted.fetchDirect('seasons', { orgId: 1, year: 2026 })).rejects.toBe(abort);
  });

  it('sends one request for identical reads in flight, and aborts it only when every caller has given up', async () => {
    let seen: AbortSignal | undefined;
    let calls = 0;
    let answer: (response: Response) => void = () => undefined;
    const api = createApi({
      fetch: ((_url: string, init: RequestInit) => {
        calls += 1;
        seen = init.signal ?? undefined;
        return new Promise<Response>((resolve) => (answer = resolve));
      }) as unknown as typeof fetch,
    });
    const first = new AbortController();
    const second = new AbortController();
    const a = api.fetchDirect('seasons', { orgId: 1, year: 2026 }, first.signal);
    const b = api.fetchDirect('seasons', { orgId: 1, year: 2026 }, second.signal);
    const c = api.fetchDirect('seasons', { orgId: 1, year: 2026 });
    expect(calls).toBe(1);
    first.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(false);
    answer(new Response('[]', { status: 200 }));
    await expect(b).resolves.toEqual([]);
    await expect(c).resolves.toEqual([]);
    const lone = new AbortController();
    const d = api.fetchDirect('seasons', { orgId: 1, year: 2025 }, lone.signal);
    lone.abort();
    await expect(d).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(true);
  });

  it('retries a read answered 429 or 503, honouring Retry-After, and says so while it waits', async () => {
    const { calls, api, sleeps, events } = scripted([
      { status: 429, body: { error: 'rate_limited', message: 'too many requests' }, headers: { 'retry-after': '7' } },
      { status: 503, body: { error: 'upstream_unavailable', message: 'later' } },
      { status: 200, body: [] },
    ]);
    await expect(api.fetchDirect('seasons', { orgId: 1, year: 2026 })).resolves.toEqual([]);
    expect(calls).toHaveLength(3);
    expect(sleeps[0]).toBe(7000);
    expect(sleeps[1]).toBeGreaterThanOrEqual(1000); // backoff 2 s × jitter 0.5–1
    expect(sleeps[1]).toBeLessThanOrEqual(2000);
    expect(events.map((event) => event.type)).toEqual(['retrying', 'retrying', 'retrySettled']);
    expect(events[0]).toMatchObject({ attempt: 1, delayMs: 7000, status: 429 });
  });

  it('gives up after its retries with the server message, and does not retry other failures', async () => {
    const limited = scripted([{ status: 429, body: { error: 'rate_limited', message: 'too many requests' } }]);
    await expect(limited.api.fetchDirect('seasons', { orgId: 1, year: 2026 })).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect(limited.calls).toHaveLength(7);
    const broken = scripted([{ status: 500, body: { error: 'internal_error', message: 'internal server error' } }]);
    await expect(broken.api.fetchDirect('seasons', { orgId: 1, year: 2026 })).rejects.toMatchObject({ status: 500 });
    expect(broken.calls).toHaveLength(1);
  });

  it('tells when an answer came from a stale copy (Age past max-age and revalidation), and when that read is fresh again', async () => {
    const cacheControl = 'public, max-age=15, stale-while-revalidate=60, stale-if-error=86400';
    const { api, events } = scripted([
      // Within max-age + stale-while-revalidate: a healthy source revalidating, nothing to tell.
      { status: 200, body: [], headers: { age: '70', 'cache-control': cacheControl } },
      { status: 200, body: [], headers: { age: '600', 'cache-control': cacheControl } },
      { status: 200, body: [], headers: { age: '3', 'cache-control': cacheControl } },
    ]);
    await api.fetchDirect('seasons', { orgId: 1, year: 2026 });
    expect(events).toEqual([]);
    await api.fetchDirect('seasons', { orgId: 1, year: 2026 });
    await api.fetchDirect('seasons', { orgId: 1, year: 2026 });
    expect(events.filter((event) => event.type !== 'retrySettled')).toEqual([
      { type: 'staleAnswer', what: 'ta/Seasons/?orgId=1&year=2026', updatedAtMs: 1_000_000 - 600_000 },
      { type: 'freshAnswer', what: 'ta/Seasons/?orgId=1&year=2026' },
    ]);
  });

  it('tells a kept copy the service worker answered with while offline, however young (issue 29)', async () => {
    const cacheControl = 'public, max-age=15, stale-while-revalidate=60, stale-if-error=86400';
    const { api, events } = scripted([{ status: 200, body: [], headers: { age: '40', 'cache-control': cacheControl, 'x-mc-kept-copy': '1' } }]);
    await api.fetchDirect('seasons', { orgId: 1, year: 2026 });
    expect(events.filter((event) => event.type !== 'retrySettled')).toEqual([{ type: 'staleAnswer', what: 'ta/Seasons/?orgId=1&year=2026', updatedAtMs: 1_000_000 - 40_000 }]);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('12', 0)).toBe(12_000);
    expect(retryAfterMs(new Date(30_000).toUTCString(), 0)).toBe(30_000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });
});
