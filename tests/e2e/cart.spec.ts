import type { VariantOption } from '@discus/domain/contracts/catalog';
import { messages } from '@discus/domain/messages';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { lineTotal } from '@discus/domain/pricing';
import { expect } from '@playwright/test';
import { registerCustomer } from './api.ts';
import { chooseOption, lineLabel, productWithLowStock } from './cart-shop.ts';
import { buyerAddress, uniqueEmail } from './fixtures.ts';
import { test } from './test.ts';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': buyerAddress() });
});

/** The line total by the domain's rule (the server's own), from the API's product data. */
const totalOf = (option: VariantOption, quantity: number) =>
  lineTotal(
    {
      pricePaise: rupeesToPaise(option.variant_price),
      isDiscountEnabled: option.isDiscountEnabled,
      discountPercent: option.variant_discount.value,
      taxPercent: option.variant_tax_percentage,
    },
    quantity,
  );

test('a guest fills the cart, quantities stop at stock, and the cart follows them into their account', async ({
  page,
  request,
}) => {
  const { product, low, other } = await productWithLowStock(request);
  const customer = await registerCustomer(request, {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: uniqueEmail('cart'),
    password: 'heckel-blue-77',
  });

  await page.goto(paths.productDetail(product.id, product.slug));
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  const headerCount = page.getByTestId('header-cart-count');

  await chooseOption(page, other);
  await addToCart.click();
  await expect(headerCount).toHaveText('1');
  await chooseOption(page, low);
  await addToCart.click();
  await expect(headerCount).toHaveText('2');

  await page.getByRole('button', { name: /^Cart, / }).click();
  const miniCart = page.locator('#mini-cart');
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByTestId('cart-line')).toHaveCount(2);
  await expect(miniCart.getByTestId('mini-cart-total')).toHaveText(formatRupees(totalOf(other, 1) + totalOf(low, 1)));

  // Increase stops at the variant's stock.
  const increase = miniCart.getByRole('button', { name: `Increase quantity of ${lineLabel(product, low)}` });
  const quantity = miniCart.getByRole('status', { name: `Quantity of ${lineLabel(product, low)}`, exact: true });
  for (let q = 2; q <= low.variant_quantity; q++) {
    await increase.click();
    await expect(quantity).toHaveText(String(q));
  }
  await expect(increase).toBeDisabled();
  const expectedTotal = formatRupees(totalOf(other, 1) + totalOf(low, low.variant_quantity));
  await expect(miniCart.getByTestId('mini-cart-total')).toHaveText(expectedTotal);
  await expect(headerCount).toHaveText(String(1 + low.variant_quantity));

  // Decrease by one, then back up to stock.
  await miniCart.getByRole('button', { name: `Decrease quantity of ${lineLabel(product, low)}` }).click();
  await expect(quantity).toHaveText(String(low.variant_quantity - 1));
  await increase.click();
  await expect(quantity).toHaveText(String(low.variant_quantity));
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();

  // Logging in merges the guest cart into the (empty) account cart.
  await page.getByRole('button', { name: 'Login / Register' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(customer.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('cart synced successfully')).toBeVisible();
  await expect(login).toBeHidden();

  await page.goto(paths.cart());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  const main = page.getByRole('main');
  const lines = main.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: other.size || product.title })).not.toHaveCount(0);
  await expect(main.getByRole('status', { name: `Quantity of ${lineLabel(product, low)}`, exact: true })).toHaveText(
    String(low.variant_quantity),
  );
  await expect(page.getByTestId('cart-total')).toHaveText(expectedTotal);

  // Removing one variant leaves the other.
  await main.getByRole('button', { name: `Remove ${lineLabel(product, low)}` }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText(formatRupees(totalOf(other, 1)));

  // The line's name opens its fish on the option in the cart.
  await lines.getByRole('link', { name: product.title }).click();
  await expect(page).toHaveURL(new RegExp(`/product-detail\\?id=${product.id}&.*variant=${other._id}$`));
  if (other.size) {
    const size = page.getByRole('group', { name: 'Size' }).getByRole('button', { pressed: true });
    await expect(size).toHaveText(other.size);
  }
  await expect(page.getByTestId('price')).toHaveText(formatRupees(totalOf({ ...other, variant_tax_percentage: 0 }, 1)));
});

test('an empty cart says so, in the mini cart and on the cart page', async ({ page }) => {
  await page.goto(paths.home());
  await page.getByRole('button', { name: /^Cart, / }).click();
  const miniCart = page.locator('#mini-cart');
  await expect(miniCart.getByText(messages.cartEmpty)).toBeVisible();
  await expect(miniCart.getByText(messages.cartTotal)).toBeVisible();
  await expect(miniCart.getByTestId('mini-cart-total')).toHaveText(formatRupees(0));
  await page.goto(paths.cart());
  await expect(page.getByRole('main').getByText(messages.cartEmpty)).toBeVisible();
});
