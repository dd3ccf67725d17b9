/**
 * Period numbers on the wire (DESIGN §1 "Real upstream data"). The contract's period fields
 * (`PeriodResult.partialResultTypeId`, `Incident.partialResultTypeId`, `Goal.periodId`,
 * `Penalty.servingStartPeriodId`) carry the period's number 1…12; the federation's API has been seen
 * sending its own period ids (200050, 200051, …) in the same fields. Both sides map through this one rule:
 * the client's wire parsers with `periodNumber`, a server that writes federation-shaped answers with
 * `federationPeriodId`. Keep both names and signatures stable: the client and the server import them.
 * These are hockey's ids (issue 25: only 200050–200053 have been seen) and are read in hockey's goals and
 * penalties (and an incident read on its own) only; the period results of every sport are numbered by name and order (wire/match.ts
 * `parsePeriodResults`), never by 200050 + n, because other sports' ids are unknown.
 */

// decided here: federation period ids are 200050 + (period number − 1), so 200050 is period 1 and 200061
// period 12. This is an assumption from public code that reads the real API (it shows 200050, 200051, …
// for the first periods); nothing documents the ids past the third period.
export const FEDERATION_PERIOD_BASE = 200050;

/** SPEC §9: ice hockey period labels go up to 12; the other sports stay below. */
export const MAX_PERIOD_NUMBER = 12;

/**
 * The period number (1…12) of a raw period value: a number 1…12 stays as it is, a federation id
 * 200050 + k (k = 0…11) becomes k + 1, anything else (0, negatives, fractions, other ids) is null.
 */
export function periodNumber(raw: number): number | null {
  if (!Number.isInteger(raw)) return null;
  if (raw >= 1 && raw <= MAX_PERIOD_NUMBER) return raw;
  const offset = raw - FEDERATION_PERIOD_BASE;
  return offset >= 0 && offset < MAX_PERIOD_NUMBER ? offset + 1 : null;
}

/** The federation id of a period number 1…12 (the inverse of `periodNumber`); null outside 1…12. */
export function federationPeriodId(period: number): number | null {
  return Number.isInteger(period) && period >= 1 && period <= MAX_PERIOD_NUMBER ? FEDERATION_PERIOD_BASE + period - 1 : null;
}
