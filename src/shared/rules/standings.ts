/**
 * Standings rules both sides need (SPEC §9): the hockey points factor by league name and the points
 * percentage. The demo league awards points by the factor; the client shows the percentage.
 */

/** SPEC §9: leagues whose name contains one of these have factor 3; every other league has factor 2. */
export const FACTOR_THREE_LEAGUES: readonly string[] = ['EHL', '1.div menn senior', 'Bambusa-ligaen', '2.div menn senior', 'U20 Elite', 'U18 Elite'];

/** The points a hockey match can give at most, by league name (case-insensitive "contains"). */
export function hockeyPointsFactor(leagueName: string): 2 | 3 {
  const name = leagueName.toLowerCase();
  return FACTOR_THREE_LEAGUES.some((part) => name.includes(part.toLowerCase())) ? 3 : 2;
}

/**
 * SPEC §9: total points / (matches × factor) × 100, rounded to two decimals; null when no match is played
 * (there is no percentage of nothing).
 */
export function hockeyPointsPercentage(totalPoints: number, matches: number, factor: number): number | null {
  if (matches <= 0 || factor <= 0) return null;
  return Math.round(((totalPoints * 100) / (matches * factor)) * 100) / 100;
}
