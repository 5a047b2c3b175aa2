import { expect } from '@playwright/test';
import { logInAsOwner } from './catalog-admin-flow.ts';
import { takenOverByReact, test } from './test.ts';

// A whole page load of an admin screen by the logged-in owner: React takes over the page the server
// drew as it is. The owner's name in the header comes at once from this browser's last read
// (decision 049); while the admin frame sat in a Suspense boundary, React took it over after that
// change, found the server's HTML different, threw it away and drew it again (error 418, every time,
// which the test's page watch fails on: tests/e2e/test.ts).
test('a full load of each admin screen by the logged-in owner is taken over without an error', async ({ page }) => {
  test.setTimeout(60_000);
  await logInAsOwner(page);
  for (const path of ['/admin_dashboard', '/admin_orders', '/admin_inventory', '/admin_customers', '/admin_reviews']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await takenOverByReact(main);
  }
});
