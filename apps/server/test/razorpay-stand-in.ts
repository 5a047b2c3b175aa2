import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// A local stand-in for Razorpay (issue 11), written from its API documentation: the same paths,
// Basic auth with the key id and secret, the same JSON shapes and error bodies, amounts in paise,
// ids order_/pay_/rfnd_, refunds idempotent on X-Refund-Idempotency and capped at the captured
// amount, and webhooks signed with the webhook secret. It knows nothing of the store's code.
//
// Browser side (the stand-in's Checkout): GET /v1/checkout.js serves razorpay-stand-in-checkout.js
// beside this file, and POST /v1/standin/checkout/pay { key_id, order_id, outcome, method? } is what
// that script calls when the buyer presses Pay or Fail: 200 { razorpay_payment_id,
// razorpay_order_id, razorpay_signature } when paid, 400 with Razorpay's failure body when failed.

export type StandInOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go (the store's POST /api/payments/razorpay/webhook); may be set later. */
  webhookUrl?: string;
  port?: number;
};

export type Order = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
};

export type Payment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: PayMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
};

export type Refund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | null;
  speed_requested: 'normal' | 'optimum';
};

export type PayMethod = 'card' | 'upi' | 'netbanking';

/** One signed webhook delivery, kept so a test can send it again (a duplicate) or out of order. */
export type WebhookDelivery = { eventId: string; event: string; body: string; headers: Record<string, string> };

export type RazorpayStandIn = {
  url: string;
  keyId: string;
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  refunds: Map<string, Refund>;
  /** Every API call received (method, path, headers), oldest first. */
  requests: { method: string; path: string; headers: IncomingMessage['headers'] }[];
  /** Where webhooks go; set it once the store listens. */
  webhookUrl: string | undefined;
  /** New refunds start `pending` (and wait for settleRefund) instead of `processed`. */
  refundsStayPending: boolean;
  /** The buyer pays the order: a captured payment (the amount can be set to play a mismatch). */
  pay(
    orderId: string,
    options?: { method?: PayMethod; amount?: number; webhooks?: boolean },
  ): Promise<{
    payment: Payment;
    checkout: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    deliveries: WebhookDelivery[];
  }>;
  /** The buyer's payment fails (the order stays open for another try). */
  fail(
    orderId: string,
    options?: { method?: PayMethod; webhooks?: boolean },
  ): Promise<{ payment: Payment; deliveries: WebhookDelivery[] }>;
  /** A pending refund ends processed or failed, with its webhook. */
  settleRefund(
    refundId: string,
    outcome: 'processed' | 'failed',
    options?: { webhooks?: boolean },
  ): Promise<WebhookDelivery>;
  /** A signed webhook of one of the events, not sent. */
  webhook(event: WebhookEvent, entities: { payment?: Payment; order?: Order; refund?: Refund }): WebhookDelivery;
  /** The same delivery signed with a secret that is not the webhook secret. */
  forged(delivery: WebhookDelivery): WebhookDelivery;
  /** Sends a delivery to webhookUrl; answers the store's status and body. */
  deliver(delivery: WebhookDelivery): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
};

export type WebhookEvent = 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed' | 'refund.failed';

const CHECKOUT_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'razorpay-stand-in-checkout.js');
const ACCOUNT_ID = 'acc_StandIn0000001';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly extra: { source?: string; step?: string; reason?: string; field?: string; code?: string } = {},
  ) {
    super(description);
  }
  body() {
    return {
      error: {
        code: this.extra.code ?? (this.status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR'),
        description: this.description,
        source: this.extra.source ?? 'NA',
        step: this.extra.step ?? 'NA',
        reason: this.extra.reason ?? 'NA',
        metadata: {},
        ...(this.extra.field ? { field: this.extra.field } : {}),
      },
    };
  }
}

const badInput = (description: string, field?: string) =>
  new ApiError(400, description, {
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    ...(field ? { field } : {}),
  });
const noSuchId = () => badInput('The id provided does not exist');

