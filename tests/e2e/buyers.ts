import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN, buyerAddress, uniqueEmail } from './fixtures.ts';

// Buyers and orders made through the API, for browser tests whose subject is what comes after.

export type Buyer = { email: string; password: string; token: string; profileId: string; ip: string };

/** POST as a buyer (from their own address, with their token when they have one); refusals throw. */
export async function post<T>(
  request: APIRequestContext,
  buyer: { ip: string; token?: string },
  path: string,
  data: unknown,
) {
  const headers: Record<string, string> = { 'x-forwarded-for': buyer.ip };
  if (buyer.token) headers['x-auth-token'] = buyer.token;
  const response = await request.post(path, { data, headers });
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${body.message}`);
  return body;
}

/** A registered, logged-in buyer. */
export async function newBuyer(request: APIRequestContext, firstName = 'Meera', lastName = 'Iyer'): Promise<Buyer> {
  const ip = buyerAddress();
  const email = uniqueEmail('orders');
  const password = 'green-mango-2024';
  await post(request, { ip }, '/api/users/register', {
    firstName,
    lastName,
    email,
    phone: '9876501234',
    dateOfBirth: '1990-05-06',
    password,
  });
  const login = await post<{ token: string; user: { profileId: string } }>(request, { ip }, '/api/users/login', {
    email,
    password,
  });
  return { email, password, token: login.token, profileId: login.user.profileId, ip };
}

/** The buyer orders one unit of a product option to Tamil Nadu and pays with the test gateway. */
export async function paidOrderOf(
  request: APIRequestContext,
  buyer: Buyer,
  productId: number,
  variantId: number,
): Promise<{ orderId: number; orderNumber: string }> {
  await post(request, buyer, '/api/users/cart/addToCart', {
    userId: buyer.profileId,
    cartItems: [{ productId, selectedVariants: [{ variantId, quantity: 1 }] }],
  });
  const address = await post<{ result: { id: number } }>(request, buyer, '/api/users/addresses/save', {
    name: 'Meera Iyer',
    phone: '9876501234',
    line1: '7 Lake View Road',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pin: '600001',
    isDefault: true,
  });
  const placed = await post<{ result: { orderId: number; orderNumber: string; payUrl: string } }>(
    request,
    buyer,
    '/api/orders/placeOrder',
    { addressId: address.result.id, idempotencyKey: crypto.randomUUID(), paymentMethod: 'test' },
  );
  await post(request, buyer, '/api/payments/test/decide', {
    paymentId: placed.result.payUrl.split('/').pop(),
    outcome: 'paid',
  });
  return placed.result;
}

/** The owner packs, ships and delivers an order through the admin calls. */
export async function deliverAsOwner(request: APIRequestContext, orderId: number): Promise<void> {
  const ip = buyerAddress();
  const { token } = await post<{ token: string }>(request, { ip }, '/api/users/login', ADMIN);
  const owner = { ip, token };
  await post(request, owner, '/api/admin/orders/pack', { orderId });
  await post(request, owner, '/api/admin/orders/ship', { orderId, courier: 'Blue Dart', trackingNumber: 'BD123456' });
  await post(request, owner, '/api/admin/orders/deliver', { orderId });
}

/** Every page the target opens from now on has the buyer logged in: their token as the login stores it. */
export async function logIn(target: Page | BrowserContext, buyer: { token: string; profileId: string }): Promise<void> {
  await target.addInitScript(
    ([token, profileId]) => {
      // A new page's first document (about:blank) has no storage of its own.
      if (window.location.protocol === 'about:') return;
      localStorage.setItem('authToken', token as string);
      localStorage.setItem('userId', profileId as string);
    },
    [buyer.token, buyer.profileId],
  );
}

/** The buyer's own browser beside the test's (as big as its page), logged in, from the buyer's address. */
export async function buyerBrowser(
  browser: Browser,
  page: Page,
  buyer: Pick<Buyer, 'token' | 'profileId' | 'ip'>,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: { 'x-forwarded-for': buyer.ip },
  });
  await logIn(context, buyer);
  return context.newPage();
}
