import type { Page } from './fixtures';

/** Starts the page with a saved language choice (SPEC §1: saved under the `language` key). */
export async function withLanguage(page: Page, language: 'en' | 'no'): Promise<void> {
  await page.addInitScript((saved) => {
    if (!window.sessionStorage.getItem('e2e-language-set')) {
      window.localStorage.setItem('language', saved);
      window.sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

/** The names of the links in the main menu, in order. */
export async function menuLinkNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /^(Main menu|Hovedmeny)$/ });
  return nav.getByRole('link').allInnerTexts().then((names) => names.map((name) => name.trim()));
}

/** The query parameters of the page's URL as numbers (NaN when absent). */
export function queryNumber(page: Page, key: string): number {
  return Number(new URL(page.url()).searchParams.get(key));
}

const SELECTION_LABEL = /^(Current season and league|Valgt sesong og liga)$/;

/** Chooses a league by name in the filter panel (the autocomplete selects the first match) and closes it. */
export async function chooseLeague(page: Page, league: string, labels = { open: 'Open filters', panel: 'Filters', league: 'League', close: 'Close filters' }): Promise<void> {
  await page.getByRole('button', { name: labels.open }).click();
  const panel = page.getByRole('dialog', { name: labels.panel });
  const leagueBox = panel.getByRole('combobox', { name: labels.league });
  await leagueBox.fill(league);
  await leagueBox.press('Enter');
  await page.getByLabel(SELECTION_LABEL).filter({ hasText: league }).waitFor();
  await panel.getByRole('button', { name: labels.close }).click();
}

/**
 * Issue 26: answers the page at `pathname` with the shell alone (index.html as built, no server render), as a
 * reader gets it when the render failed or a CDN kept a copy of index.html: the browser then builds the page.
 */
export async function serveShellAt(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) }),
  );
}
