/**
 * Issue 27 case 8: the theme choice on the page's `<html>` (`data-theme`, read by GlobalStyle's rules). An
 * explicit choice is written; `system` removes the attribute, so `prefers-color-scheme` decides.
 */
import { THEME_ATTRIBUTE, type ThemeChoice } from '../../shared/themeChoice';

export interface DocumentTheme {
  apply(choice: ThemeChoice): void;
}

/** The document's root element (nothing on the server). */
export function htmlDocumentTheme(root: Pick<Element, 'setAttribute' | 'removeAttribute'> | null = typeof document === 'undefined' ? null : document.documentElement): DocumentTheme {
  return {
    apply(choice) {
      if (!root) return;
      if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
      else root.setAttribute(THEME_ATTRIBUTE, choice);
    },
  };
}
