import { test } from './test.ts';
import { expect, heartKeptThoughAnOlderListArrivesLast, heartToCart, openWishlist } from './wishlist-flow.ts';

test('a heart on a card keeps the product; the Wishlist tab moves it to the cart and the mini cart shows it', async ({
  page,
  request,
}) => {
  // A long flow (login, uploads, a second browser or the job queue) on a shared two-core machine.
  test.setTimeout(120_000);
  await heartToCart(page, request);
  // A second visit to the tab: the list is empty again and says so.
  await page.goto('/');
  await openWishlist(page);
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('a heart kept at login stays filled when an older wishlist read answers after it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await heartKeptThoughAnOlderListArrivesLast(page, request);
});
