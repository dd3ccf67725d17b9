/**
 * Issue 26: the server cannot know the screen width, so the HTML it sends must already be right on a phone.
 * A 375 px Chromium without JavaScript gets the phone's layout from CSS alone: the scoreboard's cards with
 * their scores, the standings scrolling sideways under a team column that stays put, a statistics table's
 * first 10 rows (SPEC §9) with the phone's pager; and nothing widens the page. In both languages.
 */
import { expect, test, type Page } from './fixtures';
import { READER_CHOICES_COOKIE } from '../../src/shared/readerChoices';

const PHONE = { width: 375, height: 800 };

type Language = 'en' | 'no';

const TEXT = {
  en: { league: 'Matches in EHL on 21 November 2026', standings: 'Standings of EHL', players: 'Players of EHL', pageOf: /^Page 1 of \d+$/ },
  no: { league: 'Kamper i EHL 21. november 2026', standings: 'Tabell for EHL', players: 'Spillere i EHL', pageOf: /^Side 1 av \d+$/ },
} as const;

/** The reader's language as the choices cookie carries it (shared/readerChoices: version 1, `l` + language). */
async function openInLanguage(page: Page, path: string, language: Language, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: READER_CHOICES_COOKIE, value: `1.l${language}`, url: baseURL ?? 'http://127.0.0.1' }]);
  // A first, cold render on a busy machine may pass its budget and send the page still loading (the browser
  // would fetch the rest); this spec is about the layout of a rendered page, so the server's cache is warmed.
  await page.request.get(path);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

for (const language of ['en', 'no'] as const) {
  test.describe(`a 375 px phone without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });

    test('the scoreboard is a list of cards whose scores are on screen, not a table cut off', async ({ page, baseURL }) => {
      await openInLanguage(page, '/scoreboard', language, baseURL);
      const cards = page.getByRole('list', { name: TEXT[language].league });
      await expect(cards).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = cards.getByRole('listitem').filter({ hasText: 'Sparta Sarpsborg' }).first();
      const score = card.getByText('2 - 3', { exact: true });
      await expect(score).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page);
    });

    test('the standings scroll sideways inside their box, the team column staying beside the points', async ({ page, baseURL }) => {
      await openInLanguage(page, '/standings', language, baseURL);
      const table = page.getByRole('table', { name: TEXT[language].standings });
      const points = table.getByRole('columnheader', { name: /^P\b/ }).first();
      await expect(points).toBeVisible();
      await expectNoSidewaysScroll(page);
      // Scrolled to the points, the teams are still there to read them against (a frozen column, from CSS).
      await points.scrollIntoViewIfNeeded();
      await expect(points).toBeInViewport({ ratio: 1 });
      await expect(table.locator('tbody tr').first().getByRole('link')).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page);
    });

    test('a statistics table shows a phone’s first 10 rows and the phone’s pager', async ({ page, baseURL }) => {
      await openInLanguage(page, '/statistics/players', language, baseURL);
      const table = page.getByRole('table', { name: TEXT[language].players });
      // Only the rows on screen count: the 10 more of a wide screen's page are in the HTML, hidden by CSS.
      await expect(table.locator('tbody tr:visible')).toHaveCount(10);
      const pager = page.getByRole('navigation').filter({ has: page.getByText(TEXT[language].pageOf) });
      await expect(pager).toHaveCount(1);
      await expect(pager.getByRole('combobox')).toHaveValue('10');
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('a 375 px phone with JavaScript', () => {
  test.use({ viewport: PHONE });

  for (const [path, caption] of [
    ['/standings', TEXT.en.standings],
    ['/statistics/players', TEXT.en.players],
  ] as const) {
    test(`${path}: taking over the server's HTML moves nothing on screen (no layout shift)`, async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { layoutShifts: shifts });
        // Shifts of the page's own content (in <main>); the shell's slider and header have tests of their own.
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
            const moved = entry.sources.map((source) => source.node).filter((node): node is Element => node instanceof Element && node.closest('main') !== null);
            if (!entry.hadRecentInput && moved.length > 0) shifts.push(`${entry.value.toFixed(4)}: ${moved.map((node) => node.nodeName).join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openInLanguage(page, path, 'en', baseURL);
      const table = page.getByRole('table', { name: caption });
      await expect(table).toBeVisible();
      // Hydrated (a button that works) and drawn again for the width: the table holds only the phone's rows.
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      if (path === '/statistics/players') await expect(table.locator('tbody tr')).toHaveCount(10);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
    });
  }
});
