import {
  parseBasketballSeasonStats,
  parseBasketballTeamSeasonStats,
  parseGoalieGames,
  parseSkaterGames,
  parseTournamentsForPerson,
} from '../../../src/shared/wire/profile';
import { resetWireWarnings } from '../../../src/shared/wire/report';
import { WireShapeError } from '../../../src/shared/wire/read';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWireWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const warnings = () => warn.mock.calls.map(([text]) => String(text));

describe('skater game rows at the boundary (SPEC §3 Skater game, DESIGN §1)', () => {
  const row = {
    matchId: '9001', matchDate: '11/21/2026 00:00:00', homeTeamName: 'Stjernen ', awayTeamName: 'Frisk Asker', tournamentName: 'EHL', tournamentId: '101',
    teamName: 'Stjernen', goalsScored: '2', assists: 1, pts: 3, points: '-1', pim: null, shots: '5', shotsPct: 40, faceOffs: 12, faceoffsWinPct: '0.5',
    gamePlayed: 1, minutesPlayed: 17, secondsPlayed: '8',
  };

  it('reads a bare list with string ids, numbers as strings and a US date; missing figures are null', () => {
    expect(parseSkaterGames([row])).toEqual([
      expect.objectContaining({
        matchId: 9001, tournamentId: 101, matchDate: '2026-11-21T00:00:00', homeTeamName: 'Stjernen', goalsScored: 2, points: -1, pim: null,
        powerPlayGoals: null, shots: 5, faceoffsWinPct: 0.5, secondsPlayed: 8, gamePlayed: 1,
      }),
    ]);
  });

  it('reads the envelopes, zone-less ISO dates and the .NET "no date"', () => {
    expect(parseSkaterGames({ games: [{ ...row, matchDate: '2026-10-09T19:00:00.63' }] })[0]?.matchDate).toBe('2026-10-09T19:00:00');
    expect(parseSkaterGames({ data: [{ ...row, matchDate: '0001-01-01T00:00:00' }] })[0]?.matchDate).toBe('');
    expect(parseSkaterGames({ matches: [row] })).toHaveLength(1);
    expect(parseSkaterGames(null)).toEqual([]);
  });

  it('drops and reports a row without its match id, and counts a row without gamePlayed as a game', () => {
    const rows = parseSkaterGames([{ ...row, matchId: undefined }, { ...row, matchId: 'x' }, { ...row, gamePlayed: undefined, tournamentId: null }, 'junk']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gamePlayed: 1, tournamentId: 0 });
    expect(warnings().some((text) => text.includes('icehockey/Player: games[].matchId could not be read'))).toBe(true);
  });
});

describe('goalie game rows (SPEC §3 Goalie game)', () => {
  it('reads matchdate (or matchDate), the spec spelling sV_Pct or svPct, and strings', () => {
    const [first, second] = parseGoalieGames([
      { matchId: 1, matchdate: '11/20/2026 00:00:00', minutesPlayed: '60', secondsPlayed: 0, wins: '1', ga: 2, gaa: '2.00', sv: 28, sV_Pct: '93.3', tournamentId: 101 },
      { matchId: '2', matchDate: '2026-11-19T00:00:00', svPct: 90, so: null },
    ]);
    expect(first).toMatchObject({ matchId: 1, matchdate: '2026-11-20T00:00:00', minutesPlayed: 60, wins: 1, gaa: 2, sV_Pct: 93.3, ties: null, gamePlayed: 1 });
    expect(second).toMatchObject({ matchId: 2, matchdate: '2026-11-19T00:00:00', sV_Pct: 90, so: null, tournamentId: 0, homeTeamName: '' });
    expect(parseGoalieGames({ goalies: [{ ga: 1 }] })).toEqual([]);
    expect(warnings().some((text) => text.includes('icehockey/Goalie: games[].matchId could not be read'))).toBe(true);
  });
});

describe('basketball season rows (SPEC §3 Basketball season stats)', () => {
  const row = { personId: '77', orgId: '8', orgName: 'Frøya ', matches: '10', totalSeconds: 12000, points: '150', p1Sum: 30, p1MissSum: '10', offRebSum: null };

  it('reads players bare or under data/players; a row needs its person', () => {
    expect(parseBasketballSeasonStats([row])).toEqual([
      expect.objectContaining({ personId: 77, orgId: 8, orgName: 'Frøya', matches: 10, points: 150, p1MissSum: 10, offRebSum: null, firstName: '', blSum: null }),
    ]);
    expect(parseBasketballSeasonStats({ data: [row, { orgId: 8 }] })).toHaveLength(1);
    expect(parseBasketballSeasonStats({ players: [row] })).toHaveLength(1);
    expect(warnings().some((text) => text.includes('basketball/tournament/players: data[].personId could not be read'))).toBe(true);
  });

  it('reads team rows by their organisation, with no person', () => {
    expect(parseBasketballTeamSeasonStats({ teams: [{ orgId: 8, orgName: 'Frøya', points: 900 }, { orgName: 'Nobody' }] })).toEqual([
      expect.objectContaining({ personId: 0, orgId: 8, orgName: 'Frøya', points: 900 }),
    ]);
  });
});

describe('a person’s tournaments (SPEC §3 Tournament for person)', () => {
  it('reads season, sport, team and dates, and leaves unknowns as 0 or ""', () => {
    const rows = parseTournamentsForPerson({
      tournaments: [
        { tournamentId: '101', tournamentName: 'EHL', startDate: '09/01/2026 00:00:00', endDate: '0001-01-01T00:00:00', seasonId: '2026', sportId: '152', orgId: 7, teamName: 'Stjernen ' },
        { tournamentId: 90, tournamentName: 'Old' },
        { tournamentName: 'No id' },
      ],
    });
    expect(rows).toEqual([
      { tournamentId: 101, tournamentName: 'EHL', startDate: '2026-09-01T00:00:00', endDate: '', seasonId: 2026, sportId: 152, orgId: 7, teamName: 'Stjernen' },
      { tournamentId: 90, tournamentName: 'Old', startDate: '', endDate: '', seasonId: 0, sportId: 0, orgId: 0, teamName: '' },
    ]);
    expect(parseTournamentsForPerson([{ tournamentId: 5 }])).toHaveLength(1);
    expect(() => parseTournamentsForPerson('oops')).toThrow(WireShapeError);
  });
});
