import { expect, type Locator, type Page } from './fixtures';
import { readFileSync } from 'node:fs';

/** The column headers' visible abbreviations. */
export async function headerTexts(table: Locator): Promise<string[]> {
  return (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** One column's cells, top to bottom, as shown. */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const index = (await headerTexts(table)).indexOf(header);
  if (index < 0) throw new Error(`no column ${header}`);
  return (await table.locator(`tbody tr > :nth-child(${index + 1})`).allInnerTexts()).map((text) => text.trim());
}

/** Clicks a header's sort button once and waits for the header to say it is sorted `expected`. */
export async function sortBy(table: Locator, header: RegExp, expected: 'ascending' | 'descending' | 'none'): Promise<void> {
  const column = table.getByRole('columnheader', { name: header }).first();
  await column.getByRole('button').click();
  await expect(column).toHaveAttribute('aria-sort', expected);
}

/** The CSV the table offers, as text. */
export async function downloadCsv(page: Page, label = 'Download CSV'): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

/** Numbers of a column as shown in the language ("1,021" / "1 021" and "8.6" / "8,6"); a dash reads as NaN. */
export function numbers(texts: readonly string[], language: 'en' | 'no' = 'en'): number[] {
  return texts.map((text) => {
    const plain = text.replace(/[\s\u00a0\u202f]/g, '');
    return Number(language === 'en' ? plain.replace(/,/g, '') : plain.replace(/\./g, '').replace(',', '.'));
  });
}

/** The page is no wider than the screen (a table scrolls inside its own box). */
export async function fitsTheScreen(page: Page, width: number): Promise<void> {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(width);
}
