import { parseTeamMembers, parseTeamRoster, parseTransfers } from '../../../src/shared/wire/people';
import { resetWireWarnings } from '../../../src/shared/wire/report';
import { WireShapeError } from '../../../src/shared/wire/read';

const member = {
  personId: 101,
  owningOrgId: 7,
  firstName: 'Ola',
  lastName: 'Nordmann',
  birthDate: '2005-07-01T00:00:00',
  number: 9,
  position: 'CE',
  nationality: 'Norge',
  height: 182,
  imageUrl: null,
};

describe('team member answers at the boundary (SPEC §3, §7 ta/TeamMembers; DESIGN §1)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetWireWarnings();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads the canonical record', () => {
    expect(parseTeamMembers([member])).toEqual([member]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a bare list and the envelopes alike', () => {
    expect(parseTeamMembers({ teamMembers: [member] })).toEqual([member]);
    expect(parseTeamMembers({ members: [member] })).toEqual([member]);
    expect(parseTeamMembers({ teamMembers: null })).toEqual([]);
    expect(parseTeamMembers(null)).toEqual([]);
  });

  it('reads string ids, shirt numbers and heights, and trims names', () => {
    const [read] = parseTeamMembers([{ ...member, personId: '101', owningOrgId: '7', number: '9', height: ' 182 ', firstName: 'Ola ', lastName: 'Nordmann  ' }]);
    expect(read).toEqual(member);
  });

  it.each([
    ['US', '07/01/2005 00:00:00', '2005-07-01T00:00:00'],
    ['zone-less ISO with fractions', '2005-07-01T08:49:19.63', '2005-07-01T08:49:19'],
    ['plain day', '2005-07-01', '2005-07-01T00:00:00'],
    ['.NET none', '0001-01-01T00:00:00', null],
    ['null', null, null],
    ['missing', undefined, null],
  ])('reads a %s birth date', (_form, birthDate, expected) => {
    expect(parseTeamMembers([{ ...member, birthDate }])[0]?.birthDate).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('needs a person id and a name; other missing fields are null', () => {
    const members = parseTeamMembers([
      { personId: 5, lastName: 'Solo' },
      { personId: 6, firstName: '  ', lastName: '' },
      { firstName: 'No', lastName: 'Id' },
      'x',
      null,
    ]);
    expect(members).toEqual([
      { personId: 5, owningOrgId: 0, firstName: '', lastName: 'Solo', birthDate: null, number: null, position: null, nationality: null, height: null, imageUrl: null },
    ]);
  });

  it('reports what it could not read and shows it as missing', () => {
    const [read] = parseTeamMembers([{ ...member, birthDate: 'yesterday', number: 'nine', height: 0 }]);
    expect(read).toMatchObject({ birthDate: null, number: null, height: null });
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringContaining('ta/TeamMembers: teamMembers[].number could not be read'),
      expect.stringContaining('ta/TeamMembers: teamMembers[].birthDate could not be read'),
    ]);
  });

  it('reports an answer that is not a list', () => {
    expect(() => parseTeamMembers({ message: 'error' })).toThrow(WireShapeError);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ta/TeamMembers: teamMembers could not be read'));
  });
});

