/**
 * The real API's variants (DESIGN §1 "Real upstream data", issue 10 §1) at the client boundary: each is
 * accepted, and normalised once, to the same entity the canonical spelling gives.
 */
import { parseBroadcast, parseDirectResponse, parseMatch, parseProxyResponse, parseSeason, parseTeam, parseTournament } from '../../../src/shared/wire';
import { parseLivePlayer } from '../../../src/shared/wire/live';
import {
  matchResponseParsers,
  parseBasketballPlayer,
  parseGoal,
  parseIncident,
  parseLineupMember,
  parseMatchGoalie,
  parseMatchPlayer,
  parseOrganisation,
  parsePenalty,
  parsePeriodResult,
  parseReferee,
  parseVolleyballPlayer,
} from '../../../src/shared/wire/match';
import { resetWireWarnings } from '../../../src/shared/wire/report';
import { parseStandings, parseStandingsSettings } from '../../../src/shared/wire/standings';
import { parseGoalieStatsRow, parseSkaterStatsRow } from '../../../src/shared/wire/hockeyStats';
import {
  basketballFixture,
  broadcastFixture,
  goalFixture,
  goalieFixture,
  goalieStatsFixture,
  incidentFixture,
  lineupFixture,
  livePlayerFixture,
  matchFixture,
  matchPlayerFixture,
  organisationFixture,
  penaltyFixture,
  periodResultFixture,
  refereeFixture,
  seasonFixture,
  skaterStatsFixture,
  standingsFixture,
  teamFixture,
  tournamentFixture,
  volleyballFixture,
  type Fixture,
} from './fixtures';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWireWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const firstRow = (rows: readonly unknown[]): unknown => parseStandings(rows)[0] ?? null;

const cases: [string, Fixture<unknown>, (value: unknown) => unknown][] = [
  ['season', seasonFixture, (value) => parseSeason(value)],
  ['tournament', tournamentFixture, (value) => parseTournament(value)],
  ['team', teamFixture, (value) => parseTeam(value)],
  ['match', matchFixture, (value) => parseMatch(value)],
  ['broadcast', broadcastFixture, (value) => parseBroadcast(value)],
  ['period result', periodResultFixture, (value) => parsePeriodResult(value)],
  ['incident', incidentFixture, (value) => parseIncident(value)],
  ['referee', refereeFixture, (value) => parseReferee(value)],
  ['lineup member', lineupFixture, (value) => parseLineupMember(value)],
  ['organisation', organisationFixture, (value) => parseOrganisation(value)],
  ['goal', goalFixture, (value) => parseGoal(value)],
  ['penalty', penaltyFixture, (value) => parsePenalty(value)],
  ['hockey player', matchPlayerFixture, (value) => parseMatchPlayer(value)],
  ['goalie', goalieFixture, (value) => parseMatchGoalie(value)],
  ['basketball player', basketballFixture, (value) => parseBasketballPlayer(value)],
  ['volleyball player', volleyballFixture, (value) => parseVolleyballPlayer(value)],
  ['live player', livePlayerFixture, (value) => parseLivePlayer(value)],
  ['standings row', standingsFixture, (value) => firstRow([value])],
  ['skater statistics row', skaterStatsFixture, (value) => parseSkaterStatsRow(value)],
  ['goalie statistics row', goalieStatsFixture, (value) => parseGoalieStatsRow(value)],
];

