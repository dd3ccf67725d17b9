/**
 * Tolerant readers for wire JSON (the only place where unknown values are taken apart). Each returns a
 * typed value or a fallback; none throws (but `listIn`, for an answer that is not a list at all), so one malformed field cannot crash a page (DESIGN §1 "Real
 * upstream data"). Given a `WireReport`, a reader reports a value that is present but unreadable; a
 * missing, null or blank value is normal and is not reported. Nothing is done beyond the type checks
 * while the data is well formed.
 */
import type { WireReport } from './report';

export type { WireReport } from './report';
export type WireRecord = Record<string, unknown>;

export function asRecord(value: unknown): WireRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as WireRecord) : null;
}

/** `asRecord` that reports a present value that is not an object (e.g. a list item that is a string). */
export function readRecord(value: unknown, report?: WireReport): WireRecord | null {
  const record = asRecord(value);
  if (record === null && value !== null && value !== undefined) report?.unreadable('', value);
  return record;
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// Decimal notation only: Number() alone would also take "0x1F", "Infinity" and "1_000"-like surprises.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A finite number, or a numeric string such as `"9"` or `" 12 "` (DESIGN §1: ids and shirt numbers come
 * as strings); otherwise null, reported when the value was there but is not a number.
 */
export function num(record: WireRecord, key: string, report?: WireReport): number | null {
  const value = record[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (DECIMAL.test(trimmed)) return Number(trimmed);
  } else if (value === undefined || value === null) {
    return null;
  }
  report?.unreadable(key, value);
  return null;
}

/**
 * A positive integer id (a number or a numeric string, DESIGN §1), or null. 0 is the API's "none" and is
 * not reported; a negative, fractional or non-numeric id is.
 */
export function id(record: WireRecord, key: string, report?: WireReport): number | null {
  const value = num(record, key, report);
  if (value === null) return null;
  if (Number.isInteger(value) && value > 0) return value;
  if (value !== 0) report?.unreadable(key, record[key]);
  return null;
}

/** A string as sent (numbers as their text), untrimmed: for configuration and protocol values. */
export function str(record: WireRecord, key: string, report?: WireReport): string | null {
  const value = record[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value !== undefined && value !== null) report?.unreadable(key, value);
  return null;
}

/**
 * A display text (names, team and tournament names, venue; DESIGN §1: team names carry trailing spaces):
 * trimmed, and null when blank, so "missing" has one spelling past the boundary.
 */
export function text(record: WireRecord, key: string, report?: WireReport): string | null {
  const value = record[key];
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value !== undefined && value !== null) report?.unreadable(key, value);
  return null;
}

/** A boolean, also from "true"/"false" (any case) and 1/0; otherwise null. */
export function bool(record: WireRecord, key: string, report?: WireReport): boolean | null {
  const value = record[key];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (word === 'true') return true;
    if (word === 'false') return false;
  }
  if (value === 1 || value === 0) return value === 1;
  if (!isBlank(value)) report?.unreadable(key, value);
  return null;
}

const ISO_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const US_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*([AP]M)?)?$/i;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function canonical(year: number, month: number, day: number, hour: number, minute: number, second: number): string | null {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

const NONE = Symbol('none');

/** The canonical form of one date text, NONE for the API's "no date", or null when it is not a date. */
function readDateTime(raw: string): string | null | typeof NONE {
  const iso = ISO_DATE_TIME.exec(raw);
  if (iso) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = iso;
    // .NET's DateTime.MinValue ("0001-01-01T00:00:00") is how the API writes "no date".
    if (Number(y) === 1) return NONE;
    // decided here: an offset or "Z" is dropped and the wall clock kept as written. The federation and the
    // demo write league-local times without a zone, and a date shown a few hours off beats a dropped match.
    return canonical(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  }
  const us = US_DATE_TIME.exec(raw);
  if (us) {
    const [, mo, d, y, h = '0', mi = '0', s = '0', meridiem] = us;
    if (Number(y) === 1) return NONE;
    let hour = Number(h);
    if (meridiem) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
    }
    return canonical(Number(y), Number(mo), Number(d), hour, Number(mi), Number(s));
  }
  return null;
}

/**
 * A date-time in the app's one canonical form, zone-less ISO `YYYY-MM-DDTHH:mm:ss` in league time (what
 * the demo writes, `2026-11-21T00:00:00`), from any form the real API uses (DESIGN §1): US
 * `07/01/2025 00:00:00` (month/day/year, optionally with AM/PM), ISO without a zone with or without
 * fractions of a second (`2025-10-09T08:49:19.63`), or a plain day (`2025-10-09`, read as midnight).
 * `"0001-01-01T00:00:00"`, null, `""` and `0` mean "no date" and give null silently; anything else that is
 * not a real calendar date gives null and is reported.
 */
export function dateTime(record: WireRecord, key: string, report?: WireReport): string | null {
  const value = record[key];
  if (isBlank(value) || value === 0) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '0') return null;
    const read = readDateTime(trimmed);
    if (read === NONE) return null;
    if (read !== null) return read;
  }
  report?.unreadable(key, value);
  return null;
}

