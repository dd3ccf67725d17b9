/** Issue 27 case 8: the theme choice as the browser keeps it (the type and its parsing: shared/themeChoice). */
export { isThemeChoice, parseThemeChoice, THEME_CHOICES, type ThemeChoice } from '../../shared/themeChoice';

/** The local-storage key the choice is saved under, like the language's (SPEC §1); absent: system. */
export const THEME_STORAGE_KEY = 'theme';
