import { randomUUID } from 'node:crypto';
import { messages } from '@discus/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGateway } from '../src/modules/payments/test-gateway.ts';
import { expireOrder } from '../src/workflows/order-changes.ts';
import type { OrderDeps } from '../src/workflows/place-order.ts';
import { authHeader } from './account-fixtures.ts';
import { ownerToken } from './admin-catalog-fixtures.ts';
import { type Buyer, buyers, fillCart, saveAddress, stockOf, variantWhere } from './checkout-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// issue 11: a buyer pays the shop's own UPI ID or bank account, gives the UTR, and the order waits
// in payment_review until the owner confirms or turns it down; one UTR pays one order; the stock is
// held for the owner's hold time and then released.

let store: TestStore;
let owner: Record<string, string>;
let nth = 0;

const SETTINGS = {
  gateways: [
    { name: 'Aqua Discus House', account: 'acc_Demo123', paymentGatewayType: 1 },
    { name: 'Priya Kulkarni', account: 'priya.discus@okhdfcbank', paymentGatewayType: 2 },
    { name: 'Priya Kulkarni', account: '50100123456789', ifsc: 'HDFC0001234', paymentGatewayType: 3 },
  ],
  methods: { online: true, upi: true, bank: true },
  directHoldHours: 24,
};

beforeAll(async () => {
  store = await createTestStore();
  owner = authHeader(await ownerToken(store));
  const { version } = (await post(store.app, '/api/admin/payments/settings', {}, owner)).body;
  const saved = await post(store.app, '/api/admin/payments/saveSettings', { settings: SETTINGS, version }, owner);
  expect(saved.status).toBe(200);
});
afterAll(() => store.close());

const deps = (now = new Date()): OrderDeps => ({
  db: store.db,
  jobs: store.app.jobs,
  config: store.config,
  provider: testGateway,
  now: () => now,
});

