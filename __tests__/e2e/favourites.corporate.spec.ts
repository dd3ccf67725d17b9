/**
 * Issue 16 on the corporate preset (organisation 354, many sports on one site): a star is kept per sport
 * and team, so a team starred in the handball league follows the fan to the schedule's My teams filter of
 * handball, and the football league's list does not claim it.
 */
import { expect, test } from './fixtures';
import { chooseLeague, withLanguage } from './support';
import { standingsOf } from './standingsSupport';

test.beforeEach(async ({ page }) => withLanguage(page, 'en'));
test.describe.configure({ timeout: 60_000 });

test('a handball team starred in the standings is a favourite in handball only', async ({ page }) => {
  const handball = await standingsOf(page, 'Håndball Bedriftsserie');
  const star = handball.getByRole('button', { name: /^Add .+ to my teams$/ }).first();
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await chooseLeague(page, 'Fotball 7er Bedriftsserie');
  const football = page.getByRole('table', { name: 'Standings of Fotball 7er Bedriftsserie' });
  await expect(football.getByRole('button', { name: /^Add .+ to my teams$/ }).first()).toBeVisible();
  await expect(football.getByRole('button', { pressed: true })).toHaveCount(0);

  // The schedule of the football league, My teams on: the handball team has no matches here.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Schedule' }).click();
  await page.getByRole('button', { name: 'My teams', exact: true }).click();
  await expect(page).toHaveURL(/[?&]myTeams=1(&|$)/);
  await expect(page.getByText(/^Your teams (have no upcoming matches|have not played any matches) in this league/)).toBeVisible();

  // Back to handball: the filter (kept in the URL) shows the starred team's matches, each with its star pressed.
  await chooseLeague(page, 'Håndball Bedriftsserie');
  const rows = page.getByRole('table', { name: /^(Upcoming|Played) matches$/ }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) await expect(rows.nth(index).getByRole('button', { pressed: true })).toHaveCount(1);
});
