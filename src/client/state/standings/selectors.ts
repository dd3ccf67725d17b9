/**
 * The standings table's row model (SPEC §2 Standings): the league's table variant, its columns and one row
 * per team with every cell decided by the domain rules, and the team's roster link.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { PresentationSetting, StandingsRow, Team, Tournament } from '../../../shared/contract';
import { favouriteKey, type FavouriteKey } from '../../domain/favourites';
import { paths } from '../../domain/paths';
import {
  standingsCell,
  standingsColumns,
  standingsVariant,
  type StandingsCell,
  type StandingsColumnKey,
  type StandingsVariant,
} from '../../domain/standings';

export interface StandingsRowModel {
  id: string;
  position: number;
  team: string;
  /** The team's id (the matches' key; issue 29 the form column); null when the row names none. */
  teamId: number | null;
  /** SPEC §2: the team name links to the team's roster; null when the row names no team id. */
  rosterHref: string | null;
  /** Issue 16: the team's favourite key (its sport and team id), for its star; null without a team id. */
  favouriteKey: FavouriteKey | null;
  cells: Readonly<Partial<Record<StandingsColumnKey, StandingsCell>>>;
}

export interface StandingsTableModel {
  variant: StandingsVariant;
  columns: readonly StandingsColumnKey[];
  rows: readonly StandingsRowModel[];
}

export interface StandingsInputs {
  league: Tournament;
  rows: readonly StandingsRow[];
  settings: readonly PresentationSetting[];
  /** The league's teams (ta/TournamentTeams): the roster route is keyed by team id. */
  teams: readonly Team[];
  seasonId: number | null;
}

/**
 * The table of a league, or null when its sport has no standings. Rows keep the answer's order by
 * position; a figure the answer lacks is null (a dash).
 */
export const selectStandingsTable = createSelector(
  [
    (inputs: StandingsInputs) => inputs.league,
    (inputs: StandingsInputs) => inputs.rows,
    (inputs: StandingsInputs) => inputs.settings,
    (inputs: StandingsInputs) => inputs.teams,
    (inputs: StandingsInputs) => inputs.seasonId,
  ],
  (league, rows, settings, teams, seasonId): StandingsTableModel | null => {
    const variant = standingsVariant(league.sportId);
    if (variant === null) return null;
    const columns = standingsColumns(variant, settings);
    const teamIdByOrg = new Map(teams.map((team) => [team.orgId, team.teamId]));
    const models = [...rows]
      .sort((a, b) => a.position - b.position)
      .map((row): StandingsRowModel => {
        const teamId = teamIdByOrg.get(row.orgId) ?? (row.orgId > 0 ? row.orgId : null);
        return {
          id: `${row.orgId}-${row.position}`,
          position: row.position,
          team: row.orgName,
          teamId,
          rosterHref: teamId === null ? null : paths.teammembers.href({ seasonId, tournamentId: league.tournamentId, team: teamId }),
          favouriteKey: favouriteKey(league.sportId, teamId),
          cells: Object.fromEntries(columns.map((key) => [key, standingsCell(row, key, variant, league.tournamentName)])),
        };
      });
    return { variant, columns, rows: models };
  },
);
