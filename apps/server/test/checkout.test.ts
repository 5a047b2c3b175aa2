import { randomUUID } from 'node:crypto';
import { financialYear, kolkataDate } from '@discus/domain/dispatch';
import { messages } from '@discus/domain/messages';
import { formatInvoiceNumber, formatOrderNumber } from '@discus/domain/order-number';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedRows } from '../src/db/prepared.ts';
import { refusalOf } from '../src/db/refusals.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { invoiceNumberSql, orderNumberSql, setPaid } from '../src/modules/orders/order-rows.ts';
import { signCallback, testGateway } from '../src/modules/payments/test-gateway.ts';
import { cancelOrder, expireOrder } from '../src/workflows/order-changes.ts';
import type { OrderDeps } from '../src/workflows/place-order.ts';
import {
  BENGALURU,
  type Buyer,
  buyers,
  fillCart,
  PUNE,
  placeOrder,
  saveAddress,
  stockOf,
  variantWhere,
} from './checkout-fixtures.ts';
import { createTestStore, post, type TestStore, until } from './test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ PAYMENT_EXPIRY_SECONDS: '900' });
});
afterAll(() => store.close());

const deps = (now = () => new Date()): OrderDeps => ({
  db: store.db,
  jobs: store.app.jobs,
  config: store.config,
  provider: testGateway,
  now,
});
const call = (path: string, body: unknown, buyer: Buyer) => post(store.app, path, body, buyer.headers);
const orderOf = async (orderId: number, buyer: Buyer) =>
  (await call('/api/orders/getOrder', { orderId }, buyer)).body.result;

async function pay(payUrl: string, outcome: 'paid' | 'declined') {
  const paymentId = payUrl.split('/').pop() as string;
  return post(store.app, '/api/payments/test/decide', { paymentId, outcome });
}

describe('addresses', () => {
  it('are saved, listed default first, edited and deleted by their owner only', async () => {
    const [asha, ravi] = (await buyers(store.db, 2)) as [Buyer, Buyer];
    const home = await saveAddress(store.app, asha);
    expect(home.isDefault).toBe(true);
    const office = await saveAddress(store.app, asha, { ...BENGALURU, isDefault: true });
    const list = await call('/api/users/addresses/list', {}, asha);
    expect(list.body.result.map((a: { id: number }) => a.id)).toEqual([office.id, home.id]);

    expect((await call('/api/users/addresses/save', { ...PUNE, id: home.id, city: 'Hacked' }, ravi)).status).toBe(404);
    expect((await call('/api/users/addresses/delete', { id: home.id }, ravi)).status).toBe(404);
    expect((await call('/api/users/addresses/list', {}, ravi)).body.result).toEqual([]);
    expect((await post(store.app, '/api/users/addresses/list', {})).status).toBe(401);

    expect((await call('/api/users/addresses/delete', { id: office.id }, asha)).status).toBe(200);
    const after = await call('/api/users/addresses/list', {}, asha);
    expect(after.body.result).toEqual([expect.objectContaining({ id: home.id, isDefault: true })]);
  });

  it('keep at most 20 per buyer', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    for (let i = 0; i < 20; i++) await saveAddress(store.app, asha);
    const extra = await call('/api/users/addresses/save', PUNE, asha);
    expect(extra).toMatchObject({ status: 400, body: { message: messages.tooManyAddresses } });
  });

  it('refuse bad fields with a message naming them', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...PUNE, phone: '12345' }, /10 digits/],
      [{ ...PUNE, pin: '011038' }, /PIN/],
      [{ ...PUNE, state: 'Atlantis' }, /state/i],
      [{ ...PUNE, name: '<script>alert(1)</script>'.repeat(10) }, /Name/],
      [{ ...PUNE, role: 1 }, /role|Unrecognized/i],
    ];
    for (const [body, message] of cases) {
      const answer = await call('/api/users/addresses/save', body, asha);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const malformed = await post(store.app, '/api/users/addresses/save', '{"name":', asha.headers);
    expect(malformed.status).toBe(400);
  });
});

