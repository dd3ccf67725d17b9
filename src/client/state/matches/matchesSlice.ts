/** Matches (SPEC §4): the listed matches of the selected league, which feed the match slider. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Match } from '../../../shared/contract';
import { idle, loadFailed, loadRequested, loadSucceeded, type Loadable } from '../status';

export interface MatchesState {
  /** Keyed by tournament id; already filtered by SPEC §5 (statusTypeId null or 1-5). */
  tournament: Loadable<Match, number>;
}

const initialState: MatchesState = { tournament: idle() };

export const matchesSlice = createSlice({
  name: 'matches',
  initialState,
  reducers: {
    tournamentMatchesRequested(state, action: PayloadAction<{ tournamentId: number }>) {
      state.tournament = loadRequested(state.tournament, action.payload.tournamentId);
    },
    tournamentMatchesLoaded(state, action: PayloadAction<{ tournamentId: number; matches: Match[] }>) {
      state.tournament = loadSucceeded(state.tournament, action.payload.tournamentId, action.payload.matches);
    },
    tournamentMatchesLoadFailed(state, action: PayloadAction<{ tournamentId: number; message: string }>) {
      state.tournament = loadFailed(state.tournament, action.payload.tournamentId, action.payload.message);
    },
  },
});

export const matchesEvents = matchesSlice.actions;