async function directOrder(method: 'upi' | 'bank', quantity = 2) {
  const [buyer] = (await buyers(store.db, 1)) as [Buyer];
  const variant = await variantWhere(store.db, false, 10, 30 + nth++);
  await fillCart(store.app, buyer, [[variant, quantity]]);
  const address = await saveAddress(store.app, buyer);
  const placed = await post(
    store.app,
    '/api/orders/placeOrder',
    { addressId: address.id, idempotencyKey: randomUUID(), paymentMethod: method },
    buyer.headers,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { buyer, variant, orderId: placed.body.result.orderId as number, placed: placed.body.result };
}

const report = (buyer: Buyer, orderId: number, reference: string) =>
  post(store.app, '/api/orders/reportPayment', { orderId, reference }, buyer.headers);
const orderOf = async (buyer: Buyer, orderId: number) =>
  (await post(store.app, '/api/orders/getOrder', { orderId }, buyer.headers)).body.result;

describe('paying by UPI directly', () => {
  it('offers the methods the owner chose, and shows the QR code and the UPI link with amount and order number', async () => {
    const [someone] = (await buyers(store.db, 1)) as [Buyer];
    const offered = await post(store.app, '/api/orders/paymentMethods', {}, someone.headers);
    expect(offered.body.result).toEqual({ methods: ['test', 'upi', 'bank'], directHoldHours: 24 });

    const { buyer, orderId, placed } = await directOrder('upi');
    expect(placed.payUrl).toBe(`/order_details?orderId=${orderId}`);
    const details = (await post(store.app, '/api/orders/directPayment', { orderId }, buyer.headers)).body.result;
    const order = await orderOf(buyer, orderId);
    expect(details).toMatchObject({ method: 'upi', status: 'pending_payment', reference: null, bank: null });
    expect(details.upi.uri).toBe(
      `upi://pay?pa=priya.discus%40okhdfcbank&pn=Priya%20Kulkarni&am=${details.amount.toFixed(2)}&cu=INR&tn=${order.orderNumber}`,
    );
    expect(details.upi.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // About 24 hours of hold.
    const hold = new Date(details.holdUntil).getTime() - Date.now();
    expect(hold).toBeGreaterThan(23 * 3600_000);
    expect(hold).toBeLessThan(25 * 3600_000);

    const stranger = (await buyers(store.db, 1)) as [Buyer];
    expect((await post(store.app, '/api/orders/directPayment', { orderId }, stranger[0].headers)).status).toBe(404);
  });

  it('cannot be turned into an online payment (that would pay it on the gateway instead of by UPI)', async () => {
    const { buyer, orderId } = await directOrder('upi');
    const retry = await post(store.app, '/api/orders/retryPayment', { orderId }, buyer.headers);
    expect(retry).toMatchObject({ status: 409, body: { message: messages.notPayableOnline } });
    expect((await orderOf(buyer, orderId)).payUrl).toBeNull();
  });

  it('takes a 12-digit UTR, waits for the owner, who confirms it: the buyer sees paid', async () => {
    const { buyer, orderId, variant } = await directOrder('upi');
    expect(await stockOf(store.db, variant.variantId)).toBe(8);
    const reported = await report(buyer, orderId, ' 4123 4567 8901 ');
    expect(reported).toMatchObject({
      status: 200,
      body: { message: messages.paymentReported, result: { status: 'payment_review', reference: '412345678901' } },
    });
    expect((await report(buyer, orderId, '412345678902')).status).toBe(409);

    const confirmed = await post(store.app, '/api/admin/orders/confirmPayment', { orderId }, owner);
    expect(confirmed).toMatchObject({ status: 200, body: { message: messages.paymentConfirmed } });
    const order = await orderOf(buyer, orderId);
    expect(order.status).toBe('paid');
    expect(order.timeline.map((e: { status: string; actor: string }) => [e.status, e.actor])).toEqual(
      expect.arrayContaining([
        ['payment_review', 'buyer'],
        ['paid', 'owner'],
      ]),
    );
    expect(await stockOf(store.db, variant.variantId)).toBe(8);
    // The owner's order screen shows the attempt decided, paid.
    const seen = (await post(store.app, '/api/admin/orders/get', { orderId }, owner)).body.result;
    expect(seen.payments).toEqual([
      expect.objectContaining({ provider: 'upi', status: 'paid', decidedAt: expect.any(String) }),
    ]);
    // A paid order is past the hold: expiring it finds nothing to do.
    expect(await expireOrder(deps(new Date(Date.now() + 48 * 3600_000)), orderId)).toBe(false);
    const again = await post(store.app, '/api/admin/orders/confirmPayment', { orderId }, owner);
    expect(again.status).toBe(409);
  });

  it('refuses a UTR already given for another order', async () => {
    const first = await directOrder('upi');
    const second = await directOrder('upi');
    expect((await report(first.buyer, first.orderId, '998877665544')).status).toBe(200);
    const dup = await report(second.buyer, second.orderId, '998877665544');
    expect(dup).toMatchObject({ status: 409, body: { message: messages.referenceAlreadyUsed } });
    expect((await orderOf(second.buyer, second.orderId)).status).toBe('pending_payment');
  });

  it('refuses a UTR that is not 12 digits, and malformed or hostile input', async () => {
    const { buyer, orderId } = await directOrder('upi');
    for (const bad of ['12345678901', '1234567890123', 'ABCDEFGHIJKL', "1' OR '1'='1", '٤١٢٣٤٥٦٧٨٩٠١']) {
      expect(await report(buyer, orderId, bad)).toMatchObject({
        status: 400,
        body: { message: messages.upiUtrInvalid },
      });
    }
    expect((await report(buyer, orderId, '')).status).toBe(400);
    expect((await report(buyer, orderId, '1'.repeat(41))).status).toBe(400);
    expect((await post(store.app, '/api/orders/reportPayment', { orderId }, buyer.headers)).status).toBe(400);
    expect(
      (await post(store.app, '/api/orders/reportPayment', { orderId, reference: '412345678901', x: 1 }, buyer.headers))
        .status,
    ).toBe(400);
    expect((await post(store.app, '/api/orders/reportPayment', { orderId, reference: '412345678901' })).status).toBe(
      401,
    );
    expect((await orderOf(buyer, orderId)).status).toBe('pending_payment');
  });
});

describe('paying by bank transfer', () => {
  it('shows the bank details and takes the reference banks issue', async () => {
    const { buyer, orderId } = await directOrder('bank');
    const details = (await post(store.app, '/api/orders/directPayment', { orderId }, buyer.headers)).body.result;
    expect(details).toMatchObject({
      method: 'bank',
      upi: null,
      bank: { accountName: 'Priya Kulkarni', accountNumber: '50100123456789', ifsc: 'HDFC0001234' },
    });
    expect(await report(buyer, orderId, 'HDFC-1234')).toMatchObject({
      status: 400,
      body: { message: messages.bankReferenceInvalid },
    });
    expect((await report(buyer, orderId, 'hdfcn52026112412')).body.result.reference).toBe('HDFCN52026112412');
  });

  it('is turned down by the owner when the money never came: stock back, the buyer told', async () => {
    const { buyer, orderId, variant } = await directOrder('bank', 3);
    expect(await stockOf(store.db, variant.variantId)).toBe(7);
    expect(
      (await post(store.app, '/api/admin/orders/rejectPayment', { orderId, reason: 'Not on statement' }, owner)).status,
    ).toBe(409);
    await report(buyer, orderId, '512345678901');
    expect((await post(store.app, '/api/admin/orders/rejectPayment', { orderId, reason: '' }, owner)).status).toBe(400);
    const rejected = await post(
      store.app,
      '/api/admin/orders/rejectPayment',
      { orderId, reason: 'Not on the statement after two days' },
      owner,
    );
    expect(rejected).toMatchObject({ status: 200, body: { message: messages.paymentRejected } });
    const order = await orderOf(buyer, orderId);
    expect(order.status).toBe('payment_failed');
    expect(order.timeline.at(-1)).toMatchObject({
      actor: 'owner',
      note: expect.stringContaining('Not on the statement'),
    });
    expect(await stockOf(store.db, variant.variantId)).toBe(10);
  });
});

describe('the hold', () => {
  it('releases the stock when the hold ends without a confirmation, once', async () => {
    const waiting = await directOrder('upi');
    await report(waiting.buyer, waiting.orderId, '612345678901');
    const silent = await directOrder('bank');
    expect(await stockOf(store.db, waiting.variant.variantId)).toBe(8);

    // Not yet: the job came early and waits for the hold to end.
    expect(await expireOrder(deps(new Date(Date.now() + 23 * 3600_000)), waiting.orderId)).toBe(false);
    expect(await stockOf(store.db, waiting.variant.variantId)).toBe(8);

    const later = deps(new Date(Date.now() + 25 * 3600_000));
    expect(await expireOrder(later, waiting.orderId)).toBe(true);
    expect(await expireOrder(later, silent.orderId)).toBe(true);
    expect(await expireOrder(later, waiting.orderId)).toBe(false);
    expect(await stockOf(store.db, waiting.variant.variantId)).toBe(10);
    expect(await stockOf(store.db, silent.variant.variantId)).toBe(10);
    const order = await orderOf(waiting.buyer, waiting.orderId);
    expect(order.status).toBe('payment_failed');
    expect(order.timeline.at(-1).note).toBe(
      'The payment was not confirmed within the hold time; the items were released',
    );
    expect(
      (await post(store.app, '/api/admin/orders/confirmPayment', { orderId: waiting.orderId }, owner)).status,
    ).toBe(409);
  });
});

describe('an order paid online', () => {
  it('has no UPI or bank details, takes no UTR and cannot be confirmed by the owner', async () => {
    const [buyer] = (await buyers(store.db, 1)) as [Buyer];
    const variant = await variantWhere(store.db, false, 10, 30 + nth++);
    await fillCart(store.app, buyer, [[variant, 1]]);
    const address = await saveAddress(store.app, buyer);
    const placed = await post(
      store.app,
      '/api/orders/placeOrder',
      { addressId: address.id, idempotencyKey: randomUUID(), paymentMethod: 'test' },
      buyer.headers,
    );
    const { orderId } = placed.body.result;
    const notDirect = { status: 409, body: { message: messages.notDirectPayment } };
    expect(await post(store.app, '/api/orders/directPayment', { orderId }, buyer.headers)).toMatchObject(notDirect);
    expect(await report(buyer, orderId, '712345678901')).toMatchObject(notDirect);
    expect(await post(store.app, '/api/admin/orders/confirmPayment', { orderId }, owner)).toMatchObject(notDirect);
    expect((await orderOf(buyer, orderId)).status).toBe('pending_payment');
  });
});

describe('methods the owner did not choose', () => {
  it('are refused at checkout', async () => {
    const { version } = (await post(store.app, '/api/admin/payments/settings', {}, owner)).body;
    const saved = await post(
      store.app,
      '/api/admin/payments/saveSettings',
      { settings: { ...SETTINGS, methods: { online: true, upi: false, bank: true } }, version },
      owner,
    );
    expect(saved.status).toBe(200);
    const [buyer] = (await buyers(store.db, 1)) as [Buyer];
    const variant = await variantWhere(store.db, false, 10, 30 + nth++);
    await fillCart(store.app, buyer, [[variant, 1]]);
    const address = await saveAddress(store.app, buyer);
    const refused = await post(
      store.app,
      '/api/orders/placeOrder',
      { addressId: address.id, idempotencyKey: randomUUID(), paymentMethod: 'upi' },
      buyer.headers,
    );
    expect(refused).toMatchObject({ status: 400, body: { message: messages.paymentMethodUnavailable } });
    expect(await stockOf(store.db, variant.variantId)).toBe(10);
    const restored = await post(
      store.app,
      '/api/admin/payments/saveSettings',
      { settings: SETTINGS, version: saved.body.version },
      owner,
    );
    expect(restored.status).toBe(200);
  });
});
