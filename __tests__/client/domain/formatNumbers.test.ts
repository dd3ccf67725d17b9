import { createIntl } from 'react-intl';
import { DECIMALS, decimalSeparator, formatCsvNumber, formatDecimal, roundTo } from '../../../src/client/domain/formatNumbers';
import { intlLocale } from '../../../src/client/i18n/messages';

const norwegian = createIntl({ locale: intlLocale('no'), messages: {} });
const english = createIntl({ locale: intlLocale('en'), messages: {} });

describe('one number format per language (issue 27 case 4)', () => {
  it('writes a decimal figure with the language’s separator: "4,1" in Norwegian, "4.1" in English', () => {
    expect(formatDecimal(norwegian, 4.1, DECIMALS.perMatch)).toBe('4,1');
    expect(formatDecimal(english, 4.1, DECIMALS.perMatch)).toBe('4.1');
    expect(formatDecimal(norwegian, 48.8, DECIMALS.savePercent)).toBe('48,8');
    expect(formatDecimal(norwegian, 83.33, DECIMALS.pointsPercentage)).toBe('83,33');
  });

  it('keeps the spec’s decimals however round the figure is: GAA 0 is "0,00" / "0.00", SV% 100 is "100,0"', () => {
    expect(formatDecimal(norwegian, 0, DECIMALS.goalsAgainstAverage)).toBe('0,00');
    expect(formatDecimal(english, 0, DECIMALS.goalsAgainstAverage)).toBe('0.00');
    expect(formatDecimal(norwegian, 100, DECIMALS.savePercent)).toBe('100,0');
    expect(formatDecimal(english, 13, DECIMALS.perMatch)).toBe('13.0');
  });

  it('a dash for an unknown figure, in either language', () => {
    expect(formatDecimal(norwegian, null, 1)).toBe('-');
    expect(formatDecimal(english, undefined, 2)).toBe('-');
    expect(formatDecimal(english, Number.NaN, 2)).toBe('-');
  });

  it('rounds half away from zero, as the formatter does', () => {
    expect(roundTo(91.65, 1)).toBe(91.7);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
    expect(roundTo(52, 1)).toBe(52);
  });

  it('knows each language’s decimal separator', () => {
    expect(decimalSeparator(norwegian)).toBe(',');
    expect(decimalSeparator(english)).toBe('.');
  });
});

describe('a figure in a CSV (issue 27 case 5)', () => {
  it('has the language’s separator and the column’s decimals, no grouping and an ASCII minus', () => {
    expect(formatCsvNumber(norwegian, 0, 2)).toBe('0,00');
    expect(formatCsvNumber(english, 0, 2)).toBe('0.00');
    expect(formatCsvNumber(norwegian, 12345.5, 1)).toBe('12345,5');
    expect(formatCsvNumber(english, 12345.5, 1)).toBe('12345.5');
    expect(formatCsvNumber(norwegian, -3)).toBe('-3');
    expect(formatCsvNumber(english, 2.125)).toBe('2.125');
  });

  it('is empty when unknown', () => {
    expect(formatCsvNumber(norwegian, null)).toBe('');
    expect(formatCsvNumber(english, undefined, 1)).toBe('');
  });
});
