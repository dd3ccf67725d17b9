/** Issue 26: the reader's choices cookie, written by the client and read by the server's render. */
import fc from 'fast-check';
import {
  cookieValueOf,
  DEFAULT_READER_CHOICES,
  hasPersonalChoices,
  MAX_COOKIE_FAVOURITES,
  MAX_COOKIE_REVEALED,
  MAX_DELAY_SECONDS,
  MAX_READER_CHOICES_LENGTH,
  parseReaderChoices,
  READER_CHOICES_COOKIE,
  serializeReaderChoices,
  type ReaderChoices,
  type TeamKey,
} from '../../src/shared/readerChoices';

const header = (value: string, others = 'theme=dark; _ga=GA1.2.3') => `${others}; ${READER_CHOICES_COOKIE}=${value}`;
const choices = (overrides: Partial<Omit<ReaderChoices, 'spoiler'>> & { spoiler?: Partial<ReaderChoices['spoiler']> } = {}): ReaderChoices => ({
  ...DEFAULT_READER_CHOICES,
  ...overrides,
  spoiler: { ...DEFAULT_READER_CHOICES.spoiler, ...overrides.spoiler },
});
const roundTrip = (value: ReaderChoices) => {
  const serialized = serializeReaderChoices(value);
  return parseReaderChoices(serialized === null ? undefined : header(serialized));
};

describe('serializeReaderChoices', () => {
  it('writes every choice compactly, in the documented format', () => {
    const value = choices({ language: 'no', favouriteTeamIds: ['152:1001', '199:4'], spoiler: { shield: true, revealed: [11, 12], delaySeconds: 30 } });
    expect(serializeReaderChoices(value)).toBe('1.lno.f152-1001_199-4.s.r11_12.d30');
  });

  it('writes nothing when there is nothing to carry, and only the language when that is all there is', () => {
    expect(serializeReaderChoices(DEFAULT_READER_CHOICES)).toBeNull();
    expect(serializeReaderChoices(choices({ language: 'en' }))).toBe('1.len');
    expect(serializeReaderChoices(choices({ spoiler: { delaySeconds: 45 } }))).toBe('1.d45');
  });

  it('leaves the reveals out while the shield is off (they change nothing then)', () => {
    expect(serializeReaderChoices(choices({ language: 'no', spoiler: { shield: false, revealed: [1, 2, 3] } }))).toBe('1.lno');
  });

  it('keeps the first starred favourites and the newest reveals', () => {
    const favourites = Array.from({ length: 60 }, (_, i): TeamKey => `152:${i + 1}`);
    const revealed = Array.from({ length: 80 }, (_, i) => 1000 + i);
    const parsed = roundTrip(choices({ favouriteTeamIds: favourites, spoiler: { shield: true, revealed } }));
    expect(parsed.favouriteTeamIds).toEqual(favourites.slice(0, MAX_COOKIE_FAVOURITES));
    expect(parsed.spoiler.revealed).toEqual(revealed.slice(-MAX_COOKIE_REVEALED));
  });

  it('stays within the bound with the longest ids: the oldest reveals go first, then the last-starred favourites', () => {
    const favourites = Array.from({ length: 60 }, (_, i): TeamKey => `${9_000_000_000 + i}:${8_000_000_000 + i}`);
    const revealed = Array.from({ length: 80 }, (_, i) => 9_007_199_254_740_000 + i);
    const value = serializeReaderChoices(choices({ language: 'en', favouriteTeamIds: favourites, spoiler: { shield: true, revealed, delaySeconds: 120 } }));
    expect(value).not.toBeNull();
    expect((value ?? '').length).toBeLessThanOrEqual(MAX_READER_CHOICES_LENGTH);
    const parsed = parseReaderChoices(header(value ?? ''));
    expect(parsed.spoiler.revealed).toEqual([]);
    expect(parsed.favouriteTeamIds.length).toBeGreaterThan(30);
    expect(parsed.favouriteTeamIds).toEqual(favourites.slice(0, parsed.favouriteTeamIds.length));
    expect(parsed).toMatchObject({ language: 'en', spoiler: { shield: true, delaySeconds: 120 } });
  });

  it('drops what is not a choice rather than writing it', () => {
    const damaged = { favouriteTeamIds: ['152:1', 'x', '0:4', '152:1'], spoiler: { shield: true, revealed: [5, -1, 1.5, 5], delaySeconds: 999 }, language: 'sv' };
    expect(serializeReaderChoices(damaged as unknown as ReaderChoices)).toBe('1.f152-1.s.r5.d120');
  });
});

