/**
 * The ice hockey statistics tables' row models (SPEC §2 Statistics tables): one row per player, goalie or
 * team with every figure decided by domain/statistics (and the profile and match rules it reuses), the
 * links a row offers, and the players table's team filter. Text and labels are the page's.
 *
 * Rank (decided here): on screen a row's rank is its place in the table's current sort (a row number, as
 * the big hockey statistics sites show it: sorting by PIM ranks the penalty leaders). The row model's
 * `rank` is its place in the table's default order (points for players, save percentage for goalies, ties
 * in the answer's order, as the table breaks them), which is what the CSV export carries. Goalies (issue 24
 * case 14): only the qualified are numbered; the others follow them unnumbered under any sort.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { AttendanceRow, GoalieStatsRow, SkaterStatsRow, Team, TeamStatsRow, Tournament } from '../../../shared/contract';
import { paths } from '../../domain/paths';
import { personName } from '../../domain/people';
import {
  attendanceAverage,
  faceoffPercentValue,
  GOALIE_QUALIFYING_PERCENT,
  goalieQualification,
  goalieRates,
  goalieTeamKey,
  penaltyKillPercent,
  powerPlayPercent,
  skaterShotPercent,
  teamGamesFromGoalies,
  type GoalieQualification,
  type MatchCount,
} from '../../domain/statistics';
import { EMPTY } from '../status';

/** A table's sort as DataTable takes it. */
export interface StatsSort {
  id: string;
  desc: boolean;
}

/** SPEC §2 "default sort points descending" (players). */
export const PLAYERS_DEFAULT_SORT: readonly StatsSort[] = [{ id: 'pts', desc: true }];
/** Decided here: the save-percentage leaders first (GAA rewards a team's defence as much as its goalie). */
export const GOALIES_DEFAULT_SORT: readonly StatsSort[] = [{ id: 'savePct', desc: true }];
/** Decided here: the best power play first (the table is about special teams). */
export const TEAMS_DEFAULT_SORT: readonly StatsSort[] = [{ id: 'ppPct', desc: true }];
/** Decided here: the best-attended team first. */
export const ATTENDANCE_DEFAULT_SORT: readonly StatsSort[] = [{ id: 'average', desc: true }];

export interface PlayerStatsRowModel {
  id: string;
  personId: number;
  orgId: number;
  /** The place in the default order (points); see the module comment. */
  rank: number;
  name: string;
  team: string;
  /** SPEC §2: the player profile; null when the row names no team organisation (the profile needs it). */
  profileHref: string | null;
  gp: number | null;
  g: number | null;
  a: number | null;
  pts: number | null;
  plusMinus: number | null;
  pim: number | null;
  ppg: number | null;
  ppa: number | null;
  shg: number | null;
  sha: number | null;
  gwg: number | null;
  sog: number | null;
  /** Season rule, whole percent (the answer's own `shotsPct` when goals or shots are unknown). */
  shotPct: number | null;
  faceoffs: number | null;
  /** 100 × the fraction, one decimal (the page formats it in the reader's language). */
  faceoffPct: number | null;
}

export interface GoalieStatsRowModel {
  id: string;
  personId: number;
  orgId: number;
  /** The place among the ranked goalies in the default order (SV%); null for a goalie listed unranked. */
  rank: number | null;
  /** Issue 24 case 14: against the qualifying share of his team's games. */
  qualification: GoalieQualification;
  /**
   * Listed with the ranked goalies (first, numbered): qualified, or every goalie when no qualification
   * could be judged; the others are listed after them, unnumbered, under any sort.
   */
  ranked: boolean;
  name: string;
  team: string;
  profileHref: string | null;
  gp: number | null;
  /** Seconds in net (sorts the TOI column); `timeOnIce` is mm:ss. */
  toiSeconds: number | null;
  timeOnIce: string | null;
  w: number | null;
  l: number | null;
  so: number | null;
  ga: number | null;
  /** Two decimals; the page formats it ("0.00" / "0,00"). */
  gaa: number | null;
  sv: number | null;
  /** One decimal; the page formats it. */
  savePct: number | null;
}

