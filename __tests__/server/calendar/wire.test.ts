import {
  readCalendarMatch,
  readCalendarMatches,
  readCalendarTeams,
  readCalendarTournaments,
} from '../../../src/server/calendar/wire';
import { UpstreamError } from '../../../src/server/dataSource';
import { realMatch, realTeam, realTournament } from '../../../src/server/demo/realWire/records';
import { match, tournament } from './support';

describe('the calendar wire reader: the shared wire parsers (DESIGN §1 real upstream variants, issue 25 one copy)', () => {
  const base = match(1, 700, 11, 12);
  it.each([
    ['2026-11-21T00:00:00', '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
    ['2025-10-09T08:49:19.63', '2025-10-09'],
    ['07/01/2025 00:00:00', '2025-07-01'],
    ['7/1/2025', '2025-07-01'],
    ['0001-01-01T00:00:00', null],
    ['2026-02-30', null],
    ['13/01/2025', null],
    ['', null],
  ])('reads the day of %j as %j', (text, day) => {
    expect(readCalendarMatch({ ...base, matchDate: text })?.day ?? null).toBe(day);
  });

  it.each([
    [1930, 1930],
    [930, 930],
    ['0930', 930],
    ['19:30', 1930],
    [0, null],
    ['0', null],
    [2460, null],
    [2400, null],
    [-5, null],
    [19.5, null],
    [null, null],
  ])('reads the hhmm time %j as %j', (value, time) => {
    expect(readCalendarMatch({ ...base, matchStartTime: value })?.matchStartTime).toBe(time);
  });

  it('reads a contract match and the same match in every real variant to the same calendar match', () => {
    const contract = match(77, 700, 11, 12, { hometeamOverriddenName: 'STJ' });
    const expected = readCalendarMatch(contract);
    expect(expected).toMatchObject({ matchId: 77, day: '2026-11-21', matchStartTime: 1900, hometeam: 'Stjernen', hometeamId: 11, awayteamId: 12, statusTypeId: 1 });
    const variants = [
      { ...contract, matchId: '77', id: '77', hometeamId: '11', awayteamId: '12', tournamentId: '700', seasonId: '500', sportId: '152' },
      { ...contract, matchDate: '11/21/2026 00:00:00', hometeam: 'Stjernen  ', awayteam: ' Frisk Asker ' },
      { ...contract, matchStartTime: '1900', matchEndTime: '21:30' },
      (({ hometeam, awayteam, hometeamId, awayteamId, ...rest }) => ({ ...rest, homeTeam: hometeam, awayTeam: awayteam, homeTeamId: hometeamId, awayTeamId: awayteamId }))(contract),
      realMatch(contract, true),
    ];
    for (const variant of variants) expect(readCalendarMatch(variant)).toEqual(expected);
  });

  it('reads 0 as "no start time", leaves out rows without an id, a day or both teams, and fails on an answer without its list', () => {
    expect(readCalendarMatch({ ...match(1, 700, 11, 12), matchStartTime: 0 })?.matchStartTime).toBeNull();
    const rows = [match(1, 700, 11, 12), { ...match(2, 700, 11, 12), matchId: 0, id: null }, { ...match(3, 700, 11, 12), matchDate: null }, { ...match(4, 700, 11, 12), awayteam: '  ' }, 'junk', null];
    expect(readCalendarMatches({ matches: rows }).map((row) => row.matchId)).toEqual([1]);
    expect(readCalendarMatches(rows).map((row) => row.matchId)).toEqual([1]);
    // An object without its list is the upstream's failure (502), never an empty feed that wipes a fan's calendar.
    expect(() => readCalendarMatches({ tournamentId: 700 })).toThrow(UpstreamError);
    expect(readCalendarMatches({ matches: null })).toEqual([]);
  });

  it('reads tournaments and teams from envelopes or bare lists, real variants included', () => {
    const list = [realTournament(tournament(700, 'EHL')), tournament(702, 'Hemmelig', false), { tournamentId: 'x' }];
    expect(readCalendarTournaments({ tournamentsInSeason: list })).toEqual([
      { tournamentId: 700, tournamentName: 'EHL', seasonId: 500, areMatchesPublished: true },
      { tournamentId: 702, tournamentName: 'Hemmelig', seasonId: 500, areMatchesPublished: false },
    ]);
    const teams = [realTeam({ teamId: 11, team: 'Stjernen', orgId: 11 }, () => null), { teamId: '12', team: 'Frisk Asker ', overriddenName: 'FA' }, { teamId: 13 }];
    expect(readCalendarTeams({ teams })).toEqual([
      { teamId: 11, name: 'Stjernen' },
      { teamId: 12, name: 'FA' },
    ]);
    expect(readCalendarTeams(teams)).toHaveLength(2);
  });
});
