import { buyFishAndFood } from './checkout-flow.ts';
import { buyerAddress } from './fixtures.ts';
import { test } from './test.ts';

// A whole purchase is a dozen page loads and a password hash: more than the default 30 s on a
// busy two-core machine. The waits inside are the usual expect polls, never sleeps.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': buyerAddress() });
});

test('at 390 px a guest buys a fish and a food through checkout, the test gateway and My Orders', async ({
  page,
  request,
}) => {
  await buyFishAndFood(page, request);
});
