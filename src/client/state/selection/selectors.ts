import { createSelector } from '@reduxjs/toolkit';
import { menuItems, type MenuItem } from '../../domain/menu';
import { selectCurrentLeague, selectCurrentSeason, selectCurrentSportId, selectSelectedTeam } from '../catalog/selectors';
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
