/**
 * Issue 27 case 8: the reader's theme choice. `system` follows `prefers-color-scheme`; `light` and `dark`
 * are explicit, written on `<html>` as `data-theme` (by the server from the choices cookie, by the theme saga
 * in the browser), which GlobalStyle's rules read. Shared: the server writes the attribute, the client the rest.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The attribute on `<html>` that carries an explicit choice (absent: the system decides). */
export const THEME_ATTRIBUTE = 'data-theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** A saved value as a choice: anything unreadable is `system`, the default. */
export function parseThemeChoice(saved: string | null): ThemeChoice {
  return isThemeChoice(saved) ? saved : 'system';
}
