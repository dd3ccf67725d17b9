/** Basketball standings against the real server (issue 9, SPEC §2 basketball columns). */
import { expect, test } from './fixtures';
import { withLanguage } from './support';
import { bodyRows, columnHeaders, standingsOf } from './standingsSupport';

test('BLNO standings: games played, wins, losses, points difference, points', async ({ page }) => {
  await withLanguage(page, 'en');
  const table = await standingsOf(page, 'BLNO');
  expect(await columnHeaders(table)).toEqual(['#', 'Team', 'GP', 'W', 'L', '+/-', 'P', 'Form']);
  const rows = await bodyRows(table);
  const sum = (column: number) => rows.reduce((total, row) => total + Number(row[column]), 0);
  // Every game has one winner and one loser, and the points differences cancel out.
  expect(sum(3)).toBe(sum(4));
  expect(sum(5)).toBe(0);
  for (const row of rows) expect(Number(row[3]) + Number(row[4])).toBe(Number(row[2]));
});
