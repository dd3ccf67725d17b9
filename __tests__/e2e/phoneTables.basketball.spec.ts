/**
 * Issue 27 case 1 (basketball): on a 375 px phone the standings show GP, +/- and P, the statistics PTS, and a
 * match's box score the player, number, minutes and points, all on screen without a sideways scroll.
 */
import { test } from './fixtures';
import { finishedMatch } from './matchSupport';
import { expectColumnsOnScreen, expectNoPageSidewaysScroll, PHONE } from './phoneTablesSupport';
import { withLanguage } from './support';

test.use({ viewport: PHONE });

test('standings: position, team, GP, +/- and P on screen', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/standings');
  await expectColumnsOnScreen(page.getByRole('table', { name: /^Standings of / }), [/^#/, /^Team/, /^GP\b/, /^\+\/-/, /^P\b/]);
  await expectNoPageSidewaysScroll(page);
});

test('players statistics: player, GP and PTS on screen', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/statistics/basketball/players');
  const table = page.getByRole('table').first();
  await expectColumnsOnScreen(table, [/^Player/, /^GP\b/, /^PTS\b/]);
  await expectNoPageSidewaysScroll(page);
});

test('a match box score: player, number, minutes and points on screen', async ({ page }) => {
  await withLanguage(page, 'en');
  const match = await finishedMatch(page, 199, true);
  await page.goto(`/match?matchId=${match.matchId}`);
  const table = page.getByRole('region', { name: 'Player stats' }).getByRole('table').first();
  await expectColumnsOnScreen(table, [/^Player/, /^#/, /^MIN\b/, /^PTS\b/]);
  await expectNoPageSidewaysScroll(page);
});
