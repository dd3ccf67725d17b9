/** Standings of the hockey preset against the real server (issue 9): SPEC §2 columns, §9 percentage, roster links. */
import { expect, test } from './fixtures';
import { chooseLeague, withLanguage } from './support';
import { bodyRows, columnHeaders, standingsOf } from './standingsSupport';

test('EHL standings: the SPEC §2 hockey columns, positions in order, figures that add up, a roster link', async ({ page }) => {
  await withLanguage(page, 'en');
  const table = await standingsOf(page, 'EHL');
  expect(await columnHeaders(table)).toEqual(['#', 'Team', 'GP', 'W', 'OTW', 'SOW', 'D', 'L', 'OTL', 'SOL', 'BP', 'Goals', 'P', 'GF', 'GA', 'PIM', 'P%', 'Form']);
  const rows = await bodyRows(table);
  expect(rows.length).toBeGreaterThanOrEqual(6);
  expect(rows.map((row) => Number(row[0]))).toEqual(rows.map((_, index) => index + 1));
  for (const row of rows) {
    const [gp, w, otw, sow, d, l, otl, sol, , goals, points, gf, ga, pim, pct] = row.slice(2).map((cell) => cell);
    // Every match is a win or a loss of some kind, or a draw.
    expect([w, otw, sow, d, l, otl, sol].reduce((sum, cell) => sum + Number(cell), 0)).toBe(Number(gp));
    expect(goals).toBe(`${gf} - ${ga}`);
    // SPEC §9: EHL has factor 3; two decimals. PIM 0 shows as a dash.
    if (Number(gp) > 0) expect(Number(pct)).toBeCloseTo((Number(points) / (Number(gp) * 3)) * 100, 2);
    expect(pct).toMatch(/^(\d+\.\d{2}|-)$/);
    expect(pim).toMatch(/^([1-9]\d*|-)$/);
  }
  // The team's link is the row's first (its form badges follow, issue 29).
  const firstTeam = table.locator('tbody tr').first().getByRole('link').first();
  const teamName = (await firstTeam.innerText()).trim();
  await firstTeam.click();
  await expect(page).toHaveURL(/\/teammembers\?seasonId=\d+&tournamentId=\d+&team=\d+/);
  expect(teamName.length).toBeGreaterThan(0);
});

test('sorting by points is kept in the URL and survives a reload', async ({ page }) => {
  await withLanguage(page, 'en');
  const table = await standingsOf(page, 'EHL');
  const points = table.getByRole('columnheader', { name: /^P\b/ }).first();
  await points.getByRole('button').click();
  await expect(points).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/standingsSort=/);
  await page.reload();
  const again = page.getByRole('table', { name: 'Standings of EHL' });
  await expect(again.getByRole('columnheader', { name: /^P\b/ }).first()).toHaveAttribute('aria-sort', 'ascending');
});

test('in Norwegian, and a league that does not display results is not open for public viewing', async ({ page }) => {
  await withLanguage(page, 'no');
  const table = await standingsOf(page, 'EHL', 'no');
  expect((await columnHeaders(table)).slice(0, 3)).toEqual(['#', 'Lag', 'K']);
  await chooseLeague(page, 'U14 Regionserie', { open: 'Åpne filter', panel: 'Filter', league: 'Liga', close: 'Lukk filter' });
  await expect(page.getByRole('status').filter({ hasText: 'Tabellen for denne ligaen er ikke åpen for publikum.' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('on a phone the table scrolls sideways inside its box and the team column stays visible', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.setViewportSize({ width: 375, height: 800 });
  const table = await standingsOf(page, 'EHL');
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
  await expect(table.locator('tbody tr').first().getByRole('link').first()).toBeInViewport();
});
