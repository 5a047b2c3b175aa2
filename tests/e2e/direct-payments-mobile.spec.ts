import { paths } from '@discus/domain/paths';
import { type APIRequestContext, type Page, test } from '@playwright/test';
import { logInAsOwner } from './catalog-admin-flow.ts';
import { expect, shoot, wellStocked } from './checkout-flow.ts';
import { buyerAddress, uniqueEmail } from './fixtures.ts';

// issue 11 on a 390 px phone: the owner sets the UPI payee in Payment Settings and offers UPI;
// a buyer chooses UPI at checkout, sees the "Pay with a UPI app" link with the amount and order
// number, types the UTR; the owner confirms it on the order page; the buyer sees the order paid.

test.describe.configure({ timeout: 180_000 });

type Buyer = { token: string; profileId: string; ip: string };

async function post<T>(request: APIRequestContext, buyer: { ip: string; token?: string }, path: string, data: unknown) {
  const headers: Record<string, string> = { 'x-forwarded-for': buyer.ip };
  if (buyer.token) headers['x-auth-token'] = buyer.token;
  const response = await request.post(path, { data, headers });
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${body.message}`);
  return body;
}

async function buyerWithCart(request: APIRequestContext): Promise<Buyer> {
  const ip = buyerAddress();
  const email = uniqueEmail('upi');
  const password = 'blue-mango-2024';
  await post(request, { ip }, '/api/users/register', {
    firstName: 'Ravi',
    lastName: 'Menon',
    email,
    phone: '9876505678',
    dateOfBirth: '1991-02-03',
    password,
  });
  const login = await post<{ token: string; user: { profileId: string } }>(request, { ip }, '/api/users/login', {
    email,
    password,
  });
  const buyer = { token: login.token, profileId: login.user.profileId, ip };
  const { product, option } = await wellStocked(request, 'fish-food');
  await post(request, buyer, '/api/users/cart/addToCart', {
    userId: buyer.profileId,
    cartItems: [{ productId: product.id, selectedVariants: [{ variantId: option._id, quantity: 1 }] }],
  });
  await post(request, buyer, '/api/users/addresses/save', {
    name: 'Ravi Menon',
    phone: '9876505678',
    line1: '3 Temple Street',
    city: 'Kochi',
    state: 'Kerala',
    pin: '682001',
    isDefault: true,
  });
  return buyer;
}

async function setUpUpi(page: Page) {
  await logInAsOwner(page);
  await page.getByRole('button', { name: 'Open the admin menu' }).click();
  await page
    .getByRole('dialog', { name: 'Admin menu' })
    .getByRole('link', { name: 'Payment Settings', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Payment settings' })).toBeVisible();
  await page.getByLabel('Payee name').fill('Priya Kulkarni');
  await page.getByLabel('UPI ID (name@bank)').fill('priya.discus@okhdfcbank');
  await page.getByLabel(/Pay directly by UPI/).check();
  await shoot(page, 'payment-settings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment settings saved; checkout offers the chosen methods from now on')).toBeVisible();
}

test('at 390 px a buyer pays by UPI with the app link and the UTR; the owner confirms; the buyer sees paid', async ({
  page,
  browser,
  request,
}) => {
  await setUpUpi(page);
  const buyer = await buyerWithCart(request);

  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: { 'x-forwarded-for': buyer.ip },
  });
  await context.addInitScript(
    ([token, profileId]) => {
      localStorage.setItem('authToken', token as string);
      localStorage.setItem('userId', profileId as string);
    },
    [buyer.token, buyer.profileId],
  );
  const phone = await context.newPage();
  await phone.goto(paths.checkout());
  const total = (await phone.getByTestId('grand-total').textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  await phone.getByLabel(/UPI to our account/).check();
  await shoot(phone, 'checkout-upi');
  await phone.getByRole('button', { name: `Pay ${total}` }).click();

  const panel = phone.getByTestId('direct-payment');
  await expect(panel.getByRole('heading', { name: `Pay ${total} by UPI` })).toBeVisible();
  const link = panel.getByRole('link', { name: 'Pay with a UPI app' });
  await expect(link).toBeVisible();
  const orderNumber = (await phone.getByRole('heading', { level: 1 }).textContent())?.match(/DS-\d+/)?.[0] ?? '';
  expect(orderNumber).toMatch(/^DS-\d{6,}$/);
  const amount = total.replace(/[₹,]/g, '');
  await expect(link).toHaveAttribute(
    'href',
    `upi://pay?pa=priya.discus%40okhdfcbank&pn=Priya%20Kulkarni&am=${amount}&cu=INR&tn=${orderNumber}`,
  );
  await expect(panel.getByRole('img', { name: /UPI QR code/ })).toBeHidden();
  await shoot(phone, 'direct-upi');

  const utr = panel.getByLabel(/UTR/);
  await utr.fill('12345');
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Please enter the 12-digit UTR (UPI reference number) shown in your UPI app.',
  );
  const reference = `4${String(Date.now()).slice(-11)}`;
  await utr.fill(reference);
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(phone.getByText('Thank you! We will confirm your payment shortly.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'We are checking your payment' })).toBeVisible();
  await expect(panel).toContainText(reference);

  const orderId = Number(new URL(phone.url()).searchParams.get('orderId'));
  await page.goto(paths.adminOrderDetails(orderId));
  const review = page.getByTestId('direct-payment-review');
  await expect(review).toContainText(reference);
  await shoot(page, 'admin-direct-payment');
  await review.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment confirmed; the order is paid')).toBeVisible();

  await phone.reload();
  await expect(phone.getByTestId('order-status').first()).toHaveText('Paid');
  await expect(phone.getByTestId('direct-payment')).toHaveCount(0);
  await shoot(phone, 'direct-upi-paid');
  await context.close();
});
