import { createHmac, randomUUID } from 'node:crypto';
import { apiPaths } from '@discus/domain/contracts/paths';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayGateway } from '../src/modules/payments/razorpay/gateway.ts';
import type { OrderDeps } from '../src/workflows/place-order.ts';
import { RECONCILE_AFTER_SECONDS, reconcileRazorpay } from '../src/workflows/razorpay-reconciliation.ts';
import {
  adminOrderOf,
  emailsFor,
  orderOf,
  RAZORPAY_KEYS,
  type RazorpayShop,
  razorpayOrder,
  razorpayShop,
} from './razorpay-fixtures.ts';
import type { WebhookDelivery } from './razorpay-stand-in.ts';
import { until } from './test-store.ts';

// issue 11: Razorpay's webhooks over real HTTP from the stand-in: signed over the raw body, taken
// once per event id, acted on in a job, safe in any order; reconciliation pays an order whose
// webhook never came; refunds go through Razorpay once per refund and end by its webhook.

let shop: RazorpayShop;
let nth = 0;

beforeAll(async () => {
  shop = await razorpayShop();
});
afterAll(() => shop.close());

const status = async (orderId: number) =>
  (await shop.store.db.execute(sql`SELECT status FROM orders WHERE id = ${orderId}`)).rows[0]?.status;
