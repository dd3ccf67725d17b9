import { birthYearOf, isGoaliePosition, personName, safeImageUrl, transfersSince } from '../../../src/client/domain/people';

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

  it('tells goalies by position GK1 or GK2 only', () => {
    expect(isGoaliePosition('GK1')).toBe(true);
    expect(isGoaliePosition(' gk2 ')).toBe(true);
    for (const position of ['GK', 'GK3', 'LD', 'CE', '', null, undefined]) expect(isGoaliePosition(position)).toBe(false);
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
