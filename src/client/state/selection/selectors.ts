import { createSelector } from '@reduxjs/toolkit';
import { menuItems, type MenuItem } from '../../domain/menu';
import { selectCurrentLeague, selectCurrentSeason, selectCurrentSportId, selectLeaguesEntry, selectSeasonsEntry, selectSelectedTeam } from '../catalog/selectors';
import { selectTournamentMatchesEntry } from '../matches/read';
import { isUnanswered, readStateOfEntry } from '../readState';
import type { StateShape } from '../shape';
import { selectOrgId } from '../site/selectors';

/** SPEC §4 selected date, ISO yyyy-MM-dd (today in the league zone by default; null before boot). */
export const selectSelectedDate = (state: StateShape): string | null => state.selection.date;

/** The effective selection as the URL carries it (SPEC §2: every navigation passes seasonId and tournamentId). */
export const selectSelectionQuery = createSelector(
  [selectCurrentSeason, selectCurrentLeague, selectSelectedTeam],
  (season, league, team) => ({
    seasonId: season?.seasonId ?? null,
    tournamentId: league?.tournamentId ?? null,
    team: team?.teamId ?? null,
  }),
);

/** SPEC §2 side menu for the sport of the current league and the site's organisation. */
export const selectMenuItems = createSelector(
  [selectCurrentSportId, selectOrgId],
  (sportId, orgId): readonly MenuItem[] => menuItems(sportId, orgId),
);

/**
 * Whether the season and league of the selection are still being settled at boot (the seasons, or the
 * current season's leagues, not answered yet): the selection line says it is loading meanwhile, instead of
 * "no season selected".
 */
export const selectSelectionPending = (state: StateShape): boolean => {
  if (isUnanswered(selectSeasonsEntry(state))) return true;
  return selectCurrentSeason(state) !== null && selectCurrentLeague(state) === null && isUnanswered(selectLeaguesEntry(state));
};

/**
 * Whether the selected league's matches are still on their way (issue 14): the seasons, the season's
 * leagues or the league's matches not answered yet. False once any of them failed or there is nothing to
 * load (no season, no league): then the lists say so (SPEC §8), instead of a loading notice forever.
 */
export const selectLeagueMatchesPending = (state: StateShape): boolean => {
  const seasons = selectSeasonsEntry(state);
  if (isUnanswered(seasons)) return true;
  if (readStateOfEntry(seasons).status === 'failed' || selectCurrentSeason(state) === null) return false;
  const leagues = selectLeaguesEntry(state);
  if (isUnanswered(leagues)) return true;
  if (readStateOfEntry(leagues).status === 'failed' || selectCurrentLeague(state) === null) return false;
  return isUnanswered(selectTournamentMatchesEntry(state));
};
