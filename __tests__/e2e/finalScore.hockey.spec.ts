/**
 * Issue 24 cases 2 and 4 on the hockey preset, against the real server with the demo clock at 21 Nov 2026
 * 18:00 in Oslo: the latest EHL matches of earlier days decided in a shootout and in overtime (found by
 * their period results, not by the result text the lists read), long past their live window.
 * - Case 2: the shootout match's page adds up (the SO column is the winner's one deciding goal, the
 *   shootout's own tally stands apart, labelled), lists each scored attempt under its team, and names a
 *   shooter of the winner for the deciding goal.
 * - Case 4: the scoreboard and the slider still say "Final (SO)" / "Final (OT)" after the window.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { E2E_NOW } from '../../playwright.config';
import { matchResponseParsers } from '../../src/shared/wire/match';
import type { Match, PeriodResult } from '../../src/shared/contract';
import { overtimeMatchOf } from '../../src/server/demo/testFixtures';
import { readProxy } from './apiSupport';
import { withLanguage } from './support';

const TODAY = E2E_NOW.slice(0, 10);
// Today's EHL (its tournament and season); the matches themselves are found in its list.
const EHL = overtimeMatchOf(TODAY);

interface Decided {
  match: Match;
  periods: PeriodResult[];
}

async function proxyRaw(page: Page, target: string): Promise<unknown> {
  return (await page.request.get(`/api/proxy?taReqUrl=${encodeURIComponent(target)}`)).json();
}

/** The newest EHL matches before today decided in a shootout and in overtime, by their period results. */
async function decidedMatches(page: Page): Promise<{ shootout: Decided; overtime: Decided }> {
  const { matches } = await readProxy(page, 'tournamentMatches', { tournamentId: EHL.tournamentId });
  const earlier = matches
    .filter((match) => match.matchResult !== null && match.matchDate.slice(0, 10) < TODAY)
    .sort((a, b) => b.matchDate.localeCompare(a.matchDate) || (b.matchStartTime ?? 0) - (a.matchStartTime ?? 0));
  let shootout: Decided | null = null;
  let overtime: Decided | null = null;
  for (const match of earlier.slice(0, 40)) {
    if (shootout !== null && overtime !== null) break;
    const periods = matchResponseParsers.matchIncidents(await proxyRaw(page, `ta/MatchIncidents?matchId=${match.matchId}`)).matchPeriodResults;
    if (periods.some((period) => period.partialResultType === 'shootout')) shootout ??= { match, periods };
    else if (periods.some((period) => period.partialResultType === 'overtime' && period.homeGoals + period.awayGoals > 0)) overtime ??= { match, periods };
  }
  if (shootout === null || overtime === null) throw new Error('no EHL match decided in a shootout and in overtime among the last 40');
  return { shootout, overtime };
}

const name = (match: Match, side: 'H' | 'B') => (side === 'H' ? (match.hometeamOverriddenName ?? match.hometeam) : (match.awayteamOverriddenName ?? match.awayteam));
const finalOf = (match: Match) => `${match.matchResult?.homeGoals} - ${match.matchResult?.awayGoals}`;
const cellTexts = (row: Locator) => row.locator('th, td').allInnerTexts();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A slider card's name: "<home> vs <away>, <score>, <date> <time>, <state>". */
const cardName = (match: Match, versus: string, state: string) =>
  new RegExp(`^${escape(`${name(match, 'H')} ${versus} ${name(match, 'B')}, ${finalOf(match)}, `)}.*, ${escape(state)}$`);

