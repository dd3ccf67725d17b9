/**
 * Scoreboard and schedule rows (SPEC §2): the selected league's matches on the selected date, the other
 * tournaments' matches that day, and the schedule lists, each row carrying every rule's verdict (score,
 * live icon, highlight, where a click goes, stream link) so the components only format and lay out.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Broadcast, Match, Tournament } from '../../../shared/contract';
import { broadcastViewsByMatch, type BroadcastView } from '../../domain/broadcast';
import { displayTeamName } from '../../domain/matches';
import { fillMatchQuery, matchHref, type MatchQuery } from '../../domain/matchLinks';
import { isHighlighted, liveIcon, matchState, rowDestination, type LiveIcon, type MatchState } from '../../domain/matchState';
import { resultsShown, scoreDisplay, type LiveScore } from '../../domain/score';
import {
  filterByTeam,
  matchesOnDate,
  otherTournamentMatches,
  scheduledSportIds,
  scheduleMatches,
  type ScheduleView,
} from '../../domain/scoreboard';
import { formatHhmm, matchDay } from '../../domain/time';
import { selectCurrentLeague, selectLeagues } from '../catalog/selectors';
import { selectTournamentMatches } from '../matches/selectors';
import { selectScheduleView } from '../schedule/selectors';
import { selectSelectedDate, selectSelectionQuery } from '../selection/selectors';
import { selectLiveScores } from '../live/selectors';
import type { StateShape } from '../shape';
import { selectConfiguredSportId, selectTimeZone } from '../site/selectors';
import { EMPTY, type LoadStatus } from '../status';
import { leagueBroadcastKey, scheduledKey } from './scoreboardSlice';

export interface ScheduledRequest {
  key: string;
  date: string;
  sportIds: number[];
}
export interface LeagueBroadcastRequest {
  key: string;
  sportId: number;
  tournamentId: number;
}
export interface SportBroadcastRequest {
  key: string;
  sportIds: number[];
}
export interface ScoreboardRequests {
  scheduled: ScheduledRequest | null;
  leagueBroadcasts: LeagueBroadcastRequest | null;
  sportBroadcasts: SportBroadcastRequest | null;
}

/**
 * What the scoreboard wants loaded now (null: not yet known). Sport ids: the configured sport, or with
 * none configured (the corporate preset) the sports of the season's leagues.
 */
export const selectScoreboardRequests = createSelector(
  [selectSelectedDate, selectConfiguredSportId, selectLeagues, selectCurrentLeague],
  (date, configuredSportId, leagues, league): ScoreboardRequests => {
    const sportIds = scheduledSportIds(configuredSportId, leagues);
    return {
      scheduled: date !== null && sportIds.length > 0 ? { key: scheduledKey(date, sportIds), date, sportIds } : null,
      leagueBroadcasts:
        league === null
          ? null
          : { key: leagueBroadcastKey(league.sportId, league.tournamentId), sportId: league.sportId, tournamentId: league.tournamentId },
      sportBroadcasts: sportIds.length > 0 ? { key: sportIds.join(','), sportIds } : null,
    };
  },
);

/** One row of the matches table (SPEC §2), every rule already applied. */
export interface MatchRow {
  matchId: number;
  /** ISO yyyy-MM-dd. */
  date: string;
  /** "09:30", or null when unknown. */
  startTime: string | null;
  tournamentName: string;
  venue: string | null;
  homeName: string;
  awayName: string;
  /** "3 - 1", or "-" (SPEC §4 score display). */
  score: string;
  state: MatchState;
  liveIcon: LiveIcon;
  highlighted: boolean;
  /** Where a click on the row goes; null: nowhere (SPEC §2). */
  href: string | null;
  broadcast: BroadcastView | null;
}

interface RowContext {
  now: Date;
  zone: string;
  broadcasts: ReadonlyMap<number, BroadcastView>;
  liveScores: Readonly<Record<number, LiveScore>>;
  /** The league a match belongs to, when known (its results flag and season). */
  leagueOf: (match: Match) => Pick<Tournament, 'seasonId' | 'isResultPublished' | 'leagueDisplayResults'> | null;
  /** The query a navigation to the match starts from, before the SPEC §2 fill-in. */
  queryOf: (match: Match) => MatchQuery;
}

function toRow(match: Match, context: RowContext): MatchRow {
  const { now, zone } = context;
  const state = matchState(match, now, zone);
  const league = context.leagueOf(match);
  const destination = rowDestination(match, now, zone);
  return {
    matchId: match.matchId,
    date: matchDay(match),
    startTime: formatHhmm(match.matchStartTime),
    tournamentName: match.tournamentName,
    venue: match.activityAreaName,
    homeName: displayTeamName(match, 'home'),
    awayName: displayTeamName(match, 'away'),
    score: scoreDisplay(match, state, resultsShown(league), context.liveScores[match.matchId] ?? null),
    state,
    liveIcon: liveIcon(match, now, zone),
    highlighted: isHighlighted(match, now, zone),
    href: destination === null ? null : matchHref(match, destination, fillMatchQuery(context.queryOf(match), league, match)),
    broadcast: context.broadcasts.get(match.matchId) ?? null,
  };
}


