/**
 * Clock and calendar rules (SPEC §3 hhmm times, §2 date formats, DESIGN §3 LEAGUE_TZ).
 * Every function takes `now` and the league's zone; none reads the clock.
 */
import { DateTime } from 'luxon';
import type { Match } from '../../shared/contract';

/** SPEC §3: hhmm numbers with three digits get a leading zero (930 → "0930"); null when unusable. */
export function padHhmm(hhmm: number | null | undefined): string | null {
  if (hhmm === null || hhmm === undefined || !Number.isInteger(hhmm) || hhmm < 0) return null;
  const hours = Math.floor(hhmm / 100);
  const minutes = hhmm % 100;
  if (hours > 23 || minutes > 59) return null;
  return String(hhmm).padStart(4, '0');
}

/** "09:30" for 930; null when the time is missing or not a clock time. */
export function formatHhmm(hhmm: number | null | undefined): string | null {
  const padded = padHhmm(hhmm);
  return padded === null ? null : `${padded.slice(0, 2)}:${padded.slice(2)}`;
}

/** The current time of day in the league zone as hhmm (18:05 → 1805). */
export function hhmmAt(now: Date, zone: string): number {
  const local = DateTime.fromJSDate(now, { zone });
  return local.hour * 100 + local.minute;
}

/** Today's date in the league zone, ISO "yyyy-MM-dd". */
export function leagueToday(now: Date, zone: string): string {
  return DateTime.fromJSDate(now, { zone }).toISODate() ?? '';
}

/** The match's calendar day "yyyy-MM-dd" (the wire sends a date or a local date-time). */
export function matchDay(match: Pick<Match, 'matchDate'>): string {
  return match.matchDate.slice(0, 10);
}

/** Adds whole days to an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return DateTime.fromISO(isoDate, { zone: 'utc' }).plus({ days }).toISODate() ?? isoDate;
}

/** Whole days from `fromIsoDate` to `toIsoDate` (positive when `to` is later). */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  const from = DateTime.fromISO(fromIsoDate, { zone: 'utc' });
  const to = DateTime.fromISO(toIsoDate, { zone: 'utc' });
  return Math.round(to.diff(from, 'days').days);
}

/**
 * The instant a match starts (or, with `which: 'end'`, ends) in the league zone; null when the time is
 * unusable. A missing end time is taken as start + 3 hours, the span of a match slot; an end time not after
 * the start (a 22:00 match ending at 00:30) is on the next day.
 */
export function matchInstant(
  match: Pick<Match, 'matchDate' | 'matchStartTime' | 'matchEndTime'>,
  zone: string,
  which: 'start' | 'end' = 'start',
): DateTime | null {
  const start = padHhmm(match.matchStartTime);
  const day = DateTime.fromISO(matchDay(match), { zone });
  if (!day.isValid) return null;
  const at = (padded: string) => day.set({ hour: Number(padded.slice(0, 2)), minute: Number(padded.slice(2)) });
  if (which === 'start') return start === null ? day : at(start);
  const end = padHhmm(match.matchEndTime);
  if (end !== null) return start !== null && end <= start ? at(end).plus({ days: 1 }) : at(end);
  return start === null ? day.endOf('day') : at(start).plus({ hours: 3 });
}

/** "MM/dd/yyyy", the format ScheduledMatchesBySport takes (SPEC §7). */
export function toUsDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/** "dd/MM/yyyy", the en-GB format of the date picker button (SPEC §2, §9). */
export function formatEnGbDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/* mm:ss clock texts: live PeriodTime and TotalMatchTime (SPEC §3), time on ice (SPEC §5). */

/** "12:34" → 754 seconds; null for anything that is not mm:ss (or m:ss). */
export function parseMmSs(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 754 → "12:34"; negative input shows 00:00. */
export function formatMmSs(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
