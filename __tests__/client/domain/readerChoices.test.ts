/** Issue 26: the choices local storage holds, as the cookie carries them, and back (the server's seed). */
import { initialStateFor } from '../../../src/client/app/bootstrap';
import { FAVOURITES_STORAGE_KEY } from '../../../src/client/domain/favourites';
import { LANGUAGE_STORAGE_KEY } from '../../../src/client/domain/language';
import { choicesOfStorage, storageEntriesOfChoices } from '../../../src/client/domain/readerChoices';
import { DELAY_RANGE, SPOILER_STORAGE_KEY } from '../../../src/client/domain/spoiler';
import { THEME_STORAGE_KEY } from '../../../src/client/domain/theme';
import { memoryStorage } from '../../../src/client/services/storage';
import { DEFAULT_READER_CHOICES, MAX_DELAY_SECONDS, type ReaderChoices } from '../../../src/shared/readerChoices';
import { testConfig } from '../../support/services';

const read = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

describe('choicesOfStorage', () => {
  it('reads every saved choice', () => {
    const entries = {
      [LANGUAGE_STORAGE_KEY]: 'no',
      [FAVOURITES_STORAGE_KEY]: '["152:1","199:2"]',
      [SPOILER_STORAGE_KEY]: '{"shield":true,"revealed":[7],"delaySeconds":30}',
    };
    expect(choicesOfStorage(read(entries))).toEqual({ language: 'no', favouriteTeamIds: ['152:1', '199:2'], spoiler: { shield: true, revealed: [7], delaySeconds: 30 } });
  });

  it('has no language when none was chosen, and reads damaged values as the defaults, as the boot does', () => {
    expect(choicesOfStorage(read({}))).toEqual(DEFAULT_READER_CHOICES);
    expect(choicesOfStorage(read({ [LANGUAGE_STORAGE_KEY]: 'sv', [FAVOURITES_STORAGE_KEY]: '{oops', [SPOILER_STORAGE_KEY]: '[' }))).toEqual(DEFAULT_READER_CHOICES);
  });
});

describe('the theme (issue 27 case 8)', () => {
  it('travels only when explicit: light or dark, never the system setting or a damaged value', () => {
    expect(choicesOfStorage(read({ [THEME_STORAGE_KEY]: 'dark' })).theme).toBe('dark');
    expect(choicesOfStorage(read({ [THEME_STORAGE_KEY]: 'light' })).theme).toBe('light');
    expect(choicesOfStorage(read({ [THEME_STORAGE_KEY]: 'system' }))).toEqual(DEFAULT_READER_CHOICES);
    expect(choicesOfStorage(read({ [THEME_STORAGE_KEY]: 'Dark' }))).toEqual(DEFAULT_READER_CHOICES);
  });

  it("is not seeded into the server's store: the rendered page and its state are the same in every theme", () => {
    expect(storageEntriesOfChoices({ ...DEFAULT_READER_CHOICES, language: 'no', theme: 'dark' })).toEqual({ [LANGUAGE_STORAGE_KEY]: 'no' });
  });
});

describe('storageEntriesOfChoices', () => {
  it('seeds a storage that restores the same choices (the server boots its store from it)', () => {
    const choices: ReaderChoices = { language: 'en', favouriteTeamIds: ['152:3'], spoiler: { shield: true, revealed: [9, 4], delaySeconds: 15 } };
    const storage = memoryStorage(storageEntriesOfChoices(choices));
    expect(choicesOfStorage((key) => storage.get(key))).toEqual(choices);
    // The same rule as the browser's boot picks the language (SPEC §1), here the reader's over the site's Norwegian.
    expect(initialStateFor(testConfig({ sportId: 152 }), storage).language).toEqual({ language: 'en' });
  });

  it('writes no entry for a default choice', () => {
    expect(storageEntriesOfChoices(DEFAULT_READER_CHOICES)).toEqual({});
  });
});

it('the cookie bounds the delay as the spoiler rules do (issue 16)', () => {
  expect(MAX_DELAY_SECONDS).toBe(DELAY_RANGE.max);
});
