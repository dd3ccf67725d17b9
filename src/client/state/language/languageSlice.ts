/** The visitor's language (SPEC §1). The initial value is preloaded from storage and the configured sport. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../../shared/siteConfig';

export interface LanguageState {
  language: Language;
}

const initialState: LanguageState = { language: 'en' };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageChosen(state, action: PayloadAction<{ language: Language }>) {
      state.language = action.payload.language;
    },
  },
});

export const languageEvents = languageSlice.actions;
export const selectLanguage = (state: { language: LanguageState }): Language => state.language.language;