export interface TeamStatsRowModel {
  id: string;
  orgId: number;
  team: string;
  /** SPEC §2: the row opens the team's players page; null when the row names no organisation. */
  playersHref: string | null;
  gp: number | null;
  ppgf: number | null;
  adv: number | null;
  ppPct: number | null;
  shga: number | null;
  ppga: number | null;
  tsh: number | null;
  pkPct: number | null;
  shgf: number | null;
  faceoffPct: number | null;
}

export interface AttendanceRowModel {
  id: string;
  team: string;
  lastMatch: number | null;
  total: number | null;
  games: number | null;
  average: number | null;
}

export interface StatsRowsInputs<R> {
  rows: readonly R[];
  league: Tournament;
  seasonId: number | null;
}

/** Unique row ids: a player traded within the season has a row per team; a repeated row keeps its own id. */
function uniqueIds<T extends { id: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const id = seen.has(row.id) ? `${row.id}-${index}` : row.id;
    seen.add(id);
    return id === row.id ? row : { ...row, id };
  });
}

/**
 * Ranks in the default order: descending by `value`, unknown figures last, ties in the answer's order.
 * Only the rows `ranks` keeps are numbered (the others keep their rank as it is).
 */
function withRanks<T extends { rank: number | null }>(rows: T[], value: (row: T) => number | null, ranks: (row: T) => boolean = () => true): T[] {
  const order = rows
    .map((row, index) => ({ index, value: value(row) }))
    .filter((entry) => {
      const row = rows[entry.index];
      return row !== undefined && ranks(row);
    })
    .sort((a, b) => (a.value === null ? (b.value === null ? a.index - b.index : 1) : b.value === null ? -1 : b.value - a.value || a.index - b.index));
  // The rows are this selector's own fresh models: ranked in place, not copied (a league has thousands).
  order.forEach((entry, place) => {
    const row = rows[entry.index];
    if (row) row.rank = place + 1;
  });
  return rows;
}

function profileHref(row: { personId: number; orgId: number }, league: Tournament, seasonId: number | null): string | null {
  if (row.orgId <= 0) return null;
  return paths.player.href({ playerId: row.personId, orgId: row.orgId, seasonId, tournamentId: league.tournamentId });
}

