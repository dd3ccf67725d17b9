/**
 * Issue 16, favourite teams without an account: the browser tests shared by the hockey and basketball
 * presets (favourites.<preset>.spec.ts), each run in English at 1440 px and in Norwegian at 375 px. The
 * demo clock is frozen (playwright.config.ts), so today's scoreboard has the same matches on every run.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { finishedMatch, teamName } from './matchSupport';
import { withLanguage } from './support';

type Language = 'en' | 'no';

const TEXT = {
  en: { add: (team: string) => `Add ${team} to my teams`, addPattern: /^Add (.+) to my teams$/, myTeams: 'My teams', none: /You have not added any teams yet/, match: 'Match', slider: 'Matches in the league' },
  no: { add: (team: string) => `Legg til ${team} i mine lag`, addPattern: /^Legg til (.+) i mine lag$/, myTeams: 'Mine lag', none: /Du har ikke lagt til noen lag ennå/, match: 'Kamp', slider: 'Kamper i ligaen' },
} as const;

const CASES = [
  { language: 'en', width: 1440 },
  { language: 'no', width: 375 },
] as const;

/** The selected league's list on the scoreboard (a table on a desktop, cards on a phone). */
function leagueList(page: Page, narrow: boolean): Locator {
  return page.getByRole(narrow ? 'list' : 'table', { name: /^(Matches in|Kamper i) (?!other tournaments|andre turneringer)/ });
}

/** A list's rows or cards, in screen order. */
function entries(list: Locator, narrow: boolean): Locator {
  return narrow ? list.getByRole('listitem') : list.locator('tbody tr');
}

/** The teams of a row, read from their stars' names (home first). */
async function teamsOf(entry: Locator, language: Language): Promise<string[]> {
  // evaluateAll reads the row once, without waiting: after the My teams toggle the URL changes before the
  // list is rendered again, so first wait (retrying) for the row's two stars.
  const stars = entry.getByRole('button', { name: TEXT[language].addPattern });
  await expect(stars, `two stars named like "${TEXT[language].add('…')}"`).toHaveCount(2);
  const names = await stars.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const teams = names.flatMap((name) => TEXT[language].addPattern.exec(name)?.[1] ?? []);
  expect(teams, `two stars named like "${TEXT[language].add('…')}"`).toHaveLength(2);
  return teams;
}

/** The team whose star comes first in a row (the home team). */
async function homeTeamOf(entry: Locator, language: Language): Promise<string> {
  return (await teamsOf(entry, language))[0] as string;
}

export function favouriteSuite(sportId: number): void {
  for (const { language, width } of CASES) {
    const narrow = width < 800;
    const text = TEXT[language];

    test.describe(`favourite teams, ${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      // Several pages and reloads per test on a machine shared with other suites.
      test.describe.configure({ timeout: 60_000 });
      test.beforeEach(async ({ page }) => {
        await withLanguage(page, language);
      });

      test('a star in the standings puts the team first on the scoreboard and in the slider, and stays after a reload', async ({ page }) => {
        await page.goto('/scoreboard');
        const rows = entries(leagueList(page, narrow), narrow);
        await expect(rows.first()).toBeVisible();
        const count = await rows.count();
        expect(count, 'the league plays more than one match today').toBeGreaterThan(1);
        // A team of the last match that does not also play the first one (so moving it first shows).
        const firstTeams = await teamsOf(rows.first(), language);
        const team = (await teamsOf(rows.last(), language)).find((name) => !firstTeams.includes(name));
        if (team === undefined) throw new Error('the first and the last match of the day have the same teams');

        await page.goto('/standings');
        const star = page.getByRole('table').getByRole('button', { name: text.add(team), exact: true });
        await expect(star).toHaveAttribute('aria-pressed', 'false');
        await star.click();
        await expect(star).toHaveAttribute('aria-pressed', 'true');
        // The star sits beside the team's roster link: pressing it must not follow the link.
        await expect(page).toHaveURL(/\/standings(\?|$)/);

        await page.goto('/scoreboard');
        const firstStar = rows.first().getByRole('button', { name: text.add(team), exact: true });
        await expect(firstStar).toHaveAttribute('aria-pressed', 'true');
        await expect(rows).toHaveCount(count);
        const slider = page.getByRole('region', { name: text.slider });
        await expect(slider.getByRole('listitem').first().locator('[aria-label]').first()).toHaveAttribute('aria-label', new RegExp(team.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

        await page.reload();
        await expect(rows.first().getByRole('button', { name: text.add(team), exact: true })).toHaveAttribute('aria-pressed', 'true');

        // Keyboard: the star is a button, Space unstars it, and the spec's kick-off order comes back.
        await rows.first().getByRole('button', { name: text.add(team), exact: true }).focus();
        await page.keyboard.press('Space');
        await expect(rows.last().getByRole('button', { name: text.add(team), exact: true })).toHaveAttribute('aria-pressed', 'false');
        await expect(rows.first().getByRole('button', { name: text.add(team), exact: true })).toHaveCount(0);
        await expect(page).toHaveURL(/\/scoreboard/);
      });

      test('a star in a match header is remembered across a reload', async ({ page }) => {
        const match = await finishedMatch(page, sportId, true);
        const home = teamName(match, 'H');
        const away = teamName(match, 'B');
        await page.goto(`/match?matchId=${match.matchId}`);
        const header = page.getByRole('region', { name: text.match, exact: true });
        const homeStar = header.getByRole('button', { name: text.add(home), exact: true });
        await expect(homeStar).toHaveAttribute('aria-pressed', 'false');
        await homeStar.press('Enter');
        await expect(homeStar).toHaveAttribute('aria-pressed', 'true');
        await expect(header.getByRole('button', { name: text.add(away), exact: true })).toHaveAttribute('aria-pressed', 'false');
        await expect(page).toHaveURL(new RegExp(`/match\\?matchId=${match.matchId}`));
        await page.reload();
        await expect(header.getByRole('button', { name: text.add(home), exact: true })).toHaveAttribute('aria-pressed', 'true');
      });

      test("the schedule's My teams filter explains how to star a team, then shows only the starred team's matches, kept in the URL", async ({ page }) => {
        await page.goto('/schedule');
        const list = page.getByRole(narrow ? 'list' : 'table', { name: /^(Upcoming matches|Kommende kamper)$/ });
        const rows = entries(list, narrow);
        await expect(rows.first()).toBeVisible();
        const all = await rows.count();

        const toggle = page.getByRole('button', { name: text.myTeams, exact: true });
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await expect(page).toHaveURL(/[?&]myTeams=1(&|$)/);
        await expect(page.getByRole('status').filter({ hasText: text.none })).toBeVisible();
        await toggle.click();
        await expect(page).not.toHaveURL(/myTeams/);

        // Starring from a row of the list does not open the match.
        const team = await homeTeamOf(rows.first(), language);
        await rows.first().getByRole('button', { name: text.add(team), exact: true }).click();
        await expect(page).toHaveURL(/\/schedule/);
        await toggle.click();
        await expect(page).toHaveURL(/[?&]myTeams=1(&|$)/);
        await expect.poll(() => rows.count()).toBeLessThan(all);
        const mine = await rows.count();
        expect(mine).toBeGreaterThan(0);
        // Every match left has the starred team on one side (by id: a match may name it by an overridden name).
        for (let index = 0; index < mine; index += 1) {
          await expect(rows.nth(index).getByRole('button', { pressed: true })).toHaveCount(1);
        }

        await page.reload();
        await expect(page.getByRole('button', { name: text.myTeams, exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expect(rows).toHaveCount(mine);
      });
    });
  }
}
