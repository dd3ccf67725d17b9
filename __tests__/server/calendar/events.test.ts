import {
  calendarEntries,
  calendarEntry,
  isListedMatch,
  matchPageUrl,
  matchUid,
  matchWhen,
  typicalMinutes,
  type CalendarSite,
} from '../../../src/server/calendar/events';
import type { CalendarMatch } from '../../../src/server/calendar/wire';

const ZONE = 'Europe/Oslo';
const SITE: CalendarSite = { orgId: 10, timeZone: ZONE, origin: 'https://kamp.example' };

function calendarMatch(fields: Partial<CalendarMatch> = {}): CalendarMatch {
  return {
    matchId: 42,
    day: '2026-11-21',
    matchStartTime: 1900,
    matchEndTime: 2130,
    tournamentId: 700,
    tournamentName: 'EHL',
    seasonId: 500,
    hometeam: 'Stjernen',
    awayteam: 'Frisk Asker',
    hometeamId: 11,
    awayteamId: 12,
    hometeamOverriddenName: null,
    awayteamOverriddenName: null,
    activityAreaName: 'Jordal Amfi',
    statusTypeId: 1,
    sportId: 152,
    ...fields,
  };
}

describe('matchWhen (SPEC §3 hhmm in the league zone)', () => {
  it('reads the start and the record end in the league zone', () => {
    const when = matchWhen(calendarMatch(), ZONE);
    if (when.kind !== 'timed') throw new Error('expected a timed entry');
    expect(when.start.toISO()).toBe('2026-11-21T19:00:00.000+01:00');
    expect(when.end.toISO()).toBe('2026-11-21T21:30:00.000+01:00');
  });

  it('pads a three-digit time (930 is 09:30) and follows summer time', () => {
    const when = matchWhen(calendarMatch({ day: '2026-06-01', matchStartTime: 930, matchEndTime: null }), ZONE);
    if (when.kind !== 'timed') throw new Error('expected a timed entry');
    expect(when.start.toISO()).toBe('2026-06-01T09:30:00.000+02:00');
  });

  it.each([
    ['no end time', null],
    ['an end before the start', 1800],
    ['an end equal to the start', 1900],
  ])('takes the sport\'s typical length when the record has %s', (_label, matchEndTime) => {
    const when = matchWhen(calendarMatch({ matchEndTime, sportId: 199 }), ZONE);
    if (when.kind !== 'timed') throw new Error('expected a timed entry');
    expect(when.end.diff(when.start, 'minutes').minutes).toBe(typicalMinutes(199));
  });

  it('gives an all-day entry when the start time is unknown', () => {
    expect(matchWhen(calendarMatch({ matchStartTime: null }), ZONE)).toEqual({ kind: 'allDay', day: '2026-11-21' });
  });

  it('knows a length for every live sport and a default for the rest', () => {
    expect(typicalMinutes(152)).toBe(150);
    expect(typicalMinutes(199)).toBe(120);
    expect(typicalMinutes(157)).toBe(120);
    expect(typicalMinutes(123456)).toBe(90);
  });
});

