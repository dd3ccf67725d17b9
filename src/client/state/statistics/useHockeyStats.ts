/**
 * The ice hockey statistics pages' state (SPEC §2 Statistics tables, §7, §8): the current league's rows
 * through the api, filtered by the match count and the opponent, shaped into row models; and a player's
 * or goalie's matches in the league for an expanded row (the profile's tournament-games read, one
 * tournament).
 *
 * Every page is one of: no league chosen; a league of another sport (these tables are ice hockey's);
 * a league whose results are not for public viewing (decided here: as the standings, statistics never
 * reveal results a match page would hide, SPEC §4); loading; failed (the read's message, SPEC §8); empty
 * (the answer has no rows); ready. A filter change is a new read (issue 26): while it loads, the rows of
 * the previous filter of the same league stay on screen, marked `updating` (the table says aria-busy),
 * instead of a blank "Loading…" and a table mounted anew, and the new answer is laid out in a background
 * render (useShownAnswer); a failed read still shows its notice.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { SPORT, type GoalieStatsRow, type Tournament, type TournamentForPerson } from '../../../shared/contract';
import { statsFilters, type MatchCount } from '../../domain/statistics';
import { readErrorMessage } from '../api/api';
import { selectCurrentLeague, selectCurrentSeason, selectTeams } from '../catalog/selectors';
import { profileApi } from '../profile/profileApi';
import { selectGoalieTournaments, selectSkaterTournaments, type GoalieGameRow, type SkaterGameRow } from '../profile/selectors';
import type { Section } from '../profile/useProfile';
import { readStateOfQuery, type ReadFailureKind } from '../readState';
import type { StateShape } from '../shape';
import { selectTournamentVisibility } from '../visibility/selectors';
import { hockeyStatsApi } from './hockeyStatsApi';
import {
  selectAttendanceRows,
  selectGoalieStatsRows,
  selectOpponentOptions,
  selectPlayerStatsRows,
  selectTeamFilter,
  selectTeamStatsRows,
  type AttendanceRowModel,
  type GoalieQualificationSummary,
  type GoalieStatsRowModel,
  type OpponentOption,
  type PlayerStatsRowModel,
  type TeamFilter,
  type TeamStatsRowModel,
} from './hockeySelectors';

export type HockeyStatsView<R> =
  | { status: 'noLeague' }
  | { status: 'otherSport'; league: Tournament }
  | { status: 'notPublic'; league: Tournament }
  | { status: 'loading'; league: Tournament }
  | { status: 'failed'; league: Tournament; kind: ReadFailureKind }
  | { status: 'empty'; league: Tournament }
  | {
      status: 'ready';
      league: Tournament;
      seasonId: number | null;
      rows: readonly R[];
      /** Issue 26: the rows are the previous filter's, shown while the new read loads. */
      updating: boolean;
    };

/** The filters a page reads from its URL (domain/statistics parses them). */
export interface StatsFilterChoice {
  matchCount: MatchCount;
  /** A team's organisation id, or null for every opponent. */
  opponentId: number | null;
}

interface Read<D> {
  currentData?: D;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
}

/** The league the tables are for, and whether they may be read for it. */
function useLeague() {
  const league = useSelector((state: StateShape) => selectCurrentLeague(state));
  const season = useSelector((state: StateShape) => selectCurrentSeason(state));
  // SPEC §4 through the one visibility selector (issue 24): the league's tables are public only when its results show.
  const visibilityOf = useSelector(selectTournamentVisibility);
  const shown = league !== null && visibilityOf(league.tournamentId) === 'shown';
  // The league whose tables may be read: an ice hockey league that shows its results.
  const readable = league !== null && league.sportId === SPORT.iceHockey && shown ? league : null;
  return { league, seasonId: season?.seasonId ?? league?.seasonId ?? null, readable, shown, visibilityOf };
}

/** The answer a table shows, and whether a newer one is on its way (loading, or being laid out). */
interface ShownAnswer<D> {
  data: D | undefined;
  updating: boolean;
}

/**
 * Issue 26: the answer a page shows. While a read for another filter of the same league loads, the last
 * answer of that league stays (none for the first read, or once the league changed: state from the previous
 * render, as React documents it, set while rendering when a new answer is there). A new answer is laid out
 * in a background render (`useDeferredValue`: React renders it in slices with the browser running between
 * them) while the rows before it stay on screen, so neither the wait nor shaping and sorting 5,000 rows is
 * one long task.
 */
