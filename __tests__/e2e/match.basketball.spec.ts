/** The finished basketball match page against the real server (issue 4). */
import { expect, test } from '@playwright/test';
import { withLanguage } from './support';
import { finishedMatch, teamName } from './matchSupport';

for (const [language, headings, teamRow] of [
  ['en', ['Period scores', 'Fouls', 'Player stats', 'Game flow', 'Other facts'], 'Team'],
  ['no', ['Poeng per periode', 'Feil', 'Spillerstatistikk', 'Kampforløp', 'Andre fakta'], 'Lag'],
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
    await players.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/player\/\?playerId=\d+&orgId=\d+&seasonId=\d+&tournamentId=\d+/);
  });
}