const paidEvents = async (orderId: number) => {
  const { rows } = await shop.store.db.execute(
    sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${orderId} AND status = 'paid' AND actor = 'gateway'`,
  );
  return (rows[0] as { n: number }).n;
};
const keptEvents = async (eventIds: string[]) => {
  const { rows } = await shop.store.db.execute(
    sql`SELECT count(*)::int AS n FROM payment_webhook_events WHERE event_id IN ${eventIds}`,
  );
  return (rows[0] as { n: number }).n;
};
const deliverAll = async (deliveries: WebhookDelivery[]) => {
  const answers = [];
  for (const delivery of deliveries) answers.push(await shop.standIn.deliver(delivery));
  return answers;
};
/** The jobs have had time to run (the queue polls every half second). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
const deps = (now = new Date()): OrderDeps => ({
  db: shop.store.db,
  jobs: shop.store.app.jobs,
  config: shop.store.config,
  provider: razorpayGateway({
    config: shop.store.config.razorpay as NonNullable<typeof shop.store.config.razorpay>,
    shopName: 'shop',
    db: shop.store.db,
  }),
  now: () => now,
});
const refund = (orderId: number, body: { amount?: number; idempotencyKey?: string } = {}) =>
  shop.store.app
    .inject({
      method: 'POST',
      url: apiPaths.adminRefundOrder,
      headers: { 'content-type': 'application/json', ...shop.owner },
      payload: JSON.stringify({ orderId, reason: 'A fish arrived weak', idempotencyKey: randomUUID(), ...body }),
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

describe("Razorpay's webhook", () => {
  it('pays the order when Razorpay reports the capture, whichever of its two events comes first', async () => {
    const placed = await razorpayOrder(shop, nth++);
    const { deliveries } = await shop.standIn.pay(placed.razorpay.razorpayOrderId, { webhooks: false });
    const [captured, orderPaid] = deliveries as [WebhookDelivery, WebhookDelivery];
    expect((await deliverAll([orderPaid, captured])).map((a) => a.status)).toEqual([200, 200]);
    await until(
      () => status(placed.orderId),
      (s) => s === 'paid',
      'the order paid',
    );
    await settle();
    expect(await paidEvents(placed.orderId)).toBe(1);
    const confirmations = await until(
      () => emailsFor(shop, placed.orderId, 'confirmed'),
      (e) => e.length > 0,
      'the confirmation email',
    );
    expect(confirmations).toHaveLength(1);
  });

  it('takes the same event once even when delivered three times', async () => {
    const placed = await razorpayOrder(shop, nth++);
    const { deliveries } = await shop.standIn.pay(placed.razorpay.razorpayOrderId, { webhooks: false });
    const captured = deliveries[0] as WebhookDelivery;
    const answers = await Promise.all([1, 2, 3].map(() => shop.standIn.deliver(captured)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => JSON.parse(a.body).result.duplicate).sort()).toEqual([false, true, true]);
    await until(
      () => status(placed.orderId),
      (s) => s === 'paid',
      'the order paid',
    );
    await settle();
    expect(await paidEvents(placed.orderId)).toBe(1);
    expect(await keptEvents([captured.eventId])).toBe(1);
  });

  it('refuses a forged, unsigned or malformed delivery with 400 and changes nothing', async () => {
    const placed = await razorpayOrder(shop, nth++);
    const { deliveries } = await shop.standIn.pay(placed.razorpay.razorpayOrderId, { webhooks: false });
    const captured = deliveries[0] as WebhookDelivery;
    const unsigned = { ...captured, headers: { ...captured.headers, 'x-razorpay-signature': '' } };
    const tampered = { ...captured, body: captured.body.replace(/"amount":\d+/, '"amount":1') };
    const signed = (body: string, eventId = `evt_${randomUUID().slice(0, 8)}`) => ({
      ...captured,
      body,
      headers: {
        ...captured.headers,
        'x-razorpay-event-id': eventId,
        'x-razorpay-signature': createHmac('sha256', RAZORPAY_KEYS.webhookSecret).update(body).digest('hex'),
      },
    });
    const noEventId = signed(captured.body, '');
    for (const [delivery, message] of [
      [shop.standIn.forged(captured), messages.webhookRefused],
      [unsigned, messages.webhookRefused],
      [tampered, messages.webhookRefused],
      [signed('{"event":'), messages.malformedJson],
      [signed('{"event":"payment.captured"}'), messages.webhookNotAnEvent],
      [noEventId, messages.webhookNotAnEvent],
    ] as const) {
      const answer = await shop.standIn.deliver(delivery);
      expect(answer.status, delivery.body).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message });
    }
    const asText = await fetch(shop.standIn.webhookUrl as string, {
      method: 'POST',
      headers: { ...captured.headers, 'content-type': 'text/plain' },
      body: captured.body,
    });
    expect(asText.status).toBe(415);
    expect(await asText.json()).toEqual({ message: expect.any(String) });
    // Its raw-body parser keeps the store's size limit.
    const huge = signed(JSON.stringify({ event: 'payment.captured', padding: 'y'.repeat(1024 * 1024) }));
    const tooLarge = await shop.standIn.deliver(huge);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ message: 'Request body is too large' });
    await settle();
    expect(await status(placed.orderId)).toBe('pending_payment');
    expect(await keptEvents([captured.eventId])).toBe(0);
  });

  it('a payment.failed arriving after the capture leaves the order paid', async () => {
    const placed = await razorpayOrder(shop, nth++);
    const failure = (await shop.standIn.fail(placed.razorpay.razorpayOrderId, { webhooks: false })).deliveries;
    const capture = (await shop.standIn.pay(placed.razorpay.razorpayOrderId, { webhooks: false })).deliveries;
    await deliverAll([capture[0] as WebhookDelivery]);
    await until(
      () => status(placed.orderId),
      (s) => s === 'paid',
      'the order paid',
    );
    await deliverAll(failure);
    await settle();
    const order = await orderOf(shop, placed.buyer, placed.orderId);
    expect(order.status).toBe('paid');
    expect(JSON.stringify(order.timeline)).not.toContain('declined');
  });

  it('a payment.failed alone lets the buyer try again on a new Razorpay order, and the stock stays held', async () => {
    const placed = await razorpayOrder(shop, nth++);
    await shop.standIn.fail(placed.razorpay.razorpayOrderId);
    const declined = await until(
      () => orderOf(shop, placed.buyer, placed.orderId),
      (o) => /declined/.test(o.timeline.at(-1).note),
      'the decline on the timeline',
    );
    expect(declined).toMatchObject({ status: 'pending_payment', canRetryPayment: true, payUrl: placed.payUrl });
    const retry = await shop.store.app.inject({
      method: 'POST',
      url: apiPaths.retryPayment,
      headers: { 'content-type': 'application/json', ...placed.buyer.headers },
      payload: JSON.stringify({ orderId: placed.orderId }),
    });
    const again = retry.json().result;
    expect(again.razorpay.razorpayOrderId).not.toBe(placed.razorpay.razorpayOrderId);
    await shop.standIn.pay(again.razorpay.razorpayOrderId);
    await until(
      () => status(placed.orderId),
      (s) => s === 'paid',
      'the retried payment',
    );
  });
});

describe('reconciliation', () => {
  it('pays an order whose webhook never came, once its Razorpay order is a few minutes old', async () => {
    const placed = await razorpayOrder(shop, nth++);
    const waiting = await razorpayOrder(shop, nth++);
    await shop.standIn.pay(placed.razorpay.razorpayOrderId, { webhooks: false });
    expect((await reconcileRazorpay(deps())).paid).toBe(0);
    expect(await status(placed.orderId)).toBe('pending_payment');

    const later = new Date(Date.now() + (RECONCILE_AFTER_SECONDS + 60) * 1000);
    // Other tests' orders paid without their webhook are reconciled too.
    expect((await reconcileRazorpay(deps(later))).paid).toBeGreaterThanOrEqual(1);
    expect(await status(placed.orderId)).toBe('paid');
    expect(await status(waiting.orderId)).toBe('pending_payment');
    expect((await reconcileRazorpay(deps(later))).paid).toBe(0);
    expect(await paidEvents(placed.orderId)).toBe(1);
  });
});

describe('refunds through Razorpay', () => {
  async function paidOrder() {
    const placed = await razorpayOrder(shop, nth++, 2);
    const { payment } = await shop.standIn.pay(placed.razorpay.razorpayOrderId);
    await until(
      () => status(placed.orderId),
      (s) => s === 'paid',
      'the order paid',
    );
    return { ...placed, payment };
  }

  it('refunds a part once for one key, with an idempotency key Razorpay sees, and the rest later', async () => {
    const { orderId, payment, razorpay } = await paidOrder();
    const idempotencyKey = randomUUID();
    const [a, b] = await Promise.all([
      refund(orderId, { amount: 150, idempotencyKey }),
      refund(orderId, { amount: 150, idempotencyKey }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const partly = await until(
      () => adminOrderOf(shop, orderId),
      (d) => d.refunds[0]?.status === 'refunded' && d.timeline.at(-1).note.startsWith('Refunded'),
      'the partial refund',
    );
    expect(partly.order.status).toBe('paid');
    expect(partly.refunds).toEqual([
      expect.objectContaining({ provider: 'razorpay', amount: 150, reference: expect.stringMatching(/^rfnd_/) }),
    ]);
    const atRazorpay = [...shop.standIn.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(atRazorpay.map((r) => r.amount)).toEqual([15_000]);
    const asked = shop.standIn.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refund`);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((r) => String(r.headers['x-refund-idempotency']).endsWith(idempotencyKey))).toBe(true);

    await refund(orderId);
    await until(
      () => status(orderId),
      (s) => s === 'refunded',
      'the whole order refunded',
    );
    const all = [...shop.standIn.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(all.reduce((sum, r) => sum + r.amount, 0)).toBe(razorpay.amountPaise);
    await until(
      () => emailsFor(shop, orderId, 'refunded'),
      (e) => e.length === 2,
      'one email per refund',
    );
  });

  it('a refund Razorpay is still processing ends by its refund.processed webhook, or by reconciliation', async () => {
    shop.standIn.refundsStayPending = true;
    try {
      const first = await paidOrder();
      await refund(first.orderId, { amount: 100 });
      const pending = await until(
        () => adminOrderOf(shop, first.orderId),
        (d) => d.refunds[0]?.reference?.startsWith('rfnd_'),
        'Razorpay to take the refund',
      );
      expect(pending.refunds[0].status).toBe('pending');
      await shop.standIn.settleRefund(pending.refunds[0].reference, 'processed');
      await until(
        () => adminOrderOf(shop, first.orderId),
        (d) => d.refunds[0]?.status === 'refunded',
        'the refund.processed webhook',
      );
      await until(
        () => emailsFor(shop, first.orderId, 'refunded'),
        (e) => e.length === 1,
        'the refund email',
      );

      const second = await paidOrder();
      await refund(second.orderId, { amount: 100 });
      const waiting = await until(
        () => adminOrderOf(shop, second.orderId),
        (d) => d.refunds[0]?.reference?.startsWith('rfnd_'),
        'Razorpay to take the refund',
      );
      await shop.standIn.settleRefund(waiting.refunds[0].reference, 'processed', { webhooks: false });
      const later = new Date(Date.now() + (RECONCILE_AFTER_SECONDS + 60) * 1000);
      expect((await reconcileRazorpay(deps(later))).refundsSettled).toBe(1);
      expect((await adminOrderOf(shop, second.orderId)).refunds[0].status).toBe('refunded');
    } finally {
      shop.standIn.refundsStayPending = false;
    }
  });

  it('a refund.failed marks the refund failed; the owner sees why and can refund again', async () => {
    shop.standIn.refundsStayPending = true;
    let orderId: number;
    try {
      const paid = await paidOrder();
      orderId = paid.orderId;
      await refund(orderId, { amount: 100 });
      const pending = await until(
        () => adminOrderOf(shop, orderId),
        (d) => d.refunds[0]?.reference?.startsWith('rfnd_'),
        'Razorpay to take the refund',
      );
      const before = pending.refundable;
      await shop.standIn.settleRefund(pending.refunds[0].reference, 'failed');
      const failed = await until(
        () => adminOrderOf(shop, orderId),
        (d) => d.refunds[0]?.status === 'failed' && d.timeline.at(-1).internal,
        'the refund.failed webhook',
      );
      expect(failed.refunds[0].failure).toEqual(expect.any(String));
      expect(failed.refundable).toBe(before + 100);
      expect(failed.actions).toContain('refund');
      expect(failed.timeline.at(-1).note).toMatch(/failed/);
      // A refund.processed arriving after it for the same refund changes nothing.
      const razorpayRefund = shop.standIn.refunds.get(pending.refunds[0].reference);
      const late = { ...(razorpayRefund as NonNullable<typeof razorpayRefund>), status: 'processed' as const };
      expect((await shop.standIn.deliver(shop.standIn.webhook('refund.processed', { refund: late }))).status).toBe(200);
      await settle();
      expect((await adminOrderOf(shop, orderId)).refunds[0].status).toBe('failed');
    } finally {
      shop.standIn.refundsStayPending = false;
    }
    expect((await refund(orderId, { amount: 100 })).status).toBe(200);
    await until(
      () => adminOrderOf(shop, orderId),
      (d) => d.refunds[1]?.status === 'refunded',
      'the second try',
    );
    await until(
      () => emailsFor(shop, orderId, 'refunded'),
      (e) => e.length === 1,
      'the email of the refund done',
    );
    await settle();
    expect(await emailsFor(shop, orderId, 'refunded')).toHaveLength(1);
  });

  it("marks a refund failed with Razorpay's words when Razorpay refuses it", async () => {
    const { orderId, payment } = await paidOrder();
    // The owner refunded it all in Razorpay's dashboard meanwhile.
    await fetch(`${shop.standIn.url}/v1/payments/${payment.id}/refund`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${RAZORPAY_KEYS.keyId}:${RAZORPAY_KEYS.keySecret}`).toString('base64')}`,
      },
      body: '{}',
    });
    await refund(orderId, { amount: 100 });
    const failed = await until(
      () => adminOrderOf(shop, orderId),
      (d) => d.refunds[0]?.status === 'failed',
      'the refused refund',
    );
    expect(failed.refunds[0].failure).toBe('The payment has been fully refunded already');
    expect(failed.order.status).toBe('paid');
  });
});