const selectNowMs = (_state: StateShape, nowMs: number) => nowMs;
const selectSelectedTeamId = (state: StateShape) => state.selection.teamId;
const selectScheduledSlot = (state: StateShape) => state.scoreboard.scheduled;
const selectLeagueBroadcastSlot = (state: StateShape) => state.scoreboard.leagueBroadcasts;
const selectSportBroadcastSlot = (state: StateShape) => state.scoreboard.sportBroadcasts;
const selectTournamentStatus = (state: StateShape) => state.matches.tournament.status;

/** The broadcast views of the selected league's and the sports' schedules (SPEC §3), by match id. */
export const selectBroadcastViews = createSelector(
  [selectLeagueBroadcastSlot, selectSportBroadcastSlot, selectScoreboardRequests],
  (leagueSlot, sportSlot, requests): ReadonlyMap<number, BroadcastView> => {
    const lists: Broadcast[] = [];
    if (requests.leagueBroadcasts !== null && leagueSlot.key === requests.leagueBroadcasts.key) lists.push(...leagueSlot.items);
    if (requests.sportBroadcasts !== null && sportSlot.key === requests.sportBroadcasts.key) lists.push(...sportSlot.items);
    return broadcastViewsByMatch(lists);
  },
);

/** The scheduled matches of the selected date (empty while another date's are in the store). */
const selectScheduledMatches = createSelector(
  [selectScheduledSlot, selectScoreboardRequests],
  (slot, requests): readonly Match[] => (requests.scheduled !== null && slot.key === requests.scheduled.key ? slot.items : EMPTY),
);

const selectScheduledStatus = createSelector(
  [selectScheduledSlot, selectScoreboardRequests],
  (slot, requests): LoadStatus => (requests.scheduled !== null && slot.key === requests.scheduled.key ? slot.status : 'loading'),
);

const selectLeagueRowContext = createSelector(
  [selectCurrentLeague, selectSelectionQuery, selectBroadcastViews, selectLiveScores, selectTimeZone, selectNowMs],
  (league, selection, broadcasts, liveScores, zone, nowMs): RowContext => ({
    now: new Date(nowMs),
    zone,
    broadcasts,
    liveScores,
    leagueOf: () => league,
    queryOf: () => ({ seasonId: selection.seasonId, tournamentId: selection.tournamentId }),
  }),
);

const selectOtherRowContext = createSelector(
  [selectLeagues, selectBroadcastViews, selectLiveScores, selectTimeZone, selectNowMs],
  (leagues, broadcasts, liveScores, zone, nowMs): RowContext => {
    const byId = new Map(leagues.map((league) => [league.tournamentId, league]));
    return {
      now: new Date(nowMs),
      zone,
      broadcasts,
      liveScores,
      leagueOf: (match) => byId.get(match.tournamentId) ?? null,
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
  leagueRows: readonly MatchRow[];
  /** When leagueRows is empty: the league has no matches at all, or none for this date and team. */
  leagueEmpty: EmptyReason;
  otherStatus: LoadStatus;
  otherRows: readonly MatchRow[];
}

/**
 * SPEC §2 scoreboard: the league's matches on the selected date and the other tournaments' matches that
 * day, both narrowed by the selected team (home or away). `nowMs` is the clock reading (minute-rounded).
 */
export const selectScoreboardModel = createSelector(
  [
    selectSelectedDate,
    selectCurrentLeague,
    selectTournamentMatches,
    selectTournamentStatus,
    selectScheduledMatches,
    selectScheduledStatus,
    selectSelectedTeamId,
    selectLeagueRowContext,
    selectOtherRowContext,
  ],
  (date, league, leagueMatches, leagueStatus, scheduled, otherStatus, teamId, leagueContext, otherContext): ScoreboardModel => {
    const onDate = date === null ? [] : filterByTeam(matchesOnDate(leagueMatches, date), teamId);
    const others = filterByTeam(otherTournamentMatches(scheduled, league?.tournamentId ?? null), teamId);
    return {
      date,
      leagueName: league?.tournamentName ?? null,
      leagueStatus,
      leagueRows: onDate.map((match) => toRow(match, leagueContext)),
      leagueEmpty: leagueMatches.length === 0 ? 'noLeagueMatches' : 'noneForSelection',
      otherStatus,
      otherRows: others.map((match) => toRow(match, otherContext)),
    };
  },
);

export interface ScheduleModel {
  view: ScheduleView;
  status: LoadStatus;
  rows: readonly MatchRow[];
}

/** SPEC §2 schedule: the league's Upcoming or Played matches, narrowed by the selected team. */
export const selectScheduleModel = createSelector(
  [selectScheduleView, selectTournamentMatches, selectTournamentStatus, selectSelectedTeamId, selectLeagueRowContext],
  (view, matches, status, teamId, context): ScheduleModel => ({
    view,
    status,
    rows: scheduleMatches(filterByTeam(matches, teamId), view, context.now, context.zone).map((match) => toRow(match, context)),
  }),
);