describe('the shipping quote', () => {
  it('prices the cart from the catalogue with GST split by the delivery state, and dates live fish', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const fish = await variantWhere(store.db, true, 50, 0);
    const food = await variantWhere(store.db, false, 50, 0);
    await fillCart(store.app, asha, [
      [fish, 2],
      [food, 1],
    ]);
    const intra = await call('/api/orders/shippingQuote', { state: 'Maharashtra' }, asha);
    expect(intra.status).toBe(200);
    const summary = intra.body.result;
    expect(summary.supply).toBe('intra_state');
    expect(summary.lines).toHaveLength(2);
    for (const line of summary.lines) expect(line.cgst + line.sgst).toBeCloseTo(line.tax, 2);
    expect(summary.charges.map((c: { kind: string }) => c.kind)).toEqual(['shipping', 'packing']);
    expect(summary.shipping.dispatchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(summary.totals.grandTotal).toBeCloseTo(summary.totals.taxable + summary.totals.tax, 2);

    const inter = await call('/api/orders/shippingQuote', { state: 'Karnataka' }, asha);
    expect(inter.body.result.supply).toBe('inter_state');
    expect(inter.body.result.totals.igst).toBeCloseTo(inter.body.result.totals.tax, 2);
    expect(inter.body.result.totals.cgst).toBe(0);

    const islands = await call('/api/orders/shippingQuote', { state: 'Lakshadweep' }, asha);
    expect(islands.status).toBe(409);
    expect(islands.body.message).toMatch(/cannot ship live fish to Lakshadweep/);
  });

  it('refuses a line withdrawn from sale since it was carted', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const food = await variantWhere(store.db, false, 5, 4);
    await fillCart(store.app, asha, [[food, 1]]);
    await store.db.execute(sql`UPDATE variants SET active = false WHERE id = ${food.variantId}`);
    const answer = await call('/api/orders/shippingQuote', { state: 'Goa' }, asha);
    await store.db.execute(sql`UPDATE variants SET active = true WHERE id = ${food.variantId}`);
    expect(answer).toMatchObject({ status: 409, body: { message: messages.lineUnavailable } });
  });

  it('says so when the cart is empty', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const answer = await call('/api/orders/shippingQuote', { state: 'Goa' }, asha);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.checkoutCartEmpty);
  });
});

