/**
 * Seasons, leagues and teams as SPEC §4 names them: the default season and league are the first of their
 * lists; the current ones are the selection settled by SPEC §5 (unknown → first).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Season, Team, Tournament } from '../../../shared/contract';
import { areResultsPublished, findLeagueOrFirst } from '../../domain/leagues';
import { findSeasonOrFirst } from '../../domain/seasons';
import type { StateShape } from '../shape';
import { EMPTY } from '../status';

const selectLeaguesSlot = (state: StateShape) => state.catalog.leagues;
const selectTeamsSlot = (state: StateShape) => state.catalog.teams;
const selectSelectedSeasonId = (state: StateShape) => state.selection.seasonId;
const selectSelectedTournamentId = (state: StateShape) => state.selection.tournamentId;
const selectSelectedTeamId = (state: StateShape) => state.selection.teamId;

/** SPEC §5: the started seasons the organisation owns, newest first. */
export const selectSeasons = (state: StateShape): readonly Season[] => state.catalog.seasons.items;

/** SPEC §4: the first season after loading. */
export const selectDefaultSeason = createSelector([selectSeasons], (seasons): Season | null => seasons[0] ?? null);

/** The selected season, or the first when the selection is unknown (SPEC §5). */
export const selectCurrentSeason = createSelector(
  [selectSeasons, selectSelectedSeasonId],
  (seasons, seasonId): Season | null => findSeasonOrFirst(seasons, seasonId),
);

/** The leagues of the current season (empty while another season's leagues are still in the store). */
export const selectLeagues = createSelector(
  [selectLeaguesSlot, selectCurrentSeason],
  (slot, season): readonly Tournament[] => (season !== null && slot.key === season.seasonId ? slot.items : EMPTY),
);

/** Whether the current season's league list has loaded (an empty list then means no leagues, not "not yet"). */
export const selectLeaguesReady = createSelector(
  [selectLeaguesSlot, selectCurrentSeason],
  (slot, season): boolean => season !== null && slot.key === season.seasonId && slot.status === 'ready',
);

/** SPEC §4: the first league after loading, and its sport is the default sport. */
export const selectDefaultLeague = createSelector([selectLeagues], (leagues): Tournament | null => leagues[0] ?? null);
export const selectDefaultSportId = createSelector([selectDefaultLeague], (league): number | null => league?.sportId ?? null);

/** The selected league, or the first when the choice is not in the list (SPEC §5). */
export const selectCurrentLeague = createSelector(
  [selectLeagues, selectSelectedTournamentId],
  (leagues, tournamentId): Tournament | null => findLeagueOrFirst(leagues, tournamentId),
);

/** SPEC §4: the sport of the current league. */
export const selectCurrentSportId = createSelector([selectCurrentLeague], (league): number | null => league?.sportId ?? null);

/** SPEC §4: the results-published flag, from the league's isResultPublished (true when unknown). */
export const selectResultsPublished = createSelector([selectCurrentLeague], (league) => areResultsPublished(league));

/** The teams of the current league. */
export const selectTeams = createSelector(
  [selectTeamsSlot, selectCurrentLeague],
  (slot, league): readonly Team[] => (league !== null && slot.key === league.tournamentId ? slot.items : EMPTY),
);

export const selectSelectedTeam = createSelector(
  [selectTeams, selectSelectedTeamId],
  (teams, teamId): Team | null => (teamId === null ? null : (teams.find((team) => team.teamId === teamId) ?? null)),
);
