/**
 * Clock and calendar rules (SPEC §3 hhmm times, §2 date formats, DESIGN §3 LEAGUE_TZ).
 * Every function takes `now` and the league's zone; none reads the clock.
 *
 * Issue 26: no date library. A wall-clock reading in a zone is one cached `Intl.DateTimeFormat` per zone
 * (creating one costs far more than using it), a wall-clock time in a zone becomes an instant by the same
 * offset-guessing luxon uses (so DST gaps move forward and a repeated hour takes its first occurrence), and
 * calendar dates are plain UTC arithmetic. luxon cost the first bundle 21 KiB gzip and the scoreboard's boot
 * 136 ms of long tasks (a DateTime per match and rule).
 */
import type { Match } from '../../shared/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** One formatter per zone, made on first use; null for a zone `Intl` does not know. */
const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  let format = zoneFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null;
    }
    zoneFormats.set(zone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The last reading: a list's rules ask for the same `now` once per match. */
let lastReading: { ms: number; zone: string; clock: WallClock } | null = null;

/** The wall clock in `zone` at `ms`; null for an unknown zone. */
function wallClockAt(ms: number, zone: string): WallClock | null {
  if (lastReading !== null && lastReading.ms === ms && lastReading.zone === zone) return lastReading.clock;
  const format = zoneFormat(zone);
  if (format === null || !Number.isFinite(ms)) return null;
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(ms)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  lastReading = { ms, zone, clock };
  return clock;
}

/** Minutes the zone is ahead of UTC at the instant `ms`. */
function offsetMinutes(ms: number, zone: string): number {
  const clock = wallClockAt(ms, zone);
  if (clock === null) return Number.NaN;
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const wholeSecond = ms - (((ms % 1000) + 1000) % 1000);
  return Math.round((asUtc - wholeSecond) / MINUTE_MS);
}

/**
 * The instant of a wall-clock time (`localMs`: the wall clock read as if it were UTC) in `zone`, starting from
 * a guess of the offset, and the offset it has. luxon's own algorithm: a time in a DST gap moves forward by
 * the gap; a time that occurs twice takes the occurrence of the guessed offset.
 */
function instantOf(localMs: number, guessMinutes: number, zone: string): [number, number] {
  const guess = localMs - guessMinutes * MINUTE_MS;
  const second = offsetMinutes(guess, zone);
  if (second === guessMinutes) return [guess, second];
  const retry = guess - (second - guessMinutes) * MINUTE_MS;
  const third = offsetMinutes(retry, zone);
  if (second === third) return [retry, second];
  return [localMs - Math.min(second, third) * MINUTE_MS, Math.max(second, third)];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "yyyy-MM-dd" as midnight UTC in ms; null unless it is a real calendar date. */
function parseIsoDate(isoDate: string): number | null {
  const parts = ISO_DATE.exec(isoDate);
  if (!parts) return null;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Midnight UTC in ms as "yyyy-MM-dd". */
function isoDateOf(utcMidnightMs: number): string {
  const date = new Date(utcMidnightMs);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

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

/** The current time of day in the league zone as hhmm (18:05 → 1805); NaN for an unknown zone. */
export function hhmmAt(now: Date, zone: string): number {
  const clock = wallClockAt(now.getTime(), zone);
  return clock === null ? Number.NaN : clock.hour * 100 + clock.minute;
}

/** Today's date in the league zone, ISO "yyyy-MM-dd"; '' for an unknown zone. */
export function leagueToday(now: Date, zone: string): string {
  const clock = wallClockAt(now.getTime(), zone);
  return clock === null ? '' : `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The current calendar year in the league zone; NaN for an unknown zone. */
export function leagueYear(now: Date, zone: string): number {
  return wallClockAt(now.getTime(), zone)?.year ?? Number.NaN;
}

/** The match's calendar day "yyyy-MM-dd" (the wire sends a date or a local date-time). */
export function matchDay(match: Pick<Match, 'matchDate'>): string {
  return match.matchDate.slice(0, 10);
}

/** Adds whole days to an ISO date (the date itself when it is not one). */
export function addDays(isoDate: string, days: number): string {
  const ms = parseIsoDate(isoDate);
  return ms === null ? isoDate : isoDateOf(ms + days * DAY_MS);
}

/**
 * Adds whole months to an ISO date, keeping the day of the month where the month has it and else taking
 * its last day (31 March − 1 month → 28 February); the date itself when it is not one.
 */
export function addMonths(isoDate: string, months: number): string {
  const ms = parseIsoDate(isoDate);
  if (ms === null) return isoDate;
  const date = new Date(ms);
  const firstOfMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0)).getUTCDate();
  return isoDateOf(firstOfMonth + (Math.min(date.getUTCDate(), daysInMonth) - 1) * DAY_MS);
}

/** Whole days from `fromIsoDate` to `toIsoDate` (positive when `to` is later); NaN when either is not a date. */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  const from = parseIsoDate(fromIsoDate);
  const to = parseIsoDate(toIsoDate);
  return from === null || to === null ? Number.NaN : Math.round((to - from) / DAY_MS);
}

/** Answers of `matchInstant` by their inputs: every list re-reads the same few hundred matches per render. */
const instants = new Map<string, number | null>();
const INSTANTS_MAX = 20_000;

/**
 * The instant (epoch ms) a match starts (or, with `which: 'end'`, ends) in the league zone; null when the
 * date or zone is unusable. A missing start time is the day's start; a missing end time is taken as
 * start + 3 hours, the span of a match slot (the day's end without a start); an end time not after the
 * start (a 22:00 match ending at 00:30) is on the next day. A time in a DST gap moves forward by the gap.
 */
export function matchInstant(
  match: Pick<Match, 'matchDate' | 'matchStartTime' | 'matchEndTime'>,
  zone: string,
  which: 'start' | 'end' = 'start',
): number | null {
  const key = `${zone} ${match.matchDate} ${match.matchStartTime} ${which === 'end' ? match.matchEndTime : ''}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const instant = computeMatchInstant(match, zone, which);
  if (instants.size >= INSTANTS_MAX) instants.clear();
  instants.set(key, instant);
  return instant;
}

function computeMatchInstant(match: Pick<Match, 'matchDate' | 'matchStartTime' | 'matchEndTime'>, zone: string, which: 'start' | 'end'): number | null {
  const midnightLocal = parseIsoDate(matchDay(match));
  if (midnightLocal === null || zoneFormat(zone) === null) return null;
  const [midnight, dayOffset] = instantOf(midnightLocal, offsetMinutes(midnightLocal, zone), zone);
  const localOf = (padded: string) => midnightLocal + Number(padded.slice(0, 2)) * HOUR_MS + Number(padded.slice(2)) * MINUTE_MS;
  const start = padHhmm(match.matchStartTime);
  if (which === 'start') return start === null ? midnight : instantOf(localOf(start), dayOffset, zone)[0];
  const end = padHhmm(match.matchEndTime);
  if (end !== null) {
    const [sameDay, endOffset] = instantOf(localOf(end), dayOffset, zone);
    return start !== null && end <= start ? instantOf(localOf(end) + DAY_MS, endOffset, zone)[0] : sameDay;
  }
  if (start !== null) return instantOf(localOf(start), dayOffset, zone)[0] + 3 * HOUR_MS;
  // The day's end: a millisecond before the next day's start.
  return instantOf(midnightLocal + DAY_MS, dayOffset, zone)[0] - 1;
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
