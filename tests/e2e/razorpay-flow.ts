import { paths } from '@discus/domain/paths';
import type { APIRequestContext, Page } from '@playwright/test';
import { addToCart, enterAddress, expect, registerAtCheckout, shoot, wellStocked } from './checkout-flow.ts';
import { watchPolicyViolations } from './policy-violations.ts';

// issue 11: paying through Razorpay's Checkout on /checkout, shared by the desktop and 390 px runs.
// The store under test has Razorpay set up against the stand-in (tests/e2e/serve-razorpay-store.ts),
// whose Checkout.js opens a dialog with the same constructor, options and handler as Razorpay's.

/** Every request the page makes for Checkout.js, with the page it was made from. */
export function watchCheckoutScript(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/checkout.js') loads.push(new URL(page.url()).pathname);
  });
  return loads;
}

/** The stand-in's Checkout window, open for one order; answers the order number it names. */
export async function checkoutWindow(page: Page, total: string): Promise<string> {
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText(total);
  const description = (await checkout.getByText(/^Order DS-\d+$/).textContent()) ?? '';
  return description.replace('Order ', '');
}

/** The buyer pays in the open Checkout window and lands on payment-success with the order paid. */
export async function payInCheckout(page: Page, way: 'UPI' | 'card' | 'netbanking', orderNumber: string) {
  await page
    .getByRole('dialog', { name: 'Razorpay Checkout' })
    .getByRole('button', { name: `Pay by ${way}` })
    .click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
}

/**
 * A guest's whole purchase: home, a fish's page, the cart, checkout (registering there, with an
 * address), Pay; Checkout.js is asked for only then, the stand-in's Checkout opens for the order,
 * and paying by UPI ends on payment-success with the order paid. The page policy refuses nothing.
 */
export async function buyAFishByRazorpay(page: Page, request: APIRequestContext): Promise<void> {
  const loads = watchCheckoutScript(page);
  const violations = await watchPolicyViolations(page);
  const fish = await wellStocked(request, 'red-discus');
  await page.goto(paths.home());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await addToCart(page, fish, 1);
  await page.goto(paths.cart());
  await expect(page.getByRole('main').getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await registerAtCheckout(page);
  await enterAddress(page);

  const total = (await page.getByTestId('grand-total').textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  // With Razorpay set up it is the online way to pay, and the test gateway is not offered.
  await expect(page.getByTestId('payment-method')).toHaveText(
    'Card, UPI or netbanking · Secure payment through Razorpay',
  );
  await expect(page.getByText('Test payment: no money moves')).toHaveCount(0);
  await shoot(page, 'razorpay-checkout');
  expect(loads).toEqual([]);

  await page.getByRole('button', { name: `Pay ${total}` }).click();
  const orderNumber = await checkoutWindow(page, total);
  expect(orderNumber).toMatch(/^DS-\d{6,}$/);
  expect(loads).toEqual([paths.checkout()]);
  await expect(page).toHaveURL(/\/checkout\?order=\d+$/);
  await shoot(page, 'razorpay-window');

  await payInCheckout(page, 'UPI', orderNumber);
  await shoot(page, 'razorpay-paid');
  expect(violations).toEqual([]);
}
