import { test } from './test.ts';
import { heartToCart } from './wishlist-flow.ts';

test('at 390 px a heart on a card keeps the product; the Wishlist tab moves it to the cart', async ({
  page,
  request,
}) => {
  // A long flow (login, uploads, a second browser or the job queue) on a shared two-core machine.
  test.setTimeout(120_000);
  await heartToCart(page, request);
});
