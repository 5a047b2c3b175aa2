import { test } from '@playwright/test';
import { heartToCart } from './wishlist-flow.ts';

test('at 390 px a heart on a card keeps the product; the Wishlist tab moves it to the cart', async ({
  page,
  request,
}) => {
  await heartToCart(page, request);
});
