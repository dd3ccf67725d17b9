/**
 * Issue 26: every saved choice is mirrored in the choices cookie (language, favourites, spoiler sagas),
 * a reader who chose before the cookie existed gets it at boot, and clearing a choice updates it.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { makeStore, rootReducer } from '../../../../src/client/app/store';
import { FAVOURITES_STORAGE_KEY } from '../../../../src/client/domain/favourites';
import { LANGUAGE_STORAGE_KEY } from '../../../../src/client/domain/language';
import { SPOILER_STORAGE_KEY } from '../../../../src/client/domain/spoiler';
import { memoryCookies, type CookieJar } from '../../../../src/client/services/cookies';
import { memoryStorage } from '../../../../src/client/services/storage';
import { favouritesEvents } from '../../../../src/client/state/favourites/favouritesSlice';
import { languageSaga } from '../../../../src/client/state/language/languageSaga';
import { languageEvents } from '../../../../src/client/state/language/languageSlice';
import { readerChoicesSaga } from '../../../../src/client/state/readerChoices/readerChoicesSaga';
import { spoilerEvents } from '../../../../src/client/state/spoiler/spoilerSlice';
import { READER_CHOICES_COOKIE, READER_CHOICES_MAX_AGE_SECONDS } from '../../../../src/shared/readerChoices';
import { closedAfterTest } from '../../../support/openStores';
import { fakeServices, testConfig } from '../../../support/services';
import { initialRootState } from '../../../support/state';

/** A jar that also counts writes, so a test can tell "left alone" from "written with the same value". */
function countingCookies(initial: Record<string, string> = {}) {
  const jar = memoryCookies(initial);
  const writes: string[] = [];
  const counting: CookieJar = {
    get: (name) => jar.get(name),
    set(name, value, maxAgeSeconds) {
      writes.push(`set ${name}=${value}`);
      jar.set(name, value, maxAgeSeconds);
    },
    remove(name) {
      writes.push(`remove ${name}`);
      jar.remove(name);
    },
  };
  return { jar, writes, cookies: counting };
}

/** A real store on fakes: each event runs its saga to the end inside `dispatch`, as in the browser. */
function storeWith(storage = memoryStorage()) {
  const counting = countingCookies();
  const store = closedAfterTest(makeStore({ site: testConfig() }, fakeServices({ storage, cookies: counting.cookies })));
  return { store, storage, ...counting };
}

describe('each saga that saves a choice writes the cookie', () => {
  it('the language saga, on a chosen language, for a year', () => {
    const { store, jar } = storeWith();
    store.dispatch(languageEvents.languageChosen({ language: 'no' }));
    expect(jar.values.get(READER_CHOICES_COOKIE)).toBe('1.lno');
    expect(jar.maxAges.get(READER_CHOICES_COOKIE)).toBe(READER_CHOICES_MAX_AGE_SECONDS);
  });

  it('the favourites saga, on every star, and removes the cookie when the last star goes', () => {
    const { store, jar, writes } = storeWith();
    for (const key of ['152:1001', '199:4', '152:1001', '199:4'] as const) store.dispatch(favouritesEvents.favouriteTeamToggled({ key }));
    expect(writes).toEqual([
      `set ${READER_CHOICES_COOKIE}=1.f152-1001`,
      `set ${READER_CHOICES_COOKIE}=1.f152-1001_199-4`,
      `set ${READER_CHOICES_COOKIE}=1.f199-4`,
      `remove ${READER_CHOICES_COOKIE}`,
    ]);
    expect(jar.values.has(READER_CHOICES_COOKIE)).toBe(false);
  });

  it('the spoiler saga, on the shield, a reveal and the delay, keeping the language chosen before', () => {
    const { store, jar, writes } = storeWith(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }));
    expect(writes).toEqual([`set ${READER_CHOICES_COOKIE}=1.len`]);
    store.dispatch(spoilerEvents.shieldToggled({ on: true }));
    store.dispatch(spoilerEvents.matchRevealed({ matchId: 42 }));
    store.dispatch(spoilerEvents.broadcastDelayChosen({ seconds: 30 }));
    store.dispatch(spoilerEvents.shieldToggled({ on: false }));
    store.dispatch(spoilerEvents.broadcastDelayChosen({ seconds: 0 }));
    expect(writes.slice(1)).toEqual([
      `set ${READER_CHOICES_COOKIE}=1.len.s`,
      `set ${READER_CHOICES_COOKIE}=1.len.s.r42`,
      `set ${READER_CHOICES_COOKIE}=1.len.s.r42.d30`,
      `set ${READER_CHOICES_COOKIE}=1.len.d30`,
      `set ${READER_CHOICES_COOKIE}=1.len`,
    ]);
    expect(jar.values.get(READER_CHOICES_COOKIE)).toBe('1.len');
  });

  it('without a cookies service (the server) the choice is still saved', async () => {
    const storage = memoryStorage();
    await expectSaga(languageSaga, { storage }).withReducer(rootReducer, initialRootState()).dispatch(languageEvents.languageChosen({ language: 'no' })).silentRun(10);
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('no');
  });
});

describe('readerChoicesSaga: the boot migration', () => {
  const saved = {
    [LANGUAGE_STORAGE_KEY]: 'no',
    [FAVOURITES_STORAGE_KEY]: '["152:7"]',
    [SPOILER_STORAGE_KEY]: '{"shield":true,"revealed":[3],"delaySeconds":0}',
  };

  it.each([
    ['no cookie yet (chosen before this release)', {}],
    ['a stale cookie', { [READER_CHOICES_COOKIE]: '1.len' }],
    ['an unreadable cookie', { [READER_CHOICES_COOKIE]: 'garbage' }],
  ])('writes the cookie from local storage when there is %s', async (_name, initial: Record<string, string>) => {
    const { jar, writes, cookies } = countingCookies(initial);
    await expectSaga(readerChoicesSaga, { storage: memoryStorage(saved), cookies }).silentRun(10);
    expect(writes).toEqual([`set ${READER_CHOICES_COOKIE}=1.lno.f152-7.s.r3`]);
    expect(jar.maxAges.get(READER_CHOICES_COOKIE)).toBe(READER_CHOICES_MAX_AGE_SECONDS);
  });

  it('leaves a cookie that already says the same alone', async () => {
    const { writes, cookies } = countingCookies({ [READER_CHOICES_COOKIE]: '1.lno.f152-7.s.r3' });
    await expectSaga(readerChoicesSaga, { storage: memoryStorage(saved), cookies }).silentRun(10);
    expect(writes).toEqual([]);
  });

  it('removes a cookie whose choices were cleared from local storage', async () => {
    const { writes, cookies } = countingCookies({ [READER_CHOICES_COOKIE]: '1.f152-7' });
    await expectSaga(readerChoicesSaga, { storage: memoryStorage({ [FAVOURITES_STORAGE_KEY]: '[]' }), cookies }).silentRun(10);
    expect(writes).toEqual([`remove ${READER_CHOICES_COOKIE}`]);
  });

  it('runs when the app store boots (root saga)', () => {
    const { jar } = storeWith(memoryStorage(saved));
    expect(jar.values.get(READER_CHOICES_COOKIE)).toBe('1.lno.f152-7.s.r3');
  });
});
