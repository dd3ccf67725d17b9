/**
 * Issue 27 case 8: the dark theme. It follows the system setting until the reader chooses in the filter panel;
 * a choice is remembered, and the server's HTML is already in it (no flash of the light page before the dark).
 */
import { expect, test, type Page } from './fixtures';
import { withLanguage } from './support';

/** The page's background as the browser paints it (the body's). */
async function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Light enough to be the light theme's page (each channel above 200) or dark enough to be the dark one's. */
const isLight = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).every((channel) => Number(channel) > 200);
const isDark = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).every((channel) => Number(channel) < 40);

async function chooseTheme(page: Page, name: 'System' | 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('button', { name: 'Open filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  const group = panel.getByRole('radiogroup', { name: 'Theme' });
  await group.getByRole('radio', { name }).check();
  await expect(group.getByRole('radio', { name })).toBeChecked();
  await panel.getByRole('button', { name: 'Close filters' }).click();
}

test.beforeEach(async ({ page }) => {
  await withLanguage(page, 'en');
});

test('without a choice the page follows the system setting, both ways', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/standings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
  expect(isDark(await background(page))).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(isLight(await background(page))).toBe(true);
});

test('Dark in the filter panel turns the page dark, and a reload comes dark from the server', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/standings');
  expect(isLight(await background(page))).toBe(true);
  await chooseTheme(page, 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(isDark(await background(page))).toBe(true);

  // The server's own HTML for the next visit, with this browser's cookies: already dark, before any script.
  const html = await (await page.request.get('/standings')).text();
  expect(html).toMatch(/<html lang="en" data-theme="dark">/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(isDark(await background(page))).toBe(true);
});

test('Light overrides a dark system, and System gives the page back to it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/scoreboard');
  await chooseTheme(page, 'Light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(isLight(await background(page))).toBe(true);
  expect(await (await page.request.get('/scoreboard')).text()).toMatch(/<html lang="en" data-theme="light">/);
  await chooseTheme(page, 'System');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/);
  expect(isDark(await background(page))).toBe(true);
  expect(await (await page.request.get('/scoreboard')).text()).toMatch(/<html lang="en">/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader who chose Dark gets the dark page from the server alone', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'mc_choices', value: '1.td', url: baseURL ?? '' }]);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/standings');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(isDark(await background(page))).toBe(true);
  });
});
