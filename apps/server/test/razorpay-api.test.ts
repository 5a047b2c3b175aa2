import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RazorpayApi,
  RazorpayError,
  RazorpayUnavailable,
  razorpayApi,
} from '../src/modules/payments/razorpay/api.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from './razorpay-stand-in.ts';

// issue 11: the store's Razorpay client against the local stand-in that speaks Razorpay's API.

const KEYS = {
  keyId: 'rzp_test_ClientCheck1',
  keySecret: 'client-check-secret',
  webhookSecret: 'client-webhook-secret',
};
let standIn: RazorpayStandIn;
let api: RazorpayApi;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(KEYS);
  api = razorpayApi({ keyId: KEYS.keyId, keySecret: KEYS.keySecret, apiUrl: standIn.url });
});
afterAll(() => standIn.close());

const newOrder = (amount = 123_450) =>
  api.createOrder({ amount, currency: 'INR', receipt: 'DS-000042', notes: { store_order_id: '42' } });

async function refusal(promise: Promise<unknown>): Promise<RazorpayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RazorpayError);
  return error as RazorpayError;
}

describe('the Razorpay client', () => {
  it('creates an order in paise with the receipt and notes, and fetches it again', async () => {
    const order = await newOrder();
    expect(order).toMatchObject({
      entity: 'order',
      amount: 123_450,
      amount_due: 123_450,
      currency: 'INR',
      receipt: 'DS-000042',
      status: 'created',
      notes: { store_order_id: '42' },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]+$/);
    expect(await api.fetchOrder(order.id)).toEqual(order);
  });

  it("lists an order's payments, failed and captured, and fetches one", async () => {
    const order = await newOrder();
    expect(await api.fetchOrderPayments(order.id)).toEqual([]);
    await standIn.fail(order.id);
    const { payment } = await standIn.pay(order.id, { method: 'card' });
    const listed = await api.fetchOrderPayments(order.id);
    expect(listed.map((p) => p.status)).toEqual(['failed', 'captured']);
    expect(await api.fetchPayment(payment.id)).toMatchObject({
      id: payment.id,
      order_id: order.id,
      amount: 123_450,
      status: 'captured',
      captured: true,
      method: 'card',
    });
    expect((await api.fetchOrder(order.id)).status).toBe('paid');
  });

  it("signs Checkout's answer as Razorpay documents: HMAC-SHA256 of order id | payment id with the key secret", async () => {
    const order = await newOrder();
    const { checkout } = await standIn.pay(order.id);
    const expected = createHmac('sha256', KEYS.keySecret)
      .update(`${order.id}|${checkout.razorpay_payment_id}`)
      .digest('hex');
    expect(checkout.razorpay_signature).toBe(expected);
  });

  it('refunds once per idempotency key, refuses the same key with another body, and never more than captured', async () => {
    const order = await newOrder(50_000);
    const { payment } = await standIn.pay(order.id);
    const first = await api.createRefund(payment.id, { amount: 20_000, receipt: 'refund-1' }, 'store-refund-0001');
    const again = await api.createRefund(payment.id, { amount: 20_000, receipt: 'refund-1' }, 'store-refund-0001');
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ entity: 'refund', amount: 20_000, payment_id: payment.id, status: 'processed' });
    expect(first.id).toMatch(/^rfnd_/);

    const changed = await refusal(
      api.createRefund(payment.id, { amount: 25_000, receipt: 'refund-1' }, 'store-refund-0001'),
    );
    expect(changed).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR', final: true });
    expect(changed.message).toBe('Different request with the same idempotency key has already been processed.');

    const tooMuch = await refusal(api.createRefund(payment.id, { amount: 30_001 }, 'store-refund-0002'));
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR', field: 'amount' });

    const rest = await api.createRefund(payment.id, { amount: 30_000 }, 'store-refund-0003');
    expect(await api.fetchRefund(rest.id)).toEqual(rest);
    expect(await api.fetchPayment(payment.id)).toMatchObject({ amount_refunded: 50_000, status: 'refunded' });
  });

  it("refuses a refund of a payment that was never captured, in Razorpay's words", async () => {
    const order = await newOrder();
    const { payment } = await standIn.fail(order.id);
    const refused = await refusal(api.createRefund(payment.id, { amount: 10_000 }, 'store-refund-0004'));
    expect(refused).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR', reason: 'input_validation_failed' });
  });

  it('turns a wrong key secret into a typed 401 and an unknown id into a 400', async () => {
    const wrong = razorpayApi({ keyId: KEYS.keyId, keySecret: 'not-the-secret', apiUrl: standIn.url });
    const refused = await refusal(wrong.fetchOrder('order_Nothing'));
    expect(refused).toMatchObject({ statusCode: 401, code: 'BAD_REQUEST_ERROR', message: 'Authentication failed' });
    expect(await refusal(api.fetchPayment('pay_DoesNotExist1'))).toMatchObject({
      statusCode: 400,
      message: 'The id provided does not exist',
    });
  });

  it('says Razorpay is unavailable when nothing answers', async () => {
    const away = razorpayApi({
      keyId: KEYS.keyId,
      keySecret: KEYS.keySecret,
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(away.fetchOrder('order_Any')).rejects.toBeInstanceOf(RazorpayUnavailable);
  });

  it('answers the browser Checkout of the stand-in with a signed payment, or with Razorpay’s failure body', async () => {
    const order = await newOrder();
    const post = (body: unknown) =>
      fetch(`${standIn.url}/v1/standin/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify(body),
      });
    const failed = await post({ key_id: KEYS.keyId, order_id: order.id, outcome: 'failed', method: 'upi' });
    expect(failed.status).toBe(400);
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    const failure = (await failed.json()) as { error: { metadata: { payment_id: string } } };
    expect(failure.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', metadata: { order_id: order.id } });
    expect(failure.error.metadata.payment_id).toMatch(/^pay_/);

    const paid = await post({ key_id: KEYS.keyId, order_id: order.id, outcome: 'paid', method: 'netbanking' });
    expect(paid.status).toBe(200);
    const answer = (await paid.json()) as Record<string, string>;
    expect(answer.razorpay_order_id).toBe(order.id);
    expect(answer.razorpay_signature).toBe(
      createHmac('sha256', KEYS.keySecret).update(`${order.id}|${answer.razorpay_payment_id}`).digest('hex'),
    );
    expect((await api.fetchPayment(String(answer.razorpay_payment_id))).method).toBe('netbanking');
  });
});
