/**
 * Issue 29 case 2, the embeds: server-rendered through the app (app.inject) with the embed renderer from
 * source, over a scripted league and a live hub. Headers (frame-ancestors from EMBED_ORIGINS, no
 * X-Frame-Options on embeds, the rest of the site unchanged), statuses in words, both languages, and the
 * results visibility rule (domain/score `resultsVisibility`): hidden results stay hidden, live feed included.
 */
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { renderEmbed } from '../../../src/client/embed/renderEmbed';
import * as score from '../../../src/client/domain/score';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { NotFoundError, UpstreamError, type DataSource, type DataSourceStatus } from '../../../src/server/dataSource';
import { createLiveHub, type LiveHub } from '../../../src/server/live';
import type { Match, StandingsRow, Tournament } from '../../../src/shared/contract';
import { match, tournament } from '../calendar/support';
import { testConfig } from '../support/serverFixtures';

// 18:30 in Oslo on the demo Saturday: match 42 (18:00) is being played.
const NOW = new Date('2026-11-21T17:30:00.000Z');
const ORIGINS = ['https://club.example', 'http://localhost:31801'];

function hidden(tournamentId: number, name: string): Tournament {
  return { ...tournament(tournamentId, name), isResultPublished: false };
}

function row(position: number, orgId: number, orgName: string, totalPoints: number): StandingsRow {
  return { position, orgId, orgName, matches: 10, victories: 6, draws: 0, losses: 4, totalPoints, goalsScored: 30, goalsConceeded: 20 } as unknown as StandingsRow;
}

const MATCHES: Record<number, Match[]> = {
  700: [
    match(41, 700, 11, 12, { statusTypeId: 3, matchStartTime: 1400, matchEndTime: 1630, matchResult: { homeGoals: 3, awayGoals: 1, matchEndResult: '3-1' } }),
    match(42, 700, 13, 11, { matchStartTime: 1800, matchEndTime: 2030, liveClientType: 'Advanced' }),
    match(43, 700, 12, 13, { matchStartTime: 2030, matchEndTime: 2300 }),
    match(44, 700, 11, 13, { matchDate: '2026-11-28T00:00:00' }),
  ],
  702: [
    match(71, 702, 11, 12, { statusTypeId: 3, matchStartTime: 1400, matchEndTime: 1630, matchResult: { homeGoals: 89, awayGoals: 66, matchEndResult: '89-66' } }),
    match(72, 702, 12, 11, { matchStartTime: 1800, matchEndTime: 2030, liveClientType: 'Advanced' }),
  ],
};

function league(down = false): DataSource & { reads: string[] } {
  const status: DataSourceStatus = { kind: 'demo', healthy: true, detail: 'scripted' };
  const tournaments = [tournament(700, 'EHL'), hidden(702, 'Hemmelig')];
  const source = {
    kind: 'demo' as const,
    reads: [] as string[],
    async proxy(target: Parameters<DataSource['proxy']>[0]) {
      source.reads.push(target.name);
      if (down) throw new UpstreamError('the upstream is down', 503);
      const params = target.params as { tournamentId?: number; matchId?: number };
      switch (target.name) {
        case 'tournament': {
          const found = tournaments.find((entry) => entry.tournamentId === params.tournamentId);
          if (!found) throw new NotFoundError('no tournament');
          return found;
        }
        case 'tournamentMatches':
          return { matches: MATCHES[params.tournamentId ?? 0] ?? [] };
        case 'tournamentTeams':
          return { teams: [11, 12, 13].map((teamId) => ({ teamId, team: { 11: 'Stjernen', 12: 'Frisk Asker', 13: 'Vålerenga' }[teamId], orgId: teamId })) };
        case 'match': {
          const found = Object.values(MATCHES).flat().find((entry) => entry.matchId === params.matchId);
          if (!found) throw new NotFoundError('no match');
          return found;
        }
        case 'standings':
          return [row(2, 12, 'Frisk Asker', 18), row(1, 11, 'Stjernen', 21)];
        case 'standingsSettings':
          return { presentationSettings: [] };
        default:
          throw new Error(`an embed must not read ${target.name}`);
      }
    },
    async direct(): Promise<unknown> {
      throw new Error('an embed makes no direct read');
    },
    status: () => status,
  };
  return source;
}

