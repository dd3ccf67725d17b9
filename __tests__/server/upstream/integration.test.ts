/**
 * The upstream data source against a real server: a second instance of this app in demo mode, listening on
 * loopback, plays the federation's API (DESIGN §1 "the upstream speaks this same API").
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import { createDemoDataSource, createDemoLeague } from '../../../src/server/demo';
import { createUpstreamDataSource } from '../../../src/server/upstream';
import { FIXED_NOW, testApp, testConfig } from '../support/serverFixtures';

describe('upstream data source against a demo-mode server on loopback', () => {
  let upstreamServer: FastifyInstance;
  let front: FastifyInstance;
  let baseUrl: string;
  let upstreamRequests = 0;
  const upstreamUrls: string[] = [];

  beforeAll(async () => {
    const clock = createClock({ startAt: FIXED_NOW });
    const config = testConfig({ host: '127.0.0.1', port: 0 });
    const demo = createDemoDataSource(createDemoLeague({ seed: config.demoSeed, timeZone: config.timeZone, now: clock.now }));
    upstreamServer = buildApp({ config, dataSource: demo, clientDir: '/nonexistent', clock, logger: false });
    upstreamServer.addHook('onRequest', async (request) => {
      upstreamRequests += 1;
      upstreamUrls.push(request.url);
    });
    await upstreamServer.listen({ host: '127.0.0.1', port: 0 });
    const address = upstreamServer.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    baseUrl = `http://127.0.0.1:${address.port}`;
    front = testApp({ dataSource: createUpstreamDataSource({ baseUrl, timeoutMs: 5000 }) });
  });

  afterAll(async () => {
    await front.close();
    await upstreamServer.close();
  });

  it('answers a direct call exactly as the demo server does, and the app (its read path, not the data source) caches it', async () => {
    const url = `/api/ta/Seasons/?orgId=10&year=${FIXED_NOW.getUTCFullYear()}`;
    const expected = await upstreamServer.inject({ method: 'GET', url });
    expect(expected.statusCode).toBe(200);
    const before = upstreamRequests;
    const first = await front.inject({ method: 'GET', url });
    const second = await front.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(expected.json());
    expect(second.json()).toEqual(expected.json());
    expect(upstreamRequests - before).toBe(1); // the second call came from the cache
  });

  it('answers the season look-up (issue 26) from the years it asks upstream as ta/Seasons, never the look-up itself', async () => {
    const year = FIXED_NOW.getUTCFullYear();
    const before = upstreamUrls.length;
    const response = await front.inject({ method: 'GET', url: `/api/mc/SeasonLookup/?orgId=10&year=${year - 1}` });
    const asked = upstreamUrls.slice(before);
    expect(response.statusCode).toBe(200);
    const years = response.json<{ years: { year: number; seasons: unknown }[] }>().years;
    expect(years.map((part) => part.year)).toEqual([year - 1, year - 2, year - 3, year - 4, year - 5, year - 6]);
    for (const part of years) expect(part.seasons).toEqual((await upstreamServer.inject({ method: 'GET', url: `/api/ta/Seasons/?orgId=10&year=${part.year}` })).json());
    expect(asked.filter((url) => url.includes('SeasonLookup'))).toEqual([]);
    expect(asked.filter((url) => url.startsWith('/api/ta/Seasons/')).sort()).toEqual(years.map((part) => `/api/ta/Seasons/?orgId=10&year=${part.year}`).sort());
  });

  it('forwards proxy targets and answers as the demo server does', async () => {
    const seasons = (await front.inject({ method: 'GET', url: '/api/ta/Seasons/?orgId=10&year=' + FIXED_NOW.getUTCFullYear() })).json<{ seasonId: number }[]>();
    const seasonId = seasons[0]?.seasonId;
    expect(seasonId).toBeDefined();
    const tournaments = await front.inject({ method: 'GET', url: `/api/ta/Tournament/Season/${seasonId}` });
    expect(tournaments.statusCode).toBe(200);
    const tournamentId = tournaments.json<{ tournamentsInSeason: { tournamentId: number }[] }>().tournamentsInSeason[0]?.tournamentId;
    const payload = JSON.stringify({ taReqUrl: `ta/TournamentMatches/?tournamentId=${tournamentId}` });
    const request = { method: 'POST' as const, url: '/api/proxy', headers: { 'content-type': 'application/json' }, payload };
    const viaUpstream = await front.inject(request);
    const direct = await upstreamServer.inject(request);
    expect(viaUpstream.statusCode).toBe(direct.statusCode);
    expect(viaUpstream.json()).toEqual(direct.json());
  });

  it('passes the upstream 404 on as a 404', async () => {
    const request = { method: 'POST' as const, url: '/api/proxy', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ taReqUrl: 'ta/Match?matchId=2147483647' }) };
    expect((await upstreamServer.inject(request)).statusCode).toBe(404);
    const response = await front.inject(request);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('reports a healthy upstream in /healthz', async () => {
    const health = await front.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toMatchObject({ dataSource: { kind: 'upstream', healthy: true } });
  });
});
