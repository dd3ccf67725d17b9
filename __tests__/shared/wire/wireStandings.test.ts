import { parseStandings, parseStandingsSettings } from '../../../src/shared/wire/standings';
import { WireShapeError } from '../../../src/shared/wire/read';

describe('standings answers at the boundary (SPEC §3, §7)', () => {
  it('reads a bare list and an envelope, string figures, and leaves missing figures null', () => {
    const record = { position: '2', orgId: '8', orgName: 'Frisk Asker ', matches: '9', victories: 6, penaltyMinutes: null, totalGoalsFormatted: ' 30 - 20 ', extra: 'ignored' };
    const [row] = parseStandings([record]);
    expect(row).toMatchObject({ position: 2, orgId: 8, orgName: 'Frisk Asker', matches: 9, victories: 6, penaltyMinutes: null, draws: null, totalGoalsFormatted: '30 - 20' });
    expect(parseStandings({ standings: [record] })).toHaveLength(1);
  });

  it('drops rows without a team name, numbers rows without a position by their place, and survives nonsense', () => {
    const rows = parseStandings([{ orgName: '' }, null, 'x', { orgName: 'Comet' }, { orgName: 'Stjernen', position: 0 }]);
    expect(rows.map((row) => [row.position, row.orgName, row.orgId])).toEqual([
      [4, 'Comet', 0],
      [5, 'Stjernen', 0],
    ]);
    expect(() => parseStandings({})).toThrow(WireShapeError);
    expect(parseStandings(null)).toEqual([]);
  });

  it('reads presentation settings from the envelope or a bare list, dropping settings without a type id', () => {
    const setting = { presentationParameterTypeId: '41', presentationParameterLabel: 'PIM ', presentationParameterName: 'penaltyMinutes' };
    expect(parseStandingsSettings({ presentationSettings: [setting, { presentationParameterLabel: 'x' }] })).toEqual({
      presentationSettings: [{ presentationParameterTypeId: 41, presentationParameterLabel: 'PIM', presentationParameterName: 'penaltyMinutes' }],
    });
    expect(parseStandingsSettings([setting]).presentationSettings).toHaveLength(1);
    expect(() => parseStandingsSettings('oops')).toThrow(WireShapeError);
  });
});
