/**
 * The app shell on the hockey preset against the real server (issue: foundation): the default season and
 * league, changing them, the language, deep links and reloads, the slider.
 */
import { expect, test, type Page } from './fixtures';
import { leaguesOf, siteOf, startedSeasons } from './apiSupport';
import { queryNumber, serveShellAt, withLanguage } from './support';

async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^(Open filters|Åpne filter)$/ }).click();
  return page.getByRole('dialog', { name: /^(Filters|Filter)$/ });
}

test('opens on the newest season and the first league, in Norwegian, with the slider centred on now', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kampoversikt' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  const seasons = await startedSeasons(page);
  await expect(page).toHaveURL(new RegExp(`seasonId=${seasons[0]?.seasonId}&tournamentId=\\d+`));
  // SPEC §9: "NM sluttspill menn senior" is first in the list but not published yet; EHL comes next.
  await expect(page.getByLabel('Valgt sesong og liga')).toContainText('EHL');
  await expect(page.getByLabel('Valgt sesong og liga')).toContainText(seasons[0]?.seasonName ?? '?');

  const slider = page.getByRole('region', { name: 'Kamper i ligaen' });
  const cards = slider.getByRole('link');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  // The card of a match in progress is in view (the slider centres on the first match not yet past).
  const liveCard = slider.getByRole('link', { name: /, (Direkte|Starter snart|\d+\. periode|Pause( etter \d\. periode)?|Forlengning)$/ }).first();
  await expect(liveCard).toBeInViewport();

  // The header links home with the selection in the query.
  const home = page.getByRole('link', { name: /forsiden$/ });
  await expect(home).toHaveAttribute('href', /\/\?seasonId=\d+&tournamentId=\d+/);
});

test('the boot asks for the seasons of the six years in one read (issue 26), and settles on the newest season', async ({ page }) => {
  const seasonReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(ta\/Seasons|mc\/SeasonLookup)\//.test(url.pathname)) seasonReads.push(`${url.pathname}${url.search}`);
  });
  // The page the server rendered carries its seasons: the browser asks for none.
  await page.goto('/');
  const site = await siteOf(page);
  const seasons = await startedSeasons(page);
  await expect(page).toHaveURL(new RegExp(`seasonId=${seasons[0]?.seasonId}&tournamentId=\\d+`));
  expect(seasonReads).toEqual([]);
  // The shell alone (a render that failed, a CDN's copy of index.html): one read for the six years.
  await serveShellAt(page, '/');
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`seasonId=${seasons[0]?.seasonId}&tournamentId=\\d+`));
  expect(seasonReads).toEqual([`/api/mc/SeasonLookup/?orgId=${site.orgId}&year=${new Date(site.serverNow).getUTCFullYear()}`]);
});

test('changing the season resets the league to the default and updates the URL', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/');
  const seasons = await startedSeasons(page);
  const previous = seasons[1];
  expect(previous).toBeDefined();
  const panel = await openFilters(page);
  await panel.getByRole('combobox', { name: 'League' }).fill('Bambusa-ligaen');
  await panel.getByRole('combobox', { name: 'League' }).press('Enter');
  await expect(page.getByLabel('Current season and league')).toContainText('Bambusa-ligaen');

  await panel.getByRole('combobox', { name: 'Season' }).selectOption({ label: previous?.seasonName ?? '' });
  await expect(page).toHaveURL(new RegExp(`seasonId=${previous?.seasonId}&`));
  await expect(page.getByLabel('Current season and league')).toContainText(previous?.seasonName ?? '?');
  // The league went back to the season's default (the play-offs, published in a past season), not the
  // Bambusa-ligaen chosen before.
  await expect(page.getByLabel('Current season and league')).toContainText('NM sluttspill menn senior');
  const leagues = await leaguesOf(page, previous?.seasonId ?? 0);
  expect(leagues.map((t) => t.tournamentId)).toContain(queryNumber(page, 'tournamentId'));
});

