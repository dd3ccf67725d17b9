/**
 * What the organisation offers (SPEC §4): its seasons, the leagues of the current season and the teams of
 * the current league. Each list carries its own request status and what it was loaded for.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Season, Team, Tournament } from '../../../shared/contract';
import { idle, type Loadable } from '../status';

export interface CatalogState {
  seasons: Loadable<Season>;
  /** Keyed by season id. */
  leagues: Loadable<Tournament, number>;
  /** Keyed by tournament id. */
  teams: Loadable<Team, number>;
}

const initialState: CatalogState = { seasons: idle(), leagues: idle(), teams: idle() };

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {
    seasonsRequested(state) {
      state.seasons = { ...state.seasons, status: 'loading', error: null };
    },
    /** The seasons kept by SPEC §5, newest first; `failures` names the years whose request failed. */
    seasonsLoaded(state, action: PayloadAction<{ seasons: Season[]; failures: string[] }>) {
      state.seasons = { status: 'ready', key: null, items: action.payload.seasons, error: action.payload.failures[0] ?? null };
    },
    seasonsLoadFailed(state, action: PayloadAction<{ message: string }>) {
      state.seasons = { status: 'failed', key: null, items: [], error: action.payload.message };
    },
    leaguesRequested(state, action: PayloadAction<{ seasonId: number }>) {
      const sameKey = state.leagues.key === action.payload.seasonId;
      state.leagues = { status: 'loading', key: action.payload.seasonId, items: sameKey ? state.leagues.items : [], error: null };
    },
    /** Published leagues in SPEC §9 order. */
    leaguesLoaded(state, action: PayloadAction<{ seasonId: number; leagues: Tournament[] }>) {
      if (state.leagues.key !== action.payload.seasonId) return;
      state.leagues = { status: 'ready', key: action.payload.seasonId, items: action.payload.leagues, error: null };
    },
    leaguesLoadFailed(state, action: PayloadAction<{ seasonId: number; message: string }>) {
      if (state.leagues.key !== action.payload.seasonId) return;
      state.leagues = { status: 'failed', key: action.payload.seasonId, items: [], error: action.payload.message };
    },
    teamsRequested(state, action: PayloadAction<{ tournamentId: number }>) {
      const sameKey = state.teams.key === action.payload.tournamentId;
      state.teams = { status: 'loading', key: action.payload.tournamentId, items: sameKey ? state.teams.items : [], error: null };
    },
    teamsLoaded(state, action: PayloadAction<{ tournamentId: number; teams: Team[] }>) {
      if (state.teams.key !== action.payload.tournamentId) return;
      state.teams = { status: 'ready', key: action.payload.tournamentId, items: action.payload.teams, error: null };
    },
    teamsLoadFailed(state, action: PayloadAction<{ tournamentId: number; message: string }>) {
      if (state.teams.key !== action.payload.tournamentId) return;
      state.teams = { status: 'failed', key: action.payload.tournamentId, items: [], error: action.payload.message };
    },
  },
});

export const catalogEvents = catalogSlice.actions;
