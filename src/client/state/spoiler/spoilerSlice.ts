/**
 * Issue 16: the spoiler shield's and the broadcast delay's preferences (domain/spoiler), restored from and
 * saved to the browser by spoilerSaga. Events in the past tense; the rules that read them are pure.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clampDelaySeconds, DEFAULT_SPOILER_PREFS, withRevealed, type SpoilerPrefs } from '../../domain/spoiler';
import { sameItems } from '../sameItems';

export type SpoilerState = SpoilerPrefs;

export const spoilerSlice = createSlice({
  name: 'spoiler',
  initialState: DEFAULT_SPOILER_PREFS as SpoilerState,
  reducers: {
    /** What the browser had saved (boot). */
    prefsRestored(state, action: PayloadAction<{ prefs: SpoilerPrefs }>) {
      const { prefs } = action.payload;
      // What the page was rendered with stays the same object (issue 26: no re-render after hydration).
      state.shield = prefs.shield;
      state.delaySeconds = prefs.delaySeconds;
      if (!sameItems(state.revealed, prefs.revealed)) state.revealed = [...prefs.revealed];
    },
    /** The header's switch. Turning it off keeps the reveals: turned on again, what was seen stays seen. */
    shieldToggled(state, action: PayloadAction<{ on: boolean }>) {
      state.shield = action.payload.on;
    },
    /** The fan chose to see one match's score (everywhere it shows). */
    matchRevealed(state, action: PayloadAction<{ matchId: number }>) {
      state.revealed = withRevealed(state.revealed, action.payload.matchId);
    },
    /** The live view's delay control; applied by the live saga's delay line without losing events. */
    broadcastDelayChosen(state, action: PayloadAction<{ seconds: number }>) {
      state.delaySeconds = clampDelaySeconds(action.payload.seconds);
    },
  },
});

export const spoilerEvents = spoilerSlice.actions;