function goal(hub: LiveHub, matchId: number, clientId: string, h: number, a: number): void {
  hub.publish(`match:${matchId}:goals`, { ClientId: clientId, MatchEventType: 'Goal', Team: h > a ? 'H' : 'A', h, a, Period: 1, Time: '05:00' }, 'scorer');
}

describe('GET /embed/* (issue 29 case 2)', () => {
  let app: FastifyInstance;
  let hub: LiveHub;
  let source: ReturnType<typeof league>;

  function start(options: { down?: boolean; embedOrigins?: readonly string[] } = {}): void {
    hub = createLiveHub();
    source = league(options.down);
    app = buildApp({
      config: testConfig({ sportId: 152, timeZone: 'Europe/Oslo', title: 'Ishockey Kampsenter', embedOrigins: options.embedOrigins ?? ORIGINS }),
      dataSource: source,
      clientDir: path.join(tmpdir(), 'mc-client-does-not-exist'),
      clock: createClock({ startAt: NOW }),
      logger: false,
      live: { hub },
      embedRenderer: renderEmbed,
      renderer: false,
    });
  }
  afterEach(async () => {
    jest.restoreAllMocks();
    await app.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'kamp.example:8080' } });

  it('lets the EMBED_ORIGINS frame the embeds (frame-ancestors, no X-Frame-Options) and nothing else of the site', async () => {
    start();
    for (const url of ['/embed/standings?tournamentId=700', '/embed/match?matchId=999', '/embed/live.js']) {
      const embed = await get(url);
      expect(embed.headers['content-security-policy']).toContain('frame-ancestors https://club.example http://localhost:31801');
      expect(embed.headers['x-frame-options']).toBeUndefined();
    }
    for (const url of ['/config.json', '/healthz', '/scoreboard']) {
      const other = await get(url);
      expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('refuses every framing site when EMBED_ORIGINS names none (the default)', async () => {
    start({ embedOrigins: [] });
    const embed = await get('/embed/standings?tournamentId=700');
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('renders a league table in the HTML in English and in Norwegian, with a link back that opens a new tab', async () => {
    start();
    const en = await get('/embed/standings?tournamentId=700&lang=en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(en.body).toContain('<h1>Standings – EHL</h1>');
    // Position order, whatever the answer's order.
    expect(en.body.indexOf('Stjernen')).toBeLessThan(en.body.indexOf('Frisk Asker'));
    expect(en.body).toContain('<a href="http://kamp.example:8080/standings?seasonId=500&amp;tournamentId=700" target="_blank" rel="noopener noreferrer">Full standings on Ishockey Kampsenter</a>');
    expect(en.body).not.toContain('<script');
    const no = await get('/embed/standings?tournamentId=700&lang=no&theme=dark');
    expect(no.body).toMatch(/^<!doctype html><html lang="no" data-theme="dark">/);
    expect(no.body).toContain('<h1>Tabell – EHL</h1>');
    expect(no.body).toContain('Hele tabellen på Ishockey Kampsenter');
  });

  it("lists a league's matches of today and a team's next and last match with the rules' scores and statuses", async () => {
    start();
    goal(hub, 42, 'g1', 1, 0);
    goal(hub, 42, 'g2', 2, 0);
    const today = await get('/embed/today?tournamentId=700&lang=en');
    expect(today.body).toContain('<h1>Today in EHL</h1>');
    expect(today.body).toContain('Stjernen vs Frisk Asker, 3 - 1, Final');
    expect(today.body).toContain('Vålerenga vs Stjernen, 2 - 0,');
    expect(today.body).toContain('Frisk Asker vs Vålerenga, -, Not started');
    expect(today.body).not.toContain('2026-11-28');
    expect(today.body).toContain('data-refresh="15"');
    const team = await get('/embed/team?tournamentId=700&teamId=11&lang=no');
    expect(team.statusCode).toBe(200);
    expect(team.body).toContain('<h1>Stjernen: kamper</h1>');
    const next = team.body.indexOf('Neste kamp');
    const last = team.body.indexOf('Forrige kamp');
    expect(team.body.slice(next, last)).toContain('Vålerenga mot Stjernen, 2 - 0');
    expect(team.body.slice(last)).toContain('Stjernen mot Frisk Asker, 3 - 1, Slutt');
  });

  it('shows a live score from the feed that the refresh picks up after the next goal, in a polite live region', async () => {
    start();
    goal(hub, 42, 'g1', 1, 0);
    const before = await get('/embed/match?matchId=42&lang=en');
    expect(before.body).toContain('<span class="big-score">1 - 0</span>');
    expect(before.body).toContain('aria-live="polite" data-live=""');
    expect(before.body).toContain('<script src="/embed/live.js" defer="">');
    goal(hub, 42, 'g2', 1, 1);
    expect((await get('/embed/match?matchId=42&lang=en')).body).toContain('<span class="big-score">1 - 1</span>');
    const script = await get('/embed/live.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('[data-live]');
  });

  it.each(['en', 'no'] as const)('%s: keeps hidden results hidden: no result, no live score, no table', async (lang) => {
    start();
    goal(hub, 72, 'g1', 5, 4);
    const pages = await Promise.all(['/embed/today?tournamentId=702', '/embed/match?matchId=71', '/embed/match?matchId=72', '/embed/team?tournamentId=702&teamId=11'].map((url) => get(`${url}&lang=${lang}`)));
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      // The text and attributes, not the style sheet's colours.
      expect(page.body.replace(/<style>.*<\/style>/s, '')).not.toMatch(/89|66|5 - 4|\(OT\)|\(SO\)/);
    }
    expect(pages[1]?.body).toContain(lang === 'en' ? 'Results not published' : 'Resultater er ikke publisert');
    // The live one does not refresh itself: nothing of it may change on screen.
    expect(pages[2]?.body).not.toContain('data-refresh');
    source.reads.length = 0;
    const table = await get(`/embed/standings?tournamentId=702&lang=${lang}`);
    expect(table.body).toContain(lang === 'en' ? 'Not open for public viewing' : 'Ikke åpen for publikum');
    expect(source.reads).not.toContain('standings');
  });

  it('reads the one results visibility rule (domain/score resultsVisibility)', async () => {
    start();
    const rule = jest.spyOn(score, 'resultsVisibility').mockReturnValue('hidden');
    const page = await get('/embed/match?matchId=41&lang=en');
    expect(rule).toHaveBeenCalled();
    expect(page.body).not.toContain('3 - 1');
    expect(page.body).toContain('<span class="big-score">-</span>');
    rule.mockRestore();
    expect((await get('/embed/match?matchId=41&lang=en')).body).toContain('<span class="big-score">3 - 1</span>');
  });

  it('says in words what is missing, with its status: 404 unknown, 400 malformed, 503 source down', async () => {
    start();
    const unknownMatch = await get('/embed/match?matchId=999&lang=en');
    expect(unknownMatch.statusCode).toBe(404);
    expect(unknownMatch.body).toContain('<h1>Not found</h1>');
    expect(unknownMatch.headers['cache-control']).toBe('no-store');
    expect((await get('/embed/team?tournamentId=700&teamId=99&lang=en')).statusCode).toBe(404);
    expect((await get('/embed/standings?tournamentId=12345&lang=en')).statusCode).toBe(404);
    const unknownKind = await get('/embed/scorers?lang=no');
    expect(unknownKind.statusCode).toBe(404);
    expect(unknownKind.body).toContain('<h1>Ikke funnet</h1>');
    const malformed = await get('/embed/standings?tournamentId=abc&lang=en');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('It needs tournamentId as a number.');
    await app.close();
    start({ down: true });
    const down = await get('/embed/today?tournamentId=700&lang=en');
    expect(down.statusCode).toBe(503);
    expect(down.body).toContain('<h1>Results unavailable</h1>');
  });
});

describe('EMBED_ORIGINS (config.ts)', () => {
  it('reads comma-separated origins, none by default', () => {
    expect(loadConfig({}).embedOrigins).toEqual([]);
    expect(loadConfig({ EMBED_ORIGINS: ' https://club.example, http://localhost:8081 ,https://club.example' }).embedOrigins).toEqual(['https://club.example', 'http://localhost:8081']);
    // Written another way, the same origin: as the browser compares it.
    expect(loadConfig({ EMBED_ORIGINS: 'https://Club.Example:443/' }).embedOrigins).toEqual(['https://club.example']);
  });

  it.each(['https://club.example/page', 'https://club.example?x=1', 'https://user@club.example', 'club.example', "https://club.example 'unsafe-inline'", 'ftp://club.example', 'https://*.example'])('refuses %s with an error naming the variable', (value) => {
    expect(() => loadConfig({ EMBED_ORIGINS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ EMBED_ORIGINS: value })).toThrow(/^EMBED_ORIGINS: must be comma-separated origins/);
  });
});
