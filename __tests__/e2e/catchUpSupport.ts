/** Issue 16 catch-up card specs (hockey and basketball): the card's words and leaving the tab. */
import type { Locator, Page } from './fixtures';

/** locales catchUp.* (and live.period.period for the items' period) in each language. */
export const CATCH_UP_TEXT = {
  en: {
    start: 'Since the start',
    since: 'Since you last looked',
    dismiss: 'Dismiss',
    leadChange: (team: string, h: number, a: number) => `${team} took the lead (${h}–${a})`,
    period: (n: number) => `Period ${n}`,
  },
  no: {
    start: 'Siden kampstart',
    since: 'Siden sist du så',
    dismiss: 'Lukk',
    leadChange: (team: string, h: number, a: number) => `${team} tok ledelsen (${h}–${a})`,
    period: (n: number) => `${n}. periode`,
  },
} as const;

/** The fan leaves the tab (hidden) or comes back to it (visible): the page's visibilitychange. */
export async function setVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible ? 'visible' : 'hidden');
}

/** The card sits below the live score: it never covers it. */
export async function cardBelowScore(page: Page, card: Locator): Promise<boolean> {
  const scoreBox = await page.getByLabel(/^(Score|Stilling) /).boundingBox();
  const cardBox = await card.boundingBox();
  return scoreBox !== null && cardBox !== null && cardBox.y >= scoreBox.y + scoreBox.height;
}
