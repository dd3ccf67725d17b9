/**
 * Issue 11 "match-day truth" on the hockey preset (demo clock 21 Nov 2026 18:00 in Oslo), one test per
 * case that the browser shows; the data is read from the server's own API so the tests follow the demo.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import type { Match } from '../../src/shared/contract';
import { leaguesOf, readProxy, startedSeasons } from './apiSupport';
import { withLanguage } from './support';

const TODAY_US = '11/21/2026';
const otherTable = (page: Page) => page.getByRole('table', { name: 'Matches in other tournaments on 21 November 2026' });
/** The row of a match: its home team is the row header and its away team a cell (a team may play twice a day). */
const rowOf = (table: Locator, match: Match) =>
  table
    .locator('tbody tr')
    .filter({ has: table.page().getByRole('rowheader', { name: homeName(match), exact: true }) })
    .filter({ has: table.page().getByRole('cell', { name: awayName(match), exact: true }) });
const scoreOf = async (row: Locator) => ((await row.getByRole('link').first().textContent()) ?? '').trim();
const homeName = (match: Match) => match.hometeamOverriddenName || match.hometeam;
const awayName = (match: Match) => match.awayteamOverriddenName || match.awayteam;

async function todaysMatches(page: Page): Promise<Match[]> {
  return (await readProxy(page, 'scheduledMatchesBySport', { sportIds: [152], date: TODAY_US })).matches;
}

test.beforeEach(async ({ page }) => {
  await withLanguage(page, 'en');
});

test('case 1: a live match in another tournament shows the score its live page shows, not 0 - 0', async ({ page, context }) => {
  const [season] = await startedSeasons(page, 0);
  const [firstLeague] = await leaguesOf(page, season?.seasonId ?? 0);
  const live = (await todaysMatches(page)).filter(
    (m) => m.statusTypeId === 2 && m.liveClientType !== null && m.liveClientType !== 'None' && m.tournamentId !== firstLeague?.tournamentId,
  );
  expect(live.length, 'a live-covered match in progress outside the default league').toBeGreaterThan(0);
  const match = live[0] as Match;
  const livePage = await context.newPage();
  await withLanguage(livePage, 'en');
  await livePage.goto(`/livematch?matchId=${match.matchId}`);
  const header = livePage.getByRole('status', { name: /^Score / });
  await expect(header).toHaveText(/\d+ - \d+/);
  await page.goto('/scoreboard');
  const row = rowOf(otherTable(page), match);
  await expect(row.getByRole('img', { name: 'Live now' })).toBeVisible();
  // Both read the same feed: they agree (polled, a goal may land between two reads).
  await expect
    .poll(async () => `${await scoreOf(row)} | ${((await header.textContent()) ?? '').trim()}`, { timeout: 10_000 })
    .toMatch(/^(\d+ - \d+) \| \1$/);
});

test('case 5: a league that hides results shows dashes on the other tournaments’ list; a previous season lists none of today’s', async ({ page }) => {
  const seasons = await startedSeasons(page, 1);
  expect(seasons.length).toBeGreaterThan(1);
  const hiddenIds = new Set<number>();
  const catalogue = await leaguesOf(page, seasons[0]?.seasonId ?? 0);
  for (const league of catalogue) {
    if (league.isResultPublished === false || league.leagueDisplayResults === false) hiddenIds.add(league.tournamentId);
  }
  const listedIds = new Set(catalogue.filter((league) => league.areMatchesPublished).map((league) => league.tournamentId));
  const hiddenWithResult = (await todaysMatches(page)).filter((m) => hiddenIds.has(m.tournamentId) && listedIds.has(m.tournamentId) && m.matchResult !== null);
  expect(hiddenWithResult.length, 'a finished match today in a league that hides its results').toBeGreaterThan(0);
  await page.goto('/scoreboard');
  for (const match of hiddenWithResult.slice(0, 3)) {
    const row = rowOf(otherTable(page), match);
    await expect(row.getByRole('link').first()).toHaveText('-');
  }
  // One that publishes shows its scores, so the dashes above are the rule at work, not every score hidden.
  const published = (await todaysMatches(page)).find((m) => !hiddenIds.has(m.tournamentId) && listedIds.has(m.tournamentId) && m.matchResult !== null && m.statusTypeId === 3);
  expect(published, 'a finished match today in a league that publishes results').toBeDefined();
  if (published?.matchResult) {
    const { homeGoals, awayGoals } = published.matchResult;
    await expect(rowOf(otherTable(page), published).getByRole('link').first()).toHaveText(`${homeGoals} - ${awayGoals}`);
  }
  // Issue 24 case 9: the other tournaments are the selected season's (the catalogue): with last season chosen,
  // this season's leagues are not listed at all — no score of them, hidden or not.
  await page.getByRole('button', { name: 'Open filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('combobox', { name: 'Season' }).selectOption({ label: seasons[1]?.seasonName ?? '' });
  await panel.getByRole('button', { name: 'Close filters' }).click();
  await expect(page.getByLabel(/^Current season and league$/)).toContainText(seasons[1]?.seasonName ?? '');
  for (const match of [...hiddenWithResult.slice(0, 3), ...(published ? [published] : [])]) await expect(rowOf(otherTable(page), match)).toHaveCount(0);
});

test('case 7: back restores the scoreboard’s scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/scoreboard');
  const rows = otherTable(page).locator('tbody tr');
  await expect(rows.nth(8)).toBeVisible();
  // Scrolled far down to a finished match, as a fan would before opening it.
  const link = rows.filter({ has: page.getByRole('link', { name: /, \d+ - \d+, Final/ }) }).last().getByRole('link').first();
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const scrolled = await page.evaluate(() => window.scrollY);
  const linkName = (await link.getAttribute('aria-label')) ?? '';
  expect(scrolled).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(/\/match\?/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/scoreboard/);
  // Back where the fan was: the row they opened is in view again, far down the page (the lists above may
  // have settled to another height meanwhile; the browser's scroll anchoring keeps that row in place).
  await expect(page.getByRole('link', { name: linkName })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 300);
});

test('case 12: the slider is one tab stop before the page content; picking a date keeps the focus on the date button', async ({ page }) => {
  await page.goto('/scoreboard');
  await expect(otherTable(page)).toBeVisible();
  // From the top of the page, count the stops until the focus enters the main content.
  let stops = 0;
  for (; stops < 40; stops += 1) {
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    if (inMain) break;
  }
  expect(stops).toBeLessThan(10);
  await page.getByRole('button', { name: 'Open filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('button', { name: /^Date/ }).click();
  await panel.getByRole('button', { name: /22 November 2026/ }).click();
  await expect(panel.getByRole('button', { name: /^Date/ })).toBeFocused();
  await expect(panel.getByRole('button', { name: /^Date/ })).toContainText('22/11/2026');
});
