/**
 * Issue 27 "Also": a closed native select steps through its options with the arrow keys, and each step is a
 * `change`. The select and the store follow every step; the reads wait until the steps stop (the selection
 * saga's settle time), so stepping past seasons does not read each of them. The page's clock is held while
 * the keys are pressed, so the steps come faster than the settle time however loaded the machine is.
 */
import { expect, test } from './fixtures';
import { startedSeasons } from './apiSupport';
import { withLanguage } from './support';

test('ArrowDown 3× on the season select: one read, of the season it ends on', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.clock.install();
  await page.goto('/standings');
  const seasons = await startedSeasons(page, 5);
  const [first, second, third, target] = seasons;
  if (first === undefined || second === undefined || third === undefined || target === undefined) throw new Error('the demo has fewer than four started seasons');
  await page.getByRole('button', { name: 'Open filters' }).click();
  const select = page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'Season' });
  await expect(select).toHaveValue(String(first.seasonId));

  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  const leaguesRead = (seasonId: number) => `/api/ta/Tournament/Season/${seasonId}`;
  await select.focus();
  await page.clock.pauseAt(Date.now() + 1_000);
  for (let step = 0; step < 3; step += 1) await select.press('ArrowDown');
  await page.clock.resume();
  await expect(select).toHaveValue(String(target.seasonId));
  await expect(page).toHaveURL(new RegExp(`seasonId=${target.seasonId}&tournamentId=\\d+`));
  await expect(page.getByLabel('Current season and league')).toContainText(target.seasonName);
  // One read of the leagues, the last season's; the seasons stepped past are never asked for.
  expect(reads.filter((read) => read.startsWith('/api/ta/Tournament/Season/'))).toEqual([leaguesRead(target.seasonId)]);
  for (const passed of [second, third]) expect(reads.filter((read) => new RegExp(`(seasonId=|/Season/)${passed.seasonId}\\b`).test(read))).toEqual([]);
});
