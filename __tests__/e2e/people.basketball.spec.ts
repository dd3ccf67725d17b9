/** Transfers and the basketball player profile against the real server (issue 12): SPEC §2 Transfers, Player profile. */
import { expect, test, type Page } from './fixtures';
import { finishedMatch, teamName } from './matchSupport';
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

test("a basketball player's profile from a finished match: season averages and last tournaments (en, then no at 375 px)", async ({ page }) => {
  await withLanguage(page, 'en');
  const match = await finishedMatch(page, 199, true);
  await page.goto(`/match?matchId=${match.matchId}`);
  const player = page.getByRole('table', { name: teamName(match, 'H') }).getByRole('link').first();
  const name = (await player.innerText()).trim();
  await player.click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+&orgId=\d+&seasonId=\d+&tournamentId=\d+/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} · Player · `));
  const averages = page.getByRole('table', { name: `Averages per match in ${match.tournamentName}` });
  const row = averages.locator('tbody tr').first();
  await expect(row).toBeVisible();
  const headers = (await averages.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  expect(headers).toEqual(expect.arrayContaining(['GP', 'PTS', 'EFF']));
  const cells = (await row.locator('th, td').allInnerTexts()).map((text) => text.trim());
  // Efficiency per match has two decimals (SPEC §5).
  expect(cells[headers.indexOf('EFF')]).toMatch(/^-?\d+\.\d{2}$/);
  expect(Number(cells[headers.indexOf('GP')])).toBeGreaterThanOrEqual(1);
  const tournaments = page.getByRole('table', { name: `Tournaments of ${name}` });
  await expect(tournaments.getByRole('columnheader')).toHaveText([/Year/, /Tournament/, /Team/]);
  await expect(tournaments.locator('tbody tr').first()).toContainText(match.tournamentName);

  await page.evaluate(() => window.localStorage.setItem('language', 'no'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sesongsnitt', level: 2 })).toBeVisible();
  // Issue 27 case 4: the averages read with a decimal comma, as the statistics table ("4,1", "13,0").
  const snitt = page.getByRole('table', { name: `Snitt per kamp i ${match.tournamentName}` });
  const norwegianCells = (await snitt.locator('tbody tr').first().locator('th, td').allInnerTexts()).map((text) => text.trim());
  expect(norwegianCells[headers.indexOf('PTS')]).toMatch(/^\d+,\d$/);
  expect(norwegianCells[headers.indexOf('EFF')]).toMatch(/^-?\d+,\d{2}$/);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
});
