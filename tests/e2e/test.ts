import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's `test`, failing any test whose pages threw: an uncaught error, or one React reports
 * as it recovers (a page it took over differing from the server's, error 418, among them). A buyer
 * sees none of these as a message, only a page drawn twice or a button that does nothing. The pages
 * of the test's own context are watched, and those of any other browser the test opens (a buyer's
 * beside the owner's) through `browser.newContext`.
 */
export const test = base.extend<{ pageErrors: undefined }>({
  pageErrors: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      const watchContext = (watched: BrowserContext) => {
        for (const page of watched.pages()) watch(page);
        watched.on('page', watch);
      };
      watchContext(context);
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = await newContext.apply(browser, options);
        watchContext(opened);
        return opened;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, 'errors thrown in the pages').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has taken the element over. A link tapped before that is the browser's: a whole
 * new document, with no loading state and nothing kept. React marks each element it hydrated (or
 * drew again) with a property of its own.
 */
export async function takenOverByReact(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}
