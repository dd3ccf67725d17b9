/** Soccer players statistics on the corporate preset against the real server (issue 13). */
import { expect, test } from './fixtures';
import { chooseLeague, withLanguage } from './support';
import { columnTexts, downloadCsv, fitsTheScreen, headerTexts, numbers, sortBy } from './statsSupport';

const nonIncreasing = (values: number[]) => values.every((value, index) => index === 0 || value <= (values[index - 1] ?? value));

test('soccer players: SPEC columns, goals first, sort cycle, "all", CSV, a profile link', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/statistics/soccer/players');
  await chooseLeague(page, 'Fotball 7er Bedriftsserie');
  const table = page.getByRole('table', { name: 'Soccer players of Fotball 7er Bedriftsserie' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  expect(await headerTexts(table)).toEqual(['Player', 'Team', 'GP', 'G', 'RC', 'YC']);
  expect(nonIncreasing(numbers(await columnTexts(table, 'G')))).toBe(true);
  await sortBy(table, /^YC/, 'ascending');
  await sortBy(table, /^YC/, 'descending');
  expect(nonIncreasing(numbers(await columnTexts(table, 'YC')))).toBe(true);
  await sortBy(table, /^YC/, 'none');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('all');
  await expect.poll(async () => table.locator('tbody tr').count()).toBeGreaterThan(20);
  const csv = await downloadCsv(page);
  expect(csv.split(/\r?\n/)[0]).toContain('Player');
  await table.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+/);
});

test('soccer players in Norwegian on a phone: 10 a page, the page fits', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/statistics/soccer/players');
  await chooseLeague(page, 'Fotball 7er Bedriftsserie', { open: 'Åpne filter', panel: 'Filter', league: 'Liga', close: 'Lukk filter' });
  const table = page.getByRole('table', { name: 'Fotballspillere i Fotball 7er Bedriftsserie' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await fitsTheScreen(page, 375);
  await expect(page.getByRole('button', { name: 'Last ned CSV' })).toBeVisible();
});
