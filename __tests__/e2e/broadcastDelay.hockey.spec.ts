/**
 * Issue 16 broadcast delay on the live match page, against a server of its own that accepts test publishes
 * (LIVE_PUBLISH_KEY). An event published with a delay of N s set reaches the page no sooner than N s after
 * it was published (the page notes when it appears, so nothing here depends on how fast the machine is);
 * changing the delay lets held events out without losing or reordering them; the delay is remembered.
 * Issue 24 case 6: opened with a delay already set, the page holds the events of the last N s (they used to
 * come in at once with the live-events fetch); the scoreboard's and the slider's live scores lag as well.
 * The basketball preset's counterpart: broadcastDelay.basketball.spec.ts.
 */
import { expect, test } from './fixtures';
import {
  appearedAt,
  DELAY_TEXT,
  expectShownAfterDelay,
  noteAppearance,
  noteFromOpening,
  openLiveMatch,
  setBroadcastDelay,
  withBroadcastDelay,
} from './broadcastDelaySupport';
import { liveHockeyMatchId } from './liveSupport';
import { publishLive, ownPublishingServer } from './publishSupport';
import { withLanguage } from './support';

const server = ownPublishingServer('hockey', 20, 'e2e-broadcast-delay-key', { timeout: 90_000 });

/** Publishes a hockey timeout (a category the play-by-play lists by default) on the match's channel. */
function publishTimeout(matchId: number, clientId: string): Promise<number> {
  return publishLive(server, matchId, { ClientId: clientId, MatchId: matchId, MatchEventType: 'Timeout', Team: 'H', Period: 2, PeriodTime: '10:00' });
}

test('a live event shows only after the delay; changing the delay drops and reorders nothing', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.setViewportSize({ width: 1440, height: 900 });
  const matchId = await liveHockeyMatchId(page, '11/21/2026');
  await openLiveMatch(page, 'en', matchId);
  await setBroadcastDelay(page, 'en', 3);

  // Held for 3 s from its arrival, so at least 3 s after it was published.
  await expectShownAfterDelay(page, 'e2e-delay-a', 3, () => publishTimeout(matchId, 'e2e-delay-a'));

  // A long delay holds the next event; taking the delay away lets it out, after the first, none lost.
  await setBroadcastDelay(page, 'en', 120);
  await noteAppearance(page, 'e2e-delay-b');
  await publishTimeout(matchId, 'e2e-delay-b');
  // Time for the event to arrive (it would show at once without a delay); it must still be held.
  await page.waitForTimeout(2000);
  await expect(page.locator('[data-client-id="e2e-delay-b"]')).toHaveCount(0);
  const released = Date.now();
  await setBroadcastDelay(page, 'en', 0);
  await expect(page.locator('[data-client-id="e2e-delay-b"]')).toHaveCount(1, { timeout: 10_000 });
  expect((await appearedAt(page, 'e2e-delay-b')) ?? 0).toBeGreaterThanOrEqual(released);
  await expect(page.locator('[data-client-id="e2e-delay-a"]')).toHaveCount(1);
  // The list is newest first: b above a.
  const order = await page.locator('[data-client-id^="e2e-delay-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-client-id')));
  expect(order).toEqual(['e2e-delay-b', 'e2e-delay-a']);
});

test('in Norwegian on a phone: the delay is chosen, said and remembered', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 375, height: 800 });
  const matchId = await liveHockeyMatchId(page, '11/21/2026');
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  await setBroadcastDelay(page, 'no', 45);
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: DELAY_TEXT.no.field })).toHaveValue('45');
  await expect(page.getByRole('status').filter({ hasText: DELAY_TEXT.no.delayed(45) })).toBeVisible();
});

test('issue 24: opened with a delay set, the events of the last N s are not shown before their time', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.setViewportSize({ width: 1440, height: 900 });
  const matchId = await liveHockeyMatchId(page, '11/21/2026');
  await withBroadcastDelay(page, 8);
  await noteFromOpening(page, { clientIds: ['e2e-open-a'] });
  // Published just before the page opens: it is in the server's log, the live-events fetch and the history.
  const publishedAt = await publishTimeout(matchId, 'e2e-open-a');
  await openLiveMatch(page, 'en', matchId);
  await expect(page.getByRole('status').filter({ hasText: DELAY_TEXT.en.delayed(8) })).toBeVisible();
  await expect(page.locator('[data-client-id="e2e-open-a"]')).toHaveCount(1, { timeout: 30_000 });
  expect(((await appearedAt(page, 'e2e-open-a')) ?? 0) - publishedAt).toBeGreaterThanOrEqual(8000);
});

test('issue 24: with a delay set, the scoreboard’s and the slider’s live score lag by it, and say so', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.setViewportSize({ width: 1440, height: 900 });
  // EHL's match in progress at the suite's clock (the scoreboard's league list; scoreboard.hockey.spec.ts).
  const matchId = 4087038;
  const score = '41 - 40';
  await withBroadcastDelay(page, 6);
  await noteFromOpening(page, { texts: [score] });
  await page.goto('/scoreboard');
  await expect(page.getByRole('status').filter({ hasText: DELAY_TEXT.en.delayed(6) })).toBeVisible();
  const slider = page.getByRole('region', { name: `Matches in the league · ${DELAY_TEXT.en.delayed(6)}` });
  await expect(slider.getByRole('link').first()).toBeVisible();
  // The lists follow the match's goals channel once its row is on screen.
  const table = page.getByRole('main');
  await expect(table.getByRole('link', { name: /^Stavanger vs Narvik, \d+ - \d+, / })).toBeVisible({ timeout: 20_000 });
  const publishedAt = await publishLive(server, matchId, { ClientId: 'e2e-lists-goal', MatchId: matchId, MatchEventType: 'Goal', Team: 'H', Period: 2, PeriodTime: '11:00', h: 41, a: 40 }, ['all', 'goals']);
  await expect(table.getByRole('link', { name: new RegExp(`^Stavanger vs Narvik, ${score}, `) })).toBeVisible({ timeout: 30_000 });
  await expect(slider.getByRole('link', { name: new RegExp(`^Stavanger vs Narvik, ${score}, `) })).toBeVisible();
  expect(((await appearedAt(page, score)) ?? 0) - publishedAt).toBeGreaterThanOrEqual(6000);
});
