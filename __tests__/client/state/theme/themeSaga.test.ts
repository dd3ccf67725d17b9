/**
 * Issue 27 case 8: the theme choice is restored at boot and put on <html>, and every choice is stored in
 * local storage, mirrored in the choices cookie (so the server's next page is already in it) and applied.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { makeStore, rootReducer } from '../../../../src/client/app/store';
import { LANGUAGE_STORAGE_KEY } from '../../../../src/client/domain/language';
import { THEME_STORAGE_KEY } from '../../../../src/client/domain/theme';
import { memoryCookies } from '../../../../src/client/services/cookies';
import { htmlDocumentTheme } from '../../../../src/client/services/documentTheme';
import { memoryStorage } from '../../../../src/client/services/storage';
import { themeSaga } from '../../../../src/client/state/theme/themeSaga';
import { selectThemeChoice, themeEvents } from '../../../../src/client/state/theme/themeSlice';
import { READER_CHOICES_COOKIE } from '../../../../src/shared/readerChoices';
import { closedAfterTest } from '../../../support/openStores';
import { fakeServices, testConfig } from '../../../support/services';
import { initialRootState } from '../../../support/state';

/** Stands for the page's <html>: the attributes htmlDocumentTheme writes. */
function fakeRoot() {
  const attributes = new Map<string, string>();
  return {
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    hasAttribute: (name: string) => attributes.has(name),
  };
}

/** A real store on fakes, with a fake <html> standing for the page's. */
function storeWith(saved: Record<string, string> = {}, cookieValues: Record<string, string> = {}) {
  const storage = memoryStorage(saved);
  const cookies = memoryCookies(cookieValues);
  const root = fakeRoot();
  const store = closedAfterTest(makeStore({ site: testConfig() }, fakeServices({ storage, cookies, documentTheme: htmlDocumentTheme(root) })));
  return { store, storage, cookies, root };
}

describe('themeSaga', () => {
  it('starts at the system setting: nothing stored, no attribute, no cookie', () => {
    const { store, root, cookies } = storeWith();
    expect(selectThemeChoice(store.getState())).toBe('system');
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(cookies.values.has(READER_CHOICES_COOKIE)).toBe(false);
  });

  it('stores a choice, mirrors it in the cookie beside the language and puts it on <html>; System takes it off again', () => {
    const { store, storage, cookies, root } = storeWith({ [LANGUAGE_STORAGE_KEY]: 'no' });
    store.dispatch(themeEvents.themeChosen({ choice: 'dark' }));
    expect(selectThemeChoice(store.getState())).toBe('dark');
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(cookies.values.get(READER_CHOICES_COOKIE)).toBe('1.lno.td');
    expect(root.getAttribute('data-theme')).toBe('dark');

    store.dispatch(themeEvents.themeChosen({ choice: 'light' }));
    expect(cookies.values.get(READER_CHOICES_COOKIE)).toBe('1.lno.tl');
    expect(root.getAttribute('data-theme')).toBe('light');

    store.dispatch(themeEvents.themeChosen({ choice: 'system' }));
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('system');
    expect(cookies.values.get(READER_CHOICES_COOKIE)).toBe('1.lno');
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('restores the stored choice at boot, puts it on <html> and writes the cookie a lost one lacked', () => {
    const { store, root, cookies } = storeWith({ [THEME_STORAGE_KEY]: 'dark' });
    expect(selectThemeChoice(store.getState())).toBe('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(cookies.values.get(READER_CHOICES_COOKIE)).toBe('1.td');
  });

  it('reads a damaged stored value as the system setting', () => {
    const { store, root } = storeWith({ [THEME_STORAGE_KEY]: 'sepia' }, { [READER_CHOICES_COOKIE]: '1.td' });
    expect(selectThemeChoice(store.getState())).toBe('system');
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('without a document or cookies (the server) the choice is still restored and saved', async () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'light' });
    const { storeState } = await expectSaga(themeSaga, { storage })
      .withReducer(rootReducer, initialRootState())
      .put(themeEvents.themeRestored({ choice: 'light' }))
      .dispatch(themeEvents.themeChosen({ choice: 'dark' }))
      .silentRun(10);
    expect(selectThemeChoice(storeState)).toBe('dark');
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('dark');
  });
});
