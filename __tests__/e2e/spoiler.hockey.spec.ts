/** Issue 16 spoiler shield on the hockey preset: both languages, phone and desktop widths. */
import { expect, test } from './fixtures';
import { messages, SCORE, shieldSwitch, walkWithShield } from './spoilerSupport';
import { withLanguage } from './support';

// One walk visits six pages and reloads: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('English at 1440 px: every score hidden, one revealed, remembered', async ({ page }) => {
  await walkWithShield(page, { language: 'en', width: 1440, sportId: 152 });
});

test('Norwegian at 375 px: every score hidden, one revealed, remembered', async ({ page }) => {
  await walkWithShield(page, { language: 'no', width: 375, sportId: 152 });
});

test('the arena screen is never shielded', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/');
  const scored = page.locator('main a[href*="tournamentId="]:visible').filter({ hasText: SCORE }).first();
  const query = new URL((await scored.getAttribute('href')) ?? '', 'http://x').searchParams;
  await shieldSwitch(page, 'en').click();
  await expect(page.locator('main').getByRole('link', { name: new RegExp(messages('en')('spoiler.scoreHidden')) }).first()).toBeVisible();
  await page.goto(`/kiosk?tournamentId=${query.get('tournamentId')}&seasonId=${query.get('seasonId')}&lang=en&views=today&rotate=600`);
  await expect(page.locator('body')).toContainText(SCORE);
  await expect(page.getByText('– : –')).toHaveCount(0);
});
