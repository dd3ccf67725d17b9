/**
 * The CSV export of a table (issue 27 case 5): what the table shows, in a form the reader's spreadsheet
 * opens as it is. RFC 4180 quoting; the field separator follows the language's decimal separator, as
 * spreadsheets do (a Norwegian one reads "4,1" as a number and splits fields at ";", an English one reads
 * "4.1" and splits at ","); a UTF-8 byte order mark so "Vålerenga" and "Kommissær" open unmangled.
 */
import { decimalSeparator, formatCsvNumber, type NumberFormatter } from '../../domain/formatNumbers';

/** How a CSV file is written for a language. */
export interface CsvDialect {
  separator: ',' | ';';
  /** Starts with a UTF-8 byte order mark (U+FEFF). */
  bom: boolean;
}

/** The dialect of the language `format` writes numbers in: ";" where the decimal separator is ",". */
export function csvDialect(format: NumberFormatter): CsvDialect {
  return { separator: decimalSeparator(format) === ',' ? ';' : ',', bom: true };
}

/**
 * A cell's value as the CSV holds it: a number in the language's format with the column's decimals (see
 * `formatCsvNumber`), text as it is, nothing for a missing value.
 */
export function csvValue(value: unknown, format: NumberFormatter, digits?: number): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatCsvNumber(format, value, digits);
  return String(value);
}

/** CSV text of a table: a header line, then one line per row, each line ended by CRLF; a missing value is empty. */
export function toCsv(headers: readonly string[], rows: readonly (readonly (string | null | undefined)[])[], dialect: CsvDialect): string {
  const special = new RegExp(`["\r\n${dialect.separator}]`);
  const field = (value: string | null | undefined): string => {
    const text = value ?? '';
    return special.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const body = [headers, ...rows].map((line) => line.map(field).join(dialect.separator)).join('\r\n') + '\r\n';
  return dialect.bom ? `\uFEFF${body}` : body;
}
