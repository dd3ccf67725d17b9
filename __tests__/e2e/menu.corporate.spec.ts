/** SPEC §2: on organisation 354 the menu follows the sport of the chosen league. */
import { expect, test } from './fixtures';
import { menuLinkNames, withLanguage } from './support';

test.beforeEach(async ({ page }) => withLanguage(page, 'en'));

test('the corporate site starts in English (no configured sport)', async ({ browser }) => {
  // A fresh context with nothing saved: SPEC §1 default language.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Scoreboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

for (const [league, items] of [
  ['Basket Bedriftsserie', ['Scoreboard', 'Standings', 'Schedule', 'Rosters', 'Transfers']],
  ['Ishockey Bedriftsserie', ['Scoreboard', 'Standings', 'Schedule', 'Rosters', 'Goalies', 'Attendance']],
  ['Bedriftsgolf', ['Scoreboard', 'Standings', 'Schedule', 'Rosters']],
] as const) {
  test(`choosing ${league} changes the menu`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    const leagueBox = panel.getByRole('combobox', { name: 'League' });
    await leagueBox.fill(league);
    await leagueBox.press('Enter');
    await expect(page.getByLabel('Current season and league')).toContainText(league);
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => menuLinkNames(page)).toEqual([...items]);
  });
}
