/**
 * Tolerant readers for wire JSON (the only place where unknown values are taken apart). Each returns a
 * typed value or a fallback; none throws, so one malformed field cannot crash a page.
 */
export type WireRecord = Record<string, unknown>;

export function asRecord(value: unknown): WireRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as WireRecord) : null;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A finite number, or a numeric string; otherwise null. */
export function num(record: WireRecord, key: string): number | null {
  const value = record[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A positive integer id, or null. */
export function id(record: WireRecord, key: string): number | null {
  const value = num(record, key);
  return value !== null && Number.isInteger(value) && value > 0 ? value : null;
}

export function str(record: WireRecord, key: string): string | null {
  const value = record[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function bool(record: WireRecord, key: string): boolean | null {
  const value = record[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Parses each item of a list, dropping the ones the parser rejects (null). */
export function listOf<T>(value: unknown, parse: (item: unknown) => T | null): T[] {
  const parsed: T[] = [];
  for (const item of asArray(value)) {
    const result = parse(item);
    if (result !== null) parsed.push(result);
  }
  return parsed;
}
