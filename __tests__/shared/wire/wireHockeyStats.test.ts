import {
  parseHockeyGoalies,
  parseHockeyPlayers,
  parseHockeySpectators,
  parseHockeyTeamStats,
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

describe('ice hockey statistics answers (SPEC §3, §7; DESIGN §1 real upstream data)', () => {
  it('reads players from a bare list with string ids and figures, missing figures null', () => {
    const rows = parseHockeyPlayers([
      { personId: '501', orgId: '7', firstName: 'Ola ', lastName: 'Nordmann', teamName: 'Stjernen  ', gp: '9', g: 4, a: '5', pts: 9, plusMinus: '-2', faceoffsWinPct: '0.55' },
    ]);
    expect(rows).toEqual([
      {
        personId: 501, orgId: 7, firstName: 'Ola', lastName: 'Nordmann', teamName: 'Stjernen', gp: 9, g: 4, a: 5, pts: 9, plusMinus: -2, pim: null,
        ppg: null, ppa: null, shg: null, sha: null, gwg: null, sog: null, faceoffsWinPct: 0.55, faceoffs: null,
      },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([['players'], ['data'], ['rows']])('reads players from the envelope under %s', (key) => {
    expect(parseHockeyPlayers({ [key]: [{ personId: 1, orgId: 2, firstName: 'A', lastName: 'B', teamName: 'T' }] })).toHaveLength(1);
  });

  it('drops and reports a player without a personId, and reports an unreadable figure as a dash', () => {
    const rows = parseHockeyPlayers([{ firstName: 'No', lastName: 'Id', teamName: 'T', g: 2 }, { personId: 3, teamName: 'T', g: 'many' }]);
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

  it('reads nothing (and says so) from an answer that is not a list', () => {
    expect(() => parseHockeyPlayers({ message: 'error' })).toThrow(WireShapeError);
    expect(parseHockeyPlayers(null)).toEqual([]);
    expect(warnings()).toHaveLength(1);
  });
});
