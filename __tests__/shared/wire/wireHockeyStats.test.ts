import {
  parseHockeyGoalies,
  parseHockeyPlayers,
  parseHockeySpectators,
  parseHockeyTeamStats,
  UnreadableRowsError,
} from '../../../src/shared/wire/hockeyStats';
import { resetWireWarnings } from '../../../src/shared/wire/report';
import { WireShapeError } from '../../../src/shared/wire/read';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWireWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const warnings = () => warn.mock.calls.map((call) => String(call[0]));
const federationGoalieMinimal = () => ({ personId: 11, gamesPlayed: 1, minutesPlayed: '60:00', ga: 2, sv: 25 });

describe('ice hockey statistics answers (SPEC §3, §7; DESIGN §1 real upstream data)', () => {
  it('reads players from a bare list with string ids and figures, missing figures null', () => {
    const rows = parseHockeyPlayers([
      { personId: '501', orgId: '7', firstName: 'Ola ', lastName: 'Nordmann', teamName: 'Stjernen  ', gp: '9', g: 4, a: '5', pts: 9, plusMinus: '-2', faceoffsWinPct: '0.55' },
    ]);
    expect(rows).toEqual([
      {
        personId: 501, orgId: 7, firstName: 'Ola', lastName: 'Nordmann', teamName: 'Stjernen', gp: 9, g: 4, a: 5, pts: 9, plusMinus: -2, pim: null,
        ppg: null, ppa: null, shg: null, sha: null, gwg: null, sog: null, shotsPct: null, faceoffsWinPct: 0.55, faceoffs: null,
      },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([['players'], ['data'], ['rows']])('reads players from the envelope under %s', (key) => {
    expect(parseHockeyPlayers({ [key]: [{ personId: 1, orgId: 2, firstName: 'A', lastName: 'B', teamName: 'T', gp: 1 }] })).toHaveLength(1);
  });

  it('drops and reports a player without a personId, and reports an unreadable figure as a dash', () => {
    const rows = parseHockeyPlayers([{ firstName: 'No', lastName: 'Id', teamName: 'T', g: 2 }, { personId: 3, teamName: 'T', g: 'many', gp: 4 }]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ personId: 3, orgId: 0, firstName: '', g: null });
    expect(warnings().join('\n')).toMatch(/icehockey\/TournamentPlayers: players\[\]\.personId/);
    expect(warnings().join('\n')).toMatch(/players\[\]\.g could not be read/);
  });

  it('reads goalies bare or under goalies, and drops one without a person', () => {
    expect(parseHockeyGoalies({ goalies: [{ personId: '9', orgId: 7, teamName: 'Stjernen', toiSeconds: '3600', ga: '2', sv: 28 }, { teamName: 'X' }] })).toEqual([
      { personId: 9, orgId: 7, firstName: '', lastName: '', teamName: 'Stjernen', gp: null, toiSeconds: 3600, w: null, l: null, so: null, ga: 2, sv: 28 },
    ]);
    expect(warnings().join('\n')).toMatch(/icehockey\/tournamentGoalieLeaders: goalies\[\]\.personId/);
  });

  it('reads team rows, drops one without a team name and reports it', () => {
    const rows = parseHockeyTeamStats({ teams: [{ teamName: 'Stjernen', orgId: '7', gp: 10, ppgf: '3', adv: 12, tsh: 9, ppga: 2 }, { orgId: 8, gp: 3 }] });
    expect(rows).toEqual([
      { teamName: 'Stjernen', orgId: 7, gp: 10, ppgf: 3, adv: 12, ppPct: null, shga: null, ppga: 2, tsh: 9, pkPct: null, shgf: null, faceoffsWinPct: null },
    ]);
    expect(warnings().join('\n')).toMatch(/icehockey\/TeamStatistics: teams\[\]\.teamName/);
  });

  it('reads attendance rows bare or in an envelope', () => {
    expect(parseHockeySpectators([{ teamName: 'Comet', yesterday: '850', total: 4200, games: '5' }])).toEqual([{ teamName: 'Comet', yesterday: 850, total: 4200, games: 5 }]);
    expect(parseHockeySpectators({ spectators: [{ teamName: 'Comet' }, { total: 3 }] })).toEqual([{ teamName: 'Comet', yesterday: null, total: null, games: null }]);
  });

  describe('the federation’s real names (issue 25 case 1)', () => {
    /** A row of icehockey/TournamentPlayers as public code that reads it shows it. */
    const federationSkater = {
      personId: 501, orgId: '7', firstName: 'Ola', lastName: 'Nordmann', teamName: 'Stjernen ', teamShortName: 'STJ', position: 'CE', rank: 1,
      gamesPlayed: 20, goalsScored: '11', assists: 14, pts: 25, points: -3, pim: 12, powerPlayGoals: 4, powerPlayGoalAssists: 6,
      shortHandedGoals: 1, shortHandedGoalAssists: 2, gwg: 3, shots: 60, shotsPct: '18.3', faceOffs: 310, faceoffsWinPct: 0.532,
    };

    it('reads every figure of a real skater row: pts is G+A, points is +/-', () => {
      expect(parseHockeyPlayers([federationSkater])).toEqual([
        {
          personId: 501, orgId: 7, firstName: 'Ola', lastName: 'Nordmann', teamName: 'Stjernen', gp: 20, g: 11, a: 14, pts: 25, plusMinus: -3, pim: 12,
          ppg: 4, ppa: 6, shg: 1, sha: 2, gwg: 3, sog: 60, shotsPct: 18.3, faceoffsWinPct: 0.532, faceoffs: 310,
        },
      ]);
      expect(warn).not.toHaveBeenCalled();
    });

    it('reads the contract’s names as before, and both spellings mixed in one answer', () => {
      const contract = { personId: 502, orgId: 8, firstName: 'Kari', lastName: 'Lie', teamName: 'Comet', gp: 19, g: 5, a: 6, pts: 11, plusMinus: 2, pim: 4, ppg: 1, ppa: 2, shg: 0, sha: 0, gwg: 1, sog: 30, shotsPct: 16, faceoffsWinPct: null, faceoffs: 0 };
      const rows = parseHockeyPlayers([contract, federationSkater]);
      expect(rows[0]).toEqual(contract);
      expect(rows[1]).toMatchObject({ gp: 20, g: 11, a: 14, pts: 25, plusMinus: -3, sog: 60, faceoffs: 310 });
    });

    it.each([
      ['a real-spelled row: points is +/-', { gamesPlayed: 3, points: 2 }, { pts: null, plusMinus: 2 }],
      ['a real-spelled row by goalsScored alone', { goalsScored: 1, pts: 4, points: -1 }, { pts: 4, plusMinus: -1 }],
      ['a real-spelled row by shots alone', { shots: 9, pts: 4, points: 5 }, { pts: 4, plusMinus: 5 }],
      ['a real-spelled row that also names plusMinus: plusMinus wins', { assists: 2, pts: 3, points: 7, plusMinus: 1 }, { pts: 3, plusMinus: 1 }],
      ['a contract-spelled row: points is G+A when pts is missing', { gp: 3, g: 1, a: 2, points: 3, plusMinus: -1 }, { pts: 3, plusMinus: -1 }],
      ['a contract-spelled row: pts wins over points', { gp: 3, pts: 3, points: 9 }, { pts: 3, plusMinus: null }],
    ])('decides what `points` means by the names the row carries: %s', (_label, figures, expected) => {
      expect(parseHockeyPlayers([{ personId: 1, ...figures }])[0]).toMatchObject(expected);
    });

    it('reads the other spellings seen: shortHandGoals/shortHandGoalAssists (skater game), faceoffs_WinPct, teamShortName without teamName', () => {
      expect(parseHockeyPlayers([{ personId: 1, gamesPlayed: 2, shortHandGoals: 1, shortHandGoalAssists: '2', faceoffs_WinPct: '0.25', teamShortName: 'STJ ' }])[0]).toMatchObject({
        shg: 1, sha: 2, faceoffsWinPct: 0.25, teamName: 'STJ',
      });
    });

    /** A row of icehockey/tournamentGoalieLeaders as public code that reads it shows it. */
    const federationGoalie = { personId: '9', orgId: 7, firstName: 'Lars', lastName: 'Lund', teamName: 'Stjernen', gamesPlayed: '12', minutesPlayed: 700, wins: 8, losses: '4', so: 2, ga: 25, sv: 300, svPct: 92.3 };

    it('reads every figure of a real goalie row; minutesPlayed as a number of minutes is time in net', () => {
      expect(parseHockeyGoalies([federationGoalie])).toEqual([
        { personId: 9, orgId: 7, firstName: 'Lars', lastName: 'Lund', teamName: 'Stjernen', gp: 12, toiSeconds: 42_000, w: 8, l: 4, so: 2, ga: 25, sv: 300 },
      ]);
      expect(warn).not.toHaveBeenCalled();
    });

    it.each([
      [700, 42_000],
      ['700', 42_000],
      [59.5, 3570],
      [718.9333333333333, 43_136],
      ['59:30', 3570],
      ['718:56', 43_136],
      [' 5:07 ', 307],
      [0, 0],
      [null, null],
    ])('reads minutesPlayed %p as %p seconds in net', (minutesPlayed, seconds) => {
      expect(parseHockeyGoalies([{ ...federationGoalie, minutesPlayed }])[0]?.toiSeconds).toBe(seconds);
    });

    it.each([['12:75'], ['a while'], [{ m: 3 }]])('reports minutesPlayed %p and shows no time', (minutesPlayed) => {
      expect(parseHockeyGoalies([{ ...federationGoalie, minutesPlayed }])[0]?.toiSeconds).toBeNull();
      expect(warnings().join('\n')).toMatch(/tournamentGoalieLeaders: goalies\[\]\.minutesPlayed could not be read/);
    });

    it('keeps the contract’s toiSeconds first when a row has both', () => {
      expect(parseHockeyGoalies([{ ...federationGoalie, toiSeconds: 3600 }])[0]?.toiSeconds).toBe(3600);
    });

    it.each([
      ['bare', (rows: unknown[]) => rows],
      ['{data}', (rows: unknown[]) => ({ data: rows })],
      ['{goalies}', (rows: unknown[]) => ({ goalies: rows })],
    ])('reads the goalie leaders %s', (_label, envelope) => {
      expect(parseHockeyGoalies(envelope([federationGoalie, { ...federationGoalie, personId: 10 }])).map((row) => row.personId)).toEqual([9, 10]);
    });
  });

  describe('rows whose key figures all fail to read (issue 25 case 1)', () => {
    // A renamed field set: every figure there, none under a name we know.
    const renamedSkater = { personId: 7, firstName: 'Re', lastName: 'Named', teamName: 'T', GamesPlayed: 3, Goals: 1, Assists: 2, Points: 3 };
    const renamedGoalie = { personId: 8, firstName: 'Re', lastName: 'Named', teamName: 'T', games: 3, timeOnIce: '180:00', goalsAgainst: 6, saves: 80, wins: 2 };

    it('drops such a skater row and reports it as a whole, keeping the readable rows', () => {
      const rows = parseHockeyPlayers([{ personId: 1, gamesPlayed: 2, goalsScored: 1 }, renamedSkater, { personId: 2, gp: 'x', g: null, pim: 4 }]);
      expect(rows.map((row) => row.personId)).toEqual([1]);
      expect(warnings().join('\n')).toMatch(/icehockey\/TournamentPlayers: players\[\] could not be read \(\{"personId":7/);
    });

    it('drops such a goalie row (W and L alone do not make a row readable)', () => {
      expect(parseHockeyGoalies([renamedGoalie, federationGoalieMinimal()]).map((row) => row.personId)).toEqual([11]);
      expect(warnings().join('\n')).toMatch(/tournamentGoalieLeaders: goalies\[\] could not be read/);
    });

    it('throws UnreadableRowsError when no row of a non-empty answer could be read: never "no players"', () => {
      expect(() => parseHockeyPlayers([renamedSkater, { ...renamedSkater, personId: 9 }])).toThrow(UnreadableRowsError);
      expect(() => parseHockeyGoalies({ goalies: [renamedGoalie] })).toThrow(UnreadableRowsError);
      expect(() => parseHockeyPlayers([{ firstName: 'No', lastName: 'Id', gp: 3 }])).toThrow(new UnreadableRowsError(1));
    });

    it('reads an empty list as an empty table', () => {
      expect(parseHockeyPlayers([])).toEqual([]);
      expect(parseHockeyGoalies({ data: [] })).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    });
  });

  it('reads nothing (and says so) from an answer that is not a list', () => {
    expect(() => parseHockeyPlayers({ message: 'error' })).toThrow(WireShapeError);
    expect(parseHockeyPlayers(null)).toEqual([]);
    expect(warnings()).toHaveLength(1);
  });
});
