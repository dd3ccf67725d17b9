/**
 * The browser tests' `test` (DESIGN §6.4, issue 26): Playwright's, with every page of a test's browser context
 * watched for React's hydration errors. A server-rendered page that the browser could not take over as it was
 * (text that differs, a part the server could not finish) fails the test that opened it, whatever it checks.
 */
import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/** React 19's production hydration errors (react.dev/errors 418, 419, 421–425) and its development wording. */
export const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|hydrat(ion|ed|ing)\b.*(match|fail|differ)/i;

export const test = base.extend({
  context: async ({ context }, provide) => {
    const seen: string[] = [];
    const watch = (page: Page) => {
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
