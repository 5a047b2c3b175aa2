import { paths } from '@discus/domain/paths';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openSideMenuEntry } from './admin-menu.ts';
import { type Buyer, buyerBrowser, newBuyer, post } from './buyers.ts';
import { logInAsOwner } from './catalog-admin-flow.ts';
import { expect, wellStocked } from './checkout-flow.ts';
import { newestEmailTo } from './outbox.ts';

// issue 12, end to end: the owner finds a paid order from the dashboard, packs it and ships it with
// a tracking number; the buyer's order page shows it shipped with the tracking link and the email is
// in the outbox. And: the owner makes a state not serviceable for live fish, and checkout to that
// state refuses them with a clear message. Shared by the desktop and the 390 px runs.

async function fillCartAndAddress(request: APIRequestContext, buyer: Buyer, categorySlug: string, state: string) {
  const { product, option } = await wellStocked(request, categorySlug);
  await post(request, buyer, '/api/users/cart/addToCart', {
    userId: buyer.profileId,
    cartItems: [{ productId: product.id, selectedVariants: [{ variantId: option._id, quantity: 1 }] }],
  });
  const address = await post<{ result: { id: number } }>(request, buyer, '/api/users/addresses/save', {
    name: 'Meera Iyer',
    phone: '9876501234',
    line1: '7 Lake View Road',
    city: 'Hometown',
    state,
    pin: pins[state] ?? '600001',
    isDefault: true,
  });
  return address.result.id;
}

const pins: Record<string, string> = { 'Tamil Nadu': '600001', Tripura: '799001', Mizoram: '796001' };

/**
 * Sets one state's live-fish box and saves. The desktop and phone runs edit the configuration at
 * the same time (each its own state): a save over the other's is refused as stale and the screen
 * reloads, so the change is made again, as the owner would.
 */
async function setLiveFish(page: Page, state: string, on: boolean) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const box = page.getByLabel(`Live fish to ${state}`);
    await expect(box).toBeVisible();
    await box.setChecked(on);
    await page.getByRole('button', { name: 'Save' }).first().click();
    const saved = page.getByText('Shipping configuration saved; checkout uses it from now on');
    const stale = page.getByText(/Someone changed this meanwhile/);
    await expect(saved.or(stale).first()).toBeVisible();
    if (await saved.isVisible()) {
      await expect(saved).toBeHidden({ timeout: 15_000 });
      return;
    }
    await expect(stale).toBeHidden({ timeout: 15_000 });
  }
  throw new Error(`could not save live fish ${on} for ${state}`);
}

/** A paid order of dry goods to Tamil Nadu. */
async function paidOrder(request: APIRequestContext, buyer: Buyer) {
  const addressId = await fillCartAndAddress(request, buyer, 'fish-food', 'Tamil Nadu');
  const placed = await post<{ result: { orderId: number; orderNumber: string; payUrl: string } }>(
    request,
    buyer,
    '/api/orders/placeOrder',
    { addressId, idempotencyKey: crypto.randomUUID(), paymentMethod: 'test' },
  );
  await post(request, buyer, '/api/payments/test/decide', {
    paymentId: placed.result.payUrl.split('/').pop(),
    outcome: 'paid',
  });
  return placed.result;
}

