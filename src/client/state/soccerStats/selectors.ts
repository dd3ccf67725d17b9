/**
 * The soccer players row model (SPEC §2 Statistics tables: soccer players; §3 Soccer row): player (linking
 * to the profile), team, games played, goals, red cards, yellow cards; a figure the answer lacks is null
 * (a dash).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { SoccerPlayerRow, Tournament } from '../../../shared/contract';
import { paths } from '../../domain/paths';

export interface SoccerPlayerRowModel {
  id: string;
  /** First and last name; '' when the answer names neither (a dash). */
  name: string;
  team: string;
  /** SPEC §2: player names link to the profile; null when the row names no team organisation. */
  profileHref: string | null;
  matches: number | null;
  goals: number | null;
  redCards: number | null;
  yellowCards: number | null;
}

export interface SoccerPlayersInputs {
  league: Tournament;
  rows: readonly SoccerPlayerRow[];
  seasonId: number | null;
}

/** One row per player of the answer, in its order (the page sorts, goals descending by default). */
export const selectSoccerPlayerRows = createSelector(
  [(inputs: SoccerPlayersInputs) => inputs.league, (inputs: SoccerPlayersInputs) => inputs.rows, (inputs: SoccerPlayersInputs) => inputs.seasonId],
  (league, rows, seasonId): SoccerPlayerRowModel[] =>
    rows.map((row, index) => ({
      id: `${row.personId}-${row.orgId}-${index}`,
      name: `${row.firstName} ${row.lastName}`.trim(),
      team: row.teamName,
      profileHref: row.orgId > 0 ? paths.player.href({ playerId: row.personId, orgId: row.orgId, seasonId, tournamentId: league.tournamentId }) : null,
      matches: row.matches,
      goals: row.goals,
      redCards: row.redCarts,
      yellowCards: row.yellowCards,
    })),
);
