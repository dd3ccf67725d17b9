/** The finished basketball match page against the real server (issue 4). */
import { expect, test } from './fixtures';
import { withLanguage } from './support';
import { finishedMatch, teamName } from './matchSupport';

for (const [language, headings, teamRow, matchRegion, overtimeMark] of [
  ['en', ['Period scores', 'Fouls', 'Player stats', 'Game flow', 'Other facts', 'Form and head-to-head'], 'Team', 'Match', '(OT)'],
  ['no', ['Poeng per periode', 'Feil', 'Spillerstatistikk', 'Kampforløp', 'Andre fakta', 'Form og innbyrdes oppgjør'], 'Lag', 'Kamp', '(e.o.)'],
] as const) {
  test(`a finished basketball match in ${language}`, async ({ page }) => {
    await withLanguage(page, language);
    const match = await finishedMatch(page, 199, true);
    await page.goto(`/match?matchId=${match.matchId}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([...headings]);
    const players = page.getByRole('table', { name: teamName(match, 'H') });
    await expect(players.getByRole('columnheader')).toHaveCount(16);
    await expect(players.getByRole('rowheader', { name: teamRow, exact: true })).toBeVisible();
    // Team total points in the period table equal the score.
    const periods = page.getByRole('table').first();
    await expect(periods.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(String(match.matchResult?.homeGoals));
    // Issue 25 case 3: the quarters are P1-P4 with their points (a quarter without a point does not happen),
    // whatever ids the wire numbers them with; extra periods only follow them, and only then "after extra time".
    const labels = (await periods.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    expect(labels.slice(2, 6)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(labels.slice(6).every((label) => /^E[1-6]$/.test(label))).toBe(true);
    for (const row of [1, 2]) {
      const quarters = (await periods.getByRole('row').nth(row).getByRole('cell').allInnerTexts()).slice(1, 5).map(Number);
      expect(quarters.every((points) => points > 0)).toBe(true);
    }
    const header = page.getByRole('region', { name: matchRegion, exact: true });
    await expect(header.getByText(overtimeMark, { exact: false })).toHaveCount(labels.length > 6 ? 1 : 0);
    await players.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/player\/\?playerId=\d+&orgId=\d+&seasonId=\d+&tournamentId=\d+/);
  });
}
