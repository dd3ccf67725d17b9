/**
 * Issue 27 case 1 (volleyball): on a 375 px phone a match's set scores show every played set, and the
 * player tables show the player, number and total points whole ("18", never "1"), with no sideways scroll.
 */
import { expect, test } from './fixtures';
import { finishedMatch } from './matchSupport';
import { expectColumnsOnScreen, expectNoPageSidewaysScroll, PHONE } from './phoneTablesSupport';
import { withLanguage } from './support';

test.use({ viewport: PHONE });

for (const language of ['en', 'no'] as const) {
  test(`a match's set scores and player tables fit a phone (${language})`, async ({ page }) => {
    await withLanguage(page, language);
    const match = await finishedMatch(page, 157, true);
    await page.goto(`/match?matchId=${match.matchId}`);
    const sets = page.getByRole('region', { name: language === 'en' ? 'Set scores' : /^Sett/ }).getByRole('table');
    await expect(sets.locator('tbody tr').first()).toBeVisible();
    // A finished match played at least three sets; each is a column on screen.
    const setHeaders = sets.locator('thead th:visible');
    const setCount = (await setHeaders.count()) - 1;
    expect(setCount).toBeGreaterThanOrEqual(3);
    await expectColumnsOnScreen(sets, Array.from({ length: setCount }, (_, index) => new RegExp(`(^|\\D)${index + 1}$`)));
    const players = page.getByRole('region', { name: language === 'en' ? 'Player statistics' : /^Spiller/ }).getByRole('table');
    expect(await players.count()).toBe(2);
    for (const table of await players.all()) {
      await expectColumnsOnScreen(table, [language === 'en' ? /^Player/ : /^Spiller/, /^#/, language === 'en' ? /^Pts/ : /^Poeng/]);
    }
    await expectNoPageSidewaysScroll(page);
  });
}
