/** The finished volleyball match page against the real server (issue 4). */
import { expect, test } from '@playwright/test';
import { withLanguage } from './support';
import { finishedMatch, teamName } from './matchSupport';

for (const [language, headings] of [
  ['en', ['Set scores', 'Player statistics', 'Game flow', 'Other facts']],
  ['no', ['Settresultater', 'Spillerstatistikk', 'Kampforløp', 'Andre fakta']],
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
    const players = page.getByRole('table', { name: teamName(match, 'H') });
    const totals = (await players.locator('tbody tr td:nth-of-type(2)').allInnerTexts()).map(Number);
    expect(totals.length).toBeGreaterThan(0);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
}
