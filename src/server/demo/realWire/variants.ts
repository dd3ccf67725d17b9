/**
 * The building blocks of the real wire (DESIGN §1 "Real upstream data"): a deterministic choice per record,
 * and the value spellings the federation's API is known to use. Every helper keeps a value's meaning: a
 * spelling it cannot rewrite safely is returned unchanged.
 */
import { federationPeriodId, hockeyGoalTypeCode } from '../../../shared/contract';

/** A wire record as this transform sees it: keys and unknown values. */
export type WireRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is WireRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** FNV-1a over the text: a stable, well-spread 32-bit hash with no dependency and no randomness. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Which of `count` variants the record `key` gets for the decision `salt`. The salt keeps the decisions
 * independent (a match with a US date is not always the one with string ids), and the key makes the same
 * record get the same variant in every answer and on every run (never Math.random: pages and tests must
 * see one stable wire).
 */
export function variantOf(salt: string, key: string | number, count: number): number {
  return fnv1a(`${salt}:${key}`) % count;
}

/** Half the records, chosen by key. */
export function chosen(salt: string, key: string | number): boolean {
  return variantOf(salt, key, 2) === 1;
}

/** The number as the API sometimes writes it (`"seasonId": "201061"`); anything else unchanged. */
export function asText(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

/** Copies `record` with the listed number fields written as text. */
export function withTextNumbers(record: WireRecord, keys: readonly string[]): WireRecord {
  const copy: WireRecord = { ...record };
  for (const key of keys) if (key in copy) copy[key] = asText(copy[key]);
  return copy;
}

/** Team and tournament names can carry trailing spaces; an empty or non-text name stays as it is. */
export function withTrailingSpace(value: unknown): unknown {
  return typeof value === 'string' && value !== '' ? `${value} ` : value;
}

// A zone-less ISO date or date-time, as the contract writes dates (e.g. "2026-11-21T00:00:00").
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(\.\d+)?)?$/;

/** `"07/01/2025 00:00:00"`: US month/day/year with the time; null when `value` is not a zone-less ISO text. */
export function usDateTime(value: unknown): string | null {
  const parts = typeof value === 'string' ? ISO_LOCAL.exec(value) : null;
  if (!parts) return null;
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00', fraction] = parts;
  // The US spelling has whole seconds only: a fraction could not be kept, so such a value is not rewritten.
  if (fraction !== undefined) return null;
  return `${month}/${day}/${year} ${hours}:${minutes}:${seconds}`;
}

/** `"2025-10-09T08:49:19.0"`: ISO without a zone, with a fraction; null when `value` is not a zone-less ISO text. */
export function isoWithFraction(value: unknown): string | null {
  const parts = typeof value === 'string' ? ISO_LOCAL.exec(value) : null;
  if (!parts) return null;
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00', fraction = '.0'] = parts;
  return `${year}-${month}-${day}T${hours}:${minutes}:${seconds}${fraction}`;
}

/** How the API writes "no date" where the contract has null. */
export const NO_DATE = '0001-01-01T00:00:00';

/**
 * A period number as the federation writes it (the shared mapping of contract/periods.ts); anything that
 * is not a period number 1–12 is left as it is.
 */
export function federationPeriodOf(period: unknown): unknown {
  return typeof period === 'number' ? (federationPeriodId(period) ?? period) : period;
}

/** "05:12" → 512: a game clock as the integer mmss the real API also writes; anything else unchanged. */
export function mmssNumber(value: unknown): unknown {
  const clock = typeof value === 'string' ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  return clock ? Number(clock[1]) * 100 + Number(clock[2]) : value;
}

/**
 * A game clock in one of the real wire's three spellings: 0 as the contract writes it ("05:12"), 1 the
 * integer mmss (512), 2 its digits as text ("512").
 */
export function spelledClock(value: unknown, spelling: number): unknown {
  const number = mmssNumber(value);
  if (spelling === 0 || typeof number !== 'number') return value;
  return spelling === 1 ? number : String(number);
}

/**
 * A goal's type in one of the real wire's three spellings: 0 the contract's `goalTypeId` alone, 1 the SPEC §3
 * code in `goalType` alone ("PP1"), 2 both. A goal whose id has no code keeps its id.
 */
export function spelledGoalType(goal: WireRecord, spelling: number): WireRecord {
  const id = goal['goalTypeId'];
  const code = typeof id === 'number' ? hockeyGoalTypeCode(id) : null;
  if (spelling === 0 || code === null) return goal;
  const spelled: WireRecord = { ...goal, goalType: code };
  if (spelling === 1) delete spelled['goalTypeId'];
  return spelled;
}
