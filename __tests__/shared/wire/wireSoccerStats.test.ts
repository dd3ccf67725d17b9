import { parseSoccerBestPlayers } from '../../../src/shared/wire/soccerStats';
import { resetWireWarnings } from '../../../src/shared/wire/report';
import { WireShapeError } from '../../../src/shared/wire/read';

describe('soccer best players at the boundary (SPEC §3 Soccer row, §7 corpsports/soccer/BestPlayers)', () => {
  beforeEach(() => resetWireWarnings());

  const record = { personId: '12', orgId: '40', firstName: ' Ola ', lastName: 'Nordmann', teamName: 'Hasle-Løren ', matches: '8', goals: 3, redCarts: '0', yellowCards: 1 };

  it('reads a bare list with string ids and figures', () => {
    expect(parseSoccerBestPlayers([record])).toEqual([
      { personId: 12, orgId: 40, firstName: 'Ola', lastName: 'Nordmann', teamName: 'Hasle-Løren', matches: 8, goals: 3, redCarts: 0, yellowCards: 1 },
    ]);
  });

  it('reads the list in an envelope', () => {
    expect(parseSoccerBestPlayers({ players: [record] })).toHaveLength(1);
    expect(parseSoccerBestPlayers({ data: [record, record] })).toHaveLength(2);
  });

  it('leaves missing figures null (a dash), reads the red cards spelled correctly too, and the team from orgName', () => {
    const [row] = parseSoccerBestPlayers([{ personId: 5, orgName: 'Grüner', redCards: 2, goals: null }]);
    expect(row).toEqual({ personId: 5, orgId: 0, firstName: '', lastName: '', teamName: 'Grüner', matches: null, goals: null, redCarts: 2, yellowCards: null });
  });

  it('drops and reports rows without a person, and survives nonsense', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseSoccerBestPlayers([{ firstName: 'Anon' }, null, 'x', { personId: 'abc' }, record]).map((row) => row.personId)).toEqual([12]);
    expect(warn).toHaveBeenCalled();
    expect(() => parseSoccerBestPlayers({})).toThrow(WireShapeError);
    expect(parseSoccerBestPlayers(null)).toEqual([]);
    warn.mockRestore();
  });
});
