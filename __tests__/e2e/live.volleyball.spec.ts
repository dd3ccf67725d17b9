/** The volleyball live view on the volleyball preset: play-by-play only, points arriving. */
import { expect, test } from './fixtures';
import { liveMatchId, shownClientIds } from './liveSupport';
import { withLanguage } from './support';

test('a live volleyball match shows its play-by-play', async ({ page }) => {
  await withLanguage(page, 'en');
  const matchId = await liveMatchId(page, 157, '11/21/2026');
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Play-by-play']);
  // Every listed event, scrolling the windowed list (issue 14), not only the rows on screen.
  await expect.poll(async () => (await shownClientIds(page)).length).toBeGreaterThan(10);
});
