/**
 * The scoreboard's own data (SPEC §2, §4 "selecting a date loads scheduled matches for that date"): the
 * matches of every tournament of the configured sport(s) on the selected date, and the broadcast records
 * behind the stream buttons. Each list carries the request key it was loaded for.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Broadcast, Match } from '../../../shared/contract';
import { idle, loadFailed as failed, loadRequested as requested, loadSucceeded as loaded, type Loadable } from '../status';

export interface ScoreboardState {
  /** ScheduledMatchesBySport, keyed by `scheduledKey(date, sportIds)`; kept by SPEC §5 status rule. */
  scheduled: Loadable<Match, string>;
  /** broadcastsByTournament for the selected league, keyed by `leagueBroadcastKey`. */
  leagueBroadcasts: Loadable<Broadcast, string>;
  /** broadcastsBySport for each scheduled sport, keyed by the sport ids joined. */
  sportBroadcasts: Loadable<Broadcast, string>;
}

const initialState: ScoreboardState = { scheduled: idle(), leagueBroadcasts: idle(), sportBroadcasts: idle() };

export const scoreboardSlice = createSlice({
  name: 'scoreboard',
  initialState,
  reducers: {
    scheduledMatchesRequested(state, action: PayloadAction<{ key: string }>) {
      state.scheduled = requested(state.scheduled, action.payload.key);
    },
    scheduledMatchesLoaded(state, action: PayloadAction<{ key: string; matches: Match[] }>) {
      state.scheduled = loaded(state.scheduled, action.payload.key, action.payload.matches);
    },
    scheduledMatchesLoadFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      state.scheduled = failed(state.scheduled, action.payload.key, action.payload.message);
    },
    leagueBroadcastsRequested(state, action: PayloadAction<{ key: string }>) {
      state.leagueBroadcasts = requested(state.leagueBroadcasts, action.payload.key);
    },
    leagueBroadcastsLoaded(state, action: PayloadAction<{ key: string; broadcasts: Broadcast[] }>) {
      state.leagueBroadcasts = loaded(state.leagueBroadcasts, action.payload.key, action.payload.broadcasts);
    },
    leagueBroadcastsLoadFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      state.leagueBroadcasts = failed(state.leagueBroadcasts, action.payload.key, action.payload.message);
    },
    sportBroadcastsRequested(state, action: PayloadAction<{ key: string }>) {
      state.sportBroadcasts = requested(state.sportBroadcasts, action.payload.key);
    },
    sportBroadcastsLoaded(state, action: PayloadAction<{ key: string; broadcasts: Broadcast[] }>) {
      state.sportBroadcasts = loaded(state.sportBroadcasts, action.payload.key, action.payload.broadcasts);
    },
    sportBroadcastsLoadFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      state.sportBroadcasts = failed(state.sportBroadcasts, action.payload.key, action.payload.message);
    },
  },
});

export const scoreboardEvents = scoreboardSlice.actions;

/** The request key of a ScheduledMatchesBySport call. */
export const scheduledKey = (date: string, sportIds: readonly number[]) => `${date}|${sportIds.join(',')}`;
/** The request key of a broadcastsByTournament call. */
export const leagueBroadcastKey = (sportId: number, tournamentId: number) => `${sportId}:${tournamentId}`;
