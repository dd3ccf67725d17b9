/**
 * The basketball statistics row models (SPEC §2 Statistics tables: basketball players and teams; §3
 * Basketball season stats; §5 percentages and efficiency). Every figure is the player profile's season
 * averages row (domain/profile `basketballAverages`: per match, one decimal; shooting percentages by the
 * season rule; efficiency per match, two decimals), so a player reads the same here and on his profile.
 * A player's season totals (the raw sums of the answer) ride along for his expanded row.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { BasketballSeasonStats, Team, Tournament } from '../../../shared/contract';
import { paths } from '../../domain/paths';
import { basketballAverages, seasonPoints, type BasketballAverages } from '../../domain/profile';
import { formatMmSs } from '../../domain/time';

/** Made and attempted shots of a season (attempts null when the misses are unknown). */
export interface ShotTotals {
  made: number | null;
  attempts: number | null;
}

/** A player's season totals: the answer's sums as they are (SPEC §3), minutes as mm:ss. */
export interface BasketballTotals {
  matches: number | null;
  /** Time on court as mm:ss (minutes may pass 99). */
  minutes: string | null;
  points: number | null;
  offensiveRebounds: number | null;
  defensiveRebounds: number | null;
  rebounds: number | null;
  assists: number | null;
  steals: number | null;
  blocks: number | null;
  turnovers: number | null;
  fouls: number | null;
  freeThrows: ShotTotals;
  twoPointers: ShotTotals;
  threePointers: ShotTotals;
}

/** The figures every basketball statistics row has: the per-match line and what its columns sort by. */
export interface BasketballFigures {
  averages: BasketballAverages;
  /** Seconds on court per match (the MIN column sorts by it; its text is mm:ss). */
  secondsPerMatch: number | null;
}

export interface BasketballPlayerRowModel extends BasketballFigures {
  id: string;
  personId: number;
  orgId: number;
  /** First and last name; '' when the answer names neither (a dash). */
  name: string;
  team: string;
  /** SPEC §2: the player's name links to his profile; null when the row names no team organisation. */
  profileHref: string | null;
  totals: BasketballTotals;
}

export interface BasketballTeamRowModel extends BasketballFigures {
  id: string;
  orgId: number;
  team: string;
  /** SPEC §2 (as the hockey teams table): a team row opens that team's players page. */
  playersHref: string;
}

/** The `teamOrgId` of the players page as read against the league (SPEC §2 players query). */
export type TeamFilter =
  | { kind: 'none' }
  /** A team of the league: only its players are listed. */
  | { kind: 'team'; orgId: number; name: string }
  /** No row and no team of the league has that organisation: every player is listed, with a notice. */
  | { kind: 'unknownTeam'; orgId: number };

export interface BasketballPlayersTable {
  filter: TeamFilter;
  /** The players of the filter's team, or every player when there is no (known) team filter. */
  rows: readonly BasketballPlayerRowModel[];
  /** How many players the league's answer has (the filter's rows are a part of them). */
  total: number;
}

export interface BasketballPlayersInputs {
  league: Tournament;
  rows: readonly BasketballSeasonStats[];
  /** The league's teams (ta/TournamentTeams): a team filter is known by them too, before it has a player row. */
  teams: readonly Team[];
  seasonId: number | null;
  teamOrgId: number | null;
}

export interface BasketballTeamsInputs {
  league: Tournament;
  rows: readonly BasketballSeasonStats[];
  seasonId: number | null;
}

const sumOf = (a: number | null, b: number | null): number | null => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

const shotTotals = (made: number | null, missed: number | null): ShotTotals => ({ made, attempts: made === null || missed === null ? null : made + missed });

/** A player's season totals (see BasketballTotals); points by SPEC §5 when the answer has none. */
export function basketballTotals(row: BasketballSeasonStats): BasketballTotals {
  return {
    matches: row.matches,
    minutes: row.totalSeconds === null ? null : formatMmSs(row.totalSeconds),
    points: seasonPoints(row),
    offensiveRebounds: row.offRebSum,
    defensiveRebounds: row.defRebSum,
    rebounds: sumOf(row.offRebSum, row.defRebSum),
    assists: row.assists,
    steals: row.stSum,
    blocks: row.blSum,
    turnovers: row.toSum,
    fouls: row.fouls,
    freeThrows: shotTotals(row.p1Sum, row.p1MissSum),
    twoPointers: shotTotals(row.p2Sum, row.p2MissSum),
    threePointers: shotTotals(row.p3Sum, row.p3MissSum),
  };
}

function figuresOf(row: BasketballSeasonStats): BasketballFigures {
  const { matches, totalSeconds } = row;
  return {
    averages: basketballAverages(row),
    secondsPerMatch: totalSeconds !== null && matches !== null && matches > 0 ? Math.round(totalSeconds / matches) : null,
  };
}

const nameOf = (row: BasketballSeasonStats) => `${row.firstName} ${row.lastName}`.trim();

/**
 * SPEC §2 basketball players: one row per player of the answer, in its order (the page sorts, points per
 * match descending by default), filtered to the `teamOrgId` team when the league knows it. An unknown
 * team filters nothing (the page says so). The team's name comes from its players' rows, else the league's
 * team list.
 */
export const selectBasketballPlayersTable = createSelector(
  [
    (inputs: BasketballPlayersInputs) => inputs.league,
    (inputs: BasketballPlayersInputs) => inputs.rows,
    (inputs: BasketballPlayersInputs) => inputs.teams,
    (inputs: BasketballPlayersInputs) => inputs.seasonId,
    (inputs: BasketballPlayersInputs) => inputs.teamOrgId,
  ],
  (league, rows, teams, seasonId, teamOrgId): BasketballPlayersTable => {
    const models = rows.map(
      (row, index): BasketballPlayerRowModel => ({
        ...figuresOf(row),
        id: `${row.personId}-${row.orgId}-${index}`,
        personId: row.personId,
        orgId: row.orgId,
        name: nameOf(row),
        team: row.orgName,
        profileHref: row.orgId > 0 ? paths.player.href({ playerId: row.personId, orgId: row.orgId, seasonId, tournamentId: league.tournamentId }) : null,
        totals: basketballTotals(row),
      }),
    );
    if (teamOrgId === null) return { filter: { kind: 'none' }, rows: models, total: models.length };
    const own = models.filter((model) => model.orgId === teamOrgId);
    const listed = teams.find((team) => team.orgId === teamOrgId);
    const name = own.find((model) => model.team !== '')?.team ?? listed?.team ?? '';
    if (own.length === 0 && listed === undefined) return { filter: { kind: 'unknownTeam', orgId: teamOrgId }, rows: models, total: models.length };
    return { filter: { kind: 'team', orgId: teamOrgId, name }, rows: own, total: models.length };
  },
);

/** SPEC §2 basketball teams: one row per team of the answer, in its order, each opening its players page. */
export const selectBasketballTeamRows = createSelector(
  [(inputs: BasketballTeamsInputs) => inputs.league, (inputs: BasketballTeamsInputs) => inputs.rows, (inputs: BasketballTeamsInputs) => inputs.seasonId],
  (league, rows, seasonId): BasketballTeamRowModel[] =>
    rows.map((row, index) => ({
      ...figuresOf(row),
      id: `${row.orgId}-${index}`,
      orgId: row.orgId,
      team: row.orgName,
      playersHref: paths.basketplayers.href({ seasonId, tournamentId: league.tournamentId, teamOrgId: row.orgId }),
    })),
);
