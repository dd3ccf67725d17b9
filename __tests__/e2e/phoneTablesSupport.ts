/**
 * Issue 27: helpers of the phone-table specs. A column is "on screen" when its box lies within the 375 px
 * viewport, and the page itself never scrolls sideways.
 */
import { expect, type Locator, type Page } from './fixtures';

export const PHONE = { width: 375, height: 812 } as const;

/** The element's box lies within 0…375 px horizontally and it shows its whole text (nothing clipped). */
export async function expectWhollyOnScreen(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, 'a box').not.toBeNull();
  if (box === null) return;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(PHONE.width);
  // "18" cut to "1": a cell narrower than its text clips it.
  expect(await element.evaluate((node) => node.scrollWidth - node.clientWidth), 'clipped text').toBeLessThanOrEqual(0);
}

export async function expectNoPageSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The column headers named (by the start of their accessible name) and the first body row's cells under them. */
export async function expectColumnsOnScreen(table: Locator, names: readonly RegExp[]): Promise<void> {
  const headers = table.locator('thead th:visible, thead td:visible');
  const texts = (await headers.allInnerTexts()).map((text) => text.trim());
  const firstRow = table.locator('tbody tr:visible').first();
  const cells = firstRow.locator('th:visible, td:visible');
  // Inside the table's own scrolling box too: a column under its right edge would need a sideways scroll.
  const region = await table.locator('xpath=ancestor::*[@role="region"][1]').boundingBox();
  for (const name of names) {
    const header = table.getByRole('columnheader', { name }).first();
    await expectWhollyOnScreen(header);
    const box = await header.boundingBox();
    expect(region !== null && box !== null && box.x >= region.x - 0.5 && box.x + box.width <= region.x + region.width + 0.5, `${String(name)} inside the table's box`).toBe(true);
    const index = await header.evaluate((cell) => Array.from(cell.parentElement?.children ?? []).filter((c) => getComputedStyle(c).display !== 'none').indexOf(cell));
    expect(index, `column ${String(name)} among ${texts.join(', ')}`).toBeGreaterThanOrEqual(0);
    await expectWhollyOnScreen(cells.nth(index));
  }
}

/** The "scroll sideways" hint near a table (aria-hidden, so found by text). */
export function scrollHint(page: Page, language: 'en' | 'no' = 'en'): Locator {
  return page.getByText(language === 'en' ? 'Scroll sideways for more columns →' : 'Bla sidelengs for flere kolonner →');
}
