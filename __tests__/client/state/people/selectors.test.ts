import type { TeamMember, Transfer } from '../../../../src/shared/contract';
import { selectRosterRows, selectStaffRows, selectTransferRows } from '../../../../src/client/state/people/selectors';

const member = (personId: number, overrides: Partial<TeamMember> = {}): TeamMember => ({
  personId,
  owningOrgId: 7,
  firstName: 'Ola',
  lastName: 'Nordmann',
  birthDate: '2003-05-06T00:00:00',
  number: 12,
  position: 'LD',
  nationality: 'Norge',
  height: 181,
  imageUrl: null,
  ...overrides,
});

describe('roster rows (SPEC §2 Rosters)', () => {
  it('keeps the answer order, one row a person, with the birth year and the profile link', () => {
    const members = Object.freeze([member(3, { firstName: 'Per ', number: 30 }), member(1, { birthDate: null }), member(3, { position: 'RD' })]);
    const rows = selectRosterRows({ members, teamId: 7, seasonId: 2026, tournamentId: 101, sportId: 152 });
    expect(rows).toEqual([
      { id: '3', personId: 3, name: 'Per Nordmann', playerHref: '/player/?playerId=3&orgId=7&seasonId=2026&tournamentId=101', number: 30, position: { kind: 'named', name: 'leftDefence' }, birthYear: 2003, height: 181, nationality: 'Norge' },
      expect.objectContaining({ id: '1', birthYear: null }),
    ]);
  });

  it('leaves the season and league out of the link when there are none, and memoises on its inputs', () => {
    const members = [member(1)];
    const first = selectRosterRows({ members, teamId: 9, seasonId: null, tournamentId: null, sportId: 152 });
    expect(first[0]?.playerHref).toBe('/player/?playerId=1&orgId=9');
    expect(selectRosterRows({ members, teamId: 9, seasonId: null, tournamentId: null, sportId: 152 })).toBe(first);
  });

  it('names each position by the one position rule, for the roster\'s sport (issue 25)', () => {
    const members = [member(1, { position: 'GK1' }), member(2, { position: ' ce ' }), member(3, { position: 'G' }), member(4, { position: 'XY' }), member(5, { position: null })];
    const hockey = selectRosterRows({ members, teamId: 9, seasonId: null, tournamentId: null, sportId: 152 });
    expect(hockey.map((row) => row.position)).toEqual([
      { kind: 'named', name: 'goalkeeper' },
      { kind: 'named', name: 'centre' },
      { kind: 'named', name: 'goalkeeper' },
      { kind: 'asSent', text: 'XY' },
      null,
    ]);
    // Basketball's "G" is a guard, not a goalkeeper: another sport's codes show as sent.
    const basketball = selectRosterRows({ members, teamId: 9, seasonId: null, tournamentId: null, sportId: 199 });
    expect(basketball[2]?.position).toEqual({ kind: 'asSent', text: 'G' });
  });
});

describe('staff rows (issue 25: the team\'s staff apart from its players)', () => {
  it('keeps the answer order, one row a person with both roles, and leaves out a nameless one', () => {
    const staff = Object.freeze([
      { personId: 50, firstName: 'Trener', lastName: 'Holm', role: 'Hovedtrener' },
      { personId: 51, firstName: ' Kari ', lastName: 'Lie', role: null },
      { personId: 50, firstName: 'Trener', lastName: 'Holm', role: 'Lagleder' },
      { personId: 52, firstName: '', lastName: ' ', role: 'Materialforvalter' },
    ]);
    const rows = selectStaffRows(staff);
    expect(rows).toEqual([
      { id: '50', name: 'Trener Holm', role: 'Hovedtrener, Lagleder' },
      { id: '51', name: 'Kari Lie', role: null },
    ]);
    expect(selectStaffRows(staff)).toBe(rows);
  });
});

const transfer = (transferId: number, date: string, firstName: string): Transfer => ({
  transferId,
  firstName,
  lastName: 'Berg',
  fromOrgName: 'Comet',
  toOrgName: 'Stjernen',
  datePermittedToPlayNewOrg: date,
});

describe('transfer rows (SPEC §2 Transfers, §9 one year back)', () => {
  it('keeps the window, newest first and by name within a day, without touching its input', () => {
    const transfers = Object.freeze([
      transfer(1, '2026-01-01T00:00:00', 'Anna'),
      transfer(2, '2026-03-01T00:00:00', 'Cato'),
      transfer(3, '2026-03-01T00:00:00', 'Berit'),
      transfer(4, '2025-11-20T23:59:59', 'Dag'),
      transfer(5, '2025-11-21T00:00:00', 'Eva'),
      transfer(0, '2026-12-24T00:00:00', 'Frida'),
    ]);
    const rows = selectTransferRows({ transfers, since: '2025-11-21' });
    expect(rows.map((row) => [row.date, row.name])).toEqual([
      ['2026-12-24', 'Frida Berg'],
      ['2026-03-01', 'Berit Berg'],
      ['2026-03-01', 'Cato Berg'],
      ['2026-01-01', 'Anna Berg'],
      ['2025-11-21', 'Eva Berg'],
    ]);
    expect(rows[0]).toEqual({ id: '0-5', date: '2026-12-24', name: 'Frida Berg', from: 'Comet', to: 'Stjernen' });
  });
});
