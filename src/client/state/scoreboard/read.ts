/**
 * The scoreboard's reads as the cache holds them (DESIGN §6.1), keyed by the selection: the page's hooks
 * (useScoreboardReads) ask with these arguments, the row models and the results rule read these entries.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Broadcast, Match } from '../../../shared/contract';
import { scheduledSportIds } from '../../domain/scoreboard';
import { selectCachedRead, type CachedRead } from '../api/api';
import { selectCurrentLeague, selectLeagues } from '../catalog/selectors';
import { selectSelectedDate } from '../selection/selectors';
import type { StateShape } from '../shape';
import { EMPTY } from '../status';
import { selectConfiguredSportId } from '../site/selectors';
import type { LeagueBroadcastArg, ScheduledArg, SportBroadcastArg } from './scoreboardApi';

export interface ScoreboardReads {
  scheduled: ScheduledArg | null;
  leagueBroadcasts: LeagueBroadcastArg | null;
  sportBroadcasts: SportBroadcastArg | null;
}

/**
 * What the scoreboard reads now, keyed by the selection (null: not yet known); the page's hooks and the
 * selectors below use these same arguments. Sport ids: the configured sport, or with none configured (the
 * corporate preset) the sports of the season's leagues.
 */
export const selectScoreboardReads = createSelector(
  [selectSelectedDate, selectConfiguredSportId, selectLeagues, selectCurrentLeague],
  (date, configuredSportId, leagues, league): ScoreboardReads => {
    const sportIds = scheduledSportIds(configuredSportId, leagues);
    return {
      scheduled: date !== null && sportIds.length > 0 ? { date, sportIds } : null,
      leagueBroadcasts: league === null ? null : { sportId: league.sportId, tournamentId: league.tournamentId },
      sportBroadcasts: sportIds.length > 0 ? { sportIds } : null,
    };
  },
);

/** The selected date's ScheduledMatchesBySport read (undefined before it was asked for). */
export const selectScheduledEntry = (state: StateShape): CachedRead<Match[]> | undefined => {
  const arg = selectScoreboardReads(state).scheduled;
  return arg === null ? undefined : selectCachedRead<Match[]>(state, 'getScheduledMatches', arg);
};
export const selectLeagueBroadcastEntry = (state: StateShape): CachedRead<Broadcast[]> | undefined => {
  const arg = selectScoreboardReads(state).leagueBroadcasts;
  return arg === null ? undefined : selectCachedRead<Broadcast[]>(state, 'getLeagueBroadcasts', arg);
};
export const selectSportBroadcastEntry = (state: StateShape): CachedRead<Broadcast[]> | undefined => {
  const arg = selectScoreboardReads(state).sportBroadcasts;
  return arg === null ? undefined : selectCachedRead<Broadcast[]>(state, 'getSportBroadcasts', arg);
};

/** The scheduled matches of the selected date (empty while that date's have not answered). */
export const selectScheduledMatches = createSelector([selectScheduledEntry], (entry): readonly Match[] => entry?.data ?? EMPTY);
