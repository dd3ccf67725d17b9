/**
 * Issue 16 spoiler shield in the browser: one walk over every fan page that shows a score, shared by the
 * hockey and basketball specs. The match it reveals is read from the scoreboard itself (the first row with
 * a score before the shield goes on), so the walk depends on no fixed id.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';
import en from '../../locales/en.json';
import no from '../../locales/no.json';
import { liveMatchId } from './liveSupport';
import { withLanguage } from './support';

export type Language = 'en' | 'no';
type MessageId = keyof typeof en;

/** A score as the site writes one ("3 - 2", "81 - 77"). */
export const SCORE = /\d+ - \d+/;
const HIDDEN = '– : –';

/** Serious and critical WCAG 2 A/AA violations of the shielded page as it stands (as a11y.all.spec.ts checks). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ') ?? ''}`);
  expect(serious).toEqual([]);
}

export function messages(language: Language): (id: MessageId) => string {
  const table: Record<string, string> = language === 'en' ? en : no;
  return (id) => table[id] ?? id;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shield switch in the header. */
export function shieldSwitch(page: Page, language: Language) {
  return page.getByRole('switch', { name: messages(language)('spoiler.switch') });
}

/**
 * The whole walk: shield on → no score on the scoreboard, the slider, the schedule, a finished match, a
 * live match, nor in any tab title; reveal one → only it shows, everywhere; reload → all remembered;
 * standings behind a "Show anyway".
 */
export async function walkWithShield(page: Page, options: { language: Language; width: number; sportId: number }): Promise<void> {
  const { language, width, sportId } = options;
  const t = messages(language);
  await page.setViewportSize({ width, height: 900 });
  await withLanguage(page, language);
  const main = page.locator('main');
  const slider = page.getByRole('region', { name: t('slider.label') });

  // Shield off: the scoreboard shows scores. Remember one finished match's.
  await page.goto('/');
  // A finished match (a covered one's row leads to its live view, which the walk visits on its own).
  const firstScore = main.locator('a[href^="/match?"]:visible').filter({ hasText: SCORE }).first();
  await expect(firstScore).toBeVisible();
  const href = (await firstScore.getAttribute('href')) ?? '';
  const score = (await firstScore.innerText()).trim();
  expect(href).toMatch(/\/match\?matchId=\d+/);
  const switchButton = shieldSwitch(page, language);
  await expect(switchButton).toHaveAttribute('aria-checked', 'false');

  // Shield on.
  await switchButton.click();
  await expect(switchButton).toHaveAttribute('aria-checked', 'true');
  const rowLink = main.locator(`a[href="${href}"]:visible`);
  await expect(rowLink).toHaveText(HIDDEN);
  await expect(rowLink).toHaveAccessibleName(new RegExp(escape(t('spoiler.scoreHidden'))));
  await expect(main).not.toContainText(SCORE);
  await expect(slider.getByText(HIDDEN).first()).toBeVisible();
  await expect(slider).not.toContainText(SCORE);
  await expect(page).not.toHaveTitle(SCORE);
  await expectAccessible(page);

  // The schedule's played matches.
  await page.goto('/schedule');
  await page.getByRole('radio', { name: t('schedule.played') }).check();
  await expect(main.getByRole('link', { name: new RegExp(escape(t('spoiler.scoreHidden'))) }).first()).toBeVisible();
  await expect(main).not.toContainText(SCORE);
  await expect(slider).not.toContainText(SCORE);

  // A live match: placeholder, no score, no play-by-play, no score in the tab title.
  const liveId = await liveMatchId(page, sportId, '11/21/2026');
  await page.goto(`/livematch?matchId=${liveId}&matchDate=2026-11-21`);
  await expect(page.getByRole('img', { name: t('spoiler.scoreHidden') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('spoiler.notice.title') })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(main).not.toContainText(SCORE);
  await expect(page).toHaveTitle(new RegExp(` – .*${escape(t('pages.livematch.title'))}`));
  await expect(page).not.toHaveTitle(SCORE);
  await expectAccessible(page);

  // The finished match: placeholder in the header, no sections, no score in the title.
  await page.goto(href);
  const header = page.getByRole('region', { name: t('match.header.label'), exact: true });
  await expect(header.getByRole('img', { name: t('spoiler.scoreHidden') })).toBeVisible();
  await expect(header).toContainText(t('spoiler.statusPlayed'));
  await expect(page).toHaveTitle(new RegExp(` – .*${escape(t('pages.match.title'))}`));
  await expect(page).not.toHaveTitle(SCORE);
  await expect(main).not.toContainText(SCORE);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expectAccessible(page);

  // Reveal this one match: its score shows here and in the title…
  await header.getByRole('button', { name: new RegExp(`^${escape(t('spoiler.revealMatch').split('{')[0] ?? '')}`) }).click();
  await expect(header).toContainText(score);
  await expect(page).toHaveTitle(new RegExp(escape(score)));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  // …and on the scoreboard, where every other score stays hidden; all of it survives a reload.
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    else await page.goto('/');
    await expect(shieldSwitch(page, language)).toHaveAttribute('aria-checked', 'true');
    await expect(main.locator(`a[href="${href}"]:visible`)).toHaveText(score);
    await expect(main.getByRole('link', { name: new RegExp(escape(t('spoiler.scoreHidden'))) }).first()).toBeVisible();
    const shown = await main.getByRole('link').filter({ hasText: SCORE }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(shown)).toEqual(new Set([href]));
  }

  // The standings reveal results as a whole: a notice first, then the table on "Show anyway".
  await page.goto('/standings');
  const notice = page.getByRole('status').filter({ hasText: t('spoiler.notice.title') });
  await expect(notice).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);
  await notice.getByRole('button', { name: t('spoiler.showAnyway') }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: t('pages.standings.title') })).toBeVisible();
}
