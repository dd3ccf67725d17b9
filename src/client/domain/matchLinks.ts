/**
 * SPEC §2 navigation to a match: the query every navigation carries (seasonId, tournamentId), filled in
 * before opening a match — a missing seasonId from the tournament, then a missing seasonId or
 * tournamentId from the match itself.
 */
import type { Match, Tournament } from '../../shared/contract';
import type { MatchDestination } from './matchState';
import { paths } from './paths';
import { matchDay } from './time';

export interface MatchQuery {
  seasonId: number | null;
  tournamentId: number | null;
}

const known = (value: number | null | undefined): number | null => (value !== null && value !== undefined && value > 0 ? value : null);

/**
 * SPEC §2 fill-in. `query` is what the navigation would carry (the current selection for the league's
 * matches; the match's own tournament for another tournament's match); `tournament` is that query's
 * tournament when it is known (its seasonId is the first fallback).
 */
export function fillMatchQuery(
  query: MatchQuery,
  tournament: Pick<Tournament, 'seasonId'> | null,
  match: Pick<Match, 'seasonId' | 'tournamentId'>,
): MatchQuery {
  return {
    seasonId: known(query.seasonId) ?? known(tournament?.seasonId) ?? known(match.seasonId),
    tournamentId: known(query.tournamentId) ?? known(match.tournamentId),
  };
}

/** The URL of a match's destination screen (SPEC §2 route table: livematch also carries matchDate). */
export function matchHref(match: Pick<Match, 'matchId' | 'matchDate'>, destination: MatchDestination, query: MatchQuery): string {
  const { seasonId, tournamentId } = query;
  switch (destination) {
    case 'match':
      return paths.match.href({ matchId: match.matchId, seasonId, tournamentId });
    case 'livematch':
      return paths.livematch.href({ matchId: match.matchId, matchDate: matchDay(match), seasonId, tournamentId });
    case 'matchnotready':
      return paths.matchnotready.href({ matchId: match.matchId, seasonId, tournamentId });
  }
}
