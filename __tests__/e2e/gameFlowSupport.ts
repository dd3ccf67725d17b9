/** Issue 16 game flow: reading the chart's section and its table alternative, and the page's own tables. */
import { expect, type Locator, type Page } from './fixtures';

export const FLOW_LABELS = {
  en: {
    title: 'Game flow',
    showTable: 'Show as table',
    hockeyChart: 'Shots per team over the match, goals marked',
    hockeyTable: 'Shots and goals per period',
    basketballChart: 'Lead tracker: home points minus away points',
    basketballTable: 'Points and lead per period',
  },
  no: {
    title: 'Kampforløp',
    showTable: 'Vis som tabell',
    hockeyChart: 'Skudd per lag gjennom kampen, mål markert',
    hockeyTable: 'Skudd og mål per periode',
    basketballChart: 'Ledelse gjennom kampen: hjemmelagets poeng minus bortelagets',
    basketballTable: 'Poeng og ledelse per periode',
  },
} as const;

/** Every row's header and data cells as text, body rows then footer rows. */
export async function rowTexts(table: Locator, part: 'tbody' | 'tfoot' = 'tbody'): Promise<string[][]> {
  await expect(table.locator(`${part} tr`).first()).toBeVisible();
  return table.locator(`${part} tr`).evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

/** The game-flow section: its chart (an image with its name) and its opened table alternative. */
export async function openFlow(page: Page, language: 'en' | 'no', sport: 'hockey' | 'basketball'): Promise<{ section: Locator; table: Locator }> {
  const labels = FLOW_LABELS[language];
  const section = page.getByRole('region', { name: labels.title, exact: true });
  await expect(section.getByRole('img', { name: labels[`${sport}Chart`] })).toBeVisible();
  await section.getByText(labels.showTable, { exact: true }).click();
  const table = section.getByRole('table', { name: labels[`${sport}Table`] });
  await expect(table).toBeVisible();
  return { section, table };
}

/** The page is no wider than the viewport (nothing overflows sideways). */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

export const WIDTHS = [375, 1440] as const;
export const LANGUAGES = ['en', 'no'] as const;
