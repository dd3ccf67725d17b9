/**
 * SPEC §9 on a phone (375 px): the live header's team names stand whole on the screen beside the score and
 * the match's state. "Intermission after period 1" at its full width once left each name 40 px, and the home
 * team's name ran off the left edge of the screen; the state now wraps under the score instead.
 */
import { expect, test, type Locator } from './fixtures';
import { liveHockeyMatchId } from './liveSupport';
import { withLanguage } from './support';

const PHONE = { width: 375, height: 812 };
const SCORE_LABEL = { en: /^Score /, no: /^Stilling / } as const;

/** Where an element's text is drawn: a name wider than its box overflows it, so the box alone would not tell. */
function textBoxOf(locator: Locator): Promise<{ x: number; width: number }> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, width } = range.getBoundingClientRect();
    return { x, width };
  });
}

for (const language of ['en', 'no'] as const) {
  test.describe(`the live header on a 375 px phone (${language})`, () => {
    test.use({ viewport: PHONE });
    test.beforeEach(async ({ page }) => withLanguage(page, language));

    test('both team names are on the screen, beside the score and the state, not under them', async ({ page }) => {
      const matchId = await liveHockeyMatchId(page, '11/21/2026');
      await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
      const score = page.getByLabel(SCORE_LABEL[language]);
      await expect(score).toBeVisible();
      // The header's middle column: the score with the match's state under it.
      const middle = score.locator('..');
      await expect(middle.locator('[data-match-status]')).not.toBeEmpty();
      const header = page.locator('section').filter({ has: score });
      // The names are buttons with text (SPEC §2 team clicks); the stars beside them carry only a label.
      const names = header.getByRole('button').filter({ hasText: /\S/ });
      await expect(names).toHaveCount(2);
      const [home, away, centre] = [await textBoxOf(names.first()), await textBoxOf(names.last()), await textBoxOf(middle)];
      expect(home.x).toBeGreaterThanOrEqual(0);
      expect(away.x + away.width).toBeLessThanOrEqual(PHONE.width);
      expect(home.x + home.width).toBeLessThanOrEqual(centre.x);
      expect(away.x).toBeGreaterThanOrEqual(centre.x + centre.width);
    });
  });
}