describe('the theme in the cookie (issue 27 case 8)', () => {
  it('writes an explicit theme last, and nothing for the system setting', () => {
    expect(serializeReaderChoices(choices({ theme: 'dark' }))).toBe('1.td');
    expect(serializeReaderChoices(choices({ language: 'no', theme: 'light', spoiler: { delaySeconds: 30 } }))).toBe('1.lno.d30.tl');
    expect(serializeReaderChoices(choices({ language: 'no' }))).toBe('1.lno');
  });

  it('reads it back, and anything else in its field as the system setting', () => {
    expect(parseReaderChoices(header('1.lno.td')).theme).toBe('dark');
    expect(parseReaderChoices(header('1.tl')).theme).toBe('light');
    expect(parseReaderChoices(header('1.tx.lno'))).toEqual(choices({ language: 'no' }));
    expect('theme' in parseReaderChoices(header('1.t'))).toBe(false);
  });

  it('is not a personal choice: a page in either theme is the same page, shared by its language', () => {
    expect(hasPersonalChoices(parseReaderChoices(header('1.lno.td')))).toBe(false);
  });
});

describe('parseReaderChoices', () => {
  it('reads the cookie among others, the first of two, with or without quotes', () => {
    expect(parseReaderChoices(header('1.lno.f152-1001.d30'))).toEqual({ language: 'no', favouriteTeamIds: ['152:1001'], spoiler: { shield: false, revealed: [], delaySeconds: 30 } });
    expect(parseReaderChoices(`${READER_CHOICES_COOKIE}=1.len; ${READER_CHOICES_COOKIE}=1.lno`).language).toBe('en');
    expect(parseReaderChoices(`${READER_CHOICES_COOKIE}="1.s.r7"`).spoiler).toEqual({ shield: true, revealed: [7], delaySeconds: 0 });
    expect(parseReaderChoices(['a=b', `${READER_CHOICES_COOKIE}=1.lno`]).language).toBe('no');
    expect(parseReaderChoices(`x${READER_CHOICES_COOKIE}=1.lno`)).toBe(DEFAULT_READER_CHOICES);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no such cookie', 'theme=dark'],
    ['an empty value', `${READER_CHOICES_COOKIE}=`],
    ['another version', `${READER_CHOICES_COOKIE}=2.lno.s`],
    ['no version', `${READER_CHOICES_COOKIE}=lno.s`],
    ['a JSON value', `${READER_CHOICES_COOKIE}={"language":"no","shield":true}`],
    ['an oversized value', `${READER_CHOICES_COOKIE}=1.s.r${'1_'.repeat(MAX_READER_CHOICES_LENGTH)}1`],
  ])('reads %s as the defaults', (_name, cookie) => {
    expect(parseReaderChoices(cookie)).toEqual(DEFAULT_READER_CHOICES);
  });

  it('falls back field by field within version 1', () => {
    expect(parseReaderChoices(header('1.lsv.fabc_152-0_199-7_199-7.s.rx_0_12.d-5.q1'))).toEqual({
      favouriteTeamIds: ['199:7'],
      spoiler: { shield: true, revealed: [12], delaySeconds: 0 },
    });
    expect(parseReaderChoices(header('1.d500')).spoiler.delaySeconds).toBe(MAX_DELAY_SECONDS);
    expect(parseReaderChoices(header('1.lno.len')).language).toBe('no');
    expect(parseReaderChoices(header('1.son')).spoiler.shield).toBe(false);
    // Reveals count only with the shield on, as they are written.
    expect(parseReaderChoices(header('1.r11')).spoiler.revealed).toEqual([]);
    expect(parseReaderChoices(header('1.s.r99999999999999999')).spoiler.revealed).toEqual([]);
  });

  it('never throws on any header, and whatever it reads is a valid, bounded choice (property)', () => {
    const cookieish = fc.stringMatching(/^[0-9a-z._\-:;= "%]{0,60}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 2000 }), cookieish.map((value) => header(`1.${value}`)), cookieish.map((value) => `${READER_CHOICES_COOKIE}=${value}`)), (text) => {
        const parsed = parseReaderChoices(text);
        expect([undefined, 'en', 'no']).toContain(parsed.language);
        expect(parsed.favouriteTeamIds.length).toBeLessThanOrEqual(MAX_COOKIE_FAVOURITES);
        for (const key of parsed.favouriteTeamIds) expect(key).toMatch(/^[1-9]\d*:[1-9]\d*$/);
        expect(parsed.spoiler.revealed.length).toBeLessThanOrEqual(MAX_COOKIE_REVEALED);
        for (const id of parsed.spoiler.revealed) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
        expect(Number.isInteger(parsed.spoiler.delaySeconds)).toBe(true);
        expect(parsed.spoiler.delaySeconds).toBeGreaterThanOrEqual(0);
        expect(parsed.spoiler.delaySeconds).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
        // What was read writes back as itself: the format has one spelling per choice.
        expect(roundTrip(parsed)).toEqual(parsed);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a round trip through the cookie (property)', () => {
  const id = fc.integer({ min: 1, max: 9_999_999_999 });
  const anyChoices: fc.Arbitrary<ReaderChoices> = fc.record(
    {
      language: fc.constantFrom('en' as const, 'no' as const),
      theme: fc.constantFrom('light' as const, 'dark' as const),
      favouriteTeamIds: fc.array(fc.tuple(id, id).map(([sport, team]): TeamKey => `${sport}:${team}`), { maxLength: 70 }),
      spoiler: fc.record({
        shield: fc.boolean(),
        revealed: fc.array(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 90 }),
        delaySeconds: fc.integer({ min: 0, max: MAX_DELAY_SECONDS }),
      }),
    },
    { requiredKeys: ['favouriteTeamIds', 'spoiler'] },
  );

  it('is compact, URL-safe and bounded, and keeps the language, the shield, the delay and whether the page is personal', () => {
    fc.assert(
      fc.property(anyChoices, (value) => {
        const serialized = serializeReaderChoices(value);
        if (serialized === null) {
          expect(hasPersonalChoices(value) || value.language !== undefined || value.theme !== undefined).toBe(false);
          return;
        }
        expect(serialized).toMatch(/^[0-9a-z._-]+$/);
        expect(`${READER_CHOICES_COOKIE}=${serialized}`.length).toBeLessThan(1024);
        const parsed = parseReaderChoices(header(serialized));
        expect(parsed.language).toBe(value.language);
        expect(parsed.theme).toBe(value.theme);
        expect(parsed.spoiler.shield).toBe(value.spoiler.shield);
        expect(parsed.spoiler.delaySeconds).toBe(value.spoiler.delaySeconds);
        expect(hasPersonalChoices(parsed)).toBe(hasPersonalChoices(value));
        // Only whole prefixes of the favourites and suffixes of the reveals are ever left out.
        const favourites = [...new Set(value.favouriteTeamIds)];
        expect(parsed.favouriteTeamIds).toEqual(favourites.slice(0, parsed.favouriteTeamIds.length));
        const revealed = value.spoiler.shield ? [...new Set(value.spoiler.revealed)] : [];
        expect(parsed.spoiler.revealed).toEqual(parsed.spoiler.revealed.length === 0 ? [] : revealed.slice(-parsed.spoiler.revealed.length));
        if (favourites.length <= 10 && revealed.length <= 10) expect(parsed).toEqual({ ...value, favouriteTeamIds: favourites, spoiler: { ...value.spoiler, revealed } });
      }),
      { numRuns: 500 },
    );
  });
});

describe('hasPersonalChoices', () => {
  it('is true for favourites, the shield or a delay, and false for a language alone', () => {
    expect(hasPersonalChoices(choices({ language: 'no' }))).toBe(false);
    expect(hasPersonalChoices(choices({ favouriteTeamIds: ['152:1'] }))).toBe(true);
    expect(hasPersonalChoices(choices({ spoiler: { shield: true } }))).toBe(true);
    expect(hasPersonalChoices(choices({ spoiler: { delaySeconds: 1 } }))).toBe(true);
  });
});

describe('cookieValueOf', () => {
  it('finds a cookie by its exact name', () => {
    expect(cookieValueOf('a=1; bb=2;b=3', 'b')).toBe('3');
    expect(cookieValueOf('a=1', 'b')).toBeNull();
    expect(cookieValueOf(null, 'b')).toBeNull();
  });
});
