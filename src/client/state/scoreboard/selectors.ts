/**
 * Scoreboard and schedule rows (SPEC §2): the selected league's matches on the selected date, the other
 * tournaments' matches that day, and the schedule lists, each row carrying every rule's verdict (score,
 * live icon, highlight, where a click goes, stream link) so the components only format and lay out.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Tournament } from '../../../shared/contract';
import { broadcastViewsByMatch, type BroadcastView } from '../../domain/broadcast';
import { favouritesFirst, favouritesOnly } from '../../domain/favourites';
import { toRow, type MatchRow, type RowContext } from './rows';
import {
  filterByTeam,
  matchesOnDate,
  otherTournamentMatches,
  scheduleMatches,
  type ScheduleView,
} from '../../domain/scoreboard';
import { selectCurrentLeague, selectLeagues, selectLeaguesReady } from '../catalog/selectors';
import { selectFavouriteSet } from '../favourites/selectors';
import { selectTournamentMatches, selectTournamentMatchesRead } from '../matches/selectors';
import { selectTournamentMatchesEntry } from '../matches/read';
import { selectScheduleView } from '../schedule/selectors';
import { selectLeagueMatchesPending, selectSelectedDate, selectSelectionQuery } from '../selection/selectors';
import { selectLiveSummaries } from '../liveScores/selectors';
import type { StateShape } from '../shape';
import { selectLiveFeed, selectTimeZone } from '../site/selectors';
import { selectTournamentVisibility } from '../visibility/selectors';
import { loadStatusOfEntry, readStateOfEntry, type ReadState } from '../readState';
import { EMPTY, type LoadStatus } from '../status';
import { selectLeagueBroadcastEntry, selectScheduledEntry, selectScheduledMatches, selectSportBroadcastEntry } from './read';

export { selectScoreboardReads, selectScheduledEntry, type ScoreboardReads } from './read';

export type { MatchRow } from './rows';

const selectNowMs = (_state: StateShape, nowMs: number) => nowMs;
const selectSelectedTeamId = (state: StateShape) => state.selection.teamId;
const selectTournamentStatus = (state: StateShape): LoadStatus => loadStatusOfEntry(selectTournamentMatchesEntry(state));

/** The broadcast views of the selected league's and the sports' schedules (SPEC §3), by match id; a failed read only leaves its buttons out. */
export const selectBroadcastViews = createSelector(
  [selectLeagueBroadcastEntry, selectSportBroadcastEntry],
  (league, sport): ReadonlyMap<number, BroadcastView> => broadcastViewsByMatch([...(league?.data ?? EMPTY), ...(sport?.data ?? EMPTY)]),
);


/** The other tournaments' list is loading until both the date's matches and the catalogue that keeps them (its leagues) are in. */
const selectScheduledStatus = createSelector(
  [selectScheduledEntry, selectLeaguesReady],
  (entry, leaguesReady): LoadStatus => (entry !== undefined && leaguesReady ? loadStatusOfEntry(entry) : 'loading'),
);

/** Issue 25 case 5: the date's list as a read state (failed, retried, shown as such). */
const selectScheduledRead = createSelector([selectScheduledEntry], (entry): ReadState => readStateOfEntry(entry));

const selectLeagueRowContext = createSelector(
  [selectCurrentLeague, selectSelectionQuery, selectBroadcastViews, selectLiveSummaries, selectLiveFeed, selectTournamentVisibility, selectTimeZone, selectNowMs],
  (league, selection, broadcasts, liveSummaries, liveFeed, visibilityOf, zone, nowMs): RowContext => ({
    now: new Date(nowMs),
    zone,
    broadcasts,
    liveSummaries,
    liveFeed,
    leagueOf: () => league,
    visibilityOf: (match) => visibilityOf(match.tournamentId),
    queryOf: () => ({ seasonId: selection.seasonId, tournamentId: selection.tournamentId }),
  }),
);

const selectOtherRowContext = createSelector(
  [selectLeagues, selectBroadcastViews, selectLiveSummaries, selectLiveFeed, selectTournamentVisibility, selectTimeZone, selectNowMs],
  (leagues, broadcasts, liveSummaries, liveFeed, visibilityOf, zone, nowMs): RowContext => {
    const byId = new Map<number, Tournament>(leagues.map((league) => [league.tournamentId, league]));
    return {
      now: new Date(nowMs),
      zone,
      broadcasts,
      liveSummaries,
      liveFeed,
      leagueOf: (match) => byId.get(match.tournamentId) ?? null,
      // SPEC §4: a league whose flags are not known yet hides its scores (never a leak while it loads).
      visibilityOf: (match) => visibilityOf(match.tournamentId),
      // Another tournament's match opens in its own tournament; its season comes from it (SPEC §2 fill-in).
      queryOf: (match) => ({ seasonId: null, tournamentId: match.tournamentId }),
    };
  },
);

