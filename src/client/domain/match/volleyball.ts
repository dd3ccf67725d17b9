/** Volleyball finished-match rules (SPEC §2 set scores, §5 sorting, §9 up to 5 sets). */
import type { PeriodResult, VolleyballPlayer } from '../../../shared/contract';

export const MAX_SETS = 5;

export interface SetScore {
  set: number;
  home: number;
  away: number;
}

/**
 * SPEC §2: the set scores of the sets played, in order, at most 5. The real API lists the sets a match did
 * not need as 0-0 (issue 25 case 3); a set is played to 25 (15) points, so a 0-0 set was not played: it is
 * not shown, not counted among the sets won, and does not make a three-set match a "5 sets" one.
 */
export function setScores(periods: readonly PeriodResult[]): SetScore[] {
  return [...periods]
    .filter((period) => period.partialResultTypeId >= 1 && period.homeGoals + period.awayGoals > 0)
    .sort((a, b) => a.partialResultTypeId - b.partialResultTypeId)
    .slice(0, MAX_SETS)
    .map((period, index) => ({ set: index + 1, home: period.homeGoals, away: period.awayGoals }));
}

/** SPEC §5: volleyball players by total points, most first (ties by shirt number). */
export function sortByTotalPoints(players: readonly VolleyballPlayer[]): VolleyballPlayer[] {
  return [...players].sort((a, b) => b.totalPoints - a.totalPoints || (a.shirtNo ?? 999) - (b.shirtNo ?? 999));
}
