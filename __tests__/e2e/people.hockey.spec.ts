/**
 * Rosters and the ice hockey player profile against the real server (issue 12): SPEC §2 Rosters, Player
 * profile; every person link leads somewhere true.
 */
import { expect, test, type Page } from '@playwright/test';
import { NORWEGIAN_FILTERS, standingsOf } from './standingsSupport';
import { withLanguage } from './support';

/** Opens the roster of the first team of a league's standings; returns the team's name. */
async function rosterOfFirstTeam(page: Page, league: string, language: 'en' | 'no' = 'en'): Promise<string> {
  const standings = await standingsOf(page, league, language);
  const link = standings.locator('tbody tr').first().getByRole('link');
  const team = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/teammembers\?seasonId=\d+&tournamentId=\d+&team=\d+/);
  return team;
}

test('a roster from the standings: title, team name, SPEC columns, 20 a page and the rest on page 2', async ({ page }) => {
  await withLanguage(page, 'en');
  const team = await rosterOfFirstTeam(page, 'EHL');
  await expect(page.getByRole('heading', { name: 'Rosters', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(team, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${team} · Rosters · EHL · `));
  const table = page.getByRole('table', { name: `Roster of ${team}` });
  await expect(table.getByRole('columnheader')).toHaveText([/Player/, /No\./, /Pos\./, /Born/, /Height/, /Nationality/]);
  await expect(table.locator('tbody tr')).toHaveCount(20);
  // Hockey rosters have two goalies and four lines of five (DESIGN §4): 22 players, two on page 2.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  const rest = await table.locator('tbody tr').count();
  expect(rest).toBeGreaterThan(0);
  expect(rest).toBeLessThan(20);
  // Positions are the sport's (SPEC §3), birth years four digits, heights in centimetres.
  const first = table.locator('tbody tr').first();
  await expect(first.locator('td').nth(1)).toHaveText(/^(GK1|GK2|RD|LD|RW|CE|LW)$/);
  await expect(first.locator('td').nth(2)).toHaveText(/^(19|20)\d\d$/);
  await expect(first.locator('td').nth(3)).toHaveText(/^(\d{3} cm|-)$/);
  // The name goes to the profile with the person, the team, the season and the league.
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+&orgId=\d+&seasonId=\d+&tournamentId=\d+/);
});

test('no team chosen: the roster asks to select one from the filter menu (en and no)', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/teammembers');
  await expect(page.getByRole('status').filter({ hasText: 'Select a team from the filter menu to see its roster.' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.evaluate(() => window.localStorage.setItem('language', 'no'));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Velg et lag i filtermenyen for å se troppen.' })).toBeVisible();
});

test('a roster on a 375 px phone in Norwegian: cards that fit, names that link to the profile', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 375, height: 800 });
  await rosterOfFirstTeam(page, 'EHL', 'no');
  const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toContainText('Posisjon');
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+/);
});

export { NORWEGIAN_FILTERS };