describe('placing an order', () => {
  it('re-prices on the server, reserves stock, retires the cart, and ignores no price it was sent', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const fish = await variantWhere(store.db, true, 5, 1);
    await fillCart(store.app, asha, [[fish, 2]]);
    const address = await saveAddress(store.app, asha);
    const tampered = await call(
      '/api/orders/placeOrder',
      { addressId: address.id, idempotencyKey: randomUUID(), paymentMethod: 'test', total: 1, price: 1 },
      asha,
    );
    expect(tampered.status).toBe(400);

    const quote = (await call('/api/orders/shippingQuote', { state: 'Maharashtra' }, asha)).body.result;
    const placed = await placeOrder(store.app, asha, address.id);
    expect(placed.status).toBe(200);
    expect(placed.body.result.orderNumber).toMatch(/^DS-\d{6,}$/);
    expect(await stockOf(store.db, fish.variantId)).toBe(3);
    const order = await orderOf(placed.body.result.orderId, asha);
    expect(order.status).toBe('pending_payment');
    expect(order.summary.totals.grandTotal).toBe(quote.totals.grandTotal);
    expect(order.timeline).toEqual([expect.objectContaining({ status: 'pending_payment', actor: 'buyer' })]);
    const cart = await call('/api/users/cart/getCart', { userId: asha.profileId }, asha);
    expect(cart.body.cartData_base).toBeNull();
  });

  it('gives one order for the same checkout sent twice, even at once', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const food = await variantWhere(store.db, false, 10, 1);
    await fillCart(store.app, asha, [[food, 1]]);
    const address = await saveAddress(store.app, asha);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      placeOrder(store.app, asha, address.id, key),
      placeOrder(store.app, asha, address.id, key),
    ]);
    const again = await placeOrder(store.app, asha, address.id, key);
    expect([first.status, second.status, again.status]).toEqual([200, 200, 200]);
    expect(new Set([first.body.result.orderId, second.body.result.orderId, again.body.result.orderId]).size).toBe(1);
    expect(await stockOf(store.db, food.variantId)).toBe(9);
  });

  it('refuses when stock dropped since the cart, naming what ran out, and takes nothing', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const fish = await variantWhere(store.db, true, 3, 2);
    await fillCart(store.app, asha, [[fish, 3]]);
    const address = await saveAddress(store.app, asha);
    await store.db.execute(sql`UPDATE variants SET stock = 1 WHERE id = ${fish.variantId}`);
    const refused = await placeOrder(store.app, asha, address.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Only 1 left/);
    expect(await stockOf(store.db, fish.variantId)).toBe(1);
  });

  it('refuses live fish to a state they cannot reach', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const fish = await variantWhere(store.db, true, 3, 3);
    await fillCart(store.app, asha, [[fish, 1]]);
    const address = await saveAddress(store.app, asha, {
      ...PUNE,
      state: 'Andaman and Nicobar Islands',
      pin: '744101',
    });
    const refused = await placeOrder(store.app, asha, address.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cannot ship live fish/);
    expect(await stockOf(store.db, fish.variantId)).toBe(3);
  });

  it('never oversells: 200 buyers for the last 10 fish get exactly 10 orders, the rest a clear 409', async () => {
    const fish = await variantWhere(store.db, true, 200, 4);
    const crowd = await buyers(store.db, 200);
    const addresses: { id: number }[] = [];
    for (const buyer of crowd) {
      await fillCart(store.app, buyer, [[fish, 1]]);
      addresses.push(await saveAddress(store.app, buyer));
    }
    await store.db.execute(sql`UPDATE variants SET stock = 10 WHERE id = ${fish.variantId}`);
    const answers = await Promise.all(
      crowd.map((buyer, i) => placeOrder(store.app, buyer, addresses[i]?.id as number)),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/sold out|Only \d+ left/);
    }
    expect(await stockOf(store.db, fish.variantId)).toBe(0);
  }, 120_000);

  it('serves buyers of the same two fish at once, whichever they carted first, and takes both stocks', async () => {
    const angel = await variantWhere(store.db, true, 100, 8);
    const blue = await variantWhere(store.db, true, 100, 9);
    const crowd = await buyers(store.db, 24);
    const addresses: { id: number }[] = [];
    for (const [i, buyer] of crowd.entries()) {
      // Half the carts hold them one way round, half the other.
      await fillCart(
        store.app,
        buyer,
        i % 2
          ? [
              [angel, 1],
              [blue, 2],
            ]
          : [
              [blue, 2],
              [angel, 1],
            ],
      );
      addresses.push(await saveAddress(store.app, buyer));
    }
    const answers = await Promise.all(
      crowd.map((buyer, i) => placeOrder(store.app, buyer, addresses[i]?.id as number)),
    );
    expect(answers.map((a) => a.status)).toEqual(crowd.map(() => 200));
    expect(await stockOf(store.db, angel.variantId)).toBe(100 - 24);
    expect(await stockOf(store.db, blue.variantId)).toBe(100 - 48);
  }, 120_000);

  it('is all or nothing: a buyer turned away has no order or payment, and keeps the cart', async () => {
    const fish = await variantWhere(store.db, true, 20, 5);
    const crowd = await buyers(store.db, 20);
    const addresses: { id: number }[] = [];
    for (const buyer of crowd) {
      await fillCart(store.app, buyer, [[fish, 1]]);
      addresses.push(await saveAddress(store.app, buyer));
    }
    await store.db.execute(sql`UPDATE variants SET stock = 5 WHERE id = ${fish.variantId}`);
    const answers = await Promise.all(
      crowd.map((buyer, i) => placeOrder(store.app, buyer, addresses[i]?.id as number)),
    );
    const ids = crowd.map((b) => b.userId);
    const { rows } = await store.db.execute<{ orders: number; payments: number; lines: number }>(sql`
      SELECT (SELECT count(*)::int FROM orders WHERE user_id = ANY(${sql.param(ids)}::int[])) AS orders,
        (SELECT count(*)::int FROM payments p JOIN orders o ON o.id = p.order_id
          WHERE o.user_id = ANY(${sql.param(ids)}::int[])) AS payments,
        (SELECT count(*)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.kind = 'goods' AND o.user_id = ANY(${sql.param(ids)}::int[])) AS lines`);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(rows[0]).toEqual({ orders: 5, payments: 5, lines: 5 });
    for (const [i, answer] of answers.entries()) {
      const buyer = crowd[i] as Buyer;
      const cart = (await call('/api/users/cart/getCart', { userId: buyer.profileId }, buyer)).body.cartData_base;
      if (answer.status === 200) expect(cart).toBeNull();
      else expect(cart).not.toBeNull();
    }
  }, 120_000);

  it('numbers orders as the shop writes them, also past 999,999', async () => {
    const { rows } = await store.db.execute<{ n: number; written: string }>(sql`
      SELECT n, ${orderNumberSql(sql`n`)} AS written FROM unnest(ARRAY[1, 123, 999999, 1000000, 12345678]) AS n`);
    for (const { n, written } of rows) expect(written).toBe(formatOrderNumber(n));
  });

  it('numbers tax invoices as the shop writes them, and refuses a number past 16 characters', async () => {
    for (const year of ['2026-27', '2099-00']) {
      const { rows } = await store.db.execute<{ n: number; written: string }>(sql`
        SELECT n, ${invoiceNumberSql(year, sql`n`)} AS written FROM unnest(ARRAY[1, 123, 999999]) AS n`);
      for (const { n, written } of rows) expect(written).toBe(formatInvoiceNumber(year, n));
    }
    expect(() => formatInvoiceNumber('2026-27', 1_000_000)).toThrow(RangeError);
    const tooMany = await preparedRows(
      store.db,
      'test-invoice',
      sql`SELECT ${invoiceNumberSql('2026-27', sql`1000000`)}`,
    ).catch((error: unknown) => error);
    expect(refusalOf(tooMany)).toEqual({ invoiceNumbersUsedUp: '2026-27' });
  });
});