const HH_MM = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * A time of day as the contract's hhmm number (1930, 930), from a number or a text ("1930", "930",
 * "19:30"). 0 is the API's "no time" (DESIGN §1), so midnight cannot be told apart and reads as none.
 */
export function hhmm(record: WireRecord, key: string, report?: WireReport): number | null {
  const value = record[key];
  if (isBlank(value) || value === 0) return null;
  let time: number | null = null;
  if (typeof value === 'number') time = value;
  else if (typeof value === 'string') {
    const trimmed = value.trim();
    const colon = HH_MM.exec(trimmed);
    if (colon) time = Number(colon[1]) * 100 + Number(colon[2]);
    else if (/^\d{1,4}$/.test(trimmed)) time = Number(trimmed);
  }
  if (time === 0) return null;
  if (time !== null && Number.isInteger(time) && time > 0 && Math.floor(time / 100) <= 23 && time % 100 <= 59) return time;
  report?.unreadable(key, value);
  return null;
}


// "05:12", "5:12", or .NET's TimeSpan "00:05:12" (hours folded into the minutes).
const CLOCK_TEXT = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/;

/**
 * A game clock reading (a goal's `periodTime`, a penalty's `servingStartTime`, a live `PeriodTime`) as the
 * contract's zero-padded "mm:ss", from "mm:ss" text or from the integer mmss form the real API also sends
 * (DESIGN §1: 512 = "05:12", 1405 = "14:05", 5 = "00:05", 0 = "00:00"), as a number or as digits in text.
 * Null when missing; reported when present but not a clock (seconds past 59, a fraction, words).
 */
export function clockTime(record: WireRecord, key: string, report?: WireReport): string | null {
  const value = record[key];
  if (isBlank(value)) return null;
  let minutes: number | null = null;
  let seconds: number | null = null;
  const digits = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : null;
  if (digits !== null) {
    if (Number.isInteger(digits) && digits >= 0 && digits <= 9999) {
      minutes = Math.floor(digits / 100);
      seconds = digits % 100;
    }
  } else if (typeof value === 'string') {
    const clock = CLOCK_TEXT.exec(value.trim());
    if (clock) {
      minutes = Number(clock[1] ?? 0) * 60 + Number(clock[2]);
      seconds = Number(clock[3]);
    }
  }
  if (minutes !== null && seconds !== null && seconds <= 59) return `${pad(minutes)}:${pad(seconds)}`;
  report?.unreadable(key, value);
  return null;
}


/** An item parser of `listIn`: the item, the report placed at the item (`matches[]`), its index. */
export type ItemParser<T> = (item: unknown, report: WireReport, index: number) => T | null;

/**
 * An answer that is not the shape its target needs (a text, a number, an object where a list belongs, an
 * error body): the read failed, it is not an empty list (issue 25 case 5). The message names the field
 * only, never the target path, so it may reach a log; callers treat it as "answer unreadable".
 */
export class WireShapeError extends Error {
  override readonly name = 'WireShapeError';
  constructor(readonly field: string) {
    super(field === '' ? 'The answer is not the expected shape' : `The answer has no readable list at "${field}"`);
  }
}

function listAt(raw: unknown, keys: readonly string[], report: WireReport): readonly unknown[] {
  if (Array.isArray(raw)) return raw;
  if (raw === null || raw === undefined) return [];
  const record = asRecord(raw);
  if (record === null) {
    report.unreadable('', raw);
    throw new WireShapeError('');
  }
  for (const key of keys) {
    const value = record[key];
    if (Array.isArray(value)) return value;
    if (value === null) return [];
    if (value !== undefined) {
      report.unreadable(key, value);
      throw new WireShapeError(key);
    }
  }
  // An object without the list (`{}`, an error body) is not an empty list: someone should hear of it.
  report.unreadable(keys[0] ?? '', raw);
  throw new WireShapeError(keys[0] ?? '');
}

/**
 * The items of a list that comes either bare or in an envelope under one of `keys` (DESIGN §1: the API
 * answers both ways, and may change), parsed one by one; rejected items are dropped. The first key names
 * the list in reports (`matches[].matchDate`) whichever form came. `null` is the API's empty list; not a
 * list where one was expected is reported and throws `WireShapeError` (issue 25: a failure never reads as
 * "nothing there").
 */
export function listIn<T>(raw: unknown, keys: string | readonly string[], parse: ItemParser<T>, report: WireReport): T[] {
  const names = typeof keys === 'string' ? [keys] : keys;
  const list = listAt(raw, names, report);
  const parsed: T[] = [];
  if (list.length === 0) return parsed;
  const itemReport = report.at(`${names[0] ?? ''}[]`);
  list.forEach((item, index) => {
    const result = parse(item, itemReport, index);
    if (result !== null) parsed.push(result);
  });
  return parsed;
}
