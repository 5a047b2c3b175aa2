import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's `test`, failing any test whose pages threw: an uncaught error, or one React reports
 * as it recovers (a page it took over differing from the server's, error 418, among them). A buyer
 * sees none of these as a message, only a page drawn twice or a button that does nothing.
 */
export const test = base.extend<{ pageErrors: undefined }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(undefined);
      expect(errors, 'errors thrown in the pages').toEqual([]);
    },
    { auto: true },
  ],
});
