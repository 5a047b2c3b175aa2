import { test } from '@playwright/test';
import { buyFishAndFood } from './checkout-flow.ts';
import { buyerAddress } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': buyerAddress() });
});

test('at 390 px a guest buys a fish and a food through checkout, the test gateway and My Orders', async ({
  page,
  request,
}) => {
  await buyFishAndFood(page, request);
});
