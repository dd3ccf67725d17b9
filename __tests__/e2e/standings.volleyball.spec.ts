/** Volleyball standings against the real server (issue 9, SPEC §2 volleyball columns). */
import { expect, test } from './fixtures';
import { withLanguage } from './support';
import { bodyRows, columnHeaders, standingsOf } from './standingsSupport';

test('Mizuno-ligaen standings: wins, losses, points, sets and rally points', async ({ page }) => {
  await withLanguage(page, 'en');
  const table = await standingsOf(page, 'Mizuno-ligaen');
  expect(await columnHeaders(table)).toEqual(['#', 'Team', 'W', 'L', 'P', 'SW', 'SL', 'S+/-', 'PW', 'PL', '+/-', 'Form']);
  const rows = await bodyRows(table);
  for (const row of rows) {
    const [, , , , , setsWon = NaN, setsLost = NaN, setsDiff, pointsWon = NaN, pointsLost = NaN, pointsDiff] = row.map(Number);
    expect(setsWon - setsLost).toBe(setsDiff);
    expect(pointsWon - pointsLost).toBe(pointsDiff);
  }
});

test('in Norwegian', async ({ page }) => {
  await withLanguage(page, 'no');
  const table = await standingsOf(page, 'Mizuno-ligaen', 'no');
  expect((await columnHeaders(table)).slice(0, 5)).toEqual(['#', 'Lag', 'V', 'T', 'P']);
});
