import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSharedAnswers, IMMUTABLE, isServable, isSpaRoute, NOT_BUILT_MESSAGE, SHARED_ANSWER_REUSE_MS } from '../../../src/server/routes/spa';
import { ASSET_JS, removeDir, tempClientDir, testApp } from '../support/serverFixtures';

describe('the single-page app (DESIGN §1)', () => {
  let clientDir: string;
  let app: FastifyInstance;

  beforeAll(() => {
    clientDir = tempClientDir();
  });
  afterAll(() => removeDir(clientDir));
  beforeEach(() => {
    app = testApp({ clientDir });
  });
  afterEach(() => app.close());

  it.each([
    '/',
    '/scoreboard',
    '/scoreboard?seasonId=1&tournamentId=2',
    '/match?matchId=5&seasonId=1&tournamentId=2',
    '/livematch?matchId=5&matchDate=2025-01-18',
    '/statistics/players?teamOrgId=7',
    '/statistics/basketball/teams',
    '/player/?playerId=1&orgId=2&seasonId=3&tournamentId=4',
    '/player/',
  ])('answers %s with index.html, revalidated on every load', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    // The configuration rides in the page (no /config.json round trip), the same as /config.json but its now.
    const embedded = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    const served = (await app.inject({ method: 'GET', url: '/config.json' })).json<Record<string, unknown>>();
    expect({ ...JSON.parse(embedded ?? 'null'), serverNow: null }).toEqual({ ...served, serverNow: null });
  });

  it('sends the build\'s pre-compressed copy of a script as it is', async () => {
    writeFileSync(path.join(clientDir, 'assets', 'main.0123456789.js.br'), 'brotli bytes');
    try {
      const response = await app.inject({ method: 'GET', url: '/assets/main.0123456789.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.body).toBe('brotli bytes');
    } finally {
      rmSync(path.join(clientDir, 'assets', 'main.0123456789.js.br'));
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main.0123456789.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(ASSET_JS);
  });

  it('compresses JavaScript for clients that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves unhashed root files with a short cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/assets/missing.js', '/assets/gone', '/assets/', '/missing.js', '/scoreboard/app.css', '/brand/missing.svg', '/v2/no-such-call/x', '/v3/history'])(
    'answers a missing file %s with a real 404, never index.html',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it.each(['hockey', 'basketball', 'volleyball', 'corporate'])('serves the %s logo under /brand/', async (site) => {
    const response = await app.inject({ method: 'GET', url: `/brand/${site}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg /);
  });

  it.each([
    '/assets/main.0123456789.js.map',
    '/assets/main.0123456789.js.map?v=1',
    '/assets/main.0123456789.js%2Emap',
    '/assets/main.0123456789.JS.MAP',
    '/index.js.map',
    '/scoreboard/index.js.map',
    '/brand/hockey.svg.map',
  ])('never serves a source map: %s is a 404 even when the file exists', async (url) => {
    const map = '{"version":3,"sources":["webpack://match-centre/./src/client/secret.ts"],"mappings":"AAAA"}';
    writeFileSync(path.join(clientDir, 'assets', 'main.0123456789.js.map'), map);
    writeFileSync(path.join(clientDir, 'index.js.map'), map);
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('mappings');
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('does not serve index.html for a POST', async () => {
    const response = await app.inject({ method: 'POST', url: '/scoreboard' });
    expect(response.statusCode).toBe(404);
  });

  it('answers SPA routes with 503 and a plain message while the client is not built', async () => {
    const emptyDir = tempClientDir(false);
    const unbuilt = testApp({ clientDir: emptyDir });
    try {
      for (const url of ['/', '/scoreboard?seasonId=1']) {
        const response = await unbuilt.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/text\/plain/);
        expect(response.body).toBe(NOT_BUILT_MESSAGE);
      }
      expect((await unbuilt.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
      removeDir(emptyDir);
    }
  });
});

describe('isServable', () => {
  it.each([
    ['/assets/main.0123456789.js', true],
    ['/assets/main.0123456789.js.map', false],
    ['/assets/main.css.MAP', false],
    ['/sitemap.xml', true],
    ['/map', true],
  ])('%s → %s', (pathname, expected) => {
    expect(isServable(pathname)).toBe(expected);
  });
});

describe('isSpaRoute', () => {
  it.each([
    ['GET', '/', true],
    ['HEAD', '/standings', true],
    ['GET', '/statistics/goalies', true],
    ['POST', '/standings', false],
    ['GET', '/api/proxy', false],
    ['GET', '/apiary', true],
    ['GET', '/assets/x', false],
    ['GET', '/brand/x', false],
    ['GET', '/time/0', false],
    ['GET', '/main.js', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isSpaRoute(method, path)).toBe(expected);
  });
});

describe('createSharedAnswers (issue 26: a shared page as bytes made at most once a second)', () => {
  it('sends the bytes made within the second again, and makes them anew after it', () => {
    let now = 0;
    const answers = createSharedAnswers(() => now);
    let made = 0;
    const make = () => Buffer.from(`page ${(made += 1)}`);
    expect(answers.answer('a', make).toString()).toBe('page 1');
    now = SHARED_ANSWER_REUSE_MS - 1;
    expect(answers.answer('a', make).toString()).toBe('page 1');
    // Another key (another page, encoding or theme) has bytes of its own.
    expect(answers.answer('b', make).toString()).toBe('page 2');
    now = SHARED_ANSWER_REUSE_MS;
    expect(answers.answer('a', make).toString()).toBe('page 3');
    expect(made).toBe(3);
  });
});
