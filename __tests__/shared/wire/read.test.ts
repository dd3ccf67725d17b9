/** The tolerant readers (DESIGN §1 "Real upstream data") and the shared period rule they lean on. */
import fc from 'fast-check';
import { WireShapeError, dateTime, hhmm, id, listIn, num, text } from '../../../src/shared/wire/read';
import { createWireReport, resetWireWarnings } from '../../../src/shared/wire/report';
import { federationPeriodId, periodNumber } from '../../../src/shared/contract';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWireWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const report = () => createWireReport('test/Target');
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

describe('num and id', () => {
  it.each([
    [9, 9],
    ['9', 9],
    [' 12 ', 12],
    ['-3.5', -3.5],
    ['1e3', 1000],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['0x1F', null],
    ['Infinity', null],
    [{}, null],
    [true, null],
  ])('num(%j) is %j', (value, expected) => {
    expect(num({ value }, 'value')).toBe(expected);
  });

  it.each([
    ['201061', 201061],
    [' 7 ', 7],
    [0, null],
    ['0', null],
    [-1, null],
    [1.5, null],
  ])('id(%j) is %j', (value, expected) => {
    expect(id({ value }, 'value')).toBe(expected);
  });

  it('reports a non-numeric or impossible id, but not 0 (the API\'s none)', () => {
    id({ a: 0 }, 'a', report());
    expect(warn).not.toHaveBeenCalled();
    id({ a: 'abc' }, 'a', report());
    id({ b: -4 }, 'b', report());
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('text', () => {
  it.each([
    ['Stjernen ', 'Stjernen'],
    ['  ', null],
    ['', null],
    [12, '12'],
    [null, null],
  ])('text(%j) is %j', (value, expected) => {
    expect(text({ value }, 'value')).toBe(expected);
  });
});

describe('dateTime', () => {
  const date = fc.record({
    year: fc.integer({ min: 1900, max: 2999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.integer({ min: 0, max: 999 }),
  });

  it('reads the US, the fractional ISO and the canonical spelling of any date-time alike', () => {
    fc.assert(
      fc.property(date, ({ year, month, day, hour, minute, second, fraction }) => {
        const canonical = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
        const spellings = [
          canonical,
          `${canonical}.${fraction}`,
          `${pad(month)}/${pad(day)}/${year} ${pad(hour)}:${pad(minute)}:${pad(second)}`,
          `${month}/${day}/${year} ${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)}:${pad(second)} ${hour < 12 ? 'AM' : 'PM'}`,
        ];
        for (const value of spellings) expect(dateTime({ value }, 'value')).toBe(canonical);
        expect(dateTime({ value: canonical.slice(0, 10) }, 'value')).toBe(`${canonical.slice(0, 10)}T00:00:00`);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws and gives null or the canonical form, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), (value) => {
        const read = dateTime({ value }, 'value', report());
        expect(read === null || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(read)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('leap days are dates only in leap years', () => {
    expect(dateTime({ value: '02/29/2024 00:00:00' }, 'value')).toBe('2024-02-29T00:00:00');
    expect(dateTime({ value: '2025-02-29' }, 'value')).toBeNull();
  });
});

describe('hhmm', () => {
  it('any hh:mm reads the same as a number, a text and with a colon', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const expected = hour * 100 + minute || null;
        expect(hhmm({ value: hour * 100 + minute }, 'value')).toBe(expected);
        expect(hhmm({ value: String(hour * 100 + minute) }, 'value')).toBe(expected);
        expect(hhmm({ value: `${hour}:${pad(minute)}` }, 'value')).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('listIn: one helper for a list bare or under a key', () => {
  const parse = (item: unknown) => (typeof item === 'number' ? item : null);

  it.each([
    [[1, 'x', 2], [1, 2]],
    [{ items: [1, 2] }, [1, 2]],
    [{ data: [3] }, [3]],
    [{ items: null }, []],
    [null, []],
  ])('%j gives %j', (raw, expected) => {
    expect(listIn(raw, ['items', 'data'], parse, report())).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([[{}], [{ items: 'x' }], [{ items: {} }], ['text'], [5], [{ error: 'Internal', message: 'ta/TournamentMatches failed' }]])(
    '%j is a failed read (issue 25 case 5), reported, not an empty list',
    (raw) => {
      expect(() => listIn(raw, 'items', parse, report())).toThrow(WireShapeError);
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  it('says what failed without a target path', () => {
    expect(() => listIn({ error: 'x' }, 'items', parse, report())).toThrow(/^The answer has no readable list at "items"$/);
  });
});

describe('periodNumber (src/shared/contract/periods.ts)', () => {
  it.each([
    [1, 1],
    [4, 4],
    [12, 12],
    [200050, 1],
    [200053, 4],
    [200061, 12],
    [0, null],
    [13, null],
    [200049, null],
    [200062, null],
    [2.5, null],
    [-1, null],
  ])('periodNumber(%j) is %j', (raw, expected) => {
    expect(periodNumber(raw)).toBe(expected);
  });

  it('federationPeriodId is its inverse on 1…12', () => {
    for (let period = 1; period <= 12; period += 1) {
      const federationId = federationPeriodId(period);
      expect(federationId).not.toBeNull();
      expect(periodNumber(federationId ?? 0)).toBe(period);
    }
    expect(federationPeriodId(0)).toBeNull();
    expect(federationPeriodId(13)).toBeNull();
  });
});
