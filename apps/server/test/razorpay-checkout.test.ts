import { createHmac, randomUUID } from 'node:crypto';
import { apiPaths } from '@discus/domain/contracts/paths';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, buyers, fillCart, saveAddress, variantWhere } from './checkout-fixtures.ts';
import {
  adminOrderOf,
  orderOf,
  RAZORPAY_KEYS,
  type RazorpayShop,
  razorpayOrder,
  razorpayShop,
} from './razorpay-fixtures.ts';
import { startRazorpayStandIn } from './razorpay-stand-in.ts';
import { createTestStore, post } from './test-store.ts';

// issue 11: with Razorpay's keys, online payment is Razorpay. Each attempt gets one Razorpay order
// (made after the order's transaction, idempotently), and Checkout's answer from the browser pays
// the order only with the right signature for the Razorpay order the store stored, and only for
// what Razorpay itself says the payment was.

let shop: RazorpayShop;
let nth = 0;

beforeAll(async () => {
  shop = await razorpayShop();
});
afterAll(() => shop.close());

const verify = (buyer: Buyer, body: unknown) => post(shop.store.app, apiPaths.razorpayVerify, body, buyer.headers);
const sign = (razorpayOrderId: string, paymentId: string, secret = RAZORPAY_KEYS.keySecret) =>
  createHmac('sha256', secret).update(`${razorpayOrderId}|${paymentId}`).digest('hex');
