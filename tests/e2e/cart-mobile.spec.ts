import { paths } from '@discus/domain/paths';
import { expect } from '@playwright/test';
import { chooseOption, productWithLowStock } from './cart-shop.ts';
import { test } from './test.ts';

test('at 390 px the floating cart badge counts the items in the cart', async ({ page, request }) => {
  const { product, low } = await productWithLowStock(request);
  await page.goto(paths.productDetail(product.id, product.slug));
  const badge = page.getByTestId('floating-cart-badge');
  await expect(badge).toHaveText('0');
  await chooseOption(page, low);
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await addToCart.click();
  await expect(badge).toHaveText('1');
  await addToCart.click();
  await expect(badge).toHaveText('2');
  await page.getByTestId('floating-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByTestId('cart-line')).toHaveCount(1);
});
