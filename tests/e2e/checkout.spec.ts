import { registerCustomer } from './api.ts';
import { addToCart, buyFishAndFood, enterAddress, expect, openCheckout, wellStocked } from './checkout-flow.ts';
import { buyerAddress, uniqueEmail } from './fixtures.ts';
import { test } from './test.ts';

// A whole purchase is a dozen page loads and a password hash: more than the default 30 s on a
// busy two-core machine. The waits inside are the usual expect polls, never sleeps.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': buyerAddress() });
});

test('a guest buys a fish and a food: registers at checkout, pays on the test gateway, gets the invoice', async ({
  page,
  request,
}) => {
  await buyFishAndFood(page, request);
});

test('a declined payment shows as failed on the order, and paying again from there completes it', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, {
    firstName: 'Rohan',
    lastName: 'Shetty',
    email: uniqueEmail('declined'),
    password: 'checkerboard-55',
  });
  const fish = await wellStocked(request, 'red-discus');
  await addToCart(page, fish, 1);
  await openCheckout(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(customer.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await enterAddress(page);

  // Checkout names the one way to pay too: the gateway's own page is the one to find.
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/test-(payment\?paymentId=|gateway\/)/);
  await expect(page.getByText('Test payment: no money moves')).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/order_details\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByTestId('order-timeline')).toContainText('Payment gateway');
  await expect(page.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page.getByText('Test payment: no money moves')).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
});
