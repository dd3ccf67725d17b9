/** Standings of organisation 354 (issue 9): the generic table of SPEC §2, golf's own table, a closed league. */
import { expect, test } from './fixtures';
import { chooseLeague, withLanguage } from './support';
import { bodyRows, columnHeaders, standingsOf } from './standingsSupport';

test.beforeEach(async ({ page }) => withLanguage(page, 'en'));

for (const league of ['Fotball 7er Bedriftsserie', 'Håndball Bedriftsserie', 'Padel Bedriftsserie', 'Cageball Bedriftsserie']) {
  test(`${league}: the generic table #, Team, GP, W, L, D, +/-, P`, async ({ page }) => {
    const table = await standingsOf(page, league);
    expect(await columnHeaders(table)).toEqual(['#', 'Team', 'GP', 'W', 'L', 'D', '+/-', 'P', 'Form']);
    const rows = await bodyRows(table);
    for (const row of rows) expect(Number(row[3]) + Number(row[4]) + Number(row[5])).toBe(Number(row[2]));
    expect(rows.reduce((sum, row) => sum + Number(row[6]), 0)).toBe(0);
  });
}

test('golf has its own table: GP, W, H, L, holes won and lost, +/-, P', async ({ page }) => {
  const table = await standingsOf(page, 'Bedriftsgolf');
  expect(await columnHeaders(table)).toEqual(['#', 'Team', 'GP', 'W', 'H', 'L', 'HW', 'HL', '+/-', 'P']);
});

test('a league that does not display results says so', async ({ page }) => {
  await page.goto('/standings');
  await chooseLeague(page, 'Fotball 7er Old Boys');
  await expect(page.getByText('The standings of this league are not open for public viewing.')).toBeVisible();
});
