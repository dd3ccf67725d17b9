import { addDays, addMonths, daysBetween, formatEnGbDate, formatHhmm, hhmmAt, leagueToday, leagueYear, matchInstant, padHhmm, toUsDate } from '../../../src/client/domain/time';

/** An instant as UTC ISO text, or null. */
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

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
    expect(iso(matchInstant(match, OSLO))).toBe('2026-11-21T08:30:00.000Z');
    expect(iso(matchInstant(match, OSLO, 'end'))).toBe('2026-11-21T11:00:00.000Z');
    expect(iso(matchInstant({ ...match, matchEndTime: null }, OSLO, 'end'))).toBe('2026-11-21T11:30:00.000Z');
    expect(matchInstant({ ...match, matchDate: 'garbage' }, OSLO)).toBeNull();
    // Issue 24 case 12: an end time before the start is after midnight, on the next day.
    expect(iso(matchInstant({ ...match, matchStartTime: 2200, matchEndTime: 30 }, OSLO, 'end'))).toBe('2026-11-21T23:30:00.000Z');
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

/*
 * Issue 26: domain/time runs on cached Intl formatters instead of luxon. Every expectation below is what the
 * luxon implementation (before issue 26) answered for the same input, written down as a literal.
 */
describe('matchInstant agrees with luxon at DST edges, other zones and bad input', () => {
  it.each([
    // Oslo springs forward on 29 March 2026 at 02:00 → 03:00: a time in the gap moves forward by the gap.
    ['Europe/Oslo', '2026-03-29', 230, null, 'start', '2026-03-29T01:30:00.000Z'],
    ['Europe/Oslo', '2026-03-29', 200, null, 'start', '2026-03-29T01:00:00.000Z'],
    ['Europe/Oslo', '2026-03-29', 300, null, 'start', '2026-03-29T01:00:00.000Z'],
    ['Europe/Oslo', '2026-03-29', 159, null, 'start', '2026-03-29T00:59:00.000Z'],
    ['Europe/Oslo', '2026-03-29', 100, 230, 'end', '2026-03-29T01:30:00.000Z'],
    ['Europe/Oslo', '2026-03-29', null, null, 'start', '2026-03-28T23:00:00.000Z'],
    ['Europe/Oslo', '2026-03-29', null, null, 'end', '2026-03-29T21:59:59.999Z'],
    // + 3 hours of elapsed time, not of wall clock: the 23-hour day's 01:00 start ends at 05:00 local.
    ['Europe/Oslo', '2026-03-29', 100, null, 'end', '2026-03-29T03:00:00.000Z'],
    // Oslo falls back on 25 October 2026 at 03:00 → 02:00: a repeated time takes its first occurrence.
    ['Europe/Oslo', '2026-10-25', 230, null, 'start', '2026-10-25T00:30:00.000Z'],
    ['Europe/Oslo', '2026-10-25', 200, null, 'start', '2026-10-25T00:00:00.000Z'],
    ['Europe/Oslo', '2026-10-25', 300, null, 'start', '2026-10-25T02:00:00.000Z'],
    ['Europe/Oslo', '2026-10-25', 159, null, 'start', '2026-10-24T23:59:00.000Z'],
    ['Europe/Oslo', '2026-10-25', 100, null, 'end', '2026-10-25T02:00:00.000Z'],
    ['Europe/Oslo', '2026-10-25', null, null, 'end', '2026-10-25T22:59:59.999Z'],
    // An end after midnight on the night of a change.
    ['Europe/Oslo', '2026-03-28', 2300, 230, 'end', '2026-03-29T01:30:00.000Z'],
    ['Europe/Oslo', '2026-10-24', 2300, 230, 'end', '2026-10-25T00:30:00.000Z'],
    ['Europe/Oslo', '2026-11-21T00:00:00', 1900, 2130, 'end', '2026-11-21T20:30:00.000Z'],
    ['Europe/Oslo', '2026-07-01', 1900, null, 'start', '2026-07-01T17:00:00.000Z'],
    ['UTC', '2026-11-21', 1900, null, 'start', '2026-11-21T19:00:00.000Z'],
    ['America/New_York', '2026-03-08', 230, null, 'start', '2026-03-08T07:30:00.000Z'],
    ['Asia/Kolkata', '2026-11-21', 1900, null, 'start', '2026-11-21T13:30:00.000Z'],
    // Lord Howe Island moves its clocks by half an hour (02:00 → 02:30).
    ['Australia/Lord_Howe', '2026-10-04', 215, null, 'start', '2026-10-03T15:45:00.000Z'],
    ['Europe/Oslo', '2026-02-30', 1900, null, 'start', null],
    ['Europe/Oslo', 'garbage', 1900, null, 'start', null],
    ['Mars/Base', '2026-11-21', 1900, null, 'start', null],
  ] as const)('%s %s %p–%p %s → %p', (zone, matchDate, matchStartTime, matchEndTime, which, expected) => {
    expect(iso(matchInstant({ matchDate, matchStartTime, matchEndTime }, zone, which))).toBe(expected);
  });
});

describe('wall clock in the league zone agrees with luxon', () => {
  it.each([
    ['Europe/Oslo', '2026-03-29T00:59:59Z', 159, '2026-03-29', 2026],
    ['Europe/Oslo', '2026-03-29T01:00:00Z', 300, '2026-03-29', 2026],
    ['Europe/Oslo', '2026-10-25T00:59:00Z', 259, '2026-10-25', 2026],
    ['Europe/Oslo', '2026-10-25T01:00:00Z', 200, '2026-10-25', 2026],
    ['Europe/Oslo', '2026-12-31T22:59:00Z', 2359, '2026-12-31', 2026],
    ['Europe/Oslo', '2026-12-31T23:00:00Z', 0, '2027-01-01', 2027],
    ['Europe/Oslo', '2026-06-30T22:30:00Z', 30, '2026-07-01', 2026],
    ['America/New_York', '2026-03-29T01:00:00Z', 2100, '2026-03-28', 2026],
    ['America/New_York', '2026-12-31T23:00:00Z', 1800, '2026-12-31', 2026],
    ['Asia/Kolkata', '2026-12-31T22:59:00Z', 429, '2027-01-01', 2027],
    ['Asia/Kolkata', '2026-06-30T22:30:00Z', 400, '2026-07-01', 2026],
  ] as const)('%s at %s: hhmm %p, today %p, year %p', (zone, instant, hhmm, today, year) => {
    const now = new Date(instant);
    expect(hhmmAt(now, zone)).toBe(hhmm);
    expect(leagueToday(now, zone)).toBe(today);
    expect(leagueYear(now, zone)).toBe(year);
  });

  it('answers nothing usable for a zone Intl does not know', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(leagueToday(now, 'Mars/Base')).toBe('');
    expect(hhmmAt(now, 'Mars/Base')).toBeNaN();
    expect(leagueYear(now, 'Mars/Base')).toBeNaN();
  });
});

describe('calendar arithmetic agrees with luxon', () => {
  it.each([
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-02-29', -12, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-11-21', -1, '2026-10-21'],
    ['2026-11-21', 1, '2026-12-21'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-05-31', -3, '2026-02-28'],
  ])('addMonths(%p, %p) → %p (the month end when the day is missing)', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('adds days and counts them across DST changes and leap days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-20', '2026-10-30')).toBe(10);
  });

  it('leaves what is not a date alone', () => {
    expect(addDays('nope', 1)).toBe('nope');
    expect(addMonths('2026-02-30', 1)).toBe('2026-02-30');
    expect(daysBetween('x', '2026-10-30')).toBeNaN();
  });
});
