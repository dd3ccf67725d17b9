import { expect, type Locator, type Page } from './fixtures';
import { chooseLeague } from './support';

export const NORWEGIAN_FILTERS = { open: 'Åpne filter', panel: 'Filter', league: 'Liga', close: 'Lukk filter' };

/** Opens /standings and chooses `league`; returns its table once it has rows. */
export async function standingsOf(page: Page, league: string, language: 'en' | 'no' = 'en'): Promise<Locator> {
  await page.goto('/standings');
  await chooseLeague(page, league, language === 'no' ? NORWEGIAN_FILTERS : undefined);
  const table = page.getByRole('table', { name: language === 'no' ? `Tabell for ${league}` : `Standings of ${league}` });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

export async function columnHeaders(table: Locator): Promise<string[]> {
  const names = await table.getByRole('columnheader').allInnerTexts();
  return names.map((name) => name.replace(/\s+/g, ' ').trim());
}

/** The body rows' cells as text, first cell (position) to last. */
export async function bodyRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  const cells: string[][] = [];
  for (let index = 0; index < count; index += 1) {
    const texts = await rows.nth(index).locator('th, td').allInnerTexts();
    cells.push(texts.map((text) => text.trim()));
  }
  return cells;
}
