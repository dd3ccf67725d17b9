import { parseTeamMembers, parseTransfers } from '../../../src/shared/wire/people';
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