function useShownAnswer<D>(leagueId: number | null, current: D | undefined): ShownAnswer<D> {
  const [held, setHeld] = useState<{ leagueId: number | null; data: D } | null>(null);
  if (current !== undefined && (held === null || held.data !== current || held.leagueId !== leagueId)) setHeld({ leagueId, data: current });
  const latest = current ?? (held !== null && held.leagueId === leagueId ? held.data : undefined);
  const target = useMemo(() => ({ leagueId, data: latest }), [leagueId, latest]);
  const deferred = useDeferredValue(target);
  // Never another league's rows, even for the moment a background render takes.
  const data = deferred.leagueId === leagueId && deferred.data !== undefined ? deferred.data : latest;
  return { data, updating: data !== current };
}

const NO_ANSWER: ShownAnswer<never> = { data: undefined, updating: false };

function viewOf<D extends readonly unknown[], R>(
  league: Tournament | null,
  shown: boolean,
  seasonId: number | null,
  read: Read<D>,
  answer: ShownAnswer<D>,
  shape: (data: D, league: Tournament) => readonly R[],
): HockeyStatsView<R> {
  if (league === null) return { status: 'noLeague' };
  if (league.sportId !== SPORT.iceHockey) return { status: 'otherSport', league };
  if (!shown) return { status: 'notPublic', league };
  const state = readStateOfQuery(read);
  if (state.status === 'failed') return { status: 'failed', league, kind: state.kind };
  const data = answer.data;
  if (data === undefined) return { status: 'loading', league };
  if (data.length === 0) return { status: 'empty', league };
  return { status: 'ready', league, seasonId, rows: shape(data, league), updating: answer.updating };
}

/**
 * An opponent the league's team list does not name is no filter (a stale or hand-edited link); while the
 * list is not known the id is taken as given.
 */
function useOpponent(opponentId: number | null): number | null {
  const teams = useSelector((state: StateShape) => selectTeams(state));
  if (opponentId === null || teams.length === 0) return opponentId;
  return teams.some((team) => team.orgId === opponentId) ? opponentId : null;
}

/** The opponent filter's choices: the current league's teams by name. */
export function useOpponentOptions(): readonly OpponentOption[] {
  const teams = useSelector((state: StateShape) => selectTeams(state));
  return selectOpponentOptions(teams);
}

export type PlayersView = HockeyStatsView<PlayerStatsRowModel> & { teamFilter: TeamFilter<PlayerStatsRowModel> | null; opponentId: number | null };

/** SPEC §2 ice hockey players, filtered by the URL's filters; `teamOrgId` narrows the table to one team. */
export function useHockeyPlayers(filters: StatsFilterChoice, teamOrgId: number | null): PlayersView {
  const { league, seasonId, readable, shown } = useLeague();
  const teams = useSelector((state: StateShape) => selectTeams(state));
  const opponentId = useOpponent(filters.opponentId);
  const read = hockeyStatsApi.useGetHockeyPlayersQuery(
    readable ? { tournamentId: readable.tournamentId, ...statsFilters(filters.matchCount, opponentId) } : skipToken,
  );
  const answer = useShownAnswer(readable?.tournamentId ?? null, read.currentData);
  const view = viewOf(league, shown, seasonId, read, answer, (rows, current) => selectPlayerStatsRows({ rows, league: current, seasonId }));
  const teamFilter = view.status === 'ready' ? selectTeamFilter({ rows: view.rows, teamOrgId, teams }) : null;
  return { ...view, teamFilter, opponentId };
}

export type GoaliesView = HockeyStatsView<GoalieStatsRowModel> & {
  opponentId: number | null;
  /** Issue 24 case 14: who is ranked, for the note above the table; null unless the table is ready. */
  qualification: GoalieQualificationSummary | null;
};

/** SPEC §2 ice hockey goalies, filtered by the URL's filters; the qualified ranked first (issue 24 case 14). */
export function useHockeyGoalies(filters: StatsFilterChoice): GoaliesView {
  const { league, seasonId, readable, shown } = useLeague();
  const opponentId = useOpponent(filters.opponentId);
  const read = hockeyStatsApi.useGetHockeyGoaliesQuery(
    readable ? { tournamentId: readable.tournamentId, ...statsFilters(filters.matchCount, opponentId) } : skipToken,
  );
  const leaders = (rows: readonly GoalieStatsRow[], current: Tournament) => selectGoalieStatsRows({ rows, league: current, seasonId, matchCount: filters.matchCount });
  const answer = useShownAnswer(readable?.tournamentId ?? null, read.currentData);
  const view = viewOf(league, shown, seasonId, read, answer, (rows, current) => leaders(rows, current).rows);
  // The same memoized selection as the rows: no second derivation.
  const qualification = view.status === 'ready' && answer.data ? leaders(answer.data, view.league).qualification : null;
  return { ...view, opponentId, qualification };
}

