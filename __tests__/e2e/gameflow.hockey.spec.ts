/**
 * Issue 16 game flow on the hockey preset, both languages, 375 and 1440 px: the chart is there (an image
 * with a name), and its table alternative's numbers are the match page's own — shots and goals per period
 * as the game details list them, totals, the final score — and, on the live page, the live score.
 */
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, LANGUAGES, openFlow, rowTexts, WIDTHS } from './gameFlowSupport';
import { liveHockeyMatchId } from './liveSupport';
import { finishedMatch } from './matchSupport';
import { withLanguage } from './support';

const PAGE_LABELS = {
  en: { details: 'Game details', goals: 'Goals', shots: 'Shots' },
  no: { details: 'Kampdetaljer', goals: 'Mål', shots: 'Skudd' },
} as const;

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`finished match, ${language}, ${width} px: the flow's shots and goals per period are the game details'`, async ({ page }) => {
      await withLanguage(page, language);
      await page.setViewportSize({ width, height: 900 });
      const match = await finishedMatch(page, 152, true);
      await page.goto(`/match?matchId=${match.matchId}`);
      const labels = PAGE_LABELS[language];
      const details = page.getByRole('region', { name: labels.details });
      // The page's own figures: per team [name, period…, total].
      const shots = await rowTexts(details.getByRole('table', { name: labels.shots }));
      const goals = await rowTexts(details.getByRole('table', { name: labels.goals }));
      expect(shots).toHaveLength(2);

      const { section, table } = await openFlow(page, language, 'hockey');
      const periods = await rowTexts(table);
      expect(periods.length).toBeGreaterThanOrEqual(3);
      periods.forEach((row, index) => {
        // [period, shots H, shots B, goals H, goals B]
        expect(row.slice(1)).toEqual([shots[0]?.[index + 1], shots[1]?.[index + 1], goals[0]?.[index + 1], goals[1]?.[index + 1]]);
      });
      const [total] = await rowTexts(table, 'tfoot');
      expect(total?.slice(1, 3)).toEqual([shots[0]?.at(-1), shots[1]?.at(-1)]);
      // The summary states the final score of the match.
      await expect(section.getByText(`${match.matchResult?.homeGoals}–${match.matchResult?.awayGoals}`, { exact: false }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, width);
    });
  }
}

for (const language of LANGUAGES) {
  test(`live match, ${language}: the flow's goals equal the live score and the chart fits a phone`, async ({ page }) => {
    await withLanguage(page, language);
    await page.setViewportSize({ width: 375, height: 900 });
    const matchId = await liveHockeyMatchId(page, '11/21/2026');
    await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
    const { table } = await openFlow(page, language, 'hockey');
    const score = page.getByLabel(language === 'en' ? /^Score .* against .*: \d+ - \d+$/ : /^Stilling .* mot .*: \d+ - \d+$/);
    // Events keep arriving: compare the two at one moment, until they agree.
    await expect
      .poll(async () => {
        const label = (await score.getAttribute('aria-label')) ?? '';
        const [, h, a] = /(\d+) - (\d+)$/.exec(label) ?? [];
        const [total] = await rowTexts(table, 'tfoot');
        return `${total?.[3]}-${total?.[4]}` === `${h}-${a}`;
      })
      .toBe(true);
    await expectNoSidewaysScroll(page, 375);
  });
}
