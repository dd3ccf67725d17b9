/**
 * Catch-up card state (issue 16), per open live match: where the fan last looked (`since`), up to which
 * event the card reports (`until`, fixed when the fan arrives or returns, so events seen live are not
 * "missed" ones), and whether the card shows.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CatchUpMarker } from '../../domain/live/catchUp';

/** waiting: the history is still loading; shown: the card may show; dismissed: closed by the fan; away: the tab is hidden. */
export type CatchUpStatus = 'waiting' | 'shown' | 'dismissed' | 'away';

export interface CatchUpMatch {
  since: CatchUpMarker | null;
  until: CatchUpMarker | null;
  status: CatchUpStatus;
}

export interface CatchUpState {
  matches: Record<number, CatchUpMatch>;
}

const initialState: CatchUpState = { matches: {} };

export const catchUpSlice = createSlice({
  name: 'catchUp',
  initialState,
  reducers: {
    /**
     * The marker this browser saved for the match (null: never opened here). A card the page already has
     * (the server rendered it with the events the page carries, DESIGN §6.4) is taken over, not hidden
     * while the browser reads the log again: it stays on screen, measured from this browser's marker, and a
     * dismissal made meanwhile stands (issue 26: hidden for ~300 ms, the card moved the page below it twice).
     */
    markerRestored(state, action: PayloadAction<{ matchId: number; marker: CatchUpMarker | null }>) {
      const { matchId, marker } = action.payload;
      const held = state.matches[matchId];
      if (held && (held.status === 'shown' || held.status === 'dismissed')) {
        held.since = marker;
        return;
      }
      state.matches[matchId] = { since: marker, until: null, status: 'waiting' };
    },
    /**
     * The match's events are in (history read, or the fan came back): report up to `until`. A card the fan
     * dismissed stays dismissed (a dismissal before the browser's read of the log ended is kept).
     */
    caughtUp(state, action: PayloadAction<{ matchId: number; until: CatchUpMarker | null }>) {
      const match = state.matches[action.payload.matchId];
      if (!match) return;
      match.until = action.payload.until;
      if (match.status !== 'dismissed') match.status = 'shown';
    },
    cardDismissed(state, action: PayloadAction<{ matchId: number }>) {
      const match = state.matches[action.payload.matchId];
      if (match) match.status = 'dismissed';
    },
    /** The tab was hidden: the fan last looked at `marker`. */
    tabLeft(state, action: PayloadAction<{ matchId: number; marker: CatchUpMarker | null }>) {
      const match = state.matches[action.payload.matchId];
      if (!match) return;
      match.since = action.payload.marker ?? match.since;
      match.until = null;
      match.status = 'away';
    },
    matchForgotten(state, action: PayloadAction<{ matchId: number }>) {
      delete state.matches[action.payload.matchId];
    },
  },
});

export const catchUpEvents = catchUpSlice.actions;
