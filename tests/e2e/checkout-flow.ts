import { readFile } from 'node:fs/promises';
import type { VariantOption } from '@discus/domain/contracts/catalog';
import { paths } from '@discus/domain/paths';
import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { call } from './api.ts';
import { type CartProduct, chooseOption } from './cart-shop.ts';
import { uniqueEmail } from './fixtures.ts';

type Pick = { product: CartProduct; option: VariantOption };

// Each step here may be a navigation that loads a route's code on a busy two-core machine: the
// polls wait longer than the default 5 s. They still assert what the buyer sees, never a duration.
export const expect = baseExpect.configure({ timeout: 15_000 });

/** The option with the most stock in a category: parallel tests never run it out. */
export async function wellStocked(request: APIRequestContext, categorySlug: string): Promise<Pick> {
  const { result } = await call<{ result: CartProduct[] }>(request, '/api/products/listProducts', {
    categorySlug,
    pageSize: 100,
  });
  let best: Pick | null = null;
  for (const product of result) {
    for (const option of product.options) {
      if (option.variant_quantity > (best?.option.variant_quantity ?? 2)) best = { product, option };
    }
  }
  if (!best) throw new Error(`no well-stocked option in ${categorySlug}`);
  return best;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 640;

/** Adds one of the option on its product page and waits for the cart count to say so. */
export async function addToCart(page: Page, { product, option }: Pick, countAfter: number): Promise<void> {
  await page.goto(paths.productDetail(product.id, product.slug));
  await chooseOption(page, option);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const count = page.getByTestId(isPhone(page) ? 'floating-cart-badge' : 'header-cart-count');
  await expect(count).toHaveText(String(countAfter));
}

/** To checkout the way a buyer goes: the mini cart on a desktop, the floating cart and /cart on a phone. */
export async function openCheckout(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.getByTestId('floating-cart').click();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  } else {
    await page.getByRole('button', { name: /^Cart, / }).click();
    await page.locator('#mini-cart').getByRole('link', { name: 'Checkout' }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByTestId('floating-cart')).toHaveCount(0);
}

/** Registers in the dialog the checkout opens, then logs in with the email it fills in. */
export async function registerAtCheckout(page: Page): Promise<void> {
  const email = uniqueEmail('checkout');
  const password = 'red-melon-2024';
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('First name').fill('Kavya');
  await register.getByLabel('Last name').fill('Rao');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Phone').fill('9845012345');
  await register.getByLabel('Date of birth').fill('1988-11-02');
  await register.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await register.getByLabel('Confirm password').fill(password);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.getByLabel('Email')).toHaveValue(email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();
}

/** A Bengaluru address: another state than the shop's, so the GST is IGST. */
export async function enterAddress(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Full name').fill('Kavya Rao');
  await form.getByLabel('Mobile number').fill('9845012345');
  await form.getByLabel('Address line 1').fill('14, 2nd Cross, Indiranagar');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('PIN code').fill('560038');
  await form.getByRole('button', { name: 'Save and use this address' }).click();
  await expect(page.getByTestId('saved-address')).toContainText('Indiranagar');
}

/** Saves a full-page screenshot to /tmp/shots/<name>-<width>.png to look at by eye. */
export async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
}

/** The invoice button gives a real PDF named after the invoice number. */
export async function downloadInvoice(page: Page): Promise<void> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Invoice-[A-Za-z0-9-]+\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

/**
 * The whole purchase: a guest adds a fish and a food, registers at checkout, enters an address,
 * sees the dispatch date and the GST, pays on the test gateway and finds the order and its invoice.
 */
export async function buyFishAndFood(page: Page, request: APIRequestContext): Promise<void> {
  const fish = await wellStocked(request, 'red-discus');
  const food = await wellStocked(request, 'fish-food');
  await addToCart(page, fish, 1);
  await addToCart(page, food, 2);
  await openCheckout(page);

  await expect(page.getByRole('heading', { name: 'Log in or register to place your order' })).toBeVisible();
  await expect(page.getByRole('main').getByTestId('cart-line')).toHaveCount(2);
  await registerAtCheckout(page);
  await expect(page.getByRole('main').getByTestId('cart-line')).toHaveCount(2);
  await enterAddress(page);

  await expect(page.getByTestId('dispatch-date')).toHaveText(/^(Mon|Tue|Wed), \d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  const table = page.getByTestId('gst-table');
  await expect(table.getByRole('columnheader', { name: 'IGST' })).toBeAttached();
  await expect(table.getByRole('rowheader', { name: new RegExp(fish.product.title) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: new RegExp(food.product.title) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Shipping/ })).toBeVisible();
  const total = (await page.getByTestId('grand-total').textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  await shoot(page, 'checkout');

  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/test-(payment\?paymentId=|gateway\/)/);
  await expect(page.getByText('Test payment: no money moves')).toBeVisible();
  await expect(page.getByTestId('gateway-amount')).toHaveText(total);
  const orderNumber = (await page.getByTestId('gateway-order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^DS-\d{6,}$/);
  await shoot(page, 'gateway');
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('dispatch-date')).toBeVisible();
  await shoot(page, 'payment-success');

  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  const listed = page.getByTestId('my-order').filter({ hasText: orderNumber });
  await expect(listed).toContainText('Paid');
  await expect(listed).toContainText(total);
  await expect(listed).toContainText('2 items');
  await listed.click();

  await expect(page).toHaveURL(/\/order_details\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  await expect(page.getByTestId('order-timeline')).toContainText('Paid');
  await expect(page.getByTestId('grand-total')).toHaveText(total);
  await shoot(page, 'order-details');
  await downloadInvoice(page);
}
