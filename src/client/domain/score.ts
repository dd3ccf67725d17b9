/**
 * SPEC §4 score display: shown only when the league publishes results; a finished match shows its end
 * result; a live match its live score, else its result so far, else 0 - 0; anything else a dash.
 */
import type { Match, Tournament } from '../../shared/contract';
import type { MatchState } from './matchState';

/** What a score cell shows when there is no score to show. */
export const NO_SCORE = '-';

/** A live score pair as the live feed carries it (SPEC §3: the score is a pair h and a). */
export interface LiveScore {
  h: number;
  a: number;
}

const pair = (home: number, away: number) => `${home} - ${away}`;

/**
 * The score text of a match: "3 - 2", or "-" (SPEC §4). `liveScore` is the live feed's latest pair for
 * the match, when a feed is running; it only counts while the match is live. The end result is written
 * from homeGoals and awayGoals (the wire's matchEndResult text is not trusted for display).
 */
export function scoreDisplay(
  match: Pick<Match, 'matchResult'>,
  state: MatchState,
  resultsPublished: boolean,
  liveScore: LiveScore | null = null,
): string {
  if (!resultsPublished) return NO_SCORE;
  const result = match.matchResult;
  if (state === 'finished') return result === null ? NO_SCORE : pair(result.homeGoals, result.awayGoals);
  if (state === 'live') {
    if (liveScore !== null) return pair(liveScore.h, liveScore.a);
    return result === null ? pair(0, 0) : pair(result.homeGoals, result.awayGoals);
  }
  return NO_SCORE;
}

/**
 * SPEC §4 "shown only when the league publishes results", read together with the match page's rule:
 * results are hidden when the tournament has isResultPublished false or the league does not display
 * results (leagueDisplayResults false). Unknown flags count as published (SPEC §4: true when unknown).
 */
export function resultsShown(league: Pick<Tournament, 'isResultPublished' | 'leagueDisplayResults'> | null): boolean {
  if (league === null) return true;
  return league.isResultPublished !== false && league.leagueDisplayResults !== false;
}
