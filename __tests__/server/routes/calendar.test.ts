/**
 * The calendar feeds (issue 16): parsed by ical.js, a well-kept RFC 5545 parser, and asserted on the parsed
 * components, never on the text.
 */
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { createClock } from '../../../src/server/clock';
import { match, NEXT_SEASON, scriptedLeague, SEASON, TEAM, type ScriptedLeague } from '../calendar/support';
import { testApp } from '../support/serverFixtures';

const ZONE = 'Europe/Oslo';

function events(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // Register the feed's own VTIMEZONE, so TZID times resolve by what the feed says.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

function calendarOf(text: string): ICAL.Component {
  return new ICAL.Component(ICAL.parse(text));
}

const byUid = (list: ICAL.Event[]) => new Map(list.map((event) => [event.uid, event]));

describe('GET /calendar/team/{teamId}.ics and /calendar/tournament/{tournamentId}.ics (issue 16)', () => {
  let league: ScriptedLeague;
  let app: FastifyInstance;

  beforeEach(() => {
    league = scriptedLeague();
    app = testApp({ dataSource: league, config: { orgId: 10, sportId: 152, timeZone: ZONE, title: 'Ishockey Kampsenter' } });
  });
  afterEach(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'kamp.example:8080', ...headers } });

  it('answers a team feed as text/calendar, inline, with one VEVENT per listed match of the team in the season', async () => {
    const response = await get(`/calendar/team/${TEAM}.ics?seasonId=${SEASON}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`inline; filename="team-${TEAM}-${SEASON}.ics"`);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const list = events(response.body);
    // Matches 1, 2 (cancelled), 5 (postponed) in EHL and 6 in the play-offs; not 3 (another team's), not 4
    // (status 7, SPEC §5), not 7 (unpublished tournament).
    expect(list.map((event) => event.uid).sort()).toEqual(['match-1@org10.match-centre', 'match-2@org10.match-centre', 'match-5@org10.match-centre', 'match-6@org10.match-centre']);
    expect(calendarOf(response.body).getFirstPropertyValue('x-wr-calname')).toBe('Ishockey Kampsenter – Stjernen: matches');
    expect(league.reads).not.toContain('match');
  });

  it('writes the times in the league zone with its VTIMEZONE, three-digit hhmm padded, across a DST change', async () => {
    const list = byUid(events((await get(`/calendar/team/${TEAM}.ics?seasonId=${SEASON}`)).body));
    const first = list.get('match-1@org10.match-centre');
    expect(first?.startDate.zone?.tzid).toBe(ZONE);
    // 930 on the day clocks go forward: 09:30 summer time, 07:30 UTC.
    expect(first?.startDate.toJSDate().toISOString()).toBe(DateTime.fromISO('2026-03-29T09:30', { zone: ZONE }).toUTC().toISO());
    expect(first?.startDate.toJSDate().toISOString()).toBe('2026-03-29T07:30:00.000Z');
    expect(first?.endDate.toJSDate().toISOString()).toBe('2026-03-29T10:00:00.000Z');
    const winter = list.get('match-2@org10.match-centre');
    expect(winter?.startDate.toJSDate().toISOString()).toBe('2026-11-21T18:00:00.000Z');
    // No start time: an all-day entry on the match's day.
    const noTime = list.get('match-6@org10.match-centre');
    expect(noTime?.startDate.isDate).toBe(true);
    expect(noTime?.startDate.toString()).toBe('2027-03-10');
  });

  it('titles, venues, statuses and links in English and in Norwegian', async () => {
    const en = byUid(events((await get(`/calendar/team/${TEAM}.ics?seasonId=${SEASON}&lang=en`)).body));
    const no = byUid(events((await get(`/calendar/team/${TEAM}.ics?seasonId=${SEASON}&lang=no`)).body));
    expect(en.get('match-1@org10.match-centre')?.summary).toBe('Stjernen – Frisk Asker (EHL)');
    expect(no.get('match-1@org10.match-centre')?.summary).toBe('Stjernen – Frisk Asker (EHL)');
    expect(en.get('match-1@org10.match-centre')?.location).toBe('Jordal Amfi');
    expect(en.get('match-2@org10.match-centre')?.summary).toBe('Cancelled: Frisk Asker – Stjernen (EHL)');
    expect(no.get('match-2@org10.match-centre')?.summary).toBe('Avlyst: Frisk Asker – Stjernen (EHL)');
    expect(en.get('match-2@org10.match-centre')?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(en.get('match-5@org10.match-centre')?.summary).toBe('Postponed: VIF – Stjernen (EHL)');
    expect(no.get('match-5@org10.match-centre')?.summary).toBe('Utsatt: VIF – Stjernen (EHL)');
    expect(no.get('match-5@org10.match-centre')?.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(no.get('match-1@org10.match-centre')?.description).toContain('Turnering: EHL');
    expect(en.get('match-1@org10.match-centre')?.description).toContain('Tournament: EHL');
    expect(en.get('match-1@org10.match-centre')?.component.getFirstPropertyValue('url')).toBe(
      'http://kamp.example:8080/match?matchId=1&seasonId=500&tournamentId=700',
    );
  });

  it('defaults to the site language (Norwegian with a sport id, SPEC §1)', async () => {
    const list = byUid(events((await get(`/calendar/team/${TEAM}.ics?seasonId=${SEASON}`)).body));
    expect(list.get('match-2@org10.match-centre')?.summary).toMatch(/^Avlyst: /);
  });

  it('keeps every UID when the same feed is asked twice and when a match moves or is postponed', async () => {
    const before = events((await get(`/calendar/tournament/700.ics?lang=en`)).body);
    const again = events((await get(`/calendar/tournament/700.ics?lang=en`)).body);
    expect(again.map((event) => event.uid)).toEqual(before.map((event) => event.uid));

    const moved = league.matches.get(700)?.find((entry) => entry.matchId === 3);
    if (!moved) throw new Error('fixture lost match 3');
    moved.matchDate = '2026-11-28T00:00:00';
    moved.matchStartTime = 1730;
    const postponed = league.matches.get(700)?.find((entry) => entry.matchId === 1);
    if (!postponed) throw new Error('fixture lost match 1');
    postponed.statusTypeId = 4;
    await app.close();
    // A new app: a fresh read path, as after the cached answer expired.
    app = testApp({ dataSource: league, config: { orgId: 10, sportId: 152, timeZone: ZONE, title: 'Ishockey Kampsenter' } });
    const after = byUid(events((await get(`/calendar/tournament/700.ics?lang=en`)).body));
    expect([...after.keys()].sort()).toEqual(before.map((event) => event.uid).sort());
    expect(after.get('match-3@org10.match-centre')?.startDate.toJSDate().toISOString()).toBe('2026-11-28T16:30:00.000Z');
    const wasFirst = before.find((event) => event.uid === 'match-1@org10.match-centre');
    const nowFirst = after.get('match-1@org10.match-centre');
    expect(nowFirst?.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(nowFirst?.sequence).toBeGreaterThan(wasFirst?.sequence ?? Infinity);
  });

  it('a tournament feed lists every listed match of the tournament', async () => {
    const response = await get('/calendar/tournament/700.ics?lang=no');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('inline; filename="tournament-700.ics"');
    expect(events(response.body).map((event) => event.uid).sort()).toEqual(
      [1, 2, 3, 5].map((matchId) => `match-${matchId}@org10.match-centre`),
    );
    expect(calendarOf(response.body).getFirstPropertyValue('x-wr-calname')).toBe('Ishockey Kampsenter – EHL: kamper');
  });

  it('answers 304 to a calendar server that sends the ETag back', async () => {
    const first = await get('/calendar/tournament/700.ics');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const second = await get('/calendar/tournament/700.ics', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const otherLanguage = await get('/calendar/tournament/700.ics?lang=en', { 'if-none-match': etag });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it.each([
    ['/calendar/team/abc.ics?seasonId=500', 400, /positive integer id/],
    ['/calendar/team/0.ics?seasonId=500', 400, /positive integer id/],
    ['/calendar/team/11.ical?seasonId=500', 400, /positive integer id/],
    ['/calendar/team/11.ics?seasonId=-3', 400, /^seasonId must be a positive integer id, not "-3"$/],
    ['/calendar/team/11.ics?seasonId=abc', 400, /^seasonId must be a positive integer id, not "abc"$/],
    ['/calendar/team/11.ics?seasonId=500&seasonId=501', 400, /seasonId is given more than once/],
    ['/calendar/team/11.ics?seasonId=500&lang=de', 400, /lang must be/],
    ['/calendar/team/11.ics?seasonId=500&lang=en&lang=no', 400, /lang must be/],
    ['/calendar/tournament/99999999999.ics', 400, /positive integer id/],
    ['/calendar/team/99.ics?seasonId=500', 404, /team 99 plays in no published tournament of season 500/],
    ['/calendar/team/11.ics?seasonId=501', 404, /plays in no published tournament/],
    ['/calendar/tournament/703.ics', 404, /no tournament 703/],
    ['/calendar/tournament/702.ics', 404, /not published/],
  ])('%s → %i with a message that names the problem', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: status === 400 ? 'bad_request' : 'not_found', message: expect.stringMatching(message) });
  });

  it('is no relay: path tricks and extra query fields reach nothing but the contract targets it builds', async () => {
    for (const url of [
      '/calendar/team/..%2F..%2Fapi%2Fproxy.ics?seasonId=500',
      '/calendar/team/11.ics%3FtaReqUrl%3Dhttp%3A%2F%2Fevil?seasonId=500',
      '/calendar/tournament/http:%2F%2Fevil.example%2Fx.ics',
    ]) {
      expect((await get(url)).statusCode).toBeGreaterThanOrEqual(400);
    }
    const extra = await get('/calendar/tournament/700.ics?taReqUrl=http://evil.example/&tournamentId=1');
    expect(extra.statusCode).toBe(200);
    expect(new Set(league.reads)).toEqual(new Set(['tournament', 'tournamentMatches']));
  });

  it('leaves the match link out when the Host header is not a plain host, and never uses it in a UID', async () => {
    const response = await get('/calendar/tournament/700.ics', { host: 'evil.example/"><script>' });
    expect(response.statusCode).toBe(200);
    const list = events(response.body);
    expect(list.every((event) => event.component.getFirstPropertyValue('url') === null)).toBe(true);
    expect(list.every((event) => event.uid.endsWith('@org10.match-centre'))).toBe(true);
  });
});

describe('GET /calendar/team/{teamId}.ics without seasonId follows the current season (issue 29 case 5)', () => {
  let league: ScriptedLeague;
  let app: FastifyInstance | null = null;

  // The site's clock at `iso`: the current season is the one the site shows by default then (SPEC §4, §5).
  const appAt = (iso: string) => {
    app = testApp({ dataSource: league, config: { orgId: 10, sportId: 152, timeZone: ZONE, title: 'Ishockey Kampsenter' }, clock: createClock({ startAt: new Date(iso) }) });
    return app;
  };
  const get = (url: string) => {
    if (app === null) throw new Error('no app');
    return app.inject({ method: 'GET', url, headers: { host: 'kamp.example:8080' } });
  };

  beforeEach(() => {
    league = scriptedLeague();
  });
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it('answers the feed of the season the site shows by default, the same events as with that seasonId', async () => {
    appAt('2026-11-21T12:00:00Z');
    const current = await get(`/calendar/team/${TEAM}.ics?lang=en`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-disposition']).toBe(`inline; filename="team-${TEAM}.ics"`);
    const named = await get(`/calendar/team/${TEAM}.ics?seasonId=${SEASON}&lang=en`);
    expect(events(current.body).map((event) => event.uid).sort()).toEqual(events(named.body).map((event) => event.uid).sort());
    expect(events(current.body)).toHaveLength(4);
    // An empty seasonId is no season, as before a 400 said "required": now the current season.
    expect((await get(`/calendar/team/${TEAM}.ics?seasonId=&lang=en`)).statusCode).toBe(200);
    // The season look-up the site boots with, through the same read path (its cache).
    expect(league.reads).toContain('seasons');
  });

  it('a season that has not started yet is not current (SPEC §5), though the look-up year has turned', async () => {
    // 2027: the look-up reads 2027 and the five years before; season 501 (from 1 August) has not started.
    appAt('2027-07-15T12:00:00Z');
    const list = events((await get(`/calendar/team/${TEAM}.ics?lang=en`)).body);
    expect(list.map((event) => event.uid)).toContain('match-1@org10.match-centre');
  });

  it('follows the subscription into the next season once it has started', async () => {
    league.teams.set(710, [11, 12, 13]);
    league.matches.get(710)?.push(match(9, 710, 11, 12, { seasonId: NEXT_SEASON, matchDate: '2027-09-12T00:00:00' }));
    appAt('2027-09-01T12:00:00Z');
    const response = await get(`/calendar/team/${TEAM}.ics?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(events(response.body).map((event) => event.uid)).toEqual(['match-9@org10.match-centre']);
  });

  it('a team absent from the current season is a clear 404 that says so, not a 500', async () => {
    appAt('2027-09-01T12:00:00Z');
    const response = await get(`/calendar/team/${TEAM}.ics?lang=en`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: `team ${TEAM} plays in no published tournament of the current season ${NEXT_SEASON}` });
  });

  it('an organisation with no started season is a 404 that says so', async () => {
    league.seasons.clear();
    appAt('2026-11-21T12:00:00Z');
    const response = await get(`/calendar/team/${TEAM}.ics?lang=en`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'organisation 10 has no season that has started' });
  });
});
