/**
 * Rosters and the ice hockey player profile against the real server (issue 12): SPEC §2 Rosters, Player
 * profile; every person link leads somewhere true.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { personName } from '../../src/client/domain/people';
import { parseTeamRoster } from '../../src/shared/wire/people';
import { parseTournamentsForPerson } from '../../src/shared/wire/profile';
import { buildTarget, type Match, type TeamRoster, type Tournament } from '../../src/shared/contract';
import { leaguesOf, readProxy, startedSeasons } from './apiSupport';
import { standingsOf } from './standingsSupport';
import { withLanguage } from './support';

const BASKETBALL_PERSON = 102473;

/** SPEC §3 sport 152 positions as the one position rule names them (issue 25), in both languages. */
const POSITION_NAMES = {
  en: /^(Goalkeeper|Left defence|Right defence|Centre|Left wing|Right wing)$/,
  no: /^(Keeper|Venstre back|Høyre back|Senter|Venstre ving|Høyre ving)$/,
};

/** The current season's EHL. */
async function currentEhl(page: Page): Promise<Tournament> {
  const [season] = await startedSeasons(page, 0);
  const ehl = (await leaguesOf(page, season?.seasonId ?? 0)).find((league) => league.tournamentName === 'EHL');
  if (!ehl) throw new Error('no EHL in the current season');
  return ehl;
}

/** EHL's latest finished match: every scorer's and goalie's last five games start with it. */
async function latestEhlResult(page: Page): Promise<Match> {
  const ehl = await currentEhl(page);
  const { matches } = await readProxy(page, 'tournamentMatches', { tournamentId: ehl.tournamentId });
  const finished = matches.filter((match) => match.statusTypeId === 3 && match.matchResult !== null);
  const latest = finished.sort((a, b) => `${b.matchDate}${String(b.matchStartTime).padStart(4, '0')}`.localeCompare(`${a.matchDate}${String(a.matchStartTime).padStart(4, '0')}`))[0];
  if (!latest) throw new Error('EHL has no finished match');
  return latest;
}

/** The cells of a table row by column header text: { G: '1', A: '0', … }. */
async function rowByHeader(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const cells = (await row.locator('th, td').allInnerTexts()).map((text) => text.trim());
  return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']));
}

/** Opens the roster of the first team of a league's standings; returns the team's name. */
async function rosterOfFirstTeam(page: Page, league: string, language: 'en' | 'no' = 'en'): Promise<string> {
  const standings = await standingsOf(page, league, language);
  // The team's name is the row's first link (its form badges, issue 29, link to matches).
  const link = standings.locator('tbody tr').first().getByRole('link').first();
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
  await expect(first.locator('td').nth(1)).toHaveText(POSITION_NAMES.en);
  await expect(first.locator('td').nth(2)).toHaveText(/^(19|20)\d\d$/);
  await expect(first.locator('td').nth(3)).toHaveText(/^(\d{3} cm|-)$/);
  // The name goes to the profile with the person, the team, the season and the league.
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+&orgId=\d+&seasonId=\d+&tournamentId=\d+/);
});

