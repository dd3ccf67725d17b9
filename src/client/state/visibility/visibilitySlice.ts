/**
 * SPEC §4 results visibility (issue 24 case 1): the records a surface needs to apply the one rule when no
 * list on screen carries them — the tournament of a match opened by direct link (the live view), and the
 * results flags of tournaments outside the selected season's list (the ops wall's, a person's). A record
 * absent here is unknown, and an unknown record hides results (fail closed, domain/score).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Tournament } from '../../../shared/contract';

export interface VisibilityState {
  /** The tournament each looked-up match belongs to, by match id. */
  matchTournaments: Record<number, number>;
  /** Tournament records read for their results flags, by id. */
  tournaments: Record<number, Tournament>;
}

const initialState: VisibilityState = { matchTournaments: {}, tournaments: {} };

export const visibilitySlice = createSlice({
  name: 'visibility',
  initialState,
  reducers: {
    /** A surface shows these tournaments' matches or figures: their flags are wanted. */
    tournamentsListed(_state, _action: PayloadAction<{ tournamentIds: number[] }>) {},
    /** A match's record was read: which tournament it belongs to. */
    matchTournamentFound(state, action: PayloadAction<{ matchId: number; tournamentId: number }>) {
      state.matchTournaments[action.payload.matchId] = action.payload.tournamentId;
    },
    /** A tournament's record (its results flags) was read. */
    tournamentLoaded(state, action: PayloadAction<{ tournament: Tournament }>) {
      state.tournaments[action.payload.tournament.tournamentId] = action.payload.tournament;
    },
  },
});

export const visibilityEvents = visibilitySlice.actions;
