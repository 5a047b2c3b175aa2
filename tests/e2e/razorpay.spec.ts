import { paths } from '@discus/domain/paths';
import { logIn } from './buyers.ts';
import { expect, shoot } from './checkout-flow.ts';
import { buyerWithCart } from './direct-payments-flow.ts';
import { buyAFishByRazorpay, checkoutWindow, payInCheckout, watchCheckoutScript } from './razorpay-flow.ts';
import { test } from './test.ts';

// issue 11 on a desktop: paying through Razorpay's Checkout (the stand-in's) on /checkout.

test.describe.configure({ timeout: 180_000 });

test('a guest buys a fish and pays by UPI in Razorpay Checkout; Checkout.js loads only at Pay', async ({
  page,
  request,
}) => {
  await buyAFishByRazorpay(page, request);
});

test('a failed payment says so on checkout, and trying again pays the same order', async ({ page, request }) => {
  await logIn(page, await buyerWithCart(request));
  const loads = watchCheckoutScript(page);
  await page.goto(paths.checkout());
  const total = (await page.getByTestId('grand-total').textContent()) ?? '';
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  const orderNumber = await checkoutWindow(page, total);

  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('No money was taken');
  await checkout.getByRole('button', { name: 'Close' }).click();
  await expect(checkout).toBeHidden();
  await expect(failure).toBeVisible();
  await shoot(page, 'razorpay-failed');

  await page.getByRole('button', { name: 'Try again' }).click();
  expect(await checkoutWindow(page, total)).toBe(orderNumber);
  await payInCheckout(page, 'card', orderNumber);
  expect(loads).toEqual([paths.checkout()]);
});

test('closing Checkout keeps the order awaiting payment; Pay now on the order page pays it, once', async ({
  page,
  request,
}) => {
  await logIn(page, await buyerWithCart(request));
  await page.goto(paths.checkout());
  const total = (await page.getByTestId('grand-total').textContent()) ?? '';
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  const orderNumber = await checkoutWindow(page, total);
  await page.getByRole('dialog', { name: 'Razorpay Checkout' }).getByRole('button', { name: 'Close' }).click();

  const payment = page.getByTestId('razorpay-payment');
  await expect(payment.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await shoot(page, 'razorpay-dismissed');

  await payment.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  await expect(page.getByTestId('order-status').first()).toHaveText('Awaiting payment');
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout\?order=\d+$/);
  expect(await checkoutWindow(page, total)).toBe(orderNumber);
  await payInCheckout(page, 'netbanking', orderNumber);

  // An old link to pay the same order opens no Checkout once it is paid.
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await page.goto(paths.checkoutPay(orderId));
  await expect(page.getByRole('alert')).toContainText('This order is no longer waiting for an online payment.');
  await expect(page.getByRole('dialog', { name: 'Razorpay Checkout' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('when Checkout.js cannot be loaded the buyer is told, and trying again opens it for the same order', async ({
  page,
  request,
}) => {
  await logIn(page, await buyerWithCart(request));
  // The buyer's connection drops Razorpay's script once.
  await page.route('**/v1/checkout.js', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.goto(paths.checkout());
  const total = (await page.getByTestId('grand-total').textContent()) ?? '';
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  const payment = page.getByTestId('razorpay-payment');
  await expect(payment.getByRole('alert')).toContainText('Razorpay did not open');
  const orderNumber = ((await payment.getByRole('heading', { level: 2 }).textContent()) ?? '').replace('Order ', '');
  expect(orderNumber).toMatch(/^DS-\d{6,}$/);

  await payment.getByRole('button', { name: 'Try again' }).click();
  expect(await checkoutWindow(page, total)).toBe(orderNumber);
  await payInCheckout(page, 'UPI', orderNumber);
});
