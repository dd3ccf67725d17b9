/** Transfers and the basketball player profile against the real server (issue 12): SPEC §2 Transfers, Player profile. */
import { expect, test, type Page } from '@playwright/test';
import { withLanguage } from './support';

/** The transfers table's dates, in the order shown, as ISO days (en-GB "25/11/2026"). */
async function shownDays(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Transfers in the last year' });
  const cells = await table.locator('tbody tr td:first-child, tbody tr th:first-child').allInnerTexts();
  return cells.map((cell) => {
    const [day, month, year] = cell.trim().split('/');
    return `${year}-${month}-${day}`;
  });
}

test('transfers: newest first, 20 a page, every date within the last year', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/transfers');
  await expect(page.getByRole('heading', { name: 'Transfers', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transfers in the last year' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([/Date/, /Name/, /From team/, /To team/]);
  await expect(table.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
  const days = await shownDays(page);
  expect(days).toHaveLength(20);
  expect([...days].sort().reverse()).toEqual(days);
  // The demo clock is frozen at 2026-11-21 (playwright.config.ts): the window is one year back.
  for (const day of days) expect(day >= '2025-11-21' && day <= '2026-11-21').toBe(true);
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  await page.getByRole('button', { name: 'Next page' }).click();
  const next = await shownDays(page);
  expect(next.length).toBeGreaterThan(0);
  expect(next[0] !== undefined && days[19] !== undefined && next[0] <= days[19]).toBe(true);
});

test('transfers on a narrow screen (799 px) are a card list, in Norwegian', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 799, height: 900 });
  await page.goto('/transfers');
  await expect(page.getByRole('heading', { name: 'Overganger', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await cards.count()).toBe(20);
  await expect(cards.first()).toContainText('Fra lag');
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(799);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('table', { name: 'Overganger det siste året' })).toBeVisible();
});
