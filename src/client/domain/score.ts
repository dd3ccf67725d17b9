/**
 * SPEC §4 score display, the league's part: whether results may be shown at all. What a score cell shows
 * for a match is `statusScore` (domain/matchStatus), by the match's status.
 */
import type { Tournament } from '../../shared/contract';

/**
 * SPEC §4 "shown only when the league publishes results", read together with the match page's rule:
 * results are hidden when the tournament has isResultPublished false or the league does not display
 * results (leagueDisplayResults false). Unknown flags count as published (SPEC §4: true when unknown).
 */
export function resultsShown(league: Pick<Tournament, 'isResultPublished' | 'leagueDisplayResults'> | null): boolean {
  if (league === null) return true;
  return league.isResultPublished !== false && league.leagueDisplayResults !== false;
}