test('staff apart from the players, positions by name (issue 25, en and no)', async ({ page }, testInfo) => {
  await withLanguage(page, 'en');
  const ehl = await currentEhl(page);
  const { teams } = await readProxy(page, 'tournamentTeams', { tournamentId: ehl.tournamentId });
  // The roster as the wire sends it, read as the page reads it: the first team that lists staff, if any does.
  let chosen: { teamId: number; roster: TeamRoster } | null = null;
  for (const team of teams.slice(0, 12)) {
    const answer = await page.request.get(`/api/proxy?taReqUrl=${buildTarget('teamMembers', { teamId: team.teamId })}`);
    const roster = parseTeamRoster(await answer.json());
    chosen ??= { teamId: team.teamId, roster };
    if (roster.staff.length > 0) {
      chosen = { teamId: team.teamId, roster };
      break;
    }
  }
  if (chosen === null) throw new Error('EHL has no teams');
  const { teamId, roster } = chosen;
  // DEMO_WIRE=real lists some teams' staff (memberType TeamSupport); the contract wire lists none.
  expect(roster.staff.length > 0).toBe(testInfo.project.name === 'hockey-real');
  const staffNames = roster.staff.map((member) => personName(member.firstName, member.lastName));

  await page.goto(`/teammembers?seasonId=${ehl.seasonId}&tournamentId=${ehl.tournamentId}&team=${teamId}`);
  const table = page.getByRole('table', { name: /^Roster of / });
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(20, roster.players.length));
  const names = (await table.locator('tbody tr').getByRole('link').allInnerTexts()).map((name) => name.trim());
  for (const name of staffNames) expect(names).not.toContain(name);
  for (const cell of await table.locator('tbody tr td:nth-of-type(2)').allInnerTexts()) expect(cell.trim()).toMatch(POSITION_NAMES.en);
  const staff = page.getByRole('region', { name: 'Team staff' });
  if (staffNames.length === 0) {
    await expect(staff).toHaveCount(0);
  } else {
    await expect(staff.getByRole('listitem')).toHaveText(roster.staff.map((member, index) => (member.role === null ? staffNames[index] ?? '' : `${staffNames[index]} – ${member.role}`)));
    await expect(staff.getByRole('link')).toHaveCount(0);
  }

  await page.evaluate(() => window.localStorage.setItem('language', 'no'));
  await page.reload();
  const tropp = page.getByRole('table', { name: /^Tropp for / });
  await expect(tropp.locator('tbody tr')).toHaveCount(Math.min(20, roster.players.length));
  for (const cell of await tropp.locator('tbody tr td:nth-of-type(2)').allInnerTexts()) expect(cell.trim()).toMatch(POSITION_NAMES.no);
  await expect(page.getByRole('region', { name: 'Støtteapparat' })).toHaveCount(staffNames.length === 0 ? 0 : 1);
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

test("from a finished match's scorer to the profile and back: the last game's line equals the match page's", async ({ page }) => {
  await withLanguage(page, 'en');
  const match = await latestEhlResult(page);
  await page.goto(`/match?matchId=${match.matchId}`);
  const scorer = page.getByRole('region', { name: 'Scoring summary' }).getByRole('link').first();
  const name = (await scorer.innerText()).replace(/^#?\d+\s*/, '').trim();
  // The scorer's line on the match page.
  const stats = page.getByRole('region', { name: 'Player stats' }).getByRole('table');
  const statsTable = stats.filter({ has: page.getByRole('link', { name, exact: true }) }).first();
  const statsRow = statsTable.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).first();
  const matchLine = await rowByHeader(statsTable, statsRow);

  await scorer.click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+&orgId=\d+&seasonId=\d+&tournamentId=\d+/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} · Player · `));
  const lastGames = page.getByRole('table', { name: `Last 5 games of ${name}` });
  await expect(lastGames.locator('tbody tr')).toHaveCount(5);
  const first = lastGames.locator('tbody tr').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', new RegExp(`matchId=${match.matchId}`));
  const profileLine = await rowByHeader(lastGames, first);
  for (const column of ['G', 'A', 'PTS', '+/-', 'PIM', 'SOG', 'TOI']) expect(`${column} ${profileLine[column]}`).toBe(`${column} ${matchLine[column]}`);
  expect(Number(profileLine.G)).toBeGreaterThanOrEqual(1);

  // Previous tournaments expand to their games.
  const tournaments = page.getByRole('table', { name: `Tournaments of ${name}` });
  const ehlRow = tournaments.locator('tbody tr').filter({ hasText: 'EHL' }).first();
  await ehlRow.getByRole('button', { name: /Expand|Show/ }).click();
  await expect(page.getByRole('table', { name: 'Games in EHL' }).first().getByRole('link').first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/match\\?matchId=${match.matchId}`));
  await expect(page.getByRole('heading', { name: 'Scoring summary', level: 2 })).toBeVisible();
});

test("a goalie's profile shows the goalie tables (Norwegian, 375 px)", async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 375, height: 800 });
  const match = await latestEhlResult(page);
  await page.goto(`/match?matchId=${match.matchId}`);
  const goalie = page.getByRole('region', { name: 'Keepere' }).getByRole('link').first();
  const name = (await goalie.innerText()).trim();
  await goalie.click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const lastGames = page.getByRole('table', { name: `Siste 5 kamper for ${name}` });
  await expect(lastGames.locator('tbody tr').first()).toBeVisible();
  const headers = (await lastGames.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  // The same abbreviations as the match page's goalie table, in both languages.
  expect(headers).toEqual(expect.arrayContaining(['TOI', 'W', 'GA', 'GAA', 'SV', 'SV%']));
  expect(headers).not.toContain('PTS');
  // Issue 27 case 4: GAA and SV% with the Norwegian decimal comma, as the statistics tables.
  for (const [header, pattern] of [['GAA', /^(\d+,\d{2}|-)$/], ['SV%', /^(\d{1,3},\d|-)$/]] as const) {
    const texts = await lastGames.locator(`tbody tr > :nth-child(${headers.indexOf(header) + 1})`).allInnerTexts();
    for (const text of texts) expect(text.trim()).toMatch(pattern);
  }
  await expect(page.getByRole('heading', { name: 'Tidligere turneringer', level: 2 })).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
});

test('bad input: no ids, an unknown person, a person of another sport — a notice each, never a blank page', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/player/');
  await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
  await page.goto('/player/?playerId=999999&orgId=1');
  await expect(page.getByRole('main').getByRole('status').first()).toContainText(/not found|could not find|no player/i);
  // A basketball player of the demo world (DEMO_SEED's default), on the hockey site.
  const answer = await page.request.get(`/api/proxy?taReqUrl=${buildTarget('tournamentsForPerson', { personId: BASKETBALL_PERSON })}`);
  const tournaments = parseTournamentsForPerson(await answer.json());
  expect(tournaments.length).toBeGreaterThan(0);
  expect(tournaments.every((tournament) => tournament.sportId === 199)).toBe(true);
  await page.goto(`/player/?playerId=${BASKETBALL_PERSON}&orgId=1`);
  await expect(page.getByRole('main')).toContainText('has not played in any tournament of this sport');
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
});
