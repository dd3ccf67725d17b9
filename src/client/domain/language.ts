/** Language rules (SPEC §1, §9). */
import type { Language } from '../../shared/siteConfig';

export const LANGUAGES: readonly Language[] = ['no', 'en'];
/** SPEC §1: the saved choice lives in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';
/** SPEC §9: English is the fallback language. */
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'no';
}

/**
 * SPEC §1: a valid saved choice wins; otherwise English when no sport id is configured, Norwegian when
 * one is.
 */
export function initialLanguage(saved: string | null, configuredSportId: number | null): Language {
  if (isLanguage(saved)) return saved;
  return configuredSportId === null ? FALLBACK_LANGUAGE : 'no';
}

/**
 * The language of a BCP 47 locale as react-intl holds it ("nb-NO" → no, "en-GB" → en): what a component
 * that formats data words (domain/terms) goes by, so they follow the messages on screen.
 */
export function languageOfLocale(locale: string): Language {
  return /^(nb|nn|no)\b/i.test(locale) ? 'no' : FALLBACK_LANGUAGE;
}
