/**
 * Parameter kinds of the target patterns: each parses the raw text of one path segment or query value
 * (returning undefined when it is not of the kind) and formats a typed value back to text.
 * The server's allow-list and the client's request builders both go through these, so what one builds
 * the other accepts, and nothing else.
 */
export interface ParamKind<T> {
  readonly description: string;
  parse(raw: string): T | undefined;
  format(value: T): string;
  /** A query key that repeats once per value (`orgIds=1&orgIds=2`). */
  readonly repeated?: boolean;
  /** A fixed value: the builder writes it, the caller never passes it. */
  readonly literal?: string;
}

const MAX_ID = 2_147_483_647;
const digits = /^[0-9]{1,10}$/;

function parseId(raw: string): number | undefined {
  if (!digits.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= MAX_ID ? value : undefined;
}

/** A positive 32-bit integer id. */
export const id: ParamKind<number> = {
  description: 'a positive integer id',
  parse: parseId,
  format: (value) => String(value),
};

/** A calendar year, 1900-2999. */
export const year: ParamKind<number> = {
  description: 'a four-digit year',
  parse: (raw) => (/^[12][0-9]{3}$/.test(raw) && Number(raw) >= 1900 ? Number(raw) : undefined),
  format: (value) => String(value),
};

/** A small count (number of matches), 1-99. */
export const count: ParamKind<number> = {
  description: 'a whole number from 1 to 99',
  parse: (raw) => (/^[0-9]{1,2}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined),
  format: (value) => String(value),
};

/** An optional filter: empty text means "no filter" (SPEC §7 `opponentId=&numberMatches=`). */
export function optional<T>(kind: ParamKind<T>): ParamKind<T | null> {
  return {
    description: `${kind.description}, or empty`,
    parse: (raw) => (raw === '' ? null : kind.parse(raw)),
    format: (value) => (value === null ? '' : kind.format(value)),
  };
}

/** A comma-separated list of ids, at most 32 (`sportIds=152,199`). */
export const idList: ParamKind<number[]> = {
  description: 'a comma-separated list of positive integer ids',
  parse: (raw) => {
    const parts = raw.split(',');
    if (parts.length === 0 || parts.length > 32) return undefined;
    const ids = parts.map(parseId);
    return ids.every((value): value is number => value !== undefined) ? ids : undefined;
  },
  format: (values) => values.join(','),
};

/**
 * One id per repetition of the key, 1-2 repetitions (SPEC §7 `orgIds={homeId}&orgIds={awayId}`).
 * Each repetition parses to a one-element list and never to a comma list: the builder writes exactly this
 * spelling, so the allow-list accepts nothing wider (`orgIds=1,2,…,32` once was 32 ids per repetition).
 * The count of repetitions is checked by the resolver, which sees them all.
 */
export const repeatedIds: ParamKind<number[]> = {
  description: 'one positive integer id per repetition of the key, given once or twice',
  parse: (raw) => {
    const value = parseId(raw);
    return value === undefined ? undefined : [value];
  },
  format: (values) => {
    // One repetition carries one id; anything else would be text the allow-list refuses.
    if (values.length !== 1) throw new Error(`a repeated key writes one id per repetition, got ${values.length}`);
    return String(values[0]);
  },
  repeated: true,
};

/** How many times a `repeated` key may appear (SPEC §7 sends the home and the away id). */
export const MAX_REPETITIONS = 2;

function isRealDate(yearValue: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(yearValue, month - 1, day));
  return date.getUTCFullYear() === yearValue && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** US-format date `MM/DD/YYYY` (SPEC §7 ScheduledMatchesBySport). */
export const usDate: ParamKind<string> = {
  description: 'a date in US format MM/DD/YYYY',
  parse: (raw) => {
    const match = /^([0-9]{2})\/([0-9]{2})\/([0-9]{4})$/.exec(raw);
    if (!match) return undefined;
    return isRealDate(Number(match[3]), Number(match[1]), Number(match[2])) ? raw : undefined;
  },
  format: (value) => value,
};

/** ISO date `YYYY-MM-DD`. */
export const isoDate: ParamKind<string> = {
  description: 'a date in ISO format YYYY-MM-DD',
  parse: (raw) => {
    const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(raw);
    if (!match) return undefined;
    return isRealDate(Number(match[1]), Number(match[2]), Number(match[3])) ? raw : undefined;
  },
  format: (value) => value,
};

/** A fixed value the target always carries (`images=false`, `onlyPublic=true`, `numberMatches=5`). */
export function literal<V extends string>(value: V): ParamKind<V> & { readonly literal: V } {
  return {
    description: `exactly "${value}"`,
    parse: (raw) => (raw === value ? value : undefined),
    format: () => value,
    literal: value,
  };
}