/** SPEC §2 ice hockey teams over the last `matchCount` matches (0: all). */
export function useHockeyTeamStats(matchCount: MatchCount): HockeyStatsView<TeamStatsRowModel> {
  const { league, seasonId, readable, shown } = useLeague();
  const read = hockeyStatsApi.useGetHockeyTeamStatsQuery(
    readable ? { tournamentId: readable.tournamentId, orgId: null, numberMatches: statsFilters(matchCount, null).numberMatches } : skipToken,
  );
  const answer = useShownAnswer(readable?.tournamentId ?? null, read.currentData);
  return viewOf(league, shown, seasonId, read, answer, (rows, current) => selectTeamStatsRows({ rows, league: current, seasonId }));
}

/** SPEC §2 ice hockey attendance. */
export function useHockeyAttendance(): HockeyStatsView<AttendanceRowModel> {
  const { league, seasonId, readable, shown } = useLeague();
  const read = hockeyStatsApi.useGetHockeySpectatorsQuery(readable ? { tournamentId: readable.tournamentId } : skipToken);
  return viewOf(league, shown, seasonId, read, read.currentData === undefined ? NO_ANSWER : { data: read.currentData, updating: false }, (rows) => selectAttendanceRows(rows));
}

/** Who an expanded row is about. */
export interface StatsPerson {
  personId: number;
  orgId: number;
  team: string;
}

/** The league as the profile's tournament list names it, so the profile's row models apply unchanged. */
function asTournamentForPerson(league: Tournament, seasonId: number | null, person: StatsPerson): TournamentForPerson {
  return {
    tournamentId: league.tournamentId,
    tournamentName: league.tournamentName,
    startDate: '',
    endDate: '',
    seasonId: seasonId ?? league.seasonId,
    sportId: league.sportId,
    orgId: person.orgId,
    teamName: person.team,
  };
}

/** The one tournament's games as a section: its read failed, the tournament's own read failed, or its rows. */
function gamesSection<R>(
  read: Read<Readonly<Record<number, unknown>>>,
  rows: { games: R[]; error: string | null } | undefined,
): Section<R[]> {
  if (read.isError) return { status: 'failed', error: readErrorMessage(read.error) };
  if (read.currentData === undefined || rows === undefined) return { status: 'loading' };
  if (rows.error !== null) return { status: 'failed', error: rows.error };
  return { status: 'ready', data: rows.games };
}

/**
 * A skater's matches in the current league (SPEC §2 expandable rows): icehockey/Player/{personId}?tournamentId=
 * through the profile's read, each game a row as in the profile (its match linked).
 */
export function useSkaterGamesInLeague(person: StatsPerson): Section<SkaterGameRow[]> {
  const { seasonId, readable, visibilityOf } = useLeague();
  const read = profileApi.useGetSkaterTournamentGamesQuery(readable ? { personId: person.personId, tournamentIds: [readable.tournamentId] } : skipToken);
  const results = read.currentData;
  const { personId, orgId, team } = person;
  const row = useMemo(() => {
    if (readable === null || results === undefined) return undefined;
    const tournament = asTournamentForPerson(readable, seasonId, { personId, orgId, team });
    return selectSkaterTournaments({ sportId: tournament.sportId, tournaments: [tournament], results, visibilityOf })[0];
  }, [readable, seasonId, personId, orgId, team, results, visibilityOf]);
  return gamesSection(read, row);
}

/** A goalie's matches in the current league, as the skater's. */
export function useGoalieGamesInLeague(person: StatsPerson): Section<GoalieGameRow[]> {
  const { seasonId, readable, visibilityOf } = useLeague();
  const read = profileApi.useGetGoalieTournamentGamesQuery(readable ? { personId: person.personId, tournamentIds: [readable.tournamentId] } : skipToken);
  const results = read.currentData;
  const { personId, orgId, team } = person;
  const row = useMemo(() => {
    if (readable === null || results === undefined) return undefined;
    const tournament = asTournamentForPerson(readable, seasonId, { personId, orgId, team });
    return selectGoalieTournaments({ sportId: tournament.sportId, tournaments: [tournament], results, visibilityOf })[0];
  }, [readable, seasonId, personId, orgId, team, results, visibilityOf]);
  return gamesSection(read, row);
}
