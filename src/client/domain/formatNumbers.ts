/**
 * Issue 27 case 4: one number format per language. The domain keeps figures as numbers (rounded to the
 * decimals the spec gives them, `DECIMALS`); the page writes them with react-intl's `formatNumber` through
 * these helpers, so Norwegian reads "91,7" and English "91.7" in every table and card, and a CSV holds the
 * same text (case 5). Pure: the formatter is passed in (react-intl's `IntlShape` is one).
 */

/** What a number needs of react-intl (`IntlShape` satisfies it), so the rules stay free of React. */
export interface NumberFormatter {
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

/** The decimals a figure is shown with (SPEC §2, §5, §9). */
export const DECIMALS = {
  /** SPEC §2 goalies, §5: save percentage, one decimal. */
  savePercent: 1,
  /** SPEC §5: hockey faceoff percent, one decimal. */
  faceoffPercent: 1,
  /** Goals against per 60 minutes, two decimals (domain/profile, as hockey statistics show it). */
  goalsAgainstAverage: 2,
  /** SPEC §5: basketball efficiency, two decimals. */
  efficiency: 2,
  /** Basketball per-match averages, one decimal. */
  perMatch: 1,
  /** SPEC §9: hockey standings points percentage, two decimals. */
  pointsPercentage: 2,
} as const;

/** The dash of an unknown figure (SPEC §8). */
const DASH = '-';

/** `value` rounded to `digits` decimals (half away from zero, as `formatNumber` rounds). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** A figure with exactly `digits` decimals in the language's format ("0,00" / "0.00"); a dash when unknown. */
export function formatDecimal(format: NumberFormatter, value: number | null | undefined, digits: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  return format.formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * A figure as a CSV cell holds it: the language's decimal separator ("4,1" / "4.1"), `digits` decimals when
 * given (else as many as it has, up to three), no thousands grouping and an ASCII minus, so a spreadsheet in
 * that language reads it as a number. Empty when unknown.
 */
export function formatCsvNumber(format: NumberFormatter, value: number | null | undefined, digits?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const options: Intl.NumberFormatOptions =
    digits === undefined ? { useGrouping: false, maximumFractionDigits: 3 } : { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits };
  // Norwegian writes a negative number with U+2212 (−); spreadsheets only read the hyphen-minus.
  return format.formatNumber(value, options).replace(/\u2212/g, '-');
}

/** The language's decimal separator: "," in Norwegian, "." in English. */
export function decimalSeparator(format: NumberFormatter): string {
  return format.formatNumber(1.5, { useGrouping: false, minimumFractionDigits: 1, maximumFractionDigits: 1 }).replace(/\d/g, '') || '.';
}
