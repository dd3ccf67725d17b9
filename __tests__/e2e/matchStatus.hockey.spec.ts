/**
 * Issue 24 case 8 on the hockey preset at the demo clock (21 Nov 2026 18:00 Oslo): a withdrawn match
 * (statusTypeId 9; SPEC §5 keeps it out of the lists) opened by a direct link says it was withdrawn on the
 * match page and the live page, not "Not started"; the schedule's Upcoming list holds no finished match.
 */
import { expect, test } from './fixtures';
import { withLanguage } from './support';

/** The demo's withdrawn EHL match (found through the API below, so a changed demo fails loudly here). */
const WITHDRAWN = 4087018;

test('a withdrawn match opened by a direct link says so on the match page and the live page', async ({ page }) => {
  await withLanguage(page, 'en');
  const record = (await (await page.request.get(`/api/proxy?taReqUrl=ta/Match?matchId=${WITHDRAWN}`)).json()) as { statusTypeId: number };
  expect(record.statusTypeId).toBe(9);
  await page.goto(`/match?matchId=${WITHDRAWN}`);
  const header = page.getByRole('region', { name: 'Match', exact: true });
  await expect(header.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(header.getByText('Not started')).toHaveCount(0);

  await page.goto(`/livematch?matchId=${WITHDRAWN}`);
  await expect(page.getByRole('status').filter({ hasText: 'This match has been withdrawn' })).toBeVisible();
  await expect(page.getByText('This match has not been set up for live reporting.')).toHaveCount(0);
});

test('in Norwegian the withdrawn match says "Trukket"', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.goto(`/match?matchId=${WITHDRAWN}`);
  await expect(page.getByRole('region', { name: 'Kamp', exact: true }).getByText('Trukket', { exact: true })).toBeVisible();
  await page.goto(`/livematch?matchId=${WITHDRAWN}`);
  await expect(page.getByRole('status').filter({ hasText: 'Kampen er trukket' })).toBeVisible();
});

test('Upcoming holds no finished match: the 14:45 match, over at 17:15, is Played at 18:00', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/schedule');
  const upcoming = page.getByRole('table', { name: 'Upcoming matches' });
  await expect(upcoming.locator('tbody tr').first()).toBeVisible();
  await expect(upcoming.getByText(/^Final/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'Played' }).click();
  const played = page.getByRole('table', { name: 'Played matches' });
  await expect(played.getByRole('link', { name: 'Sparta Sarpsborg vs Lillehammer, 2 - 3, Final' })).toBeVisible();
});
