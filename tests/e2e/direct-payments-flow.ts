import { paths } from '@discus/domain/paths';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { buyerBrowser } from './buyers.ts';
import { logInAsOwner } from './catalog-admin-flow.ts';
import { expect, shoot, wellStocked } from './checkout-flow.ts';
import { buyerAddress, uniqueEmail } from './fixtures.ts';

// issue 11: shared by the 390 px and desktop runs of direct UPI / bank transfer.

type Buyer = { token: string; profileId: string; ip: string };

async function post<T>(request: APIRequestContext, buyer: { ip: string; token?: string }, path: string, data: unknown) {
  const headers: Record<string, string> = { 'x-forwarded-for': buyer.ip };
  if (buyer.token) headers['x-auth-token'] = buyer.token;
  const response = await request.post(path, { data, headers });
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${body.message}`);
  return body;
}

export async function buyerWithCart(request: APIRequestContext): Promise<Buyer> {
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

export async function setUpDirectPayments(page: Page) {
  await logInAsOwner(page);
  if ((page.viewportSize()?.width ?? 1366) < 768) {
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'Payment Settings' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payment Settings' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Payment settings' })).toBeVisible();
  // The desktop and phone runs may save at the same moment: a stale save reloads, and is made again.
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel('Payee name').fill('Priya Kulkarni');
    await page.getByLabel('UPI ID (name@bank)').fill('priya.discus@okhdfcbank');
    await page.getByLabel('Account name').fill('Priya Kulkarni');
    await page.getByLabel('Account number (9–18 digits)').fill('50100123456789');
    await page.getByLabel('IFSC (AAAA0XXXXXX)').fill('HDFC0001234');
    await page.getByLabel(/Pay directly by UPI/).check();
    await page.getByLabel(/Bank transfer, NEFT or IMPS/).check();
    await shoot(page, 'payment-settings');
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByText('Payment settings saved; checkout offers the chosen methods from now on');
    const stale = page.getByText(/Someone changed this meanwhile/);
    await expect(saved.or(stale).first()).toBeVisible();
    if (await saved.isVisible()) return;
    await expect(stale).toBeHidden({ timeout: 15_000 });
  }
  throw new Error('could not save the payment settings');
}

/** The buyer's own browser, logged in, at checkout with their cart. */
export async function buyerAtCheckout(browser: Browser, page: Page, buyer: Buyer): Promise<Page> {
  const opened = await buyerBrowser(browser, page, buyer);
  await opened.goto(paths.checkout());
  return opened;
}