/** Why a list is empty, for the SPEC §2 texts. */
export type EmptyReason = 'noLeagueMatches' | 'noneForSelection';

export interface ScoreboardModel {
  date: string | null;
  leagueName: string | null;
  leagueStatus: LoadStatus;
  /** Whether the league's list could be read; failed: the page says so, never "no matches" (issue 25). */
  leagueRead: ReadState;
  /**
   * The league's list is still on its way: the seasons, the leagues or its matches not answered yet
   * (selectLeagueMatchesPending). The page shows a loading status meanwhile, never "no matches".
   */
  leaguePending: boolean;
  leagueRows: readonly MatchRow[];
  /** When leagueRows is empty: the league has no matches at all, or none for this date and team. */
  leagueEmpty: EmptyReason;
  otherStatus: LoadStatus;
  otherRead: ReadState;
  otherRows: readonly MatchRow[];
}

/**
 * SPEC §2 scoreboard: the league's matches on the selected date and the organisation's other tournaments'
 * matches that day (its catalogue's: domain `otherTournamentMatches`), both narrowed by the selected team (home or away), the starred teams' matches first in each (issue
 * 16). `nowMs` is the clock reading (minute-rounded).
 */
export const selectScoreboardModel = createSelector(
  [
    selectSelectedDate,
    selectCurrentLeague,
    selectTournamentMatches,
    selectTournamentStatus,
    selectLeagueMatchesPending,
    selectScheduledMatches,
    selectScheduledStatus,
    selectSelectedTeamId,
    selectLeagueRowContext,
    selectOtherRowContext,
    selectFavouriteSet,
    selectLeagues,
    selectTournamentMatchesRead,
    selectScheduledRead,
  ],
  (date, league, leagueMatches, leagueStatus, leaguePending, scheduled, otherStatus, teamId, leagueContext, otherContext, favourites, leagues, leagueRead, otherRead): ScoreboardModel => {
    // Issue 16: the favourites' matches first in each list, kick-off order kept within both groups.
    const onDate = date === null ? [] : favouritesFirst(filterByTeam(matchesOnDate(leagueMatches, date), teamId), favourites);
    const others = favouritesFirst(filterByTeam(otherTournamentMatches(scheduled, league?.tournamentId ?? null, leagues), teamId), favourites);
    return {
      date,
      leagueName: league?.tournamentName ?? null,
      leagueStatus,
      leagueRead,
      leaguePending,
      leagueRows: onDate.map((match) => toRow(match, leagueContext)),
      leagueEmpty: leagueMatches.length === 0 ? 'noLeagueMatches' : 'noneForSelection',
      otherStatus,
      otherRead,
      otherRows: others.map((match) => toRow(match, otherContext)),
    };
  },
);

export interface ScheduleModel {
  view: ScheduleView;
  status: LoadStatus;
  /** Whether the league's matches could be read (issue 25: failed is said, never "no matches"). */
  read: ReadState;
  rows: readonly MatchRow[];
  /** Issue 16: the "My teams" filter is on (from the URL). */
  myTeams: boolean;
  /** How many teams the fan has starred (none: the filter explains how to star one). */
  favouriteCount: number;
}

const selectMyTeams = (_state: StateShape, _nowMs: number, myTeams?: boolean) => myTeams === true;

/**
 * SPEC §2 schedule: the league's Upcoming or Played matches, narrowed by the selected team and, with the
 * "My teams" filter on (issue 16; `myTeams` is the URL's flag), to the starred teams' matches.
 */
export const selectScheduleModel = createSelector(
  [selectScheduleView, selectTournamentMatches, selectTournamentStatus, selectSelectedTeamId, selectLeagueRowContext, selectFavouriteSet, selectMyTeams, selectTournamentMatchesRead],
  (view, matches, status, teamId, context, favourites, myTeams, read): ScheduleModel => {
    const teamMatches = filterByTeam(matches, teamId);
    const shown = myTeams ? favouritesOnly(teamMatches, favourites) : teamMatches;
    return {
      view,
      status,
      read,
      rows: scheduleMatches(shown, view, context.now, context.zone, context.liveSummaries).map((match) => toRow(match, context)),
      myTeams,
      favouriteCount: favourites.size,
    };
  },
);
