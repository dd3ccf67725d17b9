/**
 * DESIGN §6.4, issue 26: every public route answers with its page rendered on the server — its title,
 * heading and data in the HTML a reader (or a crawler) without JavaScript gets — through the real pipeline:
 * the demo league, the read path, the app's routes and the page renderer (the client app, from source).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import { createServerParts } from '../../../src/server/dataSources';
import { createPageRenderer } from '../../../src/server/render/pageRenderer';
import { renderPage } from '../../../src/client/ssr/renderPage';
import { PAGE_STATE_ELEMENT_ID } from '../../../src/shared/pageRender';
import { READER_CHOICES_COOKIE, serializeReaderChoices, DEFAULT_READER_CHOICES } from '../../../src/shared/readerChoices';
import { removeDir, tempClientDir, testConfig } from '../support/serverFixtures';

/** The demo league's instant the browser tests use (playwright.config.ts E2E_NOW). */
const NOW = new Date('2026-11-21T17:00:00Z');
const SO_MATCH = 4087032;

// The first render compiles the client app from source (ts-jest): minutes on a busy machine, not a bound.
jest.setTimeout(240_000);

let clientDir: string;
let app: FastifyInstance;
let renders = 0;

beforeAll(async () => {
  clientDir = tempClientDir();
  const config = testConfig({ demoNow: NOW });
  const clock = createClock({ startAt: NOW });
  const { dataSource } = createServerParts(config, clock);
  app = buildApp({
    config,
    dataSource,
    clientDir,
    clock,
    logger: false,
    renderer: createPageRenderer({
      load: () => (input) => {
        renders += 1;
        return renderPage(input);
      },
      budgetMs: 20_000,
      freshSeconds: 60,
    }),
    // Renders from source here take seconds: each page goes out whole with its status (streamedPage.test.ts
    // covers a render that outlasts the budget).
    firstByteBudgetMs: 240_000,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  removeDir(clientDir);
});

/** The text of the page's markup, tags and the state element left out. */
function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

function stateOf(html: string): { language: { language: string }; api: { queries: Record<string, { endpointName: string; status: string }> } } {
  const match = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no page state in the HTML');
  return JSON.parse(match[1]) as ReturnType<typeof stateOf>;
}

const cookieOf = (choices: Partial<typeof DEFAULT_READER_CHOICES>) =>
  `${READER_CHOICES_COOKIE}=${serializeReaderChoices({ ...DEFAULT_READER_CHOICES, ...choices }) ?? ''}`;

describe('a page rendered on the server', () => {
  it('the scoreboard carries its title, heading, the day’s matches with their scores, and the state the browser hydrates from', async () => {
    const response = await app.inject({ url: '/scoreboard', headers: { cookie: cookieOf({ language: 'en' }) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>Scoreboard · EHL · [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toMatch(/<h1[^>]*>Scoreboard<\/h1>/);
    const text = visibleText(html);
    expect(text).toMatch(/Matches in EHL on 21 November 2026/);
    // The day's finished overtime game and the live one, with their scores.
    expect(text).toMatch(/Sparta Sarpsborg 2 - 3 Final \(OT\)/);
    expect(text).toMatch(/Stavanger \d+ - \d+ Live/);
    expect(html).toMatch(/<style data-styled/);
    // The catalog the browser's boot stands on is in the page's read cache (DESIGN §6.1): not asked for again.
    const reads = Object.values(stateOf(html).api.queries);
    expect(reads.filter((read) => read.status === 'fulfilled').map((read) => read.endpointName)).toEqual(expect.arrayContaining(['getSeasons', 'getLeagues', 'getTeams', 'getTournamentMatches', 'getScheduledMatches']));
    // The shell's notice that the site needs JavaScript is gone: it reads without.
    expect(html).not.toMatch(/<noscript>/);
  });

  it('is rendered at the address the boot settles (issue 26), which the page names for the browser to take over', async () => {
    const html = (await app.inject({ url: '/scoreboard', headers: { cookie: cookieOf({ language: 'en' }) } })).body;
    const location = /<script id="page-state"[^>]* data-location="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(location).toMatch(/^\/scoreboard\?(?=.*\bseasonId=\d+)(?=.*\btournamentId=\d+)/);
    // A page whose address needs nothing more names the address as asked.
    const asked = `${location ?? ''}`;
    const again = (await app.inject({ url: asked, headers: { cookie: cookieOf({ language: 'en' }) } })).body;
    expect(/<script id="page-state"[^>]* data-location="([^"]*)"/.exec(again)?.[1]?.replace(/&amp;/g, '&')).toBe(asked);
  });

  it('is rendered in the language of the reader’s cookie, and is shared (public, one copy per language)', async () => {
    const norwegian = await app.inject({ url: '/standings', headers: { cookie: cookieOf({ language: 'no' }) } });
    const english = await app.inject({ url: '/standings', headers: { cookie: cookieOf({ language: 'en' }) } });
    expect(norwegian.body).toMatch(/<html lang="no">/);
    expect(norwegian.body).toMatch(/<title>Tabell · EHL/);
    expect(english.body).toMatch(/<title>Standings · EHL/);
    expect(stateOf(norwegian.body).language.language).toBe('no');
    for (const response of [norwegian, english]) {
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      expect(response.headers.vary).toMatch(/cookie/);
      // A standings table with a row per team.
      expect((response.body.match(/<tr/g) ?? []).length).toBeGreaterThan(8);
    }
  });

  it('issue 26: a live match\'s page may be kept a second (it carries the match as it stands), other pages the reads\' window', async () => {
    const live = await app.inject({ url: '/livematch?matchId=4087038&matchDate=2026-11-21', headers: { cookie: cookieOf({ language: 'en' }) } });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=1');
    const standings = await app.inject({ url: '/standings', headers: { cookie: cookieOf({ language: 'en' }) } });
    expect(standings.headers['cache-control']).not.toBe(live.headers['cache-control']);
    expect(standings.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it('issue 26: a shared page goes out compressed as the reader accepts, the same bytes within a second, the page whole', async () => {
    const url = '/standings?seasonId=3106&tournamentId=4087';
    const ask = (encoding: string) => app.inject({ url, headers: { cookie: cookieOf({ language: 'en' }), 'accept-encoding': encoding } });
    const [first, second] = [await ask('gzip, br'), await ask('br')];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/);
    // The server's now moved on between the two: the second is the first's bytes (at most a second old).
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const html = brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(html).toMatch(/<title>Standings · EHL/);
    expect(html).toMatch(/<script id="site-config"/);
    // Each encoding's bytes are made on their own: the same page, with the configuration of when they were made.
    const withoutConfig = (page: string) => page.replace(/<script id="site-config"[^>]*>[^<]*<\/script>/, '');
    const gzipped = await ask('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(withoutConfig(gunzipSync(gzipped.rawPayload).toString('utf8'))).toBe(withoutConfig(html));
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(withoutConfig(plain.body)).toBe(withoutConfig(html));
  });

  it('a shared page is rendered once per freshness window and then served as bytes, with a validator', async () => {
    const before = renders;
    const first = await app.inject({ url: '/schedule', headers: { cookie: cookieOf({ language: 'en' }) } });
    const second = await app.inject({ url: '/schedule', headers: { cookie: cookieOf({ language: 'en' }) } });
    expect(renders - before).toBe(1);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({ url: '/schedule', headers: { cookie: cookieOf({ language: 'en' }), 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it("issue 27 case 8: the reader's theme is on <html> from the server, the page still shared and rendered once for every theme, its validator per theme", async () => {
    const before = renders;
    const dark = await app.inject({ url: '/statistics/teams', headers: { cookie: cookieOf({ language: 'en', theme: 'dark' }) } });
    const light = await app.inject({ url: '/statistics/teams', headers: { cookie: cookieOf({ language: 'en', theme: 'light' }) } });
    const system = await app.inject({ url: '/statistics/teams', headers: { cookie: cookieOf({ language: 'en' }) } });
    expect(renders - before).toBe(1);
    expect(dark.body).toMatch(/<html lang="en" data-theme="dark">/);
    expect(light.body).toMatch(/<html lang="en" data-theme="light">/);
    expect(system.body).toMatch(/<html lang="en">/);
    expect(dark.headers['cache-control']).toMatch(/^public, /);
    expect(new Set([dark.headers.etag, light.headers.etag, system.headers.etag]).size).toBe(3);
    // A copy kept in the light theme is not revalidated as the dark page.
    const revalidated = await app.inject({ url: '/statistics/teams', headers: { cookie: cookieOf({ language: 'en', theme: 'dark' }), 'if-none-match': String(light.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toMatch(/data-theme="dark"/);
  });

  it('a page with personal choices is rendered for its reader alone and is private', async () => {
    const before = renders;
    const cookie = cookieOf({ language: 'en', favouriteTeamIds: ['1:1001'] });
    const first = await app.inject({ url: '/scoreboard', headers: { cookie } });
    await app.inject({ url: '/scoreboard', headers: { cookie } });
    expect(renders - before).toBe(2);
    expect(first.headers['cache-control']).toBe('private, no-cache');
  });

  it('a finished match page carries the teams, the final score and its sections', async () => {
    const response = await app.inject({ url: `/match?matchId=${SO_MATCH}`, headers: { cookie: cookieOf({ language: 'en' }) } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<title>Stavanger – Stjernen 2 - 3 · Match · /);
    const text = visibleText(response.body);
    expect(text).toMatch(/Stavanger/);
    expect(text).toMatch(/Shootout/);
  });

  it('a match that does not exist answers 404 with a human notice, not a blank page', async () => {
    const response = await app.inject({ url: '/match?matchId=99999999', headers: { cookie: cookieOf({ language: 'en' }) } });
    expect(response.statusCode).toBe(404);
    expect(visibleText(response.body)).toMatch(/We could not find this match/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('an unknown address answers 404 with the site’s not-found notice', async () => {
    const response = await app.inject({ url: '/no-such-page', headers: { cookie: cookieOf({ language: 'en' }) } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<div id="root">.+/);
  });

  it('the arena screen and the staff wall stay client-rendered (the shell, no page state)', async () => {
    for (const url of ['/kiosk', '/ops']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    }
  });
});
