/**
 * Issue 29 case 3: the story before the match (form, head-to-head this season and last) and the standings'
 * form column agree with the results. The expected form and meetings are computed here from the demo's
 * match lists, read through the API as the site reads them — never hard-coded.
 */
import type { Match, Tournament } from '../../src/shared/contract';
import { leaguesOf, readProxy, startedSeasons } from './apiSupport';
import { expect, test, type Page } from './fixtures';
import { withLanguage } from './support';
import { standingsOf } from './standingsSupport';

const TODAY = '2026-11-21';
const day = (match: Match) => match.matchDate.slice(0, 10);

/** Chronological: day, start time (none last), id. */
function byDate(a: Match, b: Match): number {
  return day(a).localeCompare(day(b)) || (a.matchStartTime ?? Infinity) - (b.matchStartTime ?? Infinity) || a.matchId - b.matchId;
}

/** The outcome's short name (en) from `teamId`'s side, as the standings name them; '-' when the result is missing. */
function outcome(match: Match, teamId: number): string {
  const result = match.matchResult;
  if (result === null) return '-';
  const home = match.hometeamId === teamId;
  const [own, other] = home ? [result.homeGoals, result.awayGoals] : [result.awayGoals, result.homeGoals];
  if (own === other) return 'D';
  const mark = /\((OT|SO)\)\s*$/.exec(result.matchEndResult)?.[1];
  const prefix = mark === 'OT' ? 'OT' : mark === 'SO' ? 'SO' : '';
  return `${prefix}${own > other ? 'W' : 'L'}`;
}

/** The team's played matches (finished: status 3) among `matches`, newest first, before `before` when given. */
function playedBy(matches: readonly Match[], teamId: number, before: Match | null = null): Match[] {
  return matches
    .filter((match) => (match.hometeamId === teamId || match.awayteamId === teamId) && match.statusTypeId === 3)
    .filter((match) => before === null || byDate(match, before) < 0)
    .sort((a, b) => byDate(b, a));
}

/** Whether the team is playing now (status 2, in progress): its match may end while the test runs and join its form. */
const playsNow = (matches: readonly Match[], teamId: number) =>
  matches.some((match) => day(match) === TODAY && match.statusTypeId === 2 && (match.hometeamId === teamId || match.awayteamId === teamId));
const matchHref = (match: Match) => `/match?matchId=${match.matchId}&seasonId=${match.seasonId}&tournamentId=${match.tournamentId}`;

async function ehlOf(page: Page): Promise<{ league: Tournament; matches: Match[]; lastMatches: Match[] }> {
  const [season, last] = await startedSeasons(page, 1);
  if (!season || !last) throw new Error('two started seasons are needed');
  const league = (await leaguesOf(page, season.seasonId)).find((entry) => entry.tournamentName === 'EHL');
  const lastLeague = (await leaguesOf(page, last.seasonId)).find((entry) => entry.tournamentName === 'EHL');
  if (!league || !lastLeague) throw new Error('EHL in this season and the last is needed');
  const [{ matches }, { matches: lastMatches }] = await Promise.all([
    readProxy(page, 'tournamentMatches', { tournamentId: league.tournamentId }),
    readProxy(page, 'tournamentMatches', { tournamentId: lastLeague.tournamentId }),
  ]);
  return { league, matches, lastMatches };
}

/** The finished meetings of two teams in `list`. */
const meetingsOf = (list: readonly Match[], a: number, b: number) =>
  list.filter((match) => match.statusTypeId === 3 && ((match.hometeamId === a && match.awayteamId === b) || (match.hometeamId === b && match.awayteamId === a)));

/**
 * A fixture after today between two teams not playing now (so nothing changes while the test runs), who
 * have met this season and last.
 */
function fixtureOf(matches: readonly Match[], lastMatches: readonly Match[]): Match {
  const fixture = matches
    .filter((match) => day(match) > TODAY && match.statusTypeId === 1 && match.matchResult === null)
    .sort(byDate)
    .find(
      (match) =>
        !playsNow(matches, match.hometeamId) &&
        !playsNow(matches, match.awayteamId) &&
        meetingsOf(matches, match.hometeamId, match.awayteamId).length > 0 &&
        meetingsOf(lastMatches, match.hometeamId, match.awayteamId).length > 0,
    );
  if (!fixture) throw new Error('no fixture between two teams that have met this season and last');
  return fixture;
}

