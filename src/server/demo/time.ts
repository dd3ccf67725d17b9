/**
 * Calendar helpers. Calendar arithmetic uses day numbers (days since 1970-01-01), which has no time zone
 * and no DST; luxon is used only where a wall-clock time in the league zone becomes an instant.
 */
import { DateTime } from 'luxon';

const DAY_MS = 86_400_000;

/** yyyy-MM-dd → day number. */
export function dayNumber(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** Day number → yyyy-MM-dd. */
export function isoFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Adds days to a yyyy-MM-dd date. */
export function addDays(isoDate: string, days: number): string {
  return isoFromDay(dayNumber(isoDate) + days);
}

/** Day of the week, 1 Monday … 7 Sunday. */
export function weekday(isoDate: string): number {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(isoDate) + 3) % 7) + 7) % 7) + 1;
}

/**
 * decided here (see contract Match.matchDate): wire dates are the calendar date in the league zone at
 * local midnight, without offset, as the federation's API writes them: `2026-11-21T00:00:00`.
 */
export function wireDate(isoDate: string): string {
  return `${isoDate}T00:00:00`;
}

/** hhmm → minutes after midnight. */
export function hhmmToMinutes(hhmm: number): number {
  return Math.floor(hhmm / 100) * 60 + (hhmm % 100);
}

/** Minutes after midnight (wrapped to one day) → hhmm. */
export function minutesToHhmm(minutes: number): number {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return Math.floor(wrapped / 60) * 100 + (wrapped % 60);
}

/** hhmm plus minutes, properly (1930 + 150 min = 2200; 2300 + 150 min = 130). */
export function addMinutesToHhmm(hhmm: number, minutes: number): number {
  return minutesToHhmm(hhmmToMinutes(hhmm) + minutes);
}

/** The instant of a wall-clock time on a date in the zone (luxon handles DST). */
export function instantOf(isoDate: string, hhmm: number, zone: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return DateTime.fromObject(
    { year, month, day, hour: Math.floor(hhmm / 100), minute: hhmm % 100 },
    { zone },
  ).toMillis();
}

/** Calendar date and minutes after midnight of an instant in the zone. */
export function localParts(instantMs: number, zone: string): { date: string; minutes: number; year: number } {
  const local = DateTime.fromMillis(instantMs, { zone });
  return { date: local.toISODate() ?? '1970-01-01', minutes: local.hour * 60 + local.minute, year: local.year };
}

/** `MM/DD/YYYY` → yyyy-MM-dd (SPEC §7 ScheduledMatchesBySport). */
export function isoFromUsDate(usDate: string): string {
  const [month = '01', day = '01', year = '1970'] = usDate.split('/');
  return `${year}-${month}-${day}`;
}
