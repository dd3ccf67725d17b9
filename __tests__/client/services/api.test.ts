import { ApiError, createApi } from '../../../src/client/services/api';

function respond(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFake = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  }) as unknown as typeof fetch;
  return { calls, api: createApi({ fetch: fetchFake }) };
}

describe('api', () => {
  it('posts the contract target to the proxy and parses the answer into entities', async () => {
    const { calls, api } = respond(200, { teams: [{ teamId: 5, team: 'Stjernen' }, { team: 'no id' }, null] });
    await expect(api.fetchProxy('tournamentTeams', { tournamentId: 12 })).resolves.toEqual({
      teams: [{ teamId: 5, team: 'Stjernen', orgId: 5 }],
    });
    expect(calls[0]?.url).toBe('/api/proxy');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ taReqUrl: 'ta/TournamentTeams/?tournamentId=12' });
  });

  it('gets direct calls under /api and tolerates a malformed answer', async () => {
    const { calls, api } = respond(200, { unexpected: true });
    await expect(api.fetchDirect('seasons', { orgId: 10, year: 2026 })).resolves.toEqual([]);
    expect(calls[0]?.url).toBe('/api/ta/Seasons/?orgId=10&year=2026');
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

  it('passes the abort signal on', async () => {
    const { calls, api } = respond(200, []);
    const controller = new AbortController();
    await api.fetchDirect('seasons', { orgId: 1, year: 2026 }, controller.signal);
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });
});
