/**
 * Issue 24 case 9: on the corporate preset (organisation 354, no configured sport) the scoreboard's second
 * list, "matches in other tournaments", holds the organisation's own tournaments only (its catalogue, the
 * season's leagues). ScheduledMatchesBySport answers for whole sports, so it also brought the hockey and
 * basketball federations' leagues (100+ rows), whose matches opened inside the corporate site.
 */
import { expect, test } from './fixtures';
import { leaguesOf, readProxy, siteOf, startedSeasons } from './apiSupport';
import { withLanguage } from './support';

test.beforeEach(async ({ page }) => withLanguage(page, 'en'));

test("the other tournaments' list holds the organisation's own leagues only, each opening inside its own tournament", async ({ page }) => {
  const [season] = await startedSeasons(page);
  const catalogue = (await leaguesOf(page, season?.seasonId ?? 0)).filter((league) => league.areMatchesPublished);
  const own = new Set(catalogue.map((league) => league.tournamentName));
  const ownIds = new Set(catalogue.map((league) => league.tournamentId));
  // The premise: the day's schedule of the catalogue's sports holds other organisations' leagues too.
  const config = await siteOf(page);
  const sportIds = [...new Set(catalogue.map((league) => league.sportId))].sort((a, b) => a - b);
  const day = config.serverNow.slice(0, 10);
  const scheduled = await readProxy(page, 'scheduledMatchesBySport', { sportIds, date: `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` });
  const foreign = scheduled.matches.filter((match) => !ownIds.has(match.tournamentId));
  expect(foreign.length).toBeGreaterThan(0);

  await page.goto('/scoreboard');
  const others = page.getByRole('table', { name: 'Matches in other tournaments on 21 November 2026' });
  await expect(others).toBeVisible();
  const rows = others.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeLessThan(100);
  // Every row's tournament (the third column) is one of the catalogue's, and its link stays in that tournament.
  await expect(others.locator('thead th').nth(2)).toHaveText('Tournament');
  const names = await rows.locator('td:nth-child(3)').allTextContents();
  expect(names.length).toBe(count);
  expect(names.filter((name) => !own.has(name))).toEqual([]);
  const hrefs = await rows.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const linked = hrefs.map((href) => Number(new URLSearchParams(href.split('?')[1] ?? '').get('tournamentId'))).filter((id) => id > 0);
  expect(linked.length).toBeGreaterThan(0);
  expect(linked.filter((id) => !ownIds.has(id))).toEqual([]);
  await expect(others.getByRole('cell', { name: 'EHL', exact: true })).toHaveCount(0);
});
