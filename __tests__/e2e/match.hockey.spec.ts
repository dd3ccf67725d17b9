/** The finished ice hockey match page against the real server (issue 4). */
import { expect, test } from './fixtures';
import { withLanguage } from './support';
import { finishedMatch, teamName } from './matchSupport';

test('a finished hockey match in English: header, sections in order, goalies, links to player and team', async ({ page }) => {
  await withLanguage(page, 'en');
  const match = await finishedMatch(page, 152, true);
  await page.goto(`/match?matchId=${match.matchId}`);
  const header = page.getByRole('region', { name: 'Match', exact: true });
  await expect(header.getByText(`${match.matchResult?.homeGoals} - ${match.matchResult?.awayGoals}`)).toBeVisible();
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Game details', 'Scoring summary', 'Penalties', 'Player stats', 'Goalies', 'Penalty totals', 'Lineups', 'Game flow', 'Other facts', 'Form and head-to-head']);
  const goalies = page.getByRole('region', { name: 'Goalies' }).getByRole('table').first();
  await expect(goalies.getByRole('columnheader', { name: 'SV%' })).toBeVisible();
  await expect(goalies.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\d{1,3}\.\d$/);

  // Team name → players statistics with seasonId, tournamentId, teamOrgId.
  await header.getByRole('link', { name: teamName(match, 'H'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/statistics/players\\?seasonId=${match.seasonId}&tournamentId=${match.tournamentId}&teamOrgId=${match.hometeamId}`));
  await page.goBack();

  // A player name → the player page with playerId, orgId, seasonId, tournamentId.
  const firstPlayer = page.getByRole('region', { name: 'Player stats' }).getByRole('table').first().getByRole('link').first();
  await firstPlayer.click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+&orgId=\d+&seasonId=\d+&tournamentId=\d+/);
});

test('lineup lines switch; line 1 is the default', async ({ page }) => {
  await withLanguage(page, 'en');
  const match = await finishedMatch(page, 152, true);
  await page.goto(`/match?matchId=${match.matchId}`);
  const tabs = page.getByRole('tablist', { name: 'Lines' });
  await expect(tabs.getByRole('tab', { name: 'Line 1' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  const lineOne = await panel.innerText();
  expect(lineOne).toMatch(/[A-ZÆØÅ]{2,}/);
  await tabs.getByRole('tab', { name: 'Line 2' }).click();
  await expect(tabs.getByRole('tab', { name: 'Line 2' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).not.toHaveText(lineOne);
  await panel.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+/);
});

test('in Norwegian, and the not-published alert', async ({ page }) => {
  await withLanguage(page, 'no');
  const match = await finishedMatch(page, 152, true);
  await page.goto(`/match?matchId=${match.matchId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Kampdetaljer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Keepere' })).toBeVisible();

  const hidden = await finishedMatch(page, 152, false);
  await page.goto(`/match?matchId=${hidden.matchId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Resultater er ikke publisert' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kampdetaljer' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Kamp', exact: true }).getByLabel('Resultat -')).toBeVisible();
});

test('on a 375 px phone the scoring summary scrolls inside its box: the page does not widen and scorers stay readable', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.setViewportSize({ width: 375, height: 800 });
  const match = await finishedMatch(page, 152, true);
  await page.goto(`/match?matchId=${match.matchId}`);
  const scoring = page.getByRole('region', { name: 'Scoring summary' });
  const firstRow = scoring.getByRole('table').first().locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The row's name column is fixed and whole on screen.
  const nameCell = firstRow.locator('th, td').first();
  const box = await nameCell.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  // Issue 27: the hint is said where the table overflows (the scoring summary's does on a phone).
  await expect(scoring.getByText('Scroll sideways for more columns →').first()).toBeVisible();
});

test('the scoring summary reads every goal time as mm:ss and every goal type as a SPEC §3 code (issue 25 case 2)', async ({ page }) => {
  await withLanguage(page, 'en');
  const match = await finishedMatch(page, 152, true);
  await page.goto(`/match?matchId=${match.matchId}`);
  const rows = page.getByRole('region', { name: 'Scoring summary' }).getByRole('table').first().locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Columns: time, score, goal, period, team, type; the shootout's rows have no time or type of their own.
  const goals = (await Promise.all((await rows.all()).map((row) => row.locator('th, td').allInnerTexts())))
    .map((cells) => cells.map((cell) => cell.trim()))
    .filter((cells) => cells[3] !== 'SO');
  // On the real wire (project hockey-real) a match page with three goals shows "05:12", 512 and "512", and
  // goalTypeId, the goalType code and both, in turn.
  expect(goals.length).toBeGreaterThanOrEqual(3);
  expect(goals.map((cells) => cells[0])).toEqual(goals.map(() => expect.stringMatching(/^\d{2}:\d{2}$/)));
  expect(goals.map((cells) => cells[5])).toEqual(goals.map(() => expect.stringMatching(/^(EQ|PP1|PP2|SH1|SH2)$/)));
});

test('in English (issue 27 cases 6 and 7): referee roles in English, a heading’s table named once on screen', async ({ page }) => {
  await withLanguage(page, 'en');
  const match = await finishedMatch(page, 152, true);
  await page.goto(`/match?matchId=${match.matchId}`);
  const facts = page.getByRole('region', { name: 'Other facts' });
  await expect(facts.getByRole('listitem').first()).toHaveText(/^Referee: /);
  await expect(facts).not.toContainText(/Hoveddommer|Linjedommer/);
  // The scoring summary's caption is for screen readers: the heading says it once on screen.
  await expect(page.getByRole('table', { name: 'Scoring summary' }).locator('caption')).toHaveClass(/visually-hidden/);
  await expect(page.getByText('Scoring summary', { exact: true })).toHaveCount(2);
  expect(await page.getByText('Scoring summary', { exact: true }).evaluateAll((nodes) => nodes.filter((node) => node.getBoundingClientRect().width > 1).length)).toBe(1);
});

test('in Norwegian (issue 27 cases 4 and 6): save percentage with a decimal comma, infractions in Norwegian, roles as they are', async ({ page }) => {
  await withLanguage(page, 'no');
  const match = await finishedMatch(page, 152, true);
  await page.goto(`/match?matchId=${match.matchId}`);
  const goalies = page.getByRole('region', { name: 'Keepere' }).getByRole('table').first();
  await expect(goalies.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\d{1,3},\d$/);
  await expect(page.getByRole('region', { name: 'Andre fakta' })).toContainText('Hoveddommer');
  const penalties = page.getByRole('region', { name: 'Utvisninger', exact: true });
  await expect(penalties).toContainText(/Hekting|Felling|Slag|Obstruksjon|Grov opptreden|Krysstakling|Forsinkelse av spillet|For mange spillere på isen|Høy kølle|Vantakling|Takling mot hode og nakke|Disiplinærstraff/);
  await expect(penalties).not.toContainText(/\b(Hooking|Tripping|Slashing|Interference|Roughing)\b/);
});
