/**
 * Message catalogues (locales/*.json), one lazily loaded chunk per language. Only the active language's
 * chunk loads: both catalogues have the same keys (a test holds them to it), so Norwegian needs no English
 * underneath, and a Norwegian visitor does not download and merge English before the first render.
 */
import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../../shared/siteConfig';

/** Message texts, or (in the webpack build, see scripts/webpack/compileMessages.mjs) their compiled ASTs. */
export type Messages = Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => import(/* webpackChunkName: "locale-en" */ '../../../locales/en.json').then((module) => module.default),
  no: () => import(/* webpackChunkName: "locale-no" */ '../../../locales/no.json').then((module) => module.default),
};

const cache = new Map<Language, Promise<Messages>>();

/** The messages of a language; cached per language, forgotten again when the load fails (so it can be retried). */
export function loadMessages(language: Language): Promise<Messages> {
  let pending = cache.get(language);
  if (!pending) {
    pending = loaders[language]();
    cache.set(language, pending);
    pending.catch(() => cache.delete(language));
  }
  return pending;
}

/** The BCP 47 locale react-intl formats with. */
export function intlLocale(language: Language): string {
  return language === 'no' ? 'nb-NO' : 'en-GB';
}

/** The value of `<html lang>`. */
export function htmlLang(language: Language): string {
  return language === 'no' ? 'no' : 'en';
}
