/**
 * Issue 27 cases 1–3 (hockey): on a 375 px phone every table has its key columns on screen without a
 * sideways scroll, the rest on demand ("All columns") with the name column fixed; the hint says "scroll
 * sideways" only when the table really overflows; the site's title is a whole word; and on a 3840 px
 * arena screen the public pages' type is larger than on a desktop.
 */
import { expect, test } from './fixtures';
import { finishedMatch } from './matchSupport';
import { expectColumnsOnScreen, expectNoPageSidewaysScroll, expectWhollyOnScreen, PHONE, scrollHint } from './phoneTablesSupport';
import { withLanguage } from './support';

test.describe('a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('standings: position, team, GP, goals and points on screen; the hint only once all columns overflow', async ({ page }) => {
    await withLanguage(page, 'en');
    await page.goto('/standings');
    const table = page.getByRole('table', { name: /^Standings of / });
    await expectColumnsOnScreen(table, [/^#/, /^Team/, /^GP\b/, /^Goals\b/, /^P\b/]);
    await expectNoPageSidewaysScroll(page);
    await expect(scrollHint(page)).toBeHidden();

    await page.getByRole('button', { name: 'All columns' }).click();
    await expect(table.getByRole('columnheader', { name: /^PIM\b/ })).toBeVisible();
    await expect(scrollHint(page)).toBeVisible();
    await expectNoPageSidewaysScroll(page);
    // Scrolled to the far end, the team column is still there to read the figures against.
    await table.getByRole('columnheader', { name: /^P%/ }).scrollIntoViewIfNeeded();
    await expectWhollyOnScreen(table.locator('tbody tr').first().getByRole('link').first());
  });

  test('players: the sorted column and PTS on screen, and a newly sorted column joins them', async ({ page }) => {
    await withLanguage(page, 'en');
    await page.goto('/statistics/players');
    const table = page.getByRole('table', { name: /^Players of / });
    await expectColumnsOnScreen(table, [/^#/, /^Player/, /^GP\b/, /^PTS\b/]);
    await expectNoPageSidewaysScroll(page);

    await page.getByRole('button', { name: 'All columns' }).click();
    await table.getByRole('button', { name: /^PIM\b/ }).click();
    await page.getByRole('button', { name: 'All columns' }).click();
    await expect(page.getByRole('button', { name: 'All columns' })).toHaveAttribute('aria-pressed', 'false');
    await expectColumnsOnScreen(table, [/^Player/, /^PTS\b/, /^PIM\b/]);
    await expectNoPageSidewaysScroll(page);
  });

  test('goalies: SV% on screen', async ({ page }) => {
    await withLanguage(page, 'en');
    await page.goto('/statistics/goalies');
    const table = page.getByRole('table', { name: /^Goalies of / });
    await expectColumnsOnScreen(table, [/^Player/, /^GP\b/, /^SV%/]);
    await expectNoPageSidewaysScroll(page);
  });

  test('a match box score: player, number, G, A and PTS on screen', async ({ page }) => {
    await withLanguage(page, 'en');
    const match = await finishedMatch(page, 152, true);
    await page.goto(`/match?matchId=${match.matchId}`);
    const players = page.getByRole('region', { name: 'Player stats' }).getByRole('table').first();
    await expectColumnsOnScreen(players, [/^Player/, /^#/, /^G\b/, /^A\b/, /^PTS\b/]);
    const goalies = page.getByRole('region', { name: 'Goalies' }).getByRole('table').first();
    await expectColumnsOnScreen(goalies, [/^Player/, /^SV%/]);
    await expectNoPageSidewaysScroll(page);
  });

  test('the site title is a whole word, not cut', async ({ page }) => {
    await withLanguage(page, 'no');
    await page.goto('/standings');
    const title = page.getByRole('banner').getByText('Ishockey', { exact: true });
    await expectWhollyOnScreen(title);
    await expect(page.getByRole('banner').getByText('Ishockey Kampsenter')).toBeHidden();
  });
});

test('on a 3840 px arena screen the standings read larger than on a 1440 px desktop', async ({ page }) => {
  await withLanguage(page, 'en');
  const bodySize = async () => {
    await page.goto('/standings');
    const cell = page.getByRole('table', { name: /^Standings of / }).locator('tbody td').first();
    await expect(cell).toBeVisible();
    return cell.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  const desktop = await bodySize();
  await page.setViewportSize({ width: 3840, height: 2160 });
  const arena = await bodySize();
  expect(desktop).toBe(16);
  expect(arena).toBeGreaterThanOrEqual(desktop * 2.5);
  // The catch-up card's Dismiss and every other button take the page's type, not a fixed 13.33 px.
  expect(await page.locator('html').evaluate((html) => parseFloat(getComputedStyle(html).fontSize))).toBeGreaterThanOrEqual(40);
});

test('on a 3840 px arena screen the icons grow with the text: a team star and the calendar glyph (issue 27 case 3)', async ({ page }) => {
  await withLanguage(page, 'en');
  const iconSizes = async () => {
    await page.goto('/schedule');
    const star = page.getByRole('table').first().locator('[data-favourite-star] svg').first();
    const calendar = page.getByRole('link', { name: /^Subscribe to the / }).locator('svg');
    await expect(star).toBeVisible();
    const width = (locator: typeof star) => locator.evaluate((node) => node.getBoundingClientRect().width);
    return { star: await width(star), calendar: await width(calendar) };
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  const desktop = await iconSizes();
  await page.setViewportSize({ width: 3840, height: 2160 });
  const arena = await iconSizes();
  // A button's and an SVG's fixed pixel sizes stayed desktop-sized (a 15 px star beside 48 px text).
  expect(arena.star).toBeGreaterThanOrEqual(desktop.star * 2.5);
  expect(arena.calendar).toBeGreaterThanOrEqual(desktop.calendar * 2.5);
});

test('on a 3840 px arena screen a select has room for its longest option and an arrow that grows with the text (issue 27 case 3)', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 3840, height: 2160 });
  await page.goto('/transfers');
  const rowsPerPage = page.getByRole('combobox', { name: 'Rader per side' });
  await rowsPerPage.selectOption('all');
  await expect(rowsPerPage).toHaveValue('all');
  const fit = await rowsPerPage.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    if (context === null) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const longest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
    const fontSize = parseFloat(style.fontSize);
    return {
      fontSize,
      textRoom: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      longest,
      arrowRoomInEm: parseFloat(style.paddingRight) / fontSize,
    };
  });
  expect(fit.fontSize).toBeGreaterThanOrEqual(40);
  // The browser's own arrow stayed 10 px and its padding did not grow: "Alle" ran into the arrow.
  expect(fit.textRoom).toBeGreaterThanOrEqual(fit.longest);
  expect(fit.arrowRoomInEm).toBeGreaterThanOrEqual(1.25);
});