describe('paying on the test gateway', () => {
  it('marks the order paid with an invoice number; a forged or replayed callback changes nothing', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const food = await variantWhere(store.db, false, 10, 2);
    await fillCart(store.app, asha, [[food, 1]]);
    const address = await saveAddress(store.app, asha);
    const placed = (await placeOrder(store.app, asha, address.id)).body.result;
    const paymentId = placed.payUrl.split('/').pop();

    const session = await post(store.app, '/api/payments/test/session', { paymentId });
    expect(session.body.result).toMatchObject({ orderNumber: placed.orderNumber, status: 'pending' });

    const forged = await post(store.app, '/api/payments/test/callback', {
      paymentId,
      outcome: 'paid',
      timestamp: Math.floor(Date.now() / 1000),
      signature: 'a'.repeat(64),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(messages.callbackRefused);
    expect((await orderOf(placed.orderId, asha)).status).toBe('pending_payment');

    const paid = await pay(placed.payUrl, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body.result.returnUrl).toContain(String(placed.orderId));
    const order = await orderOf(placed.orderId, asha);
    expect(order.status).toBe('paid');
    expect(order.invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);

    const replayed = await post(
      store.app,
      '/api/payments/test/callback',
      await signCallback(store.db, paymentId, 'paid', new Date()),
    );
    expect(replayed.status).toBe(409);
    const again = await pay(placed.payUrl, 'declined');
    expect(again.status).toBe(409);
    expect((await orderOf(placed.orderId, asha)).status).toBe('paid');
  });

  it('numbers invoices consecutively when payments arrive at once; a payment taken back takes no number', async () => {
    const people = await buyers(store.db, 9);
    const food = await variantWhere(store.db, false, 50, 3);
    const placed = [];
    for (const buyer of people) {
      await fillCart(store.app, buyer, [[food, 1]]);
      const address = await saveAddress(store.app, buyer);
      placed.push({ buyer, order: (await placeOrder(store.app, buyer, address.id)).body.result });
    }
    const [first, ...crowd] = placed as [(typeof placed)[number], ...typeof placed];

    // Marked paid, then the transaction fails before its commit: no number is taken.
    const failed = await inTransaction(store.db, async (tx) => {
      const now = new Date();
      const paid = { paidAt: now, financialYear: financialYear(now), invoiceDate: kolkataDate(now) };
      await setPaid(tx, first.order.orderId, paid, { actor: 'gateway', note: 'Payment received' });
      throw new Error('the connection broke');
    }).catch((error: Error) => error.message);
    expect(failed).toBe('the connection broke');
    expect((await orderOf(first.order.orderId, first.buyer)).status).toBe('pending_payment');
    const { rows: before } = await store.db.execute<{ last: number | null }>(
      sql`SELECT max(last_number)::int AS last FROM invoice_series`,
    );

    const answers = await Promise.all(crowd.map(({ order }) => pay(order.payUrl, 'paid')));
    expect(answers.map((a) => a.status)).toEqual(crowd.map(() => 200));
    const numbers = [];
    for (const { order, buyer } of crowd) {
      const paid = await orderOf(order.orderId, buyer);
      expect(paid.status).toBe('paid');
      numbers.push(Number(paid.invoiceNumber.split('/').pop()));
    }
    const next = (before[0]?.last ?? 0) + 1;
    expect(numbers.sort((a, b) => a - b)).toEqual(crowd.map((_, i) => next + i));
  });

  it('a declined payment can be retried until the order expires; expiry returns the stock once', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const fish = await variantWhere(store.db, true, 4, 5);
    await fillCart(store.app, asha, [[fish, 2]]);
    const address = await saveAddress(store.app, asha);
    const placed = (await placeOrder(store.app, asha, address.id)).body.result;
    expect((await pay(placed.payUrl, 'declined')).status).toBe(200);
    const declined = await orderOf(placed.orderId, asha);
    expect(declined).toMatchObject({ status: 'pending_payment', canRetryPayment: true });
    // The buyer is told until when the fish are held: the store's payment expiry after placing.
    const heldFor = new Date(declined.payBy).getTime() - new Date(declined.placedAt).getTime();
    expect(heldFor).toBeGreaterThan(14 * 60 * 1000);
    expect(heldFor).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(declined.timeline.at(-1).note).toMatch(/declined/);
    const retry = await call('/api/orders/retryPayment', { orderId: placed.orderId }, asha);
    expect(retry.status).toBe(200);

    expect(await expireOrder(deps(), placed.orderId)).toBe(false);
    const later = () => new Date(Date.now() + 16 * 60 * 1000);
    const [one, two] = await Promise.all([
      expireOrder(deps(later), placed.orderId),
      expireOrder(deps(later), placed.orderId),
    ]);
    expect([one, two].filter(Boolean)).toHaveLength(1);
    expect(await stockOf(store.db, fish.variantId)).toBe(4);
    const expired = await orderOf(placed.orderId, asha);
    expect(expired).toMatchObject({ status: 'payment_failed', canRetryPayment: false, canReorder: true, payBy: null });
    expect((await pay(retry.body.result.payUrl, 'paid')).status).toBe(409);

    const reorder = await call('/api/orders/reorder', { orderId: placed.orderId }, asha);
    expect(reorder.body.result).toEqual({ added: 1, skipped: [] });
  });
});

