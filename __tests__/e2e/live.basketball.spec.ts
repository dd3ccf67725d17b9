/** The basketball live view on the basketball preset: clock, score, its two tabs and events arriving. */
import { expect, test } from '@playwright/test';
import { liveMatchId } from './liveSupport';
import { withLanguage } from './support';

test('a live basketball match shows play-by-play and teams', async ({ page }) => {
  await withLanguage(page, 'en');
  const matchId = await liveMatchId(page, 199, '11/21/2026');
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Play-by-play', 'Teams']);
  await expect.poll(() => page.locator('[data-client-id]').count()).toBeGreaterThan(10);
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
});