export async function ownerShipsAPaidOrder(page: Page, browser: Browser, request: APIRequestContext, shots?: string) {
  const buyer = await newBuyer(request);
  const order = await paidOrder(request, buyer);

  await logInAsOwner(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue by day for the last 30 days/ })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}-dashboard.png`, fullPage: true });
  await page.getByTestId('todo-paid').click();
  await expect(page).toHaveURL(/\/admin_orders\?status=paid/);
  await page.getByRole('link', { name: new RegExp(order.orderNumber) }).click();

  await expect(page).toHaveURL(new RegExp(`/admin_order_details/${order.orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.orderNumber}`);
  const whatsApp = page.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsApp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/919876501234\\?text=.*${order.orderNumber}`),
  );
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+919876501234');

  await page.getByRole('button', { name: 'Mark packed' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Packed');
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = page.getByRole('dialog', { name: 'Mark shipped' });
  await ship.getByLabel('Courier').fill('Blue Dart');
  await ship.getByLabel('Tracking number').fill('BD99887766IN');
  await ship.getByLabel('Tracking link').fill('https://www.bluedart.com/track?awb=BD99887766IN');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship).toBeHidden();
  await expect(page.getByTestId('order-status').first()).toHaveText('Shipped');
  await expect(page.getByTestId('admin-timeline')).toContainText(
    'Shipped with Blue Dart, tracking number BD99887766IN',
  );
  if (shots) await page.screenshot({ path: `${shots}-order.png`, fullPage: true });

  const buyerView = await buyerBrowser(browser, page, buyer);
  await buyerView.goto(paths.orderDetails(order.orderId));
  await expect(buyerView.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.orderNumber}`);
  await expect(buyerView.getByTestId('order-status')).toHaveText('Shipped');
  const shipment = buyerView.getByTestId('shipment');
  await expect(shipment).toContainText('BD99887766IN');
  await expect(shipment.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    'https://www.bluedart.com/track?awb=BD99887766IN',
  );
  if (shots) await buyerView.screenshot({ path: `${shots}-buyer.png`, fullPage: true });
  await buyerView.context().close();

  // The shipped email comes from the job queue, after the confirmation email already in the outbox.
  await expect
    .poll(() => newestEmailTo(buyer.email), { timeout: 30_000 })
    .toContain(`Order ${order.orderNumber} has shipped`);
  const email = await newestEmailTo(buyer.email);
  expect(email).toContain('BD99887766IN');

  await openSideMenuEntry(page, 'Orders');
  await expect(page).toHaveURL(/\/admin_orders$/);
  await page.getByLabel('Search').fill(order.orderNumber);
  await page.getByRole('button', { name: 'Show orders' }).click();
  const found = page.getByRole('link', { name: new RegExp(order.orderNumber) });
  await expect(found).toContainText('Shipped');
  // On a phone too, what was searched for shows on the first screen, not below the filters.
  await expect(found).toBeInViewport({ ratio: 1 });

  // Status, dates and sort: always shown on a desk, behind "Filters" on a phone.
  const shipped = page.getByRole('checkbox', { name: 'Shipped' });
  if ((page.viewportSize()?.width ?? 1366) < 640) {
    await expect(shipped).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
  }
  await shipped.check();
  await page.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(/status=shipped/);
  await expect(found).toContainText('Shipped');
  await expect(found).toBeInViewport({ ratio: 1 });
  if (shots) await page.screenshot({ path: `${shots}-orders.png`, fullPage: true });
}

export async function ownerStopsLiveFishToAState(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  state: string,
  shots?: string,
) {
  const buyer = await newBuyer(request);
  await fillCartAndAddress(request, buyer, 'red-discus', state);

  await logInAsOwner(page);
  await openSideMenuEntry(page, 'Shipping Config');
  await expect(page).toHaveURL(/\/admin_shipping_config$/);
  await expect(page.getByLabel(`Live fish to ${state}`)).toBeChecked();
  await setLiveFish(page, state, false);
  if (shots) await page.screenshot({ path: `${shots}-shipping.png`, fullPage: true });

  try {
    const buyerView = await buyerBrowser(browser, page, buyer);
    await buyerView.goto(paths.checkout());
    await expect(buyerView.getByText(`We cannot ship live fish to ${state}`, { exact: false })).toBeVisible();
    if (shots) await buyerView.screenshot({ path: `${shots}-checkout-refused.png`, fullPage: true });
    await buyerView.context().close();
  } finally {
    await page.reload();
    await setLiveFish(page, state, true);
  }
}

/** issue 11: the owner refunds part of a paid order, then the rest; each refund is listed with where it stands. */
export async function ownerRefundsInParts(page: Page, request: APIRequestContext, shots?: string) {
  const buyer = await newBuyer(request);
  const order = await paidOrder(request, buyer);

  await logInAsOwner(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(paths.adminOrderDetails(order.orderId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.orderNumber}`);

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${order.orderNumber}?` });
  const amount = dialog.getByLabel('Amount (₹)');
  const total = Number(await amount.inputValue());
  expect(total).toBeGreaterThan(50);
  await expect(dialog.getByRole('button', { name: 'Refund in full' })).toBeVisible();
  await amount.fill('50');
  await dialog.getByLabel('Reason').fill('One pack arrived torn');
  if (shots) await page.screenshot({ path: `${shots}-refund-dialog.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Refund ₹50.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Refund started; the buyer is emailed when it is done')).toBeVisible();

  // The refund job runs in the background: the owner looks again.
  const refunds = page.getByTestId('refunds');
  await expect(async () => {
    await page.reload();
    await expect(refunds).toContainText('₹50.00 · done', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(refunds).toContainText('One pack arrived torn');
  await expect(page.getByTestId('order-status').first()).toHaveText('Paid');
  if (shots) await page.screenshot({ path: `${shots}-refunded-part.png`, fullPage: true });

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(amount).toHaveValue((total - 50).toFixed(2));
  await dialog.getByLabel('Reason').fill('Order not sent after all');
  await dialog.getByRole('button', { name: 'Refund in full' }).click();
  await expect(dialog).toBeHidden();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('order-status').first()).toHaveText('Refunded', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(refunds.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toBeHidden();
  if (shots) await page.screenshot({ path: `${shots}-refunded-all.png`, fullPage: true });
}
