/**
 * Issue 27 case 8: the reader's theme choice (system, light or dark), restored from and saved to the browser
 * by themeSaga. Only the filter panel's switch reads it: the colours follow the `<html data-theme>` attribute.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeChoice } from '../../domain/theme';

export interface ThemeState {
  choice: ThemeChoice;
}

const initialState: ThemeState = { choice: 'system' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    /** What the browser had saved (boot). */
    themeRestored(state, action: PayloadAction<{ choice: ThemeChoice }>) {
      state.choice = action.payload.choice;
    },
    /** The filter panel's switch. */
    themeChosen(state, action: PayloadAction<{ choice: ThemeChoice }>) {
      state.choice = action.payload.choice;
    },
  },
});

export const themeEvents = themeSlice.actions;

/** Issue 27 case 8: the reader's theme choice, as the filter panel's switch shows it. */
export const selectThemeChoice = (state: { theme: ThemeState }): ThemeChoice => state.theme.choice;