const paidEvents = async (orderId: number) => {
  const { rows } = await shop.store.db.execute(
    sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${orderId} AND status = 'paid'`,
  );
  return (rows[0] as { n: number }).n;
};

describe('paying by Razorpay', () => {
  it('offers Razorpay instead of the test gateway, whose pages are gone', async () => {
    const [buyer] = (await buyers(shop.store.db, 1)) as [Buyer];
    const offered = await post(shop.store.app, apiPaths.checkoutMethods, {}, buyer.headers);
    expect(offered.body.result.methods).toEqual(['razorpay']);

    const variant = await variantWhere(shop.store.db, false, 10, nth++);
    await fillCart(shop.store.app, buyer, [[variant, 1]]);
    const address = await saveAddress(shop.store.app, buyer);
    const test = await post(
      shop.store.app,
      apiPaths.placeOrder,
      { addressId: address.id, idempotencyKey: randomUUID(), paymentMethod: 'test' },
      buyer.headers,
    );
    expect(test).toMatchObject({ status: 400, body: { message: messages.paymentMethodUnavailable } });
    const decide = await post(shop.store.app, apiPaths.testPaymentDecide, { paymentId: randomUUID(), outcome: 'paid' });
    expect(decide.status).toBe(404);
  });

  it('opens Checkout on one Razorpay order per attempt: the amount in paise, the order number as receipt, the buyer filled in', async () => {
    const [buyer] = (await buyers(shop.store.db, 1)) as [Buyer];
    const variant = await variantWhere(shop.store.db, false, 10, nth++);
    await fillCart(shop.store.app, buyer, [[variant, 2]]);
    const address = await saveAddress(shop.store.app, buyer);
    const body = { addressId: address.id, idempotencyKey: randomUUID(), paymentMethod: 'razorpay' };
    const placed = (await post(shop.store.app, apiPaths.placeOrder, body, buyer.headers)).body.result;
    const order = await orderOf(shop, buyer, placed.orderId);
    const totalPaise = Math.round(order.summary.totals.grandTotal * 100);

    expect(placed.payUrl).toBe(paths.checkoutPay(placed.orderId));
    expect(placed.razorpay).toEqual({
      checkoutUrl: `${shop.standIn.url}/v1/checkout.js`,
      keyId: RAZORPAY_KEYS.keyId,
      razorpayOrderId: expect.stringMatching(/^order_/),
      amountPaise: totalPaise,
      currency: 'INR',
      shopName: shop.store.config.shop.name,
      orderId: placed.orderId,
      orderNumber: placed.orderNumber,
      prefill: { name: 'Asha Buyer', email: expect.stringContaining('@example.com'), contact: '+919876543210' },
    });
    expect(JSON.stringify(placed)).not.toContain(RAZORPAY_KEYS.keySecret);
    expect(shop.standIn.orders.get(placed.razorpay.razorpayOrderId)).toMatchObject({
      amount: totalPaise,
      currency: 'INR',
      receipt: placed.orderNumber,
      notes: { store_order_id: String(placed.orderId) },
    });

    // The same checkout again, "Pay now" and the order page all lead to the same Razorpay order.
    const again = (await post(shop.store.app, apiPaths.placeOrder, body, buyer.headers)).body.result;
    const retried = await post(shop.store.app, apiPaths.retryPayment, { orderId: placed.orderId }, buyer.headers);
    expect(again.razorpay.razorpayOrderId).toBe(placed.razorpay.razorpayOrderId);
    expect(retried.body.result).toEqual({ payUrl: placed.payUrl, razorpay: placed.razorpay });
    const made = [...shop.standIn.orders.values()].filter((o) => o.receipt === placed.orderNumber);
    expect(made).toHaveLength(1);
    expect(order).toMatchObject({ paymentMethod: 'razorpay', payUrl: placed.payUrl, canRetryPayment: true });
  });

  it('pays the order once for a good signature; the same answer again changes nothing', async () => {
    const placed = await razorpayOrder(shop, nth++);
    const { checkout } = await shop.standIn.pay(placed.razorpay.razorpayOrderId, { webhooks: false });
    const body = { orderId: placed.orderId, ...checkout };
    const first = await verify(placed.buyer, body);
    expect(first).toMatchObject({ status: 200, body: { result: { orderId: placed.orderId, status: 'paid' } } });
    const second = await verify(placed.buyer, body);
    expect(second).toMatchObject({ status: 200, body: { result: { orderId: placed.orderId, status: 'paid' } } });
    expect(await paidEvents(placed.orderId)).toBe(1);

    const order = await orderOf(shop, placed.buyer, placed.orderId);
    expect(order).toMatchObject({ status: 'paid', canRetryPayment: false, payUrl: null });
    expect(order.invoiceNumber).toMatch(/^\S+$/);
    expect(order.timeline.at(-1).note).toBe(`Paid through Razorpay (${checkout.razorpay_payment_id})`);
    const retry = await post(shop.store.app, apiPaths.retryPayment, { orderId: placed.orderId }, placed.buyer.headers);
    expect(retry).toMatchObject({ status: 409, body: { message: messages.notPayableOnline } });
  });

  it('refuses a wrong signature, one made for another order, and a Razorpay order that is not this one', async () => {
    const mine = await razorpayOrder(shop, nth++);
    const other = await razorpayOrder(shop, nth++);
    const { checkout } = await shop.standIn.pay(other.razorpay.razorpayOrderId, { webhooks: false });
    const myOrder = mine.razorpay.razorpayOrderId;
    const attempts = [
      // Another order's genuine answer, sent for mine.
      { orderId: mine.orderId, ...checkout },
      // My Razorpay order id with the other payment's signature.
      { orderId: mine.orderId, ...checkout, razorpay_order_id: myOrder },
      // Signed with a secret that is not the key secret.
      {
        orderId: mine.orderId,
        razorpay_order_id: myOrder,
        razorpay_payment_id: checkout.razorpay_payment_id,
        razorpay_signature: sign(myOrder, checkout.razorpay_payment_id, 'not-the-key-secret'),
      },
      // Right signature over my order and a payment of another order.
      {
        orderId: mine.orderId,
        razorpay_order_id: myOrder,
        razorpay_payment_id: checkout.razorpay_payment_id,
        razorpay_signature: sign(myOrder, checkout.razorpay_payment_id),
      },
    ];
    for (const body of attempts) {
      expect(await verify(mine.buyer, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { message: messages.callbackRefused },
      });
    }
    expect((await orderOf(shop, mine.buyer, mine.orderId)).status).toBe('pending_payment');
    // The other order's buyer may still verify their own.
    const answer = await verify(other.buyer, { orderId: other.orderId, ...checkout });
    expect(answer.body.result.status).toBe('paid');
  });

  it("answers 404 for another buyer's order, and refuses malformed bodies with a message", async () => {
    const placed = await razorpayOrder(shop, nth++);
    const { checkout } = await shop.standIn.pay(placed.razorpay.razorpayOrderId, { webhooks: false });
    const [someone] = (await buyers(shop.store.db, 1)) as [Buyer];
    expect(await verify(someone, { orderId: placed.orderId, ...checkout })).toMatchObject({
      status: 404,
      body: { message: messages.orderNotFound },
    });
    const guest = await post(shop.store.app, apiPaths.razorpayVerify, { orderId: placed.orderId, ...checkout });
    expect(guest.status).toBe(401);
    for (const body of [
      {},
      { orderId: placed.orderId },
      { ...checkout, orderId: 'one' },
      { ...checkout, orderId: placed.orderId, razorpay_signature: 'x'.repeat(64) },
      { ...checkout, orderId: placed.orderId, razorpay_order_id: 'pay_Wrong' },
      { ...checkout, orderId: placed.orderId, extra: true },
      '{"orderId":',
    ]) {
      const answer = await verify(placed.buyer, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await orderOf(shop, placed.buyer, placed.orderId)).status).toBe('pending_payment');
  });

  it('flags a payment whose amount is not the order’s for the owner instead of marking the order paid', async () => {
    const placed = await razorpayOrder(shop, nth++);
    const { checkout, payment } = await shop.standIn.pay(placed.razorpay.razorpayOrderId, {
      amount: placed.razorpay.amountPaise - 100,
      webhooks: false,
    });
    const answer = await verify(placed.buyer, { orderId: placed.orderId, ...checkout });
    expect(answer.body.result.status).toBe('pending_payment');
    const owner = await adminOrderOf(shop, placed.orderId);
    expect(owner.order.status).toBe('pending_payment');
    expect(owner.alerts).toEqual([expect.stringContaining(payment.id)]);
    expect(owner.timeline.at(-1)).toMatchObject({ internal: true, note: expect.stringContaining('does not match') });
    expect(await paidEvents(placed.orderId)).toBe(0);
  });
});

describe('when Razorpay is away or not set up', () => {
  it('tells the buyer the payment will be confirmed shortly when Razorpay does not answer', async () => {
    const away = await startRazorpayStandIn(RAZORPAY_KEYS);
    const store = await createTestStore({
      RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
      RAZORPAY_API_URL: away.url,
    });
    try {
      const placed = await razorpayOrder({ ...shop, store, standIn: away }, nth++);
      const { checkout } = await away.pay(placed.razorpay.razorpayOrderId, { webhooks: false });
      await away.close();
      const answer = await post(
        store.app,
        apiPaths.razorpayVerify,
        { orderId: placed.orderId, ...checkout },
        placed.buyer.headers,
      );
      expect(answer).toMatchObject({ status: 502, body: { message: messages.razorpayUnavailable } });
    } finally {
      await store.close();
    }
  });

  it('offers no Razorpay without its keys', async () => {
    const store = await createTestStore();
    try {
      const [buyer] = (await buyers(store.db, 1)) as [Buyer];
      const offered = await post(store.app, apiPaths.checkoutMethods, {}, buyer.headers);
      expect(offered.body.result.methods).toEqual(['test']);
      const variant = await variantWhere(store.db, false, 10, nth++);
      await fillCart(store.app, buyer, [[variant, 1]]);
      const address = await saveAddress(store.app, buyer);
      const placed = await post(
        store.app,
        apiPaths.placeOrder,
        { addressId: address.id, idempotencyKey: randomUUID(), paymentMethod: 'razorpay' },
        buyer.headers,
      );
      expect(placed).toMatchObject({ status: 400, body: { message: messages.paymentMethodUnavailable } });
    } finally {
      await store.close();
    }
  });
});
