/**
 * Basketball players and teams statistics against the real server (issue 13): points per match first, the
 * sort cycle, "all", team row → that team's players, player → profile, CSV; in both languages.
 */
import { expect, test } from './fixtures';
import { chooseLeague, withLanguage } from './support';
import { columnTexts, downloadCsv, fitsTheScreen, headerTexts, numbers, sortBy } from './statsSupport';

const nonIncreasing = (values: number[]) => values.every((value, index) => index === 0 || value <= (values[index - 1] ?? value));

test('basketball players in BLNO: points per match first, sort cycle, "all", CSV, a profile link', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/statistics/basketball/players');
  await chooseLeague(page, 'BLNO');
  const table = page.getByRole('table', { name: 'Basketball players of BLNO' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  expect(await headerTexts(table)).toEqual(expect.arrayContaining(['Player', 'Team', 'GP', 'MIN', 'PTS', 'REB', 'AST', 'EFF']));
  await expect(table.getByRole('columnheader', { name: /^PTS/ })).toHaveAttribute('aria-sort', 'descending');
  expect(nonIncreasing(numbers(await columnTexts(table, 'PTS')))).toBe(true);
  await sortBy(table, /^AST/, 'ascending');
  await sortBy(table, /^AST/, 'descending');
  expect(nonIncreasing(numbers(await columnTexts(table, 'AST')))).toBe(true);
  await sortBy(table, /^AST/, 'none');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('all');
  await expect.poll(async () => table.locator('tbody tr').count()).toBeGreaterThan(20);
  const csv = await downloadCsv(page);
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('PTS');
  expect(lines).toHaveLength((await table.locator('tbody tr').count()) + 1);
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+&orgId=\d+&seasonId=\d+&tournamentId=\d+/);
  await expect(page.getByRole('heading', { name: 'Season averages', level: 2 })).toBeVisible();
});

test('basketball teams in Norwegian on a phone: a team row opens its players, 10 a page, and a chip shows all again', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/statistics/basketball/teams');
  await chooseLeague(page, 'BLNO', { open: 'Åpne filter', panel: 'Filter', league: 'Liga', close: 'Lukk filter' });
  const table = page.getByRole('table', { name: 'Basketballag i BLNO' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await fitsTheScreen(page, 375);
  const teamLink = table.locator('tbody tr').first().getByRole('link');
  const team = (await teamLink.innerText()).trim();
  await teamLink.click();
  await expect(page).toHaveURL(/\/statistics\/basketball\/players\?seasonId=\d+&tournamentId=\d+&teamOrgId=\d+/);
  await expect(page.getByText(`Lag: ${team}`)).toBeVisible();
  const players = page.getByRole('table', { name: `Basketballspillere for ${team} i BLNO` });
  await expect(players.locator('tbody tr').first()).toBeVisible();
  expect(await players.locator('tbody tr').count()).toBeLessThanOrEqual(10);
  // Issue 27: on a phone the team column waits for "All columns".
  await page.getByRole('button', { name: 'Alle kolonner' }).click();
  for (const name of await columnTexts(players, 'Lag')) expect(name).toBe(team);
  await page.getByRole('link', { name: 'Vis alle lag' }).click();
  await expect(page).not.toHaveURL(/teamOrgId/);
});
