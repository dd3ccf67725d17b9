/**
 * The season look-up's years (SPEC §9), which both sides need: the client asks for the current year, and the
 * server's season look-up (issue 26, contract `seasonLookup`) reads that year and the five before.
 */

/** SPEC §9: seasons are looked up for the current year and the five before. */
export const SEASON_LOOKUP_YEARS = 6;

/** The years to look up from the current one, current year first. */
export function seasonLookupYearsFrom(currentYear: number): number[] {
  return Array.from({ length: SEASON_LOOKUP_YEARS }, (_, offset) => currentYear - offset);
}
