import type { FastifyInstance, InjectOptions } from 'fastify';
import { NotFoundError, NotServedError, UpstreamError } from '../../../src/server/dataSource';
import { fakeDataSource, testApp, type FakeDataSource } from '../support/serverFixtures';

function proxy(app: FastifyInstance, payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return app.inject({ method: 'POST', url: '/api/proxy', headers, payload: payload as InjectOptions['payload'] });
}

const json = (taReqUrl: unknown) => JSON.stringify({ taReqUrl });

describe('the data API (DESIGN §1, SPEC §7)', () => {
  let source: FakeDataSource;
  let app: FastifyInstance;

  beforeEach(() => {
    source = fakeDataSource((name) => {
      if (name === 'match') return new NotFoundError('no match 404');
      if (name === 'standings') return new NotServedError('standings are not served by this source');
      if (name === 'tournamentTeams') return new UpstreamError('upstream answered HTTP 500', 502);
      if (name === 'tournament') return new UpstreamError('upstream did not answer within 8000 ms', 504);
      if (name === 'transfers') return new Error('secret internals at line 42');
      return undefined;
    });
    app = testApp({ dataSource: source });
  });

  afterEach(() => app.close());

  describe('POST /api/proxy', () => {
    it('passes an allowed target to the data source with typed parameters', async () => {
      const response = await proxy(app, json('icehockey/Match/Goals/123'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(source.proxyCalls).toEqual([{ name: 'hockeyGoals', params: { matchId: 123 } }]);
      expect(response.json()).toEqual({ name: 'hockeyGoals', params: { matchId: 123 } });
    });

    it.each([
      ['ta/ScheduledMatchesBySport/?sportIds=152,199&date=01/18/2025', { name: 'scheduledMatchesBySport', params: { sportIds: [152, 199], date: '01/18/2025' } }],
      ['org/Organisation?orgIds=5&orgIds=6', { name: 'organisations', params: { orgIds: [5, 6] } }],
      ['icehockey/TournamentPlayers/7?&opponentId=&numberMatches=5', { name: 'hockeyTournamentPlayers', params: { tournamentId: 7, opponentId: null, numberMatches: 5 } }],
      ['ta/MatchTeamMembers/9?images=false', { name: 'matchTeamMembers', params: { matchId: 9 } }],
    ])('resolves %s', async (target, expected) => {
      const response = await proxy(app, json(target));
      expect(response.statusCode).toBe(200);
      expect(source.proxyCalls).toEqual([expected]);
    });

    // One row per class of rejected input; each must be a 400 whose message names the problem.
    it.each<[string, InjectOptions['payload'] | undefined, Record<string, string> | undefined, RegExp]>([
      ['unknown path', json('ta/Secrets/?id=1'), undefined, /unknown target "ta\/Secrets\/"/],
      ['absolute URL', json('https://evil.example/ta/Match?matchId=1'), undefined, /absolute URL/],
      ['javascript: scheme', json('javascript:alert(1)'), undefined, /absolute URL/],
      ['file: scheme', json('file:ta/Match?matchId=1'), undefined, /absolute URL/],
      ['leading slash', json('/ta/Match?matchId=1'), undefined, /must not start with "\/"/],
      ['dot-dot segment', json('ta/../admin/Match?matchId=1'), undefined, /"\.\." segments/],
      ['double slash', json('ta//Match?matchId=1'), undefined, /"\/\/"/],
      ['at sign', json('ta/Match@evil?matchId=1'), undefined, /"@"/],
      ['backslash', json('ta\\Match?matchId=1'), undefined, /backslashes/],
      ['percent-encoded dot-dot', json('ta/%2e%2e/Match?matchId=1'), undefined, /percent-encoding/],
      ['percent-encoded slash', json('ta%2FMatch?matchId=1'), undefined, /percent-encoding/],
      ['percent-encoded value', json('ta/Match?matchId=%31'), undefined, /percent-encoding/],
      ['characters no target uses', json('ta/Match?matchId=1#x'), undefined, /characters/],
      ['wrong parameter type', json('ta/Match?matchId=abc'), undefined, /matchId must be a positive integer id/],
      ['wrong path parameter type', json('icehockey/Match/Goals/-1'), undefined, /matchId must be a positive integer id/],
      ['missing parameter', json('ta/Match'), undefined, /matchId is missing/],
      ['unknown parameter', json('ta/Match?matchId=1&admin=true'), undefined, /admin is not allowed/],
      ['repeated parameter', json('ta/Match?matchId=1&matchId=2'), undefined, /matchId is given more than once/],
      ['empty target', json(''), undefined, /taReqUrl is empty/],
      ['missing body', undefined, undefined, /body is missing/],
      ['empty JSON body', '', { 'content-type': 'application/json' }, /body is missing/],
      ['non-JSON body', 'taReqUrl=ta/Match?matchId=1', undefined, /not valid JSON/],
      ['wrong content type', json('ta/Match?matchId=1'), { 'content-type': 'text/plain' }, /Content-Type must be application\/json/],
      ['malformed content type', json('ta/Match?matchId=1'), { 'content-type': '///' }, /Content-Type must be application\/json/],
      ['JSON array body', JSON.stringify(['ta/Match?matchId=1']), undefined, /must be a JSON object/],
      ['JSON string body', JSON.stringify('ta/Match?matchId=1'), undefined, /must be a JSON object/],
      ['JSON null body', 'null', undefined, /must be a JSON object/],
      ['missing taReqUrl', JSON.stringify({}), undefined, /no taReqUrl field/],
      ['non-string taReqUrl', JSON.stringify({ taReqUrl: 42 }), undefined, /taReqUrl must be a string/],
      ['extra fields', JSON.stringify({ taReqUrl: 'ta/Match?matchId=1', method: 'DELETE' }), undefined, /unexpected field\(s\) in request body: method/],
      ['oversize body', json(`ta/Match?matchId=1&pad=${'x'.repeat(5000)}`), undefined, /larger than 4096 bytes/],
      ['oversize target', json(`ta/Match?matchId=1&pad=${'x'.repeat(600)}`), undefined, /longer than 512 characters/],
    ])('refuses %s with 400 naming the problem', async (_case, payload, headers, message) => {
      const response = await proxy(app, payload, headers ?? { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const body = response.json<{ error: string; message: string }>();
      expect(body.error).toBe('bad_request');
      expect(body.message).toMatch(message);
      expect(source.proxyCalls).toEqual([]);
    });

    it('refuses a POST without content type or body', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/proxy' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/body is missing/) });
    });

    it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)('answers %s with 405', async (method) => {
      const response = await app.inject({ method, url: '/api/proxy' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.json()).toMatchObject({ error: 'method_not_allowed' });
    });

    it.each([
      ['ta/Match?matchId=1', 404, 'not_found', 'no match 404'],
      ['ta/TournamentStandings/?tournamentId=1', 501, 'not_served', 'standings are not served by this source'],
      ['ta/TournamentTeams/?tournamentId=1', 502, 'upstream_error', 'upstream answered HTTP 500'],
      ['ta/Tournament?tournamentId=1', 504, 'upstream_timeout', 'upstream did not answer within 8000 ms'],
    ])('maps the data source error of %s to %i', async (target, status, error, message) => {
      const response = await proxy(app, json(target));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error, message });
    });

    it('hides the details of an unexpected error', async () => {
      const response = await proxy(app, json('activity/Transfers/?onlyPublic=true&sfOrgId=354&date=2024-01-18'));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal_error', message: 'internal server error' });
      expect(response.body).not.toMatch(/secret|line 42|at /);
    });
  });

  describe('direct calls', () => {
    it('GET /api/ta/Seasons/ reaches the data source with typed parameters', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/ta/Seasons/?orgId=10&year=2025' });
      expect(response.statusCode).toBe(200);
      expect(source.directCalls).toEqual([{ name: 'seasons', params: { orgId: 10, year: 2025 } }]);
    });

    it('GET /api/ta/Tournament/Season/{seasonId} reaches the data source', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/ta/Tournament/Season/2025' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'tournamentsInSeason', params: { seasonId: 2025 } });
    });

    it.each([
      ['/api/ta/Seasons/?orgId=10', /year is missing/],
      ['/api/ta/Seasons/?orgId=ten&year=2025', /orgId must be a positive integer id/],
      ['/api/ta/Seasons/?orgId=10&year=2025&x=1', /x is not allowed/],
      ['/api/ta/Tournament/Season/abc', /seasonId must be a positive integer id/],
      ['/api/ta/Tournament/Season/%31', /percent-encoding/],
    ])('refuses %s with 400', async (url, message) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
      expect(source.directCalls).toEqual([]);
    });

    it('answers an unknown API path with a JSON 404', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/ta/Unknown' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    });
  });

  describe('rate limit', () => {
    it('answers 429 with a JSON message after the per-minute limit, and only on /api', async () => {
      const limited = testApp({ config: { rateLimitPerMinute: 3 } });
      try {
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          statuses.push((await limited.inject({ method: 'GET', url: `/api/ta/Tournament/Season/${attempt}` })).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
        const refused = await limited.inject({ method: 'POST', url: '/api/proxy', headers: { 'content-type': 'application/json' }, payload: json('ta/Match?matchId=1') });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/too many requests: at most 3 per minute/) });
        expect(refused.headers['retry-after']).toBeDefined();
        expect((await limited.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('does not count answers the cache gives at once (a crowd behind one address reads the same answers)', async () => {
      const limited = testApp({ config: { rateLimitPerMinute: 3 }, dataSource: source });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 50; attempt += 1) {
          statuses.push((await limited.inject({ method: 'GET', url: '/api/proxy?taReqUrl=icehockey/Match/Goals/5' })).statusCode);
          statuses.push((await limited.inject({ method: 'POST', url: '/api/proxy', headers: { 'content-type': 'application/json' }, payload: json('icehockey/Match/Goals/5') })).statusCode);
        }
        expect(new Set(statuses)).toEqual(new Set([200]));
        expect(source.proxyCalls).toHaveLength(1);
      } finally {
        await limited.close();
      }
    });
  });

  describe('GET /api/proxy (issue 10 §3: the cacheable form of the same allow-list)', () => {
    it('answers the same as the POST form, from one source call, with cache headers', async () => {
      const viaGet = await app.inject({ method: 'GET', url: '/api/proxy?taReqUrl=ta/ScheduledMatchesBySport/?sportIds=152,199&date=01/18/2025' });
      const viaPost = await proxy(app, json('ta/ScheduledMatchesBySport/?sportIds=152,199&date=01/18/2025'));
      expect(viaGet.statusCode).toBe(200);
      expect(viaGet.body).toBe(viaPost.body);
      expect(source.proxyCalls).toEqual([{ name: 'scheduledMatchesBySport', params: { sportIds: [152, 199], date: '01/18/2025' } }]);
      expect(viaGet.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
      expect(viaGet.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(viaGet.headers.vary).toBe('accept-encoding');
      expect(viaGet.headers['content-type']).toMatch(/^application\/json/);
    });

    it('reads a percent-encoded target once, and refuses double encoding', async () => {
      const encoded = encodeURIComponent('org/Organisation?orgIds=5&orgIds=6');
      const response = await app.inject({ method: 'GET', url: `/api/proxy?taReqUrl=${encoded}` });
      expect(response.statusCode).toBe(200);
      expect(source.proxyCalls).toEqual([{ name: 'organisations', params: { orgIds: [5, 6] } }]);
      const twice = await app.inject({ method: 'GET', url: `/api/proxy?taReqUrl=${encodeURIComponent(encoded)}` });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/percent-encoding/) });
    });

    it.each([
      ['/api/proxy', /only query parameter/],
      ['/api/proxy?target=ta/Match?matchId=1', /only query parameter/],
      ['/api/proxy?taReqUrl=ta/Secrets/?id=1', /not in the allow-list/],
      ['/api/proxy?taReqUrl=https://evil.example/ta/Match?matchId=1', /absolute URL/],
      ['/api/proxy?taReqUrl=ta/Match?matchId=1%ZZ', /percent-encoding/],
    ])('refuses %s with 400 naming the problem', async (url, message) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
      expect(source.proxyCalls).toEqual([]);
    });

    it('answers 304 to a matching If-None-Match, for the identity and the compressed representation', async () => {
      const url = '/api/proxy?taReqUrl=icehockey/Match/Players/77';
      const first = await app.inject({ method: 'GET', url });
      const etag = first.headers.etag as string;
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const other = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode).toBe(200);
    });

    it('keeps the SPEC §7 POST form working beside it', async () => {
      const response = await proxy(app, json('icehockey/Match/Goals/123'));
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBeDefined();
    });
  });
});
