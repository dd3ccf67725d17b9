/** The basketball live view on the basketball preset: clock, score, its two tabs and events arriving. */
import { expect, test } from './fixtures';
import { liveMatchId, shownClientIds } from './liveSupport';
import { withLanguage } from './support';

test('a live basketball match shows play-by-play and teams', async ({ page }) => {
  await withLanguage(page, 'en');
  const matchId = await liveMatchId(page, 199, '11/21/2026');
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Play-by-play', 'Teams']);
  // Every listed event, scrolling the windowed list (issue 14), not only the rows on screen.
  await expect.poll(async () => (await shownClientIds(page)).length).toBeGreaterThan(10);
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
});