describe('the canonical form is stable (issue 10 §1)', () => {
  it.each(cases)('%s: the real spelling and the canonical one give the same entity', (_name, fixture, parse) => {
    expect(parse(fixture.real)).toEqual(fixture.entity);
    expect(parse(fixture.canonical)).toEqual(fixture.entity);
    // Normalised once: the entity read again is itself, so nothing past the boundary could tell.
    expect(parse(fixture.entity)).toEqual(fixture.entity);
  });

  it('the real spellings print no warning: a variant is not a problem', () => {
    for (const [, fixture, parse] of cases) parse(fixture.real);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('1. lists come bare or in an envelope', () => {
  it('ta/Seasons answers {year, seasons} as well as a bare list', () => {
    const expected = [seasonFixture.entity];
    expect(parseDirectResponse('seasons', { year: 2025, seasons: [seasonFixture.real] })).toEqual(expected);
    expect(parseDirectResponse('seasons', [seasonFixture.real])).toEqual(expected);
  });

  it('ta/TournamentTeams {tournamentId, tournamentNo, teams}: overriddenName and clubOrgId are accepted, team stays the name', () => {
    const raw = { tournamentId: 401234, tournamentNo: '2025-EHL', teams: [teamFixture.real] };
    expect(parseProxyResponse('tournamentTeams', raw)).toEqual({ teams: [{ teamId: 50123, team: 'Stjernen Hockey', orgId: 50123 }] });
    expect(parseProxyResponse('tournamentTeams', [teamFixture.real])).toEqual({ teams: [teamFixture.entity] });
    // The overridden name stands in only when the registered one is missing.
    expect(parseTeam({ teamId: 3, team: '  ', overriddenName: 'Comet ' })).toEqual({ teamId: 3, team: 'Comet', orgId: 3 });
  });

  it('ta/TournamentMatches {tournamentId, tournamentNo, matches}, ScheduledMatchesBySport and bare lists', () => {
    const expected = { matches: [matchFixture.entity] };
    expect(parseProxyResponse('tournamentMatches', { tournamentId: 401234, tournamentNo: '2025-EHL', matches: [matchFixture.real] })).toEqual(expected);
    expect(parseProxyResponse('tournamentMatches', [matchFixture.real])).toEqual(expected);
    expect(parseProxyResponse('scheduledMatchesBySport', [matchFixture.real])).toEqual(expected);
  });

  it.each([
    ['matchReferees', [refereeFixture.real], { referees: [refereeFixture.entity] }],
    ['matchReferees', { referees: [refereeFixture.real] }, { referees: [refereeFixture.entity] }],
    ['matchTeamMembers', [lineupFixture.real], { lineups: [lineupFixture.entity] }],
    ['matchTeamMembers', { lineups: [lineupFixture.real] }, { lineups: [lineupFixture.entity] }],
    ['hockeyGoals', { goals: [goalFixture.real] }, [goalFixture.entity]],
    ['hockeyGoals', [goalFixture.real], [goalFixture.entity]],
    ['hockeyPenalties', { data: [penaltyFixture.real] }, [penaltyFixture.entity]],
    ['hockeyPlayers', { players: [matchPlayerFixture.real] }, [matchPlayerFixture.entity]],
    ['hockeyGoalies', { goalies: [goalieFixture.real] }, [goalieFixture.entity]],
    ['organisations', { organisations: [organisationFixture.real] }, [organisationFixture.entity]],
    ['basketballMatchPlayers', [basketballFixture.real], { data: [basketballFixture.entity] }],
    ['volleyballMatchPlayers', { data: [volleyballFixture.real] }, { data: [volleyballFixture.entity] }],
    ['broadcastsByMatch', { broadcasts: [broadcastFixture.real] }, [broadcastFixture.entity]],
  ] as const)('%s answers %j', (name, raw, expected) => {
    expect(matchResponseParsers[name](raw)).toEqual(expected);
  });

  it.each(['broadcastsBySport', 'broadcastsByTournament', 'broadcastsByMatch'] as const)('%s: a bare list or one under broadcasts', (name) => {
    expect(parseProxyResponse(name, [broadcastFixture.real])).toEqual([broadcastFixture.entity]);
    expect(parseProxyResponse(name, { broadcasts: [broadcastFixture.real] })).toEqual([broadcastFixture.entity]);
  });

  it('standings and their settings: a bare list or the envelope', () => {
    expect(parseStandings({ standings: [standingsFixture.real] })).toEqual([standingsFixture.entity]);
    const setting = { presentationParameterTypeId: '41', presentationParameterLabel: ' PIM', presentationParameterName: 'penaltyMinutes ' };
    const expected = { presentationSettings: [{ presentationParameterTypeId: 41, presentationParameterLabel: 'PIM', presentationParameterName: 'penaltyMinutes' }] };
    expect(parseStandingsSettings([setting])).toEqual(expected);
    expect(parseStandingsSettings({ presentationSettings: [setting] })).toEqual(expected);
  });

  it('ta/Tournament/Season and live events also come bare', () => {
    expect(parseDirectResponse('tournamentsInSeason', [tournamentFixture.real])).toEqual({ tournamentsInSeason: [tournamentFixture.entity] });
    expect(parseProxyResponse('liveMatchEvents', [{ ClientId: ' c1 ', MatchEventType: 'Goal', MatchId: '7001234', h: '1', a: 0 }])).toEqual({
      events: [{ ClientId: 'c1', MatchEventType: 'Goal', MatchId: 7001234, h: 1, a: 0 }],
    });
  });
});

describe('2. ids and numbers as strings', () => {
  it.each([
    ['201061', 201061],
    [' 12 ', 12],
    ['9', 9],
    [9, 9],
  ])('shirt number %j reads as %j', (raw, expected) => {
    expect(parseLineupMember({ personId: '800123', number: raw })?.number).toBe(expected);
    expect(parseGoal({ personId: 1, homeOrAwayTeam: 'H', shirtNo: raw })?.shirtNo).toBe(expected);
  });

  it('an id that is not one reads as none', () => {
    expect(parseMatch({ matchId: 'abc', matchDate: '2025-10-09' })).toBeNull();
    expect(parseMatch({ matchId: 1, matchDate: '2025-10-09', seasonId: '-3', hometeamId: '1.5' })).toMatchObject({ seasonId: null, hometeamId: 0 });
    expect(parseLineupMember({ personId: 1, number: '0x1F' })?.number).toBeNull();
  });
});

describe('3. dates: one canonical form, zone-less ISO', () => {
  it.each([
    ['07/01/2025 00:00:00', '2025-07-01T00:00:00'],
    ['7/1/2025 7:05:09 PM', '2025-07-01T19:05:09'],
    ['12/31/2025', '2025-12-31T00:00:00'],
    ['2025-10-09T08:49:19.63', '2025-10-09T08:49:19'],
    ['2025-10-09T08:49', '2025-10-09T08:49:00'],
    ['2025-10-09', '2025-10-09T00:00:00'],
    [' 2026-11-21T00:00:00 ', '2026-11-21T00:00:00'],
    ['2025-10-09T19:30:00+02:00', '2025-10-09T19:30:00'],
  ])('matchDate %j is %j', (raw, expected) => {
    expect(parseMatch({ matchId: 1, matchDate: raw })?.matchDate).toBe(expected);
    expect(parseSeason({ seasonId: 1, orgIdOwner: 2, seasonDateFrom: raw })?.seasonDateFrom).toBe(expected);
  });

  it.each(['0001-01-01T00:00:00', '01/01/0001 00:00:00', null, '', 0, undefined])('%j is no date: the match and the season are dropped, silently', (raw) => {
    expect(parseMatch({ matchId: 1, matchDate: raw })).toBeNull();
    expect(parseSeason({ seasonId: 1, orgIdOwner: 2, seasonDateFrom: raw })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['tomorrow', '2025-02-30', '13/01/2025 00:00:00', '2025-10-09T25:00:00', 1760000000000, { date: '2025-10-09' }])(
    'an unreadable date %j drops the match and is reported',
    (raw) => {
      expect(parseMatch({ matchId: 1, matchDate: raw })).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );
});

describe('4. match times', () => {
  it.each([
    [0, null],
    ['0', null],
    [1930, 1930],
    ['1930', 1930],
    ['930', 930],
    [' 930 ', 930],
    ['19:30', 1930],
    [null, null],
    ['', null],
  ])('matchStartTime %j is %j', (raw, expected) => {
    expect(parseMatch({ matchId: 1, matchDate: '2025-10-09', matchStartTime: raw, matchEndTime: raw })).toMatchObject({ matchStartTime: expected, matchEndTime: expected });
  });

  it.each([2460, 1975, -5, 'half past seven', 19.5])('an impossible time %j reads as none and is reported', (raw) => {
    expect(parseMatch({ matchId: 1, matchDate: '2025-10-09', matchStartTime: raw })?.matchStartTime).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('5. display texts are trimmed, and blank is missing', () => {
  it('names, team names, tournament names and the venue', () => {
    const parsed = parseMatch({
      matchId: 1,
      matchDate: '2025-10-09',
      hometeam: '  Stjernen ',
      awayteam: '   ',
      tournamentName: 'EHL\t',
      activityAreaName: ' ',
      hometeamOrgName: ' Stjernen Hockey ',
    });
    expect(parsed).toMatchObject({ hometeam: 'Stjernen', awayteam: '', tournamentName: 'EHL', activityAreaName: null, hometeamOrgName: 'Stjernen Hockey' });
    expect(parseReferee({ firstName: ' Ola ', lastName: '', nonOfficialRefereeName: '  ' })).toMatchObject({ firstName: 'Ola', lastName: '', nonOfficialRefereeName: null });
    expect(parseStandings([{ orgName: '   ' }])).toEqual([]);
  });
});

describe('6. unknown fields are ignored', () => {
  it('extra fields never reach the entity and are not reported', () => {
    expect(parseTournament({ ...tournamentFixture.canonical, brandNewField: { nested: [1, 2] }, tournamentNo: 'x' })).toEqual(tournamentFixture.entity);
    expect(parseMatch({ ...matchFixture.canonical, somethingElse: 'x' })).toEqual(matchFixture.entity);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('7. home and away keys in both spellings', () => {
  it('homeTeam/awayTeam and the camel ids, org names, overridden names and club ids', () => {
    const camel = {
      matchId: 1,
      matchDate: '2025-10-09',
      homeTeam: 'A',
      awayTeam: 'B',
      homeTeamId: 10,
      awayTeamId: '11',
      homeTeamOrgName: 'A org',
      awayTeamOrgName: 'B org',
      homeTeamOverriddenName: 'A!',
      awayTeamOverriddenName: 'B!',
      homeTeamClubOrgId: 20,
      awayTeamClubOrgId: '21',
    };
    const lower = {
      matchId: 1,
      matchDate: '2025-10-09',
      hometeam: 'A',
      awayteam: 'B',
      hometeamId: 10,
      awayteamId: 11,
      hometeamOrgName: 'A org',
      awayteamOrgName: 'B org',
      hometeamOverriddenName: 'A!',
      awayteamOverriddenName: 'B!',
      hometeamClubOrgId: 20,
      awayteamClubOrgId: 21,
    };
    expect(parseMatch(camel)).toEqual(parseMatch(lower));
    expect(parseMatch(camel)).toMatchObject({ hometeam: 'A', awayteam: 'B', hometeamId: 10, awayteamId: 11, hometeamClubOrgId: 20, awayteamClubOrgId: 21 });
  });
});

describe('8. statusTypeId 7 (a withdrawn team) is parsed, not dropped', () => {
  it('keeps the match with its status for the SPEC §5 filter', () => {
    expect(parseProxyResponse('tournamentMatches', { matches: [{ matchId: 1, matchDate: '2025-10-09', statusTypeId: '7' }] }).matches).toEqual([
      expect.objectContaining({ matchId: 1, statusTypeId: 7 }),
    ]);
  });
});

describe('9. hockey period ids', () => {
  it.each([
    [1, 1],
    [3, 3],
    [12, 12],
    [200050, 1],
    [200051, 2],
    ['200052', 3],
    [200061, 12],
  ])('goal periodId and penalty servingStartPeriodId %j are period %j', (raw, expected) => {
    expect(parseGoal({ personId: 1, homeOrAwayTeam: 'H', periodId: raw })?.periodId).toBe(expected);
    expect(parsePenalty({ personId: 1, servingStartPeriodId: raw })?.servingStartPeriodId).toBe(expected);
    expect(parseIncident({ team: 'H', partialResultTypeId: raw })?.partialResultTypeId).toBe(expected);
  });

  it.each([200062, 13, 199999, -1])('an unknown period %j is no period, and is reported', (raw) => {
    expect(parseGoal({ personId: 1, homeOrAwayTeam: 'H', periodId: raw })?.periodId).toBe(0);
    expect(warn).toHaveBeenCalled();
  });

  it('period results, goals, incidents and penalties of one match keep meeting in the same period', () => {
    const incidents = matchResponseParsers.matchIncidents({
      matchPeriodResults: [{ partialResultTypeId: 200050, partialResultType: 'periods', homeGoals: 1, awayGoals: 0 }],
      matchIncidents: [{ incidentType: 'Shot', team: 'H', partialResultTypeId: 200050, incidentTypeId: 301 }],
    });
    const [goal] = matchResponseParsers.hockeyGoals([{ personId: 1, homeOrAwayTeam: 'H', periodId: 200050 }]);
    const [penalty] = matchResponseParsers.hockeyPenalties([{ personId: 2, servingStartPeriodId: 200050 }]);
    expect([incidents.matchPeriodResults[0]?.partialResultTypeId, incidents.matchIncidents[0]?.partialResultTypeId, goal?.periodId, penalty?.servingStartPeriodId]).toEqual([1, 1, 1, 1]);
  });
});
