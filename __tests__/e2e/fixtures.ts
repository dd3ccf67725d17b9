/**
 * The browser tests' `test` (DESIGN §6.4, issue 26): Playwright's, with every page of a test's browser context
 * watched for React's hydration errors. A server-rendered page that the browser could not take over as it was
 * (text that differs, a part the server could not finish) fails the test that opened it, whatever it checks.
 *
 * With JavaScript on, a page load (goto, reload, back, forward) returns once the browser has taken the rendered
 * page over, as a reader's first tap comes after the page has come alive: a button clicked before that is lost
 * (its handler is not attached yet), which on a loaded machine made the suite click into a page still being
 * taken over. The wait never fails a test by itself; a page that never comes alive fails the test's own checks.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_STATE_ELEMENT_ID, PAGE_TAKEN_OVER_ATTRIBUTE } from '../../src/shared/pageRender';

export * from '@playwright/test';

/** React 19's production hydration errors (react.dev/errors 418, 419, 421–425) and its development wording. */
export const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|hydrat(ion|ed|ing)\b.*(match|fail|differ)/i;

/** Until the page in the tab is a client-side one or a rendered page the browser has taken over (index.tsx). */
async function untilTakenOver(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      ([stateId, attribute]) => document.getElementById(stateId) === null || document.documentElement.hasAttribute(attribute),
      [PAGE_STATE_ELEMENT_ID, PAGE_TAKEN_OVER_ATTRIBUTE] as const,
      { timeout: 10_000 },
    );
  } catch {
    // The page went on elsewhere (a reload of its own) or never came alive: the test's checks say which.
  }
}

/** The page's loads, each waiting for the take-over. */
function loadsUntilTakenOver(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilTakenOver(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilTakenOver(page);
    return response;
  };
  page.goBack = async (options) => {
    const response = await goBack(options);
    await untilTakenOver(page);
    return response;
  };
  page.goForward = async (options) => {
    const response = await goForward(options);
    await untilTakenOver(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    const seen: string[] = [];
    const watch = (page: Page) => {
      if (javaScriptEnabled !== false) loadsUntilTakenOver(page);
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_ERROR.test(error.message)) seen.push(`${page.url()}: ${error.message}`);
      });
    };
    context.pages().forEach(watch);
    context.on('page', watch);
    await provide(context);
    expect(seen, 'hydration errors in the console').toEqual([]);
  },
});
