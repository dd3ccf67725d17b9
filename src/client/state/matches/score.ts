/**
 * SPEC §4 score display for a match card (a pure rule kept here until the domain has a scores module):
 * shown only when the league publishes results; a finished match shows its end result; a live match its
 * result so far, falling back to 0 - 0 (the card has no live feed); anything else a dash.
 */
import type { Match } from '../../../shared/contract';
import type { MatchState } from '../../domain/matchState';

export const NO_SCORE = '-';

export function scoreText(match: Pick<Match, 'matchResult'>, state: MatchState, resultsPublished: boolean): string {
  if (!resultsPublished || state === 'notReady') return NO_SCORE;
  const result = match.matchResult;
  if (result === null) return state === 'live' ? '0 - 0' : NO_SCORE;
  return `${result.homeGoals} - ${result.awayGoals}`;
}
