/**
 * What the organisation offers (SPEC §4): its seasons, the leagues of the current season and the teams of
 * the current league. Each list carries its own request status and what it was loaded for.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Season, Team, Tournament } from '../../../shared/contract';
import { idle, loadFailed, loadRequested, loadSucceeded, type Loadable } from '../status';

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
      // A retry keeps the last failure until an answer comes (issue 25: the notice stays, no "Loading…").
      state.seasons = { ...state.seasons, status: 'loading' };
    },
    /** The seasons kept by SPEC §5, newest first; `failures` names the years whose request failed. */
    seasonsLoaded(state, action: PayloadAction<{ seasons: Season[]; failures: string[] }>) {
      state.seasons = { status: 'ready', key: null, items: action.payload.seasons, error: action.payload.failures[0] ?? null };
    },
    seasonsLoadFailed(state, action: PayloadAction<{ message: string }>) {
      state.seasons = { ...state.seasons, status: 'failed', error: action.payload.message };
    },
    leaguesRequested(state, action: PayloadAction<{ seasonId: number }>) {
      state.leagues = loadRequested(state.leagues, action.payload.seasonId);
    },
    /** Published leagues in SPEC §9 order. */
    leaguesLoaded(state, action: PayloadAction<{ seasonId: number; leagues: Tournament[] }>) {
      state.leagues = loadSucceeded(state.leagues, action.payload.seasonId, action.payload.leagues);
    },
    leaguesLoadFailed(state, action: PayloadAction<{ seasonId: number; message: string }>) {
      state.leagues = loadFailed(state.leagues, action.payload.seasonId, action.payload.message);
    },
    teamsRequested(state, action: PayloadAction<{ tournamentId: number }>) {
      state.teams = loadRequested(state.teams, action.payload.tournamentId);
    },
    teamsLoaded(state, action: PayloadAction<{ tournamentId: number; teams: Team[] }>) {
      state.teams = loadSucceeded(state.teams, action.payload.tournamentId, action.payload.teams);
    },
    teamsLoadFailed(state, action: PayloadAction<{ tournamentId: number; message: string }>) {
      state.teams = loadFailed(state.teams, action.payload.tournamentId, action.payload.message);
    },
  },
});

export const catalogEvents = catalogSlice.actions;
