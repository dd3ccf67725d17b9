/**
 * Issue 11 case 12: an automated accessibility check (axe-core) on every route of SPEC §2, on every
 * preset, in the state a visitor lands in: no serious or critical violation of WCAG 2 A/AA — in both themes
 * (issue 27 case 8: the system's dark setting emulated; no choice made, so the page follows it).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { readProxy, siteOf } from './apiSupport';
import { finishedMatch } from './matchSupport';
import { withLanguage } from './support';

const STATIC_ROUTES = [
  '/',
  '/scoreboard',
  '/schedule',
  '/standings',
  '/teammembers',
  '/transfers',
  '/statistics/players',
  '/statistics/goalies',
  '/statistics/attendance',
  '/statistics/teams',
  '/statistics/basketball/players',
  '/statistics/basketball/teams',
  '/statistics/soccer/players',
  '/player/',
  '/matchnotready?matchId=1',
];

/** The serious and critical violations on the page once its main content has rendered. */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Settled: no loading text in the page and no loading overlay dimming it (its dimming is not what a user reads).
  const loading = page.getByText(/^(Loading|Laster)/);
  await expect(loading).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(300);
  await expect(loading).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join(' | ')}`);
}

for (const [language, colorScheme] of [['en', 'light'], ['no', 'light'], ['en', 'dark'], ['no', 'dark']] as const) {
  test.describe(`in ${language}, ${colorScheme}`, () => {
    test.use({ colorScheme });
    test.beforeEach(async ({ page }) => {
      await withLanguage(page, language);
    });

    for (const route of STATIC_ROUTES) {
      test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(route);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a finished match page and a live match page have no serious or critical violations', async ({ page }) => {
      const site = await siteOf(page);
      const sportIds = (await page.request.get('/config.json').then((r) => r.json())) as { sportId: number | null };
      const sportId = sportIds.sportId ?? 207;
      const match = await finishedMatch(page, sportId, true);
      await page.goto(`/match?matchId=${match.matchId}`);
      expect(await seriousViolations(page)).toEqual([]);
      const today = new Date(site.serverNow);
      const usDate = `${String(today.getUTCMonth() + 1).padStart(2, '0')}/${String(today.getUTCDate()).padStart(2, '0')}/${today.getUTCFullYear()}`;
      const { matches } = await readProxy(page, 'scheduledMatchesBySport', { sportIds: [sportId], date: usDate });
      const live = matches.find((m) => m.statusTypeId === 2 && m.liveClientType !== null && m.liveClientType !== 'None');
      if (live) {
        await page.goto(`/livematch?matchId=${live.matchId}`);
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  });
}
