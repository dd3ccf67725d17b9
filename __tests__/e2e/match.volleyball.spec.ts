/** The finished volleyball match page against the real server (issue 4). */
import { expect, test } from './fixtures';
import { withLanguage } from './support';
import { finishedMatch, teamName } from './matchSupport';

for (const [language, headings] of [
  ['en', ['Set scores', 'Player statistics', 'Game flow', 'Other facts', 'Form and head-to-head']],
  ['no', ['Settresultater', 'Spillerstatistikk', 'Kampforløp', 'Andre fakta', 'Form og innbyrdes oppgjør']],
] as const) {
  test(`a finished volleyball match in ${language}`, async ({ page }) => {
    await withLanguage(page, language);
    const match = await finishedMatch(page, 157, true);
    await page.goto(`/match?matchId=${match.matchId}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([...headings]);
    const sets = page.getByRole('table').first();
    const setColumns = await sets.getByRole('columnheader').count();
    expect(setColumns - 1).toBeGreaterThanOrEqual(3);
    expect(setColumns - 1).toBeLessThanOrEqual(5);
    // Issue 25 case 3: one column per set played (the sets won add up to them; the real API's 0-0 sets for
    // the sets not needed are not played sets), and each played set has a winner.
    expect(setColumns - 1).toBe((match.matchResult?.homeGoals ?? 0) + (match.matchResult?.awayGoals ?? 0));
    const home = (await sets.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).map(Number);
    const away = (await sets.getByRole('row').nth(2).getByRole('cell').allInnerTexts()).map(Number);
    expect(home.map((points, set) => Math.max(points, away[set] ?? 0) >= 15 && points !== away[set])).toEqual(home.map(() => true));
    const players = page.getByRole('table', { name: teamName(match, 'H') });
    const totals = (await players.locator('tbody tr td:nth-of-type(2)').allInnerTexts()).map(Number);
    expect(totals.length).toBeGreaterThan(0);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
}