function isNotes(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length <= 15 &&
    Object.values(value).every((v) => typeof v === 'string' && v.length <= 256)
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startRazorpayStandIn(options: StandInOptions): Promise<RazorpayStandIn> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const refundKeys = new Map<string, { body: string; refundId: string }>();
  const requests: RazorpayStandIn['requests'] = [];
  const sending = new Set<Promise<unknown>>();
  const basic = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const standIn = {} as RazorpayStandIn;

  function webhook(event: WebhookEvent, entities: { payment?: Payment; order?: Order; refund?: Refund }) {
    const payload: Record<string, { entity: unknown }> = {};
    for (const [name, entity] of Object.entries(entities)) if (entity) payload[name] = { entity: { ...entity } };
    const body = JSON.stringify({
      entity: 'event',
      account_id: ACCOUNT_ID,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const eventId = `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    return {
      eventId,
      event,
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(options.webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
    };
  }

  async function deliver(delivery: WebhookDelivery) {
    if (!standIn.webhookUrl) throw new Error('the stand-in has no webhookUrl to deliver to');
    const response = await fetch(standIn.webhookUrl, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    });
    return { status: response.status, body: await response.text() };
  }

  /** Like Razorpay, events go out after the change, without holding up the answer. */
  function send(deliveries: WebhookDelivery[], wanted = true) {
    if (!wanted || !standIn.webhookUrl) return;
    const sent = (async () => {
      for (const delivery of deliveries) await deliver(delivery).catch(() => undefined);
    })();
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  }

  function newPayment(order: Order, method: PayMethod, amount: number, status: Payment['status']): Payment {
    return {
      id: newId('pay'),
      entity: 'payment',
      amount,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      description: null,
      email: 'buyer@example.com',
      contact: '+919876543210',
      notes: [],
      fee: status === 'captured' ? Math.round(amount * 0.02) : null,
      tax: status === 'captured' ? Math.round(amount * 0.0036) : null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now(),
    };
  }

  function orderOf(orderId: string): Order {
    const order = orders.get(orderId);
    if (!order) throw noSuchId();
    return order;
  }

  async function pay(orderId: string, opts: { method?: PayMethod; amount?: number; webhooks?: boolean } = {}) {
    const order = orderOf(orderId);
    if (order.status === 'paid') throw badInput('Order is already paid');
    const payment = newPayment(order, opts.method ?? 'upi', opts.amount ?? order.amount, 'captured');
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.amount_paid = payment.amount;
    order.amount_due = Math.max(0, order.amount - payment.amount);
    order.status = 'paid';
    const deliveries = [webhook('payment.captured', { payment }), webhook('order.paid', { payment, order })];
    send(deliveries, opts.webhooks);
    return {
      payment,
      checkout: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: hmac(options.keySecret, `${order.id}|${payment.id}`),
      },
      deliveries,
    };
  }

  async function fail(orderId: string, opts: { method?: PayMethod; webhooks?: boolean } = {}) {
    const order = orderOf(orderId);
    const payment = newPayment(order, opts.method ?? 'card', order.amount, 'failed');
    Object.assign(payment, {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed because the bank declined it',
      error_source: 'bank',
      error_step: 'payment_authorization',
      error_reason: 'payment_failed',
    });
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    const deliveries = [webhook('payment.failed', { payment })];
    send(deliveries, opts.webhooks);
    return { payment, deliveries };
  }

  async function settleRefund(refundId: string, outcome: 'processed' | 'failed', opts: { webhooks?: boolean } = {}) {
    const refund = refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    const payment = payments.get(refund.payment_id) as Payment;
    refund.status = outcome;
    if (outcome === 'processed') {
      refund.speed_processed = 'normal';
      refund.acquirer_data = { arn: String(Date.now()).padStart(14, '0') };
    } else {
      // The money of a failed refund is the merchant's again.
      payment.amount_refunded -= refund.amount;
      payment.refund_status = payment.amount_refunded === 0 ? null : 'partial';
      if (payment.status === 'refunded') payment.status = 'captured';
    }
    const delivery = webhook(outcome === 'processed' ? 'refund.processed' : 'refund.failed', { refund, payment });
    send([delivery], opts.webhooks);
    return delivery;
  }

  function createRefund(paymentId: string, raw: string, key: string | undefined): Refund {
    const payment = payments.get(paymentId);
    if (!payment) throw noSuchId();
    let body: { amount?: unknown; speed?: unknown; notes?: unknown; receipt?: unknown };
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      throw badInput('The request body is not valid JSON');
    }
    if (key !== undefined) {
      if (!IDEMPOTENCY_KEY.test(key)) throw badInput('The idempotency key is invalid');
      const earlier = refundKeys.get(key);
      if (earlier) {
        if (earlier.body !== canonical(body))
          throw new ApiError(400, 'Different request with the same idempotency key has already been processed.');
        return refunds.get(earlier.refundId) as Refund;
      }
    }
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw badInput('Only payments which have been captured can be refunded');
    const refundable = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? refundable : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      throw badInput('The amount must be atleast INR 1.00', 'amount');
    if (refundable === 0) throw badInput('The payment has been fully refunded already');
    if (amount > refundable) throw badInput('The refund amount provided is greater than amount captured', 'amount');
    if (body.notes !== undefined && !isNotes(body.notes)) throw badInput('notes must be an object of strings', 'notes');
    if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40))
      throw badInput('The receipt may not be greater than 40 characters.', 'receipt');
    const refund: Refund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      receipt: (body.receipt as string | undefined) ?? null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: standIn.refundsStayPending ? 'pending' : 'processed',
      speed_processed: standIn.refundsStayPending ? null : 'normal',
      speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    if (key !== undefined) refundKeys.set(key, { body: canonical(body), refundId: refund.id });
    if (refund.status === 'processed') send([webhook('refund.processed', { refund, payment })]);
    return refund;
  }

  function createOrder(raw: string): Order {
    let body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
    try {
      body = JSON.parse(raw);
    } catch {
      throw badInput('The request body is not valid JSON');
    }
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount))
      throw badInput('The amount must be an integer.', 'amount');
    if (body.amount < 100) throw badInput('The amount must be atleast INR 1.00', 'amount');
    if (body.currency !== 'INR') throw badInput('The currency should be INR', 'currency');
    if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40))
      throw badInput('The receipt may not be greater than 40 characters.', 'receipt');
    if (body.notes !== undefined && !isNotes(body.notes)) throw badInput('notes must be an object of strings', 'notes');
    const order: Order = {
      id: newId('order'),
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: 'INR',
      receipt: (body.receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  }

  async function checkoutPay(raw: string) {
    let body: { key_id?: unknown; order_id?: unknown; outcome?: unknown; method?: unknown };
    try {
      body = JSON.parse(raw);
    } catch {
      throw badInput('The request body is not valid JSON');
    }
    if (body.key_id !== options.keyId) throw new ApiError(401, 'Authentication failed');
    const order = orderOf(String(body.order_id));
    const method = (['card', 'upi', 'netbanking'] as const).find((m) => m === body.method) ?? 'card';
    if (body.outcome === 'paid') return { status: 200, body: (await pay(order.id, { method })).checkout };
    if (body.outcome !== 'failed') throw badInput('outcome must be paid or failed', 'outcome');
    const { payment } = await fail(order.id, { method });
    return {
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: payment.error_description,
          source: payment.error_source,
          step: payment.error_step,
          reason: payment.error_reason,
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      },
    };
  }

  async function route(request: IncomingMessage, raw: string): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean);
    if (method === 'POST' && url.pathname === '/v1/standin/checkout/pay') return checkoutPay(raw);
    if (request.headers.authorization !== basic) throw new ApiError(401, 'Authentication failed');
    if (parts[0] !== 'v1') throw badInput('The requested URL was not found on the server.');
    const [, resource, id, sub] = parts;
    if (resource === 'orders' && method === 'POST' && !id) return { status: 200, body: createOrder(raw) };
    if (resource === 'orders' && method === 'GET' && id && !sub) return { status: 200, body: orderOf(id) };
    if (resource === 'orders' && method === 'GET' && id && sub === 'payments') {
      const items = [...payments.values()].filter((p) => p.order_id === orderOf(id).id);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if (resource === 'payments' && method === 'GET' && id && !sub) {
      const payment = payments.get(id);
      if (!payment) throw noSuchId();
      return { status: 200, body: payment };
    }
    if (resource === 'payments' && method === 'POST' && id && sub === 'refund') {
      const key = request.headers['x-refund-idempotency'];
      return { status: 200, body: createRefund(id, raw, Array.isArray(key) ? key[0] : key) };
    }
    if (resource === 'refunds' && method === 'GET' && id && !sub) {
      const refund = refunds.get(id);
      if (!refund) throw noSuchId();
      return { status: 200, body: refund };
    }
    throw badInput('The requested URL was not found on the server.');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // The stand-in's Checkout runs on the store's page and calls here from the browser.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method === 'GET' && request.url?.split('?')[0] === '/v1/checkout.js') {
      const script = await readFile(CHECKOUT_SCRIPT).catch(() => undefined);
      if (!script) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return void response
        .writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' })
        .end(script);
    }
    const raw = await readBody(request);
    requests.push({ method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers });
    let answer: { status: number; body: unknown };
    try {
      answer = await route(request, raw);
    } catch (error) {
      const refusal = error instanceof ApiError ? error : new ApiError(500, 'The server encountered an error.');
      answer = { status: refusal.status, body: refusal.body() };
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    keyId: options.keyId,
    orders,
    payments,
    refunds,
    requests,
    webhookUrl: options.webhookUrl,
    refundsStayPending: false,
    pay,
    fail,
    settleRefund,
    webhook,
    forged: (delivery: WebhookDelivery) => ({
      ...delivery,
      headers: { ...delivery.headers, 'x-razorpay-signature': hmac(`not-${options.webhookSecret}`, delivery.body) },
    }),
    deliver,
    async close() {
      await Promise.allSettled([...sending]);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  } satisfies RazorpayStandIn);
  return standIn;
}

/** Key order does not make two refund bodies different. */
function canonical(body: object): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
        )
      : value;
  return createHash('sha256')
    .update(JSON.stringify(sorted(body)))
    .digest('hex');
}

// `tsx apps/server/test/razorpay-stand-in.ts`: a stand-in on RAZORPAY_STAND_IN_PORT (or any free
// port) with the RAZORPAY_* keys of the environment; prints its address.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startRazorpayStandIn({
    keyId: process.env.RAZORPAY_KEY_ID ?? 'rzp_test_StandIn',
    keySecret: process.env.RAZORPAY_KEY_SECRET ?? 'stand-in-key-secret',
    webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? 'stand-in-webhook-secret',
    webhookUrl: process.env.RAZORPAY_STAND_IN_WEBHOOK_URL,
    port: Number(process.env.RAZORPAY_STAND_IN_PORT ?? 0),
  });
  console.log(`Razorpay stand-in at ${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