test('the match-not-ready page tells both teams’ form and their meetings this season and last, as the results say', async ({ page }) => {
  await withLanguage(page, 'en');
  const { matches, lastMatches } = await ehlOf(page);
  const fixture = fixtureOf(matches, lastMatches);

  await page.goto(`/matchnotready?matchId=${fixture.matchId}&seasonId=${fixture.seasonId}&tournamentId=${fixture.tournamentId}`);
  const story = page.getByRole('region', { name: 'Form and head-to-head' });
  for (const [teamId, name] of [
    [fixture.hometeamId, fixture.hometeam.trim()],
    [fixture.awayteamId, fixture.awayteam.trim()],
  ] as const) {
    const expected = playedBy(matches, teamId, fixture).slice(0, 5);
    const form = story.getByRole('list', { name: `Form of ${name}, newest first` });
    const badges = form.getByRole('link');
    await expect(badges).toHaveText(expected.map((match) => outcome(match, teamId)));
    for (const [index, match] of expected.entries()) await expect(badges.nth(index)).toHaveAttribute('href', matchHref(match));
  }

  // The meetings of each season, newest first, each linking its match; the tally adds both seasons up.
  const thisSeason = meetingsOf(matches, fixture.hometeamId, fixture.awayteamId).sort((a, b) => byDate(b, a));
  const lastSeason = meetingsOf(lastMatches, fixture.hometeamId, fixture.awayteamId).sort((a, b) => byDate(b, a));
  // The meetings are the story's two unordered lists (the forms are ordered lists).
  const lists = story.locator('ul');
  await expect(lists).toHaveCount(2);
  for (const [index, meetings] of [thisSeason, lastSeason].entries()) {
    const links = lists.nth(index).getByRole('link');
    await expect(links).toHaveCount(meetings.length);
    for (const [at, match] of meetings.entries()) {
      await expect(links.nth(at)).toHaveAttribute('href', matchHref(match));
      await expect(links.nth(at)).toContainText(`${match.matchResult?.homeGoals} - ${match.matchResult?.awayGoals}`);
    }
  }
  const all = [...thisSeason, ...lastSeason].map((match) => outcome(match, fixture.hometeamId));
  const wins = all.filter((text) => text.endsWith('W')).length;
  const losses = all.filter((text) => text.endsWith('L')).length;
  const draws = all.filter((text) => text === 'D').length;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const summary = draws > 0
    ? `${fixture.hometeam.trim()}: ${plural(wins, 'win')} · ${plural(draws, 'draw')} · ${fixture.awayteam.trim()}: ${plural(losses, 'win')}`
    : `${fixture.hometeam.trim()}: ${plural(wins, 'win')} · ${fixture.awayteam.trim()}: ${plural(losses, 'win')}`;
  await expect(story.getByText(summary, { exact: true })).toBeVisible();

  // A badge opens its match.
  const firstHome = playedBy(matches, fixture.hometeamId, fixture)[0];
  if (firstHome) {
    await story.getByRole('list', { name: `Form of ${fixture.hometeam.trim()}, newest first` }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/match\\?matchId=${firstHome.matchId}&`));
  }
});

test('the server’s HTML already holds both seasons’ meetings (last season’s too, before any script runs)', async ({ page }) => {
  const { matches, lastMatches } = await ehlOf(page);
  const fixture = fixtureOf(matches, lastMatches);
  const answer = await page.request.get(`/matchnotready?matchId=${fixture.matchId}&seasonId=${fixture.seasonId}&tournamentId=${fixture.tournamentId}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const region = /id="match-story-heading"/.exec(html);
  if (!region) throw new Error('the story is not in the server’s HTML');
  const story = html.slice(region.index);
  for (const match of [...meetingsOf(matches, fixture.hometeamId, fixture.awayteamId), ...meetingsOf(lastMatches, fixture.hometeamId, fixture.awayteamId)])
    expect(story).toContain(matchHref(match).replaceAll('&', '&amp;'));
});

test('the standings’ form column shows each team’s last five results, newest first, as the results say', async ({ page }) => {
  await withLanguage(page, 'en');
  const { matches } = await ehlOf(page);
  const table = await standingsOf(page, 'EHL');
  await expect(table.getByRole('columnheader', { name: /^Form\b/ })).toBeVisible();
  const rows = table.locator('tbody tr');
  let checked = 0;
  for (let index = 0; index < (await rows.count()) && checked < 4; index += 1) {
    const link = rows.nth(index).getByRole('link').first();
    const teamId = Number(new URL(String(await link.getAttribute('href')), 'http://x').searchParams.get('team'));
    // A team playing now may finish its match while the test runs.
    if (playsNow(matches, teamId)) continue;
    const name = (await link.innerText()).trim();
    const expected = playedBy(matches, teamId).slice(0, 5);
    const badges = rows.nth(index).getByRole('list', { name: `Form of ${name}, newest first` }).getByRole('link');
    await expect(badges).toHaveText(expected.map((match) => outcome(match, teamId)));
    await expect(badges.first()).toHaveAttribute('href', matchHref(expected[0] as Match));
    checked += 1;
  }
  expect(checked).toBeGreaterThan(0);
});

test('in Norwegian, and on a phone the form column waits behind "All columns"', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 375, height: 800 });
  const table = await standingsOf(page, 'EHL', 'no');
  await expect(table.getByRole('columnheader', { name: /^Form\b/ })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
