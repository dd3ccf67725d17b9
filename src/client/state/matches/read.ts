/**
 * The selected league's TournamentMatches read as the cache holds it (DESIGN §6.1), keyed by the current
 * league: the one place the lists, the live scores and the results rule find the league's matches.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Match } from '../../../shared/contract';
import { selectCachedRead, type CachedRead } from '../api/api';
import { selectCurrentLeague } from '../catalog/selectors';
import type { StateShape } from '../shape';
import { EMPTY } from '../status';

/** The argument of the current league's read; null while no league is settled. Stable per league. */
export const selectTournamentMatchesArg = createSelector([selectCurrentLeague], (league): { tournamentId: number } | null =>
  league === null ? null : { tournamentId: league.tournamentId },
);

/** The current league's read (undefined before it was asked for). */
export const selectTournamentMatchesEntry = (state: StateShape): CachedRead<Match[]> | undefined => {
  const arg = selectTournamentMatchesArg(state);
  return arg === null ? undefined : selectCachedRead<Match[]>(state, 'getTournamentMatches', arg);
};

/** The listed matches (SPEC §5) of the current league; what an earlier answer of it held while it reloads or after a failed retry. */
export const selectTournamentMatches = createSelector(
  [selectTournamentMatchesEntry],
  (entry): readonly Match[] => entry?.data ?? EMPTY,
);
