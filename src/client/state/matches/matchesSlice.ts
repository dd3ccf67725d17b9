/** Matches (SPEC §4): the listed matches of the selected league, which feed the match slider. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Match } from '../../../shared/contract';
import { idle, type Loadable } from '../status';

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
      const sameKey = state.tournament.key === action.payload.tournamentId;
      state.tournament = {
        status: 'loading',
        key: action.payload.tournamentId,
        items: sameKey ? state.tournament.items : [],
        error: null,
      };
    },
    tournamentMatchesLoaded(state, action: PayloadAction<{ tournamentId: number; matches: Match[] }>) {
      if (state.tournament.key !== action.payload.tournamentId) return;
      state.tournament = { status: 'ready', key: action.payload.tournamentId, items: action.payload.matches, error: null };
    },
    tournamentMatchesLoadFailed(state, action: PayloadAction<{ tournamentId: number; message: string }>) {
      if (state.tournament.key !== action.payload.tournamentId) return;
      state.tournament = { status: 'failed', key: action.payload.tournamentId, items: [], error: action.payload.message };
    },
  },
});

export const matchesEvents = matchesSlice.actions;
