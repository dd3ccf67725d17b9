import { addDays, daysBetween, formatEnGbDate, formatHhmm, hhmmAt, leagueToday, matchInstant, padHhmm, toUsDate } from '../../../src/client/domain/time';

const OSLO = 'Europe/Oslo';

describe('padHhmm and formatHhmm (SPEC §3 hhmm, three digits padded)', () => {
  it.each([
    [1930, '1930', '19:30'],
    [930, '0930', '09:30'],
    [5, '0005', '00:05'],
    [0, '0000', '00:00'],
    [2359, '2359', '23:59'],
    [2400, null, null],
    [1961, null, null],
    [-5, null, null],
    [19.5, null, null],
    [null, null, null],
    [undefined, null, null],
  ])('%p → %p / %p', (hhmm, padded, formatted) => {
    expect(padHhmm(hhmm)).toBe(padded);
    expect(formatHhmm(hhmm)).toBe(formatted);
  });
});

describe('league zone dates', () => {
  it('reads today in the league zone, not UTC', () => {
    // 23:30 UTC on 21 November is already 22 November in Oslo.
    expect(leagueToday(new Date('2026-11-21T23:30:00Z'), OSLO)).toBe('2026-11-22');
    expect(leagueToday(new Date('2026-11-21T23:30:00Z'), 'UTC')).toBe('2026-11-21');
  });

  it('reads the current hhmm in the league zone', () => {
    expect(hhmmAt(new Date('2026-11-21T17:05:00Z'), OSLO)).toBe(1805);
    expect(hhmmAt(new Date('2026-07-01T17:05:00Z'), OSLO)).toBe(1905);
  });

  it('adds and counts days across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(daysBetween('2026-11-07', '2026-11-21')).toBe(14);
    expect(daysBetween('2026-11-21', '2026-11-07')).toBe(-14);
  });

  it('places a match start and end in the league zone', () => {
    const match = { matchDate: '2026-11-21T00:00:00', matchStartTime: 930, matchEndTime: 1200 };
    expect(matchInstant(match, OSLO)?.toISO()).toBe('2026-11-21T09:30:00.000+01:00');
    expect(matchInstant(match, OSLO, 'end')?.toISO()).toBe('2026-11-21T12:00:00.000+01:00');
    expect(matchInstant({ ...match, matchEndTime: null }, OSLO, 'end')?.toISO()).toBe('2026-11-21T12:30:00.000+01:00');
    expect(matchInstant({ ...match, matchDate: 'garbage' }, OSLO)).toBeNull();
    // Issue 24 case 12: an end time before the start is after midnight, on the next day.
    expect(matchInstant({ ...match, matchStartTime: 2200, matchEndTime: 30 }, OSLO, 'end')?.toISO()).toBe('2026-11-22T00:30:00.000+01:00');
  });
});

describe('date formats', () => {
  it('writes the US format of ScheduledMatchesBySport (SPEC §7)', () => {
    expect(toUsDate('2026-03-07')).toBe('03/07/2026');
  });
  it('writes the en-GB format of the date picker (SPEC §2)', () => {
    expect(formatEnGbDate('2026-03-07')).toBe('07/03/2026');
  });
});
