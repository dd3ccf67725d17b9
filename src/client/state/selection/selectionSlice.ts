/**
 * The visitor's selection (SPEC §4): season, league, team and date. Ids are what was asked for (a URL, a
 * filter choice) until the lists load; then they are settled to an entry of the list (SPEC §5 fallbacks:
 * an unknown season or league becomes the first, an unknown team none).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { findLeagueOrFirst } from '../../domain/leagues';
import { findSeasonOrFirst } from '../../domain/seasons';
import { catalogApi } from '../catalog/catalogApi';

export interface SelectionState {
  seasonId: number | null;
  tournamentId: number | null;
  teamId: number | null;
  /** ISO yyyy-MM-dd in the league zone; null until the clock has been read at boot. */
  date: string | null;
}

/** The selection as the URL carries it (seasonId, tournamentId, team). */
export interface SelectionRequest {
  seasonId: number | null;
  tournamentId: number | null;
  teamId: number | null;
}

const initialState: SelectionState = { seasonId: null, tournamentId: null, teamId: null, date: null };

export const selectionSlice = createSlice({
  name: 'selection',
  initialState,
  reducers: {
    /** Boot: "today" in the league zone becomes the selected date unless one is already chosen. */
    todayDetermined(state, action: PayloadAction<{ date: string }>) {
      state.date ??= action.payload.date;
    },
    /**
     * Boot: the selection the URL asks for (deep link or reload). A selection that already agrees with it —
     * the one the server settled for this address when it rendered the page (DESIGN §6.4) — is kept: set
     * back to the URL's blanks it would redraw the hydrated page without its league until the boot settled
     * it again (issue 26: a re-render of every list right after hydration).
     */
    locationRead(state, action: PayloadAction<SelectionRequest>) {
      const { seasonId, tournamentId, teamId } = action.payload;
      const agrees = (asked: number | null, held: number | null) => asked === null || asked === held;
      if (agrees(seasonId, state.seasonId) && agrees(tournamentId, state.tournamentId) && agrees(teamId, state.teamId)) return;
      state.seasonId = action.payload.seasonId;
      state.tournamentId = action.payload.tournamentId;
      state.teamId = action.payload.teamId;
    },
    /** The URL changed to another selection after boot (back/forward, or a link carrying one). */
    locationChanged(state, action: PayloadAction<SelectionRequest>) {
      state.seasonId = action.payload.seasonId;
      state.tournamentId = action.payload.tournamentId;
      state.teamId = action.payload.teamId;
    },
    /** SPEC §4: a new season resets the league to the default and clears the team. */
    seasonChosen(state, action: PayloadAction<{ seasonId: number }>) {
      state.seasonId = action.payload.seasonId;
      state.tournamentId = null;
      state.teamId = null;
    },
    /** SPEC §4: a new league clears the team; null (a cleared league box) means the default league. */
    leagueChosen(state, action: PayloadAction<{ tournamentId: number | null }>) {
      state.tournamentId = action.payload.tournamentId;
      state.teamId = null;
    },
    teamChosen(state, action: PayloadAction<{ teamId: number | null }>) {
      state.teamId = action.payload.teamId;
    },
    dateChosen(state, action: PayloadAction<{ date: string }>) {
      state.date = action.payload.date;
    },
  },
  // The catalog's answers as they arrive (DESIGN §6.1: read through the api) settle the ids to entries of the lists.
  extraReducers: (builder) => {
    builder
      .addMatcher(catalogApi.endpoints.getSeasons.matchFulfilled, (state, action) => {
        state.seasonId = findSeasonOrFirst(action.payload.seasons, state.seasonId)?.seasonId ?? null;
      })
      .addMatcher(catalogApi.endpoints.getLeagues.matchFulfilled, (state, action) => {
        if (action.meta.arg.originalArgs.seasonId !== state.seasonId) return;
        state.tournamentId = findLeagueOrFirst(action.payload, state.tournamentId)?.tournamentId ?? null;
      })
      .addMatcher(catalogApi.endpoints.getTeams.matchFulfilled, (state, action) => {
        if (action.meta.arg.originalArgs.tournamentId !== state.tournamentId) return;
        if (!action.payload.some((team) => team.teamId === state.teamId)) state.teamId = null;
      });
  },
});

export const selectionEvents = selectionSlice.actions;
