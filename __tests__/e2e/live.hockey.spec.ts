/**
 * The live match view against the real server, its embedded publish/subscribe endpoint and the simulator
 * (issue: live). The view's final event list must equal the server's channel log: no loss, no duplicates,
 * corrections and deletes applied — after a normal load and after going offline and online.
 */
import { expect, test } from '@playwright/test';
import { expectedVisible, liveHockeyMatchId, selectAllCategories, serverLog, shownClientIds } from './liveSupport';
import { withLanguage } from './support';

const HOCKEY_CATEGORIES = ['Shots', 'Faceoffs', 'Goalie changes'];

test.beforeEach(async ({ page }) => withLanguage(page, 'en'));

test('a live hockey match shows its clock, score and every event of the server log', async ({ page }) => {
  const matchId = await liveHockeyMatchId(page, '11/21/2026');
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live match' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Play-by-play' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Lineups' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Teams' })).toBeVisible();
  await selectAllCategories(page, HOCKEY_CATEGORIES);

  const log = await serverLog(page, matchId);
  expect(log.some((event) => event.MatchEventType === 'Delete'), 'the backlog has a delete').toBe(true);
  const corrected = log.filter((event, index) => log.findIndex((other) => other.ClientId === event.ClientId) !== index);
  expect(corrected.length, 'the backlog has a correction').toBeGreaterThan(0);
  // The view converges on the server's log (which may still grow while we wait).
  await expect.poll(async () => JSON.stringify(await shownClientIds(page)) === JSON.stringify(expectedVisible(await serverLog(page, matchId))), { timeout: 15_000 }).toBe(true);
  const shown = await shownClientIds(page);
  expect(shown.length).toBeGreaterThan(50);
  // Deleted events are not listed anywhere in the (windowed) list, not only off the rendered rows.
  const deletedIds = log.filter((event) => event.MatchEventType === 'Delete').map((event) => event.DeletedEventClientId ?? '');
  expect(deletedIds.length).toBeGreaterThan(0);
  for (const id of deletedIds) expect(shown).not.toContain(id);
});

test('going offline and online recovers by itself with nothing lost or doubled', async ({ page, context }) => {
  const matchId = await liveHockeyMatchId(page, '11/21/2026');
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();
  await selectAllCategories(page, HOCKEY_CATEGORIES);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: /^(Offline|Reconnecting)/ })).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => JSON.stringify(await shownClientIds(page)) === JSON.stringify(expectedVisible(await serverLog(page, matchId))), { timeout: 15_000 }).toBe(true);
  const shown = await shownClientIds(page);
  expect(new Set(shown).size).toBe(shown.length);
});
