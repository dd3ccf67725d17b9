/**
 * Seasons, leagues and teams as SPEC §4 names them, from the catalog's reads in the one api (DESIGN §6.1,
 * state/catalog/catalogApi): the default season and league are the first of their lists; the current ones
 * are the selection settled by SPEC §5 (unknown → first).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Season, Team, Tournament } from '../../../shared/contract';
import { areResultsPublished, findLeagueOrFirst } from '../../domain/leagues';
import { findSeasonOrFirst } from '../../domain/seasons';
import { selectCachedRead, type CachedRead } from '../api/api';
import type { StateShape } from '../shape';
import { leagueYear } from '../../domain/time';
import { selectConfiguredSportId, selectOrgId, selectTimeZone } from '../site/selectors';
import { EMPTY } from '../status';
import type { LeaguesArg, SeasonsArg, SeasonsRead } from './catalogApi';

const selectServerNow = (state: StateShape) => state.site.serverNow;
const selectSelectedSeasonId = (state: StateShape) => state.selection.seasonId;
const selectSelectedTournamentId = (state: StateShape) => state.selection.tournamentId;
const selectSelectedTeamId = (state: StateShape) => state.selection.teamId;

/**
 * SPEC §9: the season look-up of the organisation for the current year in the league zone — the year the
 * page was served in (the configuration's `serverNow`, which the server rendered with and the client's
 * clock starts from), so the server's read and the browser's are the same cache entry.
 */
export const selectSeasonsArg = createSelector([selectOrgId, selectServerNow, selectTimeZone], (orgId, serverNow, zone): SeasonsArg | null => {
  const year = leagueYear(new Date(serverNow), zone);
  return Number.isFinite(year) ? { orgId, year } : null;
});

/** The seasons read (undefined before it was asked for). */
export const selectSeasonsEntry = (state: StateShape): CachedRead<SeasonsRead> | undefined => {
  const arg = selectSeasonsArg(state);
  return arg === null ? undefined : selectCachedRead<SeasonsRead>(state, 'getSeasons', arg);
};

/** SPEC §5: the started seasons the organisation owns, newest first. */
export const selectSeasons = createSelector([selectSeasonsEntry], (entry): readonly Season[] => entry?.data?.seasons ?? EMPTY);

/** SPEC §4: the first season after loading. */
export const selectDefaultSeason = createSelector([selectSeasons], (seasons): Season | null => seasons[0] ?? null);

/** The selected season, or the first when the selection is unknown (SPEC §5). */
export const selectCurrentSeason = createSelector(
  [selectSeasons, selectSelectedSeasonId],
  (seasons, seasonId): Season | null => findSeasonOrFirst(seasons, seasonId),
);

const selectLeaguesArg = createSelector([selectCurrentSeason, selectConfiguredSportId], (season, sportId): LeaguesArg | null =>
  season === null ? null : { seasonId: season.seasonId, sportId },
);

/** The current season's leagues read (undefined before it was asked for). */
export const selectLeaguesEntry = (state: StateShape): CachedRead<Tournament[]> | undefined => {
  const arg = selectLeaguesArg(state);
  return arg === null ? undefined : selectCachedRead<Tournament[]>(state, 'getLeagues', arg);
};

/** The published leagues of the current season in SPEC §9 order; empty until they answered. */
export const selectLeagues = createSelector([selectLeaguesEntry], (entry): readonly Tournament[] => entry?.data ?? EMPTY);

/** Whether the current season's league list has loaded (an empty list then means no leagues, not "not yet"). */
export const selectLeaguesReady = createSelector([selectLeaguesEntry], (entry): boolean => entry?.data !== undefined);

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

const selectTeamsArg = createSelector([selectCurrentLeague], (league): { tournamentId: number } | null =>
  league === null ? null : { tournamentId: league.tournamentId },
);

/** The current league's teams read (undefined before it was asked for). */
export const selectTeamsEntry = (state: StateShape): CachedRead<Team[]> | undefined => {
  const arg = selectTeamsArg(state);
  return arg === null ? undefined : selectCachedRead<Team[]>(state, 'getTeams', arg);
};

/** The teams of the current league. */
export const selectTeams = createSelector([selectTeamsEntry], (entry): readonly Team[] => entry?.data ?? EMPTY);

export const selectSelectedTeam = createSelector(
  [selectTeams, selectSelectedTeamId],
  (teams, teamId): Team | null => (teamId === null ? null : (teams.find((team) => team.teamId === teamId) ?? null)),
);
