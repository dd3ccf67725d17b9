import { dataAgeOf, offlineUpdatedAt } from '../../../src/client/domain/offline';

const NOW = Date.parse('2026-11-21T17:00:00Z');
const ago = (ms: number) => NOW - ms;
const MIN = 60_000;

describe('the age of data shown offline (issue 29 case 1)', () => {
  it.each([
    ['12 minutes', ago(12 * MIN + 59_000), { unit: 'minutes', value: 12 }],
    ['under a minute', ago(59_999), { unit: 'justNow' }],
    ['a clock ahead of the device', ago(-5_000), { unit: 'justNow' }],
    ['one minute', ago(MIN), { unit: 'minutes', value: 1 }],
    ['59 minutes', ago(60 * MIN - 1), { unit: 'minutes', value: 59 }],
    ['an hour', ago(60 * MIN), { unit: 'hours', value: 1 }],
    ['23 hours', ago(24 * 60 * MIN - 1), { unit: 'hours', value: 23 }],
    ['two days', ago(2 * 24 * 60 * MIN), { unit: 'days', value: 2 }],
  ])('%s', (_name, updatedAtMs, age) => {
    expect(dataAgeOf(updatedAtMs, NOW)).toEqual(age);
  });

  it('is unknown when nothing tells', () => {
    expect(dataAgeOf(null, NOW)).toEqual({ unit: 'unknown' });
    expect(dataAgeOf(Number.NaN, NOW)).toEqual({ unit: 'unknown' });
  });

  it('dates the page by the oldest of what it holds', () => {
    expect(offlineUpdatedAt(ago(2 * MIN), [ago(12 * MIN), ago(5 * MIN)])).toBe(ago(12 * MIN));
    expect(offlineUpdatedAt(ago(2 * MIN), [])).toBe(ago(2 * MIN));
    expect(offlineUpdatedAt(null, [ago(3 * MIN)])).toBe(ago(3 * MIN));
    expect(offlineUpdatedAt(null, [])).toBeNull();
  });
});