/** Whether two row models read the same: every field equal (they hold only primitives). */
function sameModel<M extends object>(a: M, b: M): boolean {
  const keys = Object.keys(a) as (keyof M)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Issue 26: a row model that reads as the one made last time for the same row id is that same object, so
 * a filter change (a new read, every row parsed anew) hands the table new objects only for the rows that
 * changed. `models` are fresh (this selector's own), replaced in place by the kept ones.
 */
function createRowReuse<M extends { id: string }>(): (models: M[]) => M[] {
  let last: ReadonlyMap<string, M> = new Map();
  return (models) => {
    const kept = new Map<string, M>();
    models.forEach((model, index) => {
      const before = last.get(model.id);
      const row = before !== undefined && sameModel(before, model) ? before : model;
      models[index] = row;
      kept.set(row.id, row);
    });
    last = kept;
    return models;
  };
}

const reusePlayerRows = createRowReuse<PlayerStatsRowModel>();
const reuseGoalieRows = createRowReuse<GoalieStatsRowModel>();
const reuseTeamRows = createRowReuse<TeamStatsRowModel>();

const rowsOf = <R>(inputs: StatsRowsInputs<R>) => inputs.rows;
const leagueOf = <R>(inputs: StatsRowsInputs<R>) => inputs.league;
const seasonOf = <R>(inputs: StatsRowsInputs<R>) => inputs.seasonId;

/**
 * SPEC §2 ice hockey players: one row per player (and team), in the answer's order, ranked by points.
 * Issue 26: an unchanged player's row model is the object made for him before (a filter change gives new
 * objects only to the rows whose figures or rank changed).
 */
export const selectPlayerStatsRows = createSelector(
  [rowsOf<SkaterStatsRow>, leagueOf<SkaterStatsRow>, seasonOf<SkaterStatsRow>],
  (rows, league, seasonId): PlayerStatsRowModel[] =>
    reusePlayerRows(withRanks(
      uniqueIds(
        rows.map(
          (row): PlayerStatsRowModel => ({
            id: `${row.personId}-${row.orgId}`,
            personId: row.personId,
            orgId: row.orgId,
            rank: 0,
            name: personName(row.firstName, row.lastName),
            team: row.teamName,
            profileHref: profileHref(row, league, seasonId),
            gp: row.gp,
            g: row.g,
            a: row.a,
            pts: row.pts,
            plusMinus: row.plusMinus,
            pim: row.pim,
            ppg: row.ppg,
            ppa: row.ppa,
            shg: row.shg,
            sha: row.sha,
            gwg: row.gwg,
            sog: row.sog,
            shotPct: skaterShotPercent(row.g, row.sog, row.shotsPct),
            faceoffs: row.faceoffs,
            faceoffPct: faceoffPercentValue(row.faceoffsWinPct),
          }),
        ),
      ),
      (row) => row.pts,
    )),
);

/** The goalies table's inputs: the rows and the match-count filter they were read with (the team's games depend on it). */
export interface GoalieRowsInputs extends StatsRowsInputs<GoalieStatsRow> {
  matchCount: MatchCount;
}

/** What the goalies table says about qualification above the table (issue 24 case 14). */
export interface GoalieQualificationSummary {
  /** The share of the team's games that qualifies (40). */
  percent: number;
  /** false when no goalie's team games are known: every goalie is ranked, and the page says why. */
  judged: boolean;
  qualified: number;
  notQualified: number;
  /** Goalies whose own or whose team's games are not known (listed unranked). */
  unknown: number;
}

export interface GoalieLeaders {
  rows: GoalieStatsRowModel[];
  qualification: GoalieQualificationSummary;
}

const goalieMatchCountOf = (inputs: GoalieRowsInputs) => inputs.matchCount;

/**
 * SPEC §2 ice hockey goalies, issue 24 case 14: one row per goalie (and team); the goalies who played at
 * least the qualifying share of their team's games (domain/statistics, the team's games from the same
 * answer) are ranked by save percentage, the others follow unranked. When no goalie's team games are known
 * every goalie is ranked, as before, and the summary says qualification could not be judged. An unchanged
 * goalie's row model is the object made before (issue 26, as the players').
 */
export const selectGoalieStatsRows = createSelector(
  [rowsOf<GoalieStatsRow>, leagueOf<GoalieStatsRow>, seasonOf<GoalieStatsRow>, goalieMatchCountOf],
  (rows, league, seasonId, matchCount): GoalieLeaders => {
    const teamGames = teamGamesFromGoalies(rows, matchCount);
    const models = uniqueIds(
      rows.map((row): GoalieStatsRowModel => {
        const rates = goalieRates(row);
        return {
          id: `${row.personId}-${row.orgId}`,
          personId: row.personId,
          orgId: row.orgId,
          rank: null,
          qualification: goalieQualification(row.gp, teamGames.get(goalieTeamKey(row)) ?? null),
          ranked: false,
          name: personName(row.firstName, row.lastName),
          team: row.teamName,
          profileHref: profileHref(row, league, seasonId),
          gp: row.gp,
          toiSeconds: row.toiSeconds,
          timeOnIce: rates.timeOnIce,
          w: row.w,
          l: row.l,
          so: row.so,
          ga: row.ga,
          gaa: rates.gaa,
          sv: row.sv,
          savePct: rates.savePercent,
        };
      }),
    );
    const count = (status: GoalieQualification) => models.filter((row) => row.qualification === status).length;
    const qualification: GoalieQualificationSummary = {
      percent: GOALIE_QUALIFYING_PERCENT,
      judged: models.length === 0 || count('unknown') < models.length,
      qualified: count('qualified'),
      notQualified: count('notQualified'),
      unknown: count('unknown'),
    };
    // The rows are this selector's own fresh models: marked in place, not copied (a league has thousands).
    for (const row of models) row.ranked = qualification.judged ? row.qualification === 'qualified' : true;
    return { rows: reuseGoalieRows(withRanks(models, (row) => row.savePct, (row) => row.ranked)), qualification };
  },
);

/**
 * SPEC §2 ice hockey teams: PP% and PK% by the season rule, each row to the team's players page; an
 * unchanged team's row model is the object made before (issue 26, as the players').
 */
export const selectTeamStatsRows = createSelector(
  [rowsOf<TeamStatsRow>, leagueOf<TeamStatsRow>, seasonOf<TeamStatsRow>],
  (rows, league, seasonId): TeamStatsRowModel[] =>
    reuseTeamRows(uniqueIds(
      rows.map(
        (row): TeamStatsRowModel => ({
          id: row.orgId > 0 ? String(row.orgId) : row.teamName,
          orgId: row.orgId,
          team: row.teamName,
          playersHref: row.orgId > 0 ? paths.players.href({ seasonId, tournamentId: league.tournamentId, teamOrgId: row.orgId }) : null,
          gp: row.gp,
          ppgf: row.ppgf,
          adv: row.adv,
          ppPct: powerPlayPercent(row.ppgf, row.adv),
          shga: row.shga,
          ppga: row.ppga,
          tsh: row.tsh,
          pkPct: penaltyKillPercent(row.ppga, row.tsh),
          shgf: row.shgf,
          faceoffPct: faceoffPercentValue(row.faceoffsWinPct),
        }),
      ),
    )),
);

/** SPEC §2 ice hockey attendance: the last home match, total, games and the average per game. */
export const selectAttendanceRows = createSelector([(rows: readonly AttendanceRow[]) => rows], (rows): AttendanceRowModel[] =>
  uniqueIds(
    rows.map((row) => ({
      id: row.teamName,
      team: row.teamName,
      lastMatch: row.yesterday,
      total: row.total,
      games: row.games,
      average: attendanceAverage(row.total, row.games),
    })),
  ),
);

/** The players table narrowed to one team (SPEC §2 `teamOrgId`). */
export interface TeamFilter<R> {
  rows: readonly R[];
  /** The team shown, with its name for the "Team: X — show all" chip; null for every team. */
  team: { orgId: number; name: string } | null;
  /** A `teamOrgId` that is not a team of this league: the whole table shows, with a notice. */
  unknownTeamOrgId: number | null;
}

export interface TeamFilterInputs {
  rows: readonly PlayerStatsRowModel[];
  teamOrgId: number | null;
  /** The league's teams (ta/TournamentTeams). */
  teams: readonly Team[];
}

const NO_PLAYERS: readonly PlayerStatsRowModel[] = EMPTY;

/**
 * The rows of `teamOrgId`'s team. A team is of this league when the league's team list or a row of the
 * answer names its organisation; its name comes from the team list, else from its rows. Any other id
 * leaves the table whole and is reported, so a stale or mistyped link never shows a blank table.
 */
export const selectTeamFilter = createSelector(
  [(inputs: TeamFilterInputs) => inputs.rows, (inputs: TeamFilterInputs) => inputs.teamOrgId, (inputs: TeamFilterInputs) => inputs.teams],
  (rows, teamOrgId, teams): TeamFilter<PlayerStatsRowModel> => {
    if (teamOrgId === null) return { rows, team: null, unknownTeamOrgId: null };
    const listed = teams.find((team) => team.orgId === teamOrgId);
    const own = rows.filter((row) => row.orgId === teamOrgId);
    const name = listed?.team || own.find((row) => row.team !== '')?.team || '';
    if (listed === undefined && own.length === 0) return { rows, team: null, unknownTeamOrgId: teamOrgId };
    return { rows: own.length === 0 ? NO_PLAYERS : own, team: { orgId: teamOrgId, name }, unknownTeamOrgId: null };
  },
);

/** An opponent choice: the team's organisation id as text, and its name. */
export interface OpponentOption {
  value: string;
  label: string;
}

/** SPEC §2 opponent filter: the current league's teams by name (those without an organisation cannot be asked for). */
export const selectOpponentOptions = createSelector([(teams: readonly Team[]) => teams], (teams): OpponentOption[] =>
  teams
    .filter((team) => team.orgId > 0)
    .map((team) => ({ value: String(team.orgId), label: team.team }))
    .sort((a, b) => a.label.localeCompare(b.label)),
);
