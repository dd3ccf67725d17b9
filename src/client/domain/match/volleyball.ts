/** Volleyball finished-match rules (SPEC §2 set scores, §5 sorting, §9 up to 5 sets). */
import type { PeriodResult, VolleyballPlayer } from '../../../shared/contract';

export const MAX_SETS = 5;

export interface SetScore {
  set: number;
  home: number;
  away: number;
}

/** SPEC §2: the set scores in order, at most 5. */
export function setScores(periods: readonly PeriodResult[]): SetScore[] {
  return [...periods]
    .filter((period) => period.partialResultTypeId >= 1)
    .sort((a, b) => a.partialResultTypeId - b.partialResultTypeId)
    .slice(0, MAX_SETS)
    .map((period, index) => ({ set: index + 1, home: period.homeGoals, away: period.awayGoals }));
}

/** SPEC §5: volleyball players by total points, most first (ties by shirt number). */
export function sortByTotalPoints(players: readonly VolleyballPlayer[]): VolleyballPlayer[] {
  return [...players].sort((a, b) => b.totalPoints - a.totalPoints || (a.shirtNo ?? 999) - (b.shirtNo ?? 999));
}