describe('staff in ta/TeamMembers (issue 25: memberType "TeamSupport", players "Player" or none)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetWireWarnings();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const coach = { personId: 900, firstName: 'Trener', lastName: 'Holm – Hovedtrener', memberType: 'TeamSupport', birthDate: null, number: null, position: null };

  it('keeps the staff apart from the players, each in the answer\'s order', () => {
    const roster = parseTeamRoster([coach, { ...member, memberType: 'Player' }, { ...member, personId: 102 }, { personId: 901, firstName: 'Kari', lastName: 'Lie', memberType: 'TeamSupport' }]);
    expect(roster.players).toEqual([member, { ...member, personId: 102 }]);
    expect(roster.staff).toEqual([
      { personId: 900, firstName: 'Trener', lastName: 'Holm', role: 'Hovedtrener' },
      { personId: 901, firstName: 'Kari', lastName: 'Lie', role: null },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never reads a staff member as a player (the profile reads its person with parseTeamMembers)', () => {
    expect(parseTeamMembers([coach])).toEqual([]);
    expect(parseTeamMembers({ teamMembers: [coach, member] })).toEqual([member]);
  });

  it.each([
    ['the role after an en dash in lastName', { lastName: 'Holm – Hovedtrener' }, 'Trener', 'Holm', 'Hovedtrener'],
    ['the role after a spaced hyphen in lastName', { lastName: 'Holm - Assistenttrener' }, 'Trener', 'Holm', 'Assistenttrener'],
    ['the whole name and role in firstName', { firstName: 'Trener Holm – Hovedtrener', lastName: null }, 'Trener Holm', '', 'Hovedtrener'],
    ['a role field, the name cleaned too', { role: 'Lagleder', lastName: 'Holm – Lagleder' }, 'Trener', 'Holm', 'Lagleder'],
    ['the role in position', { lastName: 'Holm', position: 'Materialforvalter' }, 'Trener', 'Holm', 'Materialforvalter'],
    ['a hyphenated name without a role', { lastName: 'Holm-Berg' }, 'Trener', 'Holm-Berg', null],
  ])('reads %s', (_case, fields, firstName, lastName, role) => {
    expect(parseTeamRoster([{ ...coach, ...fields }]).staff).toEqual([{ personId: 900, firstName, lastName, role }]);
  });

  it('reads the other spellings of staff alike, and an unknown memberType as a player it reports', () => {
    for (const memberType of ['teamsupport', 'Team support', 'Staff', 'Coach']) expect(parseTeamRoster([{ ...coach, memberType }]).staff).toHaveLength(1);
    for (const memberType of ['GK1', 'player', null]) expect(parseTeamRoster([{ ...member, memberType }]).players).toEqual([member]);
    expect(warn).not.toHaveBeenCalled();
    expect(parseTeamRoster([{ ...member, memberType: 'Mascot' }]).players).toEqual([member]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ta/TeamMembers: teamMembers[].memberType could not be read'));
  });
});

const transfer = {
  transferId: 1,
  firstName: 'Kari',
  lastName: 'Nordmann',
  fromOrgName: 'Frisk Asker',
  toOrgName: 'Stjernen',
  datePermittedToPlayNewOrg: '2026-08-01T00:00:00',
};

describe('transfer answers at the boundary (SPEC §3, §7 activity/Transfers; DESIGN §1)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetWireWarnings();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads a bare list and an envelope, string ids, US dates and trailing spaces', () => {
    expect(parseTransfers([transfer])).toEqual([transfer]);
    expect(parseTransfers({ transfers: [transfer] })).toEqual([transfer]);
    expect(
      parseTransfers([{ ...transfer, transferId: '1', fromOrgName: 'Frisk Asker ', lastName: 'Nordmann ', datePermittedToPlayNewOrg: '08/01/2026 00:00:00' }]),
    ).toEqual([transfer]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops transfers without a name or a date, and fills missing teams with empty text', () => {
    const read = parseTransfers([
      { ...transfer, datePermittedToPlayNewOrg: '0001-01-01T00:00:00' },
      { ...transfer, firstName: null, lastName: ' ' },
      { firstName: 'Per', datePermittedToPlayNewOrg: '2026-01-02' },
    ]);
    expect(read).toEqual([{ transferId: 0, firstName: 'Per', lastName: '', fromOrgName: '', toOrgName: '', datePermittedToPlayNewOrg: '2026-01-02T00:00:00' }]);
  });

  it('reports an unreadable date', () => {
    expect(parseTransfers([{ ...transfer, datePermittedToPlayNewOrg: 'soon' }])).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('activity/Transfers: transfers[].datePermittedToPlayNewOrg could not be read'));
  });
});
