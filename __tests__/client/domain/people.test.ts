import { birthYearOf, isGoaliePosition, personName, positionLabel, safeImageUrl, transfersSince } from '../../../src/client/domain/people';

describe('people rules (SPEC §2 Rosters, §3 Team member, §6, §9)', () => {
  it('reads the birth year of a canonical date, and none without one', () => {
    expect(birthYearOf('2005-07-01T00:00:00')).toBe(2005);
    expect(birthYearOf('1999-12-31')).toBe(1999);
    expect(birthYearOf(null)).toBeNull();
    expect(birthYearOf('')).toBeNull();
    expect(birthYearOf('0001-01-01T00:00:00')).toBeNull();
    expect(birthYearOf('07/01/2005')).toBeNull();
  });

  it('joins names trimmed, leaving out a missing part', () => {
    expect(personName('Ola ', ' Nordmann ')).toBe('Ola Nordmann');
    expect(personName('', 'Nordmann')).toBe('Nordmann');
    expect(personName('Ola', null)).toBe('Ola');
    expect(personName(undefined, '  ')).toBe('');
  });

  it('tells goalies by the goalkeeper\'s position: GK1, GK2 and the other spellings the position rule names so', () => {
    for (const position of ['GK1', ' gk2 ', 'GK', 'G', 'Goalkeeper', 'keeper', 'Målvakt']) expect(isGoaliePosition(position)).toBe(true);
    for (const position of ['GK3', 'LD', 'CE', 'C', '', null, undefined]) expect(isGoaliePosition(position)).toBe(false);
  });

  it.each([
    // SPEC §3 sport 152 codes
    ['GK1', 'goalkeeper'],
    ['GK2', 'goalkeeper'],
    ['LD', 'leftDefence'],
    ['RD', 'rightDefence'],
    ['CE', 'centre'],
    ['LW', 'leftWing'],
    ['RW', 'rightWing'],
    // other codes rosters and statistics rows use
    ['G', 'goalkeeper'],
    ['GK', 'goalkeeper'],
    ['D', 'defence'],
    ['F', 'forward'],
    ['C', 'centre'],
    ['W', 'wing'],
    // case, spaces and full words in both languages
    [' ce ', 'centre'],
    ['gk 1', 'goalkeeper'],
    ['Left wing', 'leftWing'],
    ['right-defence', 'rightDefence'],
    ['Defenseman', 'defence'],
    ['Center', 'centre'],
    ['Keeper', 'goalkeeper'],
    ['Venstre back', 'leftDefence'],
    ['Høyre ving', 'rightWing'],
    ['Senter', 'centre'],
    ['Angriper', 'forward'],
  ])('names the ice hockey position %p as %p (issue 25: one position rule)', (code, name) => {
    expect(positionLabel(code, 152)).toEqual({ kind: 'named', name });
  });

  it('shows an unknown code, another sport\'s position and a position of an unknown sport as sent; none is null', () => {
    expect(positionLabel(' XY ', 152)).toEqual({ kind: 'asSent', text: 'XY' });
    expect(positionLabel('GK3', 152)).toEqual({ kind: 'asSent', text: 'GK3' });
    expect(positionLabel('G', 199)).toEqual({ kind: 'asSent', text: 'G' });
    expect(positionLabel('CE', null)).toEqual({ kind: 'asSent', text: 'CE' });
    for (const none of [null, undefined, '', '  ']) expect(positionLabel(none, 152)).toBeNull();
  });

  it('lets only image data URLs through', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeImageUrl(png)).toBe(png);
    expect(safeImageUrl(` ${png} `)).toBe(png);
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(safeImageUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    for (const url of [
      'https://example.com/a.png',
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png,<svg onload=alert(1)>',
      'data:image/png;base64,abc"onerror="x',
      'data:image/bmp;base64,Qk0=',
      'data:image/png;base64,',
      '',
      null,
      undefined,
    ]) {
      expect(safeImageUrl(url)).toBeNull();
    }
  });

  it('puts the transfers window one year back from today in the league zone', () => {
    expect(transfersSince(new Date('2026-11-25T12:00:00Z'), 'Europe/Oslo')).toBe('2025-11-25');
    // 23:30 UTC is already the next day in Oslo.
    expect(transfersSince(new Date('2026-11-25T23:30:00Z'), 'Europe/Oslo')).toBe('2025-11-26');
    expect(transfersSince(new Date('2028-02-29T12:00:00Z'), 'Europe/Oslo')).toBe('2027-02-28');
  });
});