test('choosing a league from the autocomplete navigates, and back restores the previous one', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/scoreboard');
  await expect(page.getByLabel('Current season and league')).toContainText('EHL');
  // Boot writes the settled selection into the URL once the data is in: read it after that.
  await expect(page).toHaveURL(/\/scoreboard\?seasonId=\d+&tournamentId=\d+/);
  const before = queryNumber(page, 'tournamentId');
  const panel = await openFilters(page);
  const league = panel.getByRole('combobox', { name: 'League' });
  await league.fill('1.div kv');
  // The first match is highlighted, so Enter takes it.
  await league.press('Enter');
  await expect(page.getByLabel('Current season and league')).toContainText('1.div kvinner');
  // The URL follows once the league's data is loaded.
  await expect.poll(() => queryNumber(page, 'tournamentId')).not.toBe(before);
  await panel.getByRole('button', { name: 'Close filters' }).click();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`tournamentId=${before}`));
  await expect(page.getByLabel('Current season and league')).toContainText('EHL');
});

test('switching the language changes every text and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kampoversikt' })).toBeVisible();
  const panel = await openFilters(page);
  await panel.getByRole('combobox', { name: 'Språk' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: 'Scoreboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(panel.getByRole('combobox', { name: 'Language' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Scoreboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('a deep link reloads into the same route, season and league', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/');
  const seasons = await startedSeasons(page);
  const season = seasons[1];
  const leagues = await leaguesOf(page, season?.seasonId ?? 0);
  const bambusa = leagues.find((t) => t.tournamentName === 'Bambusa-ligaen' && t.areMatchesPublished);
  expect(bambusa).toBeDefined();

  const deepLink = `/standings?seasonId=${season?.seasonId}&tournamentId=${bambusa?.tournamentId}`;
  await page.goto(deepLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
  await expect(page.getByLabel('Current season and league')).toContainText('Bambusa-ligaen');
  await page.reload();
  await expect(page).toHaveURL(deepLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
  await expect(page.getByLabel('Current season and league')).toContainText(season?.seasonName ?? '?');
  await expect(page.getByLabel('Current season and league')).toContainText('Bambusa-ligaen');
});

test('unknown ids in a deep link fall back to the first season and league (SPEC §5)', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/schedule?seasonId=999999&tournamentId=999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByLabel('Current season and league')).toContainText('EHL');
  const seasons = await startedSeasons(page);
  await expect(page).toHaveURL(new RegExp(`/schedule\\?seasonId=${seasons[0]?.seasonId}&tournamentId=\\d+`));
});

test('every route of SPEC §2 renders its title; a missing asset is a real 404', async ({ page }) => {
  await withLanguage(page, 'en');
  for (const [path, title] of [
    ['/match?matchId=1', 'Match'],
    ['/matchnotready?matchId=1', 'Match not ready'],
    ['/livematch?matchId=1', 'Live match'],
    ['/teammembers', 'Rosters'],
    ['/transfers', 'Transfers'],
    ['/statistics/players', 'Players'],
    ['/statistics/goalies', 'Goalies'],
    ['/statistics/attendance', 'Attendance'],
    ['/statistics/teams', 'Teams'],
    ['/statistics/basketball/players', 'Basketball players'],
    ['/statistics/basketball/teams', 'Basketball teams'],
    ['/statistics/soccer/players', 'Soccer players'],
    ['/player/?playerId=1', 'Player'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  const missing = await page.request.get('/assets/no-such-chunk.js');
  expect(missing.status()).toBe(404);
});

test('a finished match in the slider opens the match page', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Matches in the league' });
  const finished = slider.getByRole('link', { name: /, Final( \((OT|SO)\))?$/ }).first();
  await finished.scrollIntoViewIfNeeded();
  await finished.click();
  await expect(page).toHaveURL(/\/match\?matchId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Match' })).toBeVisible();
});

test('the layout holds on a phone and on a 4K arena screen', async ({ page }) => {
  await withLanguage(page, 'en');
  for (const viewport of [{ width: 375, height: 740 }, { width: 3840, height: 2160 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open filters' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test('Escape closes the league list, then the filter panel, and keeps the league', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/tournamentId=\d+/);
  const panel = await openFilters(page);
  const league = panel.getByRole('combobox', { name: 'League' });
  await league.click();
  await expect(panel.getByRole('listbox', { name: 'League' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(league).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByLabel('Current season and league')).toContainText('EHL');
  await openFilters(page);
  await expect(league).toHaveValue('EHL');
});
