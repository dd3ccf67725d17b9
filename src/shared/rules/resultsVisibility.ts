/**
 * SPEC §4 "shown only when the league publishes results": the one rule of results visibility, here so the
 * server (Web Push goal alerts, issue 29 case 4) and the client (domain/score, every surface through
 * state/visibility) read the same function.
 */
import type { Tournament } from '../contract';

/** The flags the rule reads: the tournament's isResultPublished and its league's leagueDisplayResults. */
export type ResultsFlags = Pick<Tournament, 'isResultPublished' | 'leagueDisplayResults'>;

/**
 * SPEC §4 "shown only when the league publishes results", read together with the match page's rule:
 * results are hidden when the tournament has isResultPublished false or the league does not display
 * results (leagueDisplayResults false). Unknown flags count as published (SPEC §4: true when unknown).
 */
export function resultsShown(league: ResultsFlags | null): boolean {
  if (league === null) return true;
  return league.isResultPublished !== false && league.leagueDisplayResults !== false;
}

/**
 * Whether a surface may show a match's results: 'shown' or 'hidden' by `resultsShown` once the
 * tournament's record is known, 'unknown' while it is not (not read yet, or its read failed). SPEC §4's
 * "true when unknown" is about a known record whose flag is missing; a record nobody has read is no
 * permission, so every surface treats 'unknown' as hidden (fail closed: never a flash of a hidden result).
 */
export type ResultsVisibility = 'shown' | 'hidden' | 'unknown';

export function resultsVisibility(tournament: ResultsFlags | null): ResultsVisibility {
  if (tournament === null) return 'unknown';
  return resultsShown(tournament) ? 'shown' : 'hidden';
}
