/**
 * Issue 16 broadcast delay specs (hockey and basketball). The page itself notes (epoch ms) when an event's
 * row first shows, so "no sooner than N s after publishing" does not depend on how fast the machine or the
 * test runner is.
 */
import { expect, type Page } from './fixtures';

export const DELAY_TEXT = {
  en: { live: /^Live/, field: /^Broadcast delay/, delayed: (seconds: number) => `Delayed ${seconds} s`, anyDelay: /^Delayed/ },
  no: { live: /^Direkte/, field: /^Sendingsforsinkelse/, delayed: (seconds: number) => `Forsinket ${seconds} s`, anyDelay: /^Forsinket/ },
} as const;

type Language = keyof typeof DELAY_TEXT;

/** Opens the live match and waits until it is live (connected). */
export async function openLiveMatch(page: Page, language: Language, matchId: number): Promise<void> {
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  await expect(page.getByRole('status').filter({ hasText: DELAY_TEXT[language].live })).toBeVisible({ timeout: 20_000 });
}

/** Sets the delay in the page's field and waits until the page says it holds events that long. */
export async function setBroadcastDelay(page: Page, language: Language, seconds: number): Promise<void> {
  await page.getByRole('spinbutton', { name: DELAY_TEXT[language].field }).fill(String(seconds));
  const said = page.getByRole('status').filter({ hasText: seconds === 0 ? DELAY_TEXT[language].anyDelay : DELAY_TEXT[language].delayed(seconds) });
  await (seconds === 0 ? expect(said).toHaveCount(0) : expect(said).toBeVisible());
}

/** From now on, the page notes (epoch ms) when an element with this ClientId first shows. */
export async function noteAppearance(page: Page, clientId: string): Promise<void> {
  await page.evaluate((id) => {
    const store = window as unknown as { __appeared?: Record<string, number> };
    const appeared = (store.__appeared ??= {});
    const check = () => {
      if (appeared[id] === undefined && document.querySelector(`[data-client-id="${id}"]`)) appeared[id] = Date.now();
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    check();
  }, clientId);
}

/** When the page first showed the ClientId (epoch ms), or null when it has not. */
export const appearedAt = (page: Page, clientId: string): Promise<number | null> =>
  page.evaluate((id) => (window as unknown as { __appeared?: Record<string, number> }).__appeared?.[id] ?? null, clientId);

/**
 * With a delay of `seconds` set: `publish` sends the event `clientId` (and says when, epoch ms); its row
 * must show, and no sooner than `seconds` after it was published.
 */
export async function expectShownAfterDelay(page: Page, clientId: string, seconds: number, publish: () => Promise<number>): Promise<void> {
  await noteAppearance(page, clientId);
  const publishedAt = await publish();
  await expect(page.locator(`[data-client-id="${clientId}"]`)).toHaveCount(1, { timeout: 20_000 });
  const shownAt = await appearedAt(page, clientId);
  expect(shownAt).not.toBeNull();
  expect((shownAt ?? 0) - publishedAt).toBeGreaterThanOrEqual(seconds * 1000);
}

/** Issue 24: the fan chose `seconds` of broadcast delay before this page loads (as remembered by the browser). */
export async function withBroadcastDelay(page: Page, seconds: number): Promise<void> {
  await page.addInitScript((delaySeconds) => {
    window.localStorage.setItem('spoilerShield', JSON.stringify({ shield: false, revealed: [], delaySeconds }));
  }, seconds);
}

/**
 * Issue 24: from the page's first script on, notes (epoch ms) when an element with one of these ClientIds,
 * or text containing one of these markers, first shows — so "not before N s" holds from the page's opening.
 */
export async function noteFromOpening(page: Page, watch: { clientIds?: readonly string[]; texts?: readonly string[] }): Promise<void> {
  await page.addInitScript(({ clientIds, texts }) => {
    const store = window as unknown as { __appeared?: Record<string, number> };
    const appeared = (store.__appeared ??= {});
    const check = () => {
      for (const id of clientIds) if (appeared[id] === undefined && document.querySelector(`[data-client-id="${id}"]`)) appeared[id] = Date.now();
      if (texts.length === 0) return;
      const shown = document.body?.textContent ?? '';
      for (const text of texts) if (appeared[text] === undefined && shown.includes(text)) appeared[text] = Date.now();
    };
    const start = () => {
      new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
      check();
    };
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start);
  }, { clientIds: [...(watch.clientIds ?? [])], texts: [...(watch.texts ?? [])] });
}