describe('calendarEntry', () => {
  it('titles "Home – Away (Tournament)", with the venue, the match page and no score', () => {
    const entry = calendarEntry(calendarMatch({ statusTypeId: 3 }), 'en', SITE);
    expect(entry.summary).toBe('Stjernen – Frisk Asker (EHL)');
    expect(entry.location).toBe('Jordal Amfi');
    expect(entry.url).toBe('https://kamp.example/match?matchId=42&seasonId=500&tournamentId=700');
    expect(entry.description).toBe(
      'Tournament: EHL\nVenue: Jordal Amfi\nMatch page: https://kamp.example/match?matchId=42&seasonId=500&tournamentId=700',
    );
    expect(entry.status).toBe('CONFIRMED');
    expect(entry.sequence).toBe(0);
  });

  it('uses the overridden team names the site shows', () => {
    const entry = calendarEntry(calendarMatch({ hometeamOverriddenName: 'STJ', awayteamOverriddenName: 'FA' }), 'no', SITE);
    expect(entry.summary).toBe('STJ – FA (EHL)');
  });

  it.each([
    ['en', 4, 'Postponed: Stjernen – Frisk Asker (EHL)', 'TENTATIVE', 1],
    ['no', 4, 'Utsatt: Stjernen – Frisk Asker (EHL)', 'TENTATIVE', 1],
    ['en', 5, 'Cancelled: Stjernen – Frisk Asker (EHL)', 'CANCELLED', 2],
    ['no', 5, 'Avlyst: Stjernen – Frisk Asker (EHL)', 'CANCELLED', 2],
  ] as const)('in %s, status %i is "%s", %s, sequence %i', (lang, statusTypeId, summary, status, sequence) => {
    const entry = calendarEntry(calendarMatch({ statusTypeId }), lang, SITE);
    expect(entry).toMatchObject({ summary, status, sequence });
    expect(entry.description.split('\n')[0]).toBe(summary.split(':')[0]);
  });

  it('writes Norwegian words in Norwegian', () => {
    expect(calendarEntry(calendarMatch(), 'no', SITE).description).toBe(
      'Turnering: EHL\nArena: Jordal Amfi\nKampside: https://kamp.example/match?matchId=42&seasonId=500&tournamentId=700',
    );
  });

  it('keeps its UID when the match moves, is postponed or is cancelled', () => {
    const uid = calendarEntry(calendarMatch(), 'en', SITE).uid;
    expect(calendarEntry(calendarMatch({ day: '2026-12-01', matchStartTime: 1500, activityAreaName: 'DNB Arena' }), 'no', SITE).uid).toBe(uid);
    expect(calendarEntry(calendarMatch({ statusTypeId: 4 }), 'en', { ...SITE, origin: null }).uid).toBe(uid);
    expect(uid).toBe(matchUid(42, 10));
    expect(matchUid(42, 354)).not.toBe(uid);
  });

  it('leaves out what is missing: no tournament, no venue, no origin', () => {
    const entry = calendarEntry(calendarMatch({ tournamentName: '', activityAreaName: null }), 'en', { ...SITE, origin: null });
    expect(entry.summary).toBe('Stjernen – Frisk Asker');
    expect(entry).toMatchObject({ location: null, url: null, description: '' });
  });

  it('links the match page without a season it does not know', () => {
    expect(matchPageUrl('http://h:1', { matchId: 3, seasonId: null, tournamentId: 7 })).toBe('http://h:1/match?matchId=3&tournamentId=7');
  });
});

describe('calendarEntries', () => {
  it('keeps the matches the site lists (SPEC §5: status null or 1-5), once each, in time order', () => {
    const entries = calendarEntries(
      [
        calendarMatch({ matchId: 1, day: '2026-11-22', matchStartTime: 1300 }),
        calendarMatch({ matchId: 2, day: '2026-11-21', matchStartTime: 1900 }),
        calendarMatch({ matchId: 3, day: '2026-11-21', matchStartTime: 930 }),
        calendarMatch({ matchId: 4, statusTypeId: 7 }),
        calendarMatch({ matchId: 5, statusTypeId: 0 }),
        calendarMatch({ matchId: 6, statusTypeId: null, day: '2026-11-23' }),
        calendarMatch({ matchId: 2, day: '2026-11-21', matchStartTime: 1900 }),
      ],
      'en',
      SITE,
    );
    expect(entries.map((entry) => entry.uid)).toEqual([3, 2, 1, 6].map((matchId) => matchUid(matchId, 10)));
  });

  // Issue 24 case 12: a match without a time sorts as every list of the site does (last within its day) and says why.
  it('a match without a start time: an all-day entry, last of its day, with "time to be announced" in both languages', () => {
    const day = [
      calendarMatch({ matchId: 7, day: '2026-11-21', matchStartTime: null, matchEndTime: null }),
      calendarMatch({ matchId: 8, day: '2026-11-21', matchStartTime: 1900 }),
      calendarMatch({ matchId: 9, day: '2026-11-22', matchStartTime: 930 }),
    ];
    const en = calendarEntries(day, 'en', SITE);
    expect(en.map((entry) => entry.uid)).toEqual([8, 7, 9].map((matchId) => matchUid(matchId, 10)));
    expect(en[1]?.when).toEqual({ kind: 'allDay', day: '2026-11-21' });
    expect(en[1]?.description.split('\n')[0]).toBe('Time to be announced');
    expect(en[0]?.description).not.toContain('Time to be announced');
    expect(calendarEntries(day, 'no', SITE)[1]?.description.split('\n')[0]).toBe('Tid ikke satt');
  });

  it('isListedMatch follows SPEC §5', () => {
    expect([null, 1, 2, 3, 4, 5, 0, 6, 7].map((statusTypeId) => isListedMatch({ statusTypeId }))).toEqual([true, true, true, true, true, true, false, false, false]);
  });
});
