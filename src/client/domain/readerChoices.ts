/**
 * Issue 26: the reader's choices as local storage holds them, and back. The cookie
 * (shared/readerChoices) mirrors what the browser would restore at its next boot, so a page the server
 * renders from the cookie starts where the client's store will; pure, the storage is read through `read`.
 */
import { DEFAULT_READER_CHOICES, type ReaderChoices } from '../../shared/readerChoices';
import { FAVOURITES_STORAGE_KEY, parseFavourites, serialiseFavourites } from './favourites';
import { isLanguage, LANGUAGE_STORAGE_KEY } from './language';
import { parseSpoilerPrefs, serializeSpoilerPrefs, SPOILER_STORAGE_KEY } from './spoiler';
import { parseThemeChoice, THEME_STORAGE_KEY } from './theme';

/**
 * The choices saved in the browser: the language only when one was chosen (SPEC §1), the favourites and
 * the shield as their sagas restore them (damaged values read as the defaults, as they do at boot), the
 * theme only when an explicit one was chosen (issue 27 case 8).
 */
export function choicesOfStorage(read: (key: string) => string | null): ReaderChoices {
  const language = read(LANGUAGE_STORAGE_KEY);
  const theme = parseThemeChoice(read(THEME_STORAGE_KEY));
  return {
    ...(isLanguage(language) ? { language } : {}),
    ...(theme !== 'system' ? { theme } : {}),
    favouriteTeamIds: parseFavourites(read(FAVOURITES_STORAGE_KEY)),
    spoiler: parseSpoilerPrefs(read(SPOILER_STORAGE_KEY)),
  };
}

/**
 * The local-storage entries that restore these choices: for the server's render, whose store boots from a
 * storage seeded with them (`initialStateFor`, the favourites and spoiler sagas), as the browser's does
 * from its own. A default choice writes no entry. The theme writes none either (issue 27 case 8): the
 * rendered page and its state are the same in every theme (the server puts the choice on `<html>` around
 * them), so one shared page serves every reader of its language; the browser restores the choice itself.
 */
export function storageEntriesOfChoices(choices: ReaderChoices): Record<string, string> {
  const entries: Record<string, string> = {};
  if (choices.language !== undefined) entries[LANGUAGE_STORAGE_KEY] = choices.language;
  if (choices.favouriteTeamIds.length > 0) entries[FAVOURITES_STORAGE_KEY] = serialiseFavourites(choices.favouriteTeamIds);
  const { spoiler } = choices;
  const defaults = DEFAULT_READER_CHOICES.spoiler;
  if (spoiler.shield !== defaults.shield || spoiler.revealed.length > 0 || spoiler.delaySeconds !== defaults.delaySeconds) {
    entries[SPOILER_STORAGE_KEY] = serializeSpoilerPrefs(spoiler);
  }
  return entries;
}