describe('after placing', () => {
  it('settles a payment that arrives while another change holds the order, without a deadlock', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const food = await variantWhere(store.db, false, 10, 5);
    await fillCart(store.app, asha, [[food, 1]]);
    const address = await saveAddress(store.app, asha);
    const placed = (await placeOrder(store.app, asha, address.id)).body.result;
    // Another change of the order (an expiry, a cancel) as each is made: the order's row, then its
    // open payments. The gateway's word arrives between the two.
    const change = await store.db.$client.connect();
    try {
      await change.query('BEGIN');
      await change.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [placed.orderId]);
      const paying = pay(placed.payUrl, 'paid');
      await until(
        async () =>
          (
            await store.db.execute(sql`
              SELECT 1 FROM pg_stat_activity
              WHERE wait_event_type = 'Lock' AND datname = current_database() AND backend_type = 'client backend'`)
          ).rows.length,
        (n) => n > 0,
        'the callback waiting on the order',
      );
      await change.query("UPDATE orders SET status = 'payment_failed' WHERE id = $1", [placed.orderId]);
      await change.query("UPDATE payments SET status = 'expired' WHERE order_id = $1 AND status = 'created'", [
        placed.orderId,
      ]);
      await change.query('COMMIT');
      const answer = await paying;
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This payment was already decided');
    } finally {
      change.release();
    }
    expect((await orderOf(placed.orderId, asha)).status).toBe('payment_failed');
  });

  it('cancel returns the stock exactly once even when sent twice at once', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const fish = await variantWhere(store.db, true, 6, 6);
    await fillCart(store.app, asha, [[fish, 2]]);
    const address = await saveAddress(store.app, asha);
    const placed = (await placeOrder(store.app, asha, address.id)).body.result;
    await pay(placed.payUrl, 'paid');
    expect(await stockOf(store.db, fish.variantId)).toBe(4);
    const answers = await Promise.all([
      call('/api/orders/cancelOrder', { orderId: placed.orderId }, asha),
      call('/api/orders/cancelOrder', { orderId: placed.orderId }, asha),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stockOf(store.db, fish.variantId)).toBe(6);
    const order = await orderOf(placed.orderId, asha);
    expect(order.status).toBe('cancelled');
    expect(order.timeline.at(-1).note).toMatch(/refund/);
    await expect(
      cancelOrder(deps(), { userId: asha.userId, profileId: asha.profileId, role: 0, tokenId: 0 }, placed.orderId),
    ).rejects.toThrow();
  });

  it('lists the buyer’s orders newest first and hides them from everyone else', async () => {
    const [asha, ravi] = (await buyers(store.db, 2)) as [Buyer, Buyer];
    const food = await variantWhere(store.db, false, 10, 3);
    const address = await saveAddress(store.app, asha);
    await fillCart(store.app, asha, [[food, 1]]);
    const first = (await placeOrder(store.app, asha, address.id)).body.result;
    await fillCart(store.app, asha, [[food, 2]]);
    const second = (await placeOrder(store.app, asha, address.id)).body.result;
    await pay(second.payUrl, 'paid');

    const unpaidInvoice = await call('/api/orders/invoice', { orderId: first.orderId }, asha);
    expect(unpaidInvoice).toMatchObject({ status: 409, body: { message: messages.invoiceNotReady } });
    const mine = await call('/api/orders/myOrders', { pageNo: 1, pageSize: 10 }, asha);
    expect(mine.body.totalCount).toBe(2);
    expect(mine.body.result.map((o: { orderId: number }) => o.orderId)).toEqual([second.orderId, first.orderId]);
    // A page past the last one is empty but still says how many orders there are.
    const beyond = await call('/api/orders/myOrders', { pageNo: 3, pageSize: 1 }, asha);
    expect(beyond.body).toEqual({ result: [], totalCount: 2 });
    expect((await call('/api/orders/myOrders', { pageNo: 1, pageSize: 10 }, ravi)).body).toEqual({
      result: [],
      totalCount: 0,
    });
    for (const path of [
      '/api/orders/getOrder',
      '/api/orders/cancelOrder',
      '/api/orders/invoice',
      '/api/orders/retryPayment',
    ]) {
      const answer = await call(path, { orderId: second.orderId }, ravi);
      expect(answer.status, path).toBe(404);
    }
    const anon = await post(store.app, '/api/orders/getAnonOrders', {});
    const text = JSON.stringify(anon.body);
    expect(text).not.toContain('Asha');
    expect(text).not.toContain('9876543210');
  });

  it('refuses malformed, missing, wrong and hostile input with a 4xx message', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const bodies: [string, unknown][] = [
      ['/api/orders/placeOrder', {}],
      ['/api/orders/placeOrder', { addressId: 'one', idempotencyKey: randomUUID(), paymentMethod: 'test' }],
      ['/api/orders/placeOrder', { addressId: 1, idempotencyKey: 'not-a-uuid', paymentMethod: 'test' }],
      ['/api/orders/placeOrder', { addressId: 1, idempotencyKey: randomUUID(), paymentMethod: 'cash' }],
      ['/api/orders/placeOrder', { addressId: 1, idempotencyKey: randomUUID(), paymentMethod: 'upi' }],
      ['/api/orders/shippingQuote', { state: "'; DROP TABLE orders; --" }],
      ['/api/orders/getOrder', { orderId: -1 }],
      ['/api/orders/myOrders', { pageNo: 0 }],
      ['/api/orders/cancelOrder', { orderId: 1, reason: 'x'.repeat(5000) }],
      ['/api/payments/test/callback', { paymentId: '../../etc', outcome: 'paid', timestamp: 1, signature: 'zz' }],
      ['/api/payments/test/decide', { paymentId: randomUUID(), outcome: 'paid' }],
    ];
    for (const [path, body] of bodies) {
      const answer = await call(path, body, asha);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await placeOrder(store.app, asha, 999_999)).body).toEqual({ message: messages.addressNotFound });
    const upi = await call(
      '/api/orders/placeOrder',
      { addressId: 1, idempotencyKey: randomUUID(), paymentMethod: 'upi' },
      asha,
    );
    expect(upi.body).toEqual({ message: messages.paymentMethodUnavailable });
    expect((await call('/api/orders/getOrder', { orderId: 999_999 }, asha)).body).toEqual({
      message: messages.orderNotFound,
    });
    expect((await call('/api/orders/invoice', { orderId: 999_999 }, asha)).status).toBe(404);
  });
});