test('case 2: the shootout match’s page adds up, lists the attempts per team and names the winner’s shooter', async ({ page }) => {
  await withLanguage(page, 'en');
  const { shootout } = await decidedMatches(page);
  const { match, periods } = shootout;
  const goals = matchResponseParsers.hockeyGoals(await proxyRaw(page, `icehockey/Match/Goals/${match.matchId}`));
  const shootoutPeriod = periods.find((period) => period.partialResultType === 'shootout');
  const attempts = goals.filter((goal) => goal.periodId === shootoutPeriod?.partialResultTypeId);
  const final = { H: match.matchResult?.homeGoals ?? -1, B: match.matchResult?.awayGoals ?? -1 };
  const winner = final.H > final.B ? 'H' : 'B';

  await page.goto(`/match?matchId=${match.matchId}&seasonId=${match.seasonId}&tournamentId=${match.tournamentId}`);
  const details = page.getByRole('region', { name: 'Game details' });
  const rows = details.getByRole('table', { name: 'Goals' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // Every row adds up to its total, and the totals are the final result.
  for (const [index, side] of [[0, 'H'], [1, 'B']] as const) {
    const cells = await cellTexts(rows.nth(index));
    const sum = cells.slice(1, -1).reduce((total, cell) => total + Number(cell), 0);
    expect(sum, `row ${cells.join(' ')}`).toBe(Number(cells.at(-1)));
    expect(Number(cells.at(-1))).toBe(final[side]);
  }
  // The shootout's own tally stands apart, labelled.
  await expect(details).toContainText(`Shootout: ${name(match, 'H')} ${shootoutPeriod?.homeGoals} – ${shootoutPeriod?.awayGoals} ${name(match, 'B')}.`);

  // One row per scored attempt, in order, under the shooter's own team.
  const summary = page.getByRole('table', { name: 'Scoring summary' });
  const attemptRows = summary.locator('tbody tr').filter({ hasText: 'scored in the shootout' });
  await expect(attemptRows).toHaveCount(attempts.length);
  for (const [index, attempt] of attempts.entries()) {
    const cells = await cellTexts(attemptRows.nth(index));
    expect(cells[2]).toContain(`${attempt.firstName} ${attempt.lastName}`);
    expect(cells[4]).toBe(attempt.teamName);
  }
  // The deciding goal: the winner's attempt that put it ahead for good, a shooter of the winner.
  const loserGoals = (winner === 'H' ? shootoutPeriod?.awayGoals : shootoutPeriod?.homeGoals) ?? 0;
  const deciding = attempts.filter((goal) => goal.homeOrAwayTeam === winner)[loserGoals];
  expect(deciding, 'the goal list carries the winner’s deciding attempt').toBeDefined();
  const last = summary.locator('tbody tr').last();
  await expect(last).toContainText(`Deciding goal: #${deciding?.shirtNo} ${deciding?.firstName} ${deciding?.lastName} (${name(match, winner)})`);
  await expect(last).toContainText(`${final.H}-${final.B}`);
});

async function chooseDate(page: Page, label: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Open filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('button', { name: /^Date/ }).click();
  // The calendar opens on the selected month: go back a month at a time (the slider's matches are within one).
  for (let back = 0; back < 2 && !(await panel.getByRole('button', { name: label }).isVisible()); back += 1) {
    await panel.getByRole('button', { name: /previous month/i }).click();
  }
  await panel.getByRole('button', { name: label }).click();
  await page.keyboard.press('Escape');
}

test('case 4: after the live window the scoreboard and the slider still say Final (SO) and Final (OT)', async ({ page }) => {
  await withLanguage(page, 'en');
  const { shootout, overtime } = await decidedMatches(page);
  await page.goto(`/scoreboard?seasonId=${EHL.seasonId}&tournamentId=${EHL.tournamentId}`);
  const slider = page.getByRole('region', { name: 'Matches in the league' });
  const cases = [[shootout.match, 'Final (SO)'], [overtime.match, 'Final (OT)']] as const;
  for (const [match, state] of cases) await expect(slider.getByRole('link', { name: cardName(match, 'vs', state) }).first()).toBeVisible();
  for (const [match, state] of cases) {
    const day = new Date(`${match.matchDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    await chooseDate(page, new RegExp(day));
    const table = page.getByRole('table', { name: `Matches in EHL on ${day}` });
    await expect(table.getByRole('link', { name: `${name(match, 'H')} vs ${name(match, 'B')}, ${finalOf(match)}, ${state}`, exact: true })).toBeVisible();
  }
});

test('case 4 in Norwegian: "Slutt (straffer)" and "Slutt (e.o.)" on the slider', async ({ page }) => {
  await withLanguage(page, 'no');
  const { shootout, overtime } = await decidedMatches(page);
  await page.goto(`/scoreboard?seasonId=${EHL.seasonId}&tournamentId=${EHL.tournamentId}`);
  const slider = page.getByRole('region', { name: 'Kamper i ligaen' });
  await expect(slider.getByRole('link', { name: cardName(shootout.match, 'mot', 'Slutt (straffer)') }).first()).toBeVisible();
  await expect(slider.getByRole('link', { name: cardName(overtime.match, 'mot', 'Slutt (e.o.)') }).first()).toBeVisible();
});
