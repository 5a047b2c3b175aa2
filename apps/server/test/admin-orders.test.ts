import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOrderEmail } from '../src/modules/orders/order-emails.ts';
import { testGateway } from '../src/modules/payments/test-gateway.ts';
import type { OrderDeps } from '../src/workflows/place-order.ts';
import { authHeader, decodedEmail } from './account-fixtures.ts';
import { ownerToken } from './admin-catalog-fixtures.ts';
import { type Buyer, buyers, fillCart, placeOrder, saveAddress, stockOf, variantWhere } from './checkout-fixtures.ts';
import { createTestStore, post, type TestStore, until } from './test-store.ts';

// issue 12: the owner runs the orders through the API: every action the state machine allows works
// once and names the admin; what it forbids is refused with its words; cancel returns stock once
// even when two admins press at the same time; the buyer's emails go out once each.

let store: TestStore;
let dataDir: string;
let owner: Record<string, string>;
let nth = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'discus-admin-orders-'));
  store = await createTestStore({ DATA_DIR: dataDir }, { jobPollingSeconds: 0.5 });
  owner = authHeader(await ownerToken(store));
});
afterAll(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

const admin = (url: string, body: unknown) => post(store.app, `/api/admin/${url}`, body, owner);
const deps = (): OrderDeps => ({
  db: store.db,
  jobs: store.app.jobs,
  config: store.config,
  provider: testGateway,
  now: () => new Date(),
});

/** A buyer's order of `quantity` of a fresh variant with 10 in stock, paid on the test gateway unless told not to. */
async function anOrder(options: { paid?: boolean; quantity?: number; liveFish?: boolean } = {}) {
  const [buyer] = (await buyers(store.db, 1)) as [Buyer];
  const variant = await variantWhere(store.db, options.liveFish ?? false, 10, 20 + nth++);
  await fillCart(store.app, buyer, [[variant, options.quantity ?? 2]]);
  const address = await saveAddress(store.app, buyer);
  const placed = await placeOrder(store.app, buyer, address.id);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const { orderId, orderNumber, payUrl } = placed.body.result as {
    orderId: number;
    orderNumber: string;
    payUrl: string;
  };
  if (options.paid ?? true) {
    const paid = await post(store.app, '/api/payments/test/decide', {
      paymentId: payUrl.split('/').pop(),
      outcome: 'paid',
    });
    expect(paid.status).toBe(200);
  }
  return { buyer, variant, orderId, orderNumber };
}

async function emailsFor(orderId: number, kind: string): Promise<string[]> {
  const outbox = store.config.mail.outboxDir;
  // A refund's email key also names the refund: an order may be refunded in parts.
  const named = new RegExp(`-order-${orderId}-${kind}(-\\d+)?\\.eml$`);
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => named.test(n));
  return Promise.all(names.map(async (n) => decodedEmail(await readFile(path.join(outbox, n), 'utf8'))));
}

describe('the owner moves an order along', () => {
  it('packs, ships with tracking and delivers a paid order; each step once, named on the timeline, the buyer emailed', async () => {
    const { buyer, orderId, variant } = await anOrder({ liveFish: true });
    const opened = await admin('orders/get', { orderId });
    expect(opened.status).toBe(200);
    expect(opened.body.result.actions).toEqual(['pack', 'cancel', 'refund']);
    expect(opened.body.result.buyer).toMatchObject({ name: 'Asha Buyer', phone: '9876543210' });

    const packed = await admin('orders/pack', { orderId });
    expect(packed).toMatchObject({
      status: 200,
      body: { message: messages.orderPacked, result: { order: { status: 'packed' } } },
    });
    expect(packed.body.result.actions).toEqual(['ship', 'cancel', 'refund']);
    const packedAgain = await admin('orders/pack', { orderId });
    expect(packedAgain).toMatchObject({
      status: 409,
      body: { message: 'This order is already packed, so it cannot be packed.' },
    });

    const stockBefore = await stockOf(store.db, variant.variantId);
    const shipped = await admin('orders/ship', {
      orderId,
      courier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
      trackingUrl: 'https://www.bluedart.com/track?awb=BD123456789IN',
    });
    expect(shipped).toMatchObject({
      status: 200,
      body: { message: messages.orderShipped, result: { order: { status: 'shipped' } } },
    });
    expect(shipped.body.result.actions).toEqual(['deliver', 'refund']);
    // Shipping takes nothing more from stock and returns nothing: the fish left with the parcel.
    expect(await stockOf(store.db, variant.variantId)).toBe(stockBefore);

    const buyerView = await post(store.app, '/api/orders/getOrder', { orderId }, buyer.headers);
    expect(buyerView.body.result).toMatchObject({
      status: 'shipped',
      shipment: {
        courier: 'Blue Dart',
        trackingNumber: 'BD123456789IN',
        trackingUrl: 'https://www.bluedart.com/track?awb=BD123456789IN',
        deliveredAt: null,
      },
    });

    const delivered = await admin('orders/deliver', { orderId });
    expect(delivered).toMatchObject({
      status: 200,
      body: { message: messages.orderDelivered, result: { order: { status: 'delivered' } } },
    });
    expect(delivered.body.result.doaClaimUntil).not.toBeNull();
    const deliveredAgain = await admin('orders/deliver', { orderId });
    expect(deliveredAgain).toMatchObject({
      status: 409,
      body: { message: 'This order is already delivered, so it cannot be marked as delivered.' },
    });

    const timeline = delivered.body.result.timeline as { status: string; actor: string; adminName: string | null }[];
    const byOwner = timeline.filter((e) => e.actor === 'owner').map((e) => [e.status, e.adminName]);
    expect(byOwner).toEqual([
      ['packed', 'Shop Admin'],
      ['shipped', 'Shop Admin'],
      ['delivered', 'Shop Admin'],
    ]);

    const [shippedEmail] = await until(
      () => emailsFor(orderId, 'shipped'),
      (e) => e.length > 0,
      'the shipped email',
    );
    expect(shippedEmail).toContain('Blue Dart');
    expect(shippedEmail).toContain('BD123456789IN');
    expect(shippedEmail).toContain('https://www.bluedart.com/track?awb=BD123456789IN');
    expect(shippedEmail).toMatch(/float the closed bags/);
    expect(shippedEmail).toMatch(/within 2 hours of delivery/);
    const [deliveredEmail] = await until(
      () => emailsFor(orderId, 'delivered'),
      (e) => e.length > 0,
      'the delivered email',
    );
    expect(deliveredEmail).toContain('has been delivered');
  });

  it('sends the shipped email once even when its job runs twice', async () => {
    const { orderId } = await anOrder();
    await admin('orders/pack', { orderId });
    await admin('orders/ship', { orderId, courier: 'DTDC', trackingNumber: 'D1234567' });
    const job = { orderId, kind: 'shipped' as const, key: `order-${orderId}-shipped` };
    await sendOrderEmail(store.app, deps(), job);
    await sendOrderEmail(store.app, deps(), job);
    await until(
      () => emailsFor(orderId, 'shipped'),
      (e) => e.length > 0,
      'the shipped email',
    );
    // Give the queued job its chance to run as well.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await emailsFor(orderId, 'shipped')).toHaveLength(1);
  });

  it('refuses what the state machine forbids, with its words', async () => {
    const unpaid = await anOrder({ paid: false });
    expect(await admin('orders/pack', { orderId: unpaid.orderId })).toMatchObject({
      status: 409,
      body: { message: 'This order is still awaiting payment, so it cannot be packed.' },
    });
    expect(
      await admin('orders/ship', { orderId: unpaid.orderId, courier: 'DTDC', trackingNumber: 'D1234567' }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This order is still awaiting payment, so it cannot be shipped.' },
    });
    expect(
      await admin('orders/refund', { orderId: unpaid.orderId, reason: 'asked', idempotencyKey: randomUUID() }),
    ).toMatchObject({
      status: 409,
      body: { message: messages.nothingToRefund },
    });

    const cancelled = await anOrder({ paid: false });
    expect(await admin('orders/cancel', { orderId: cancelled.orderId, reason: 'Out of fish' })).toMatchObject({
      status: 200,
      body: { message: messages.orderCancelledByShop, result: { order: { status: 'cancelled' }, refunds: [] } },
    });
    expect(await admin('orders/pack', { orderId: cancelled.orderId })).toMatchObject({
      status: 409,
      body: { message: 'This order is cancelled, so it cannot be packed.' },
    });
    expect(
      await admin('orders/refund', { orderId: cancelled.orderId, reason: 'asked', idempotencyKey: randomUUID() }),
    ).toMatchObject({
      status: 409,
      body: { message: messages.nothingToRefund },
    });

    const shipped = await anOrder();
    await admin('orders/pack', { orderId: shipped.orderId });
    await admin('orders/ship', { orderId: shipped.orderId, courier: 'DTDC', trackingNumber: 'D7654321' });
    expect(await admin('orders/cancel', { orderId: shipped.orderId, reason: 'Changed mind' })).toMatchObject({
      status: 409,
      body: { message: 'This order has been shipped and can no longer be cancelled; refund it instead.' },
    });
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect(await admin('orders/deliver', { orderId: shipped.orderId, deliveredAt: future })).toMatchObject({
      status: 400,
      body: { message: messages.deliveredInFuture },
    });
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect(await admin('orders/deliver', { orderId: shipped.orderId, deliveredAt: past })).toMatchObject({
      status: 400,
      body: { message: messages.deliveredBeforeShipped },
    });
    expect(await admin('orders/get', { orderId: 2_000_000_000 })).toMatchObject({
      status: 404,
      body: { message: messages.orderNotFound },
    });
  });

  it('refuses malformed, missing and hostile input with a 400 naming the field', async () => {
    const { orderId } = await anOrder();
    await admin('orders/pack', { orderId });
    const cases: [string, unknown, RegExp][] = [
      ['orders/ship', { orderId, trackingNumber: 'X1234' }, /courier|Required|expected string/i],
      [
        'orders/ship',
        { orderId, courier: 'DTDC', trackingNumber: 'D123', trackingUrl: 'javascript:alert(1)' },
        /Tracking link/,
      ],
      ['orders/ship', { orderId, courier: '<b>DTDC</b>', trackingNumber: 'D1234' }, /Courier contains characters/],
      [
        'orders/ship',
        { orderId, courier: 'DTDC', trackingNumber: 'D'.repeat(61) },
        /Tracking number should be at most 60/,
      ],
      ['orders/deliver', { orderId, deliveredAt: 'yesterday' }, /Delivery time/],
      ['orders/cancel', { orderId }, /reason|Required|expected string/i],
      ['orders/note', { orderId, note: '' }, /Note is required/],
      ['orders/pack', { orderId: -1 }, /./],
      ['orders/pack', { orderId, status: 'delivered' }, /Unrecognized|unrecognized/],
      ['orders/list', { filter: { from: '2026-02-30' } }, /date does not exist/],
      ['orders/list', { filter: { from: '2026-03-02', to: '2026-03-01' } }, /start date/],
      ['orders/list', { filter: { statuses: ['lost'] } }, /./],
      ['orders/list', { pageSize: 100_000 }, /./],
    ];
    for (const [url, body, message] of cases) {
      const answer = await admin(url, body);
      expect({ url, body, status: answer.status }).toEqual({ url, body, status: 400 });
      expect(answer.body.message).toMatch(message);
    }
    expect((await post(store.app, '/api/admin/orders/pack', '{"orderId":', owner)).status).toBe(400);
  });

  it('keeps internal notes from the buyer', async () => {
    const { buyer, orderId } = await anOrder();
    const noted = await admin('orders/note', { orderId, note: 'Buyer asked for an evening delivery' });
    expect(noted).toMatchObject({ status: 200, body: { message: messages.noteAdded } });
    expect(noted.body.result.timeline.at(-1)).toMatchObject({
      note: 'Buyer asked for an evening delivery',
      internal: true,
      adminName: 'Shop Admin',
    });
    const seen = await post(store.app, '/api/orders/getOrder', { orderId }, buyer.headers);
    expect(JSON.stringify(seen.body.result.timeline)).not.toContain('evening delivery');
  });
});

describe('cancelling and refunding', () => {
  it('returns stock exactly once when two admins cancel at the same time, and refunds the paid order through the gateway once', async () => {
    const { orderId, variant } = await anOrder({ quantity: 3 });
    const before = await stockOf(store.db, variant.variantId);
    const answers = await Promise.all([
      admin('orders/cancel', { orderId, reason: 'Fish not healthy enough to travel' }),
      admin('orders/cancel', { orderId, reason: 'Fish not healthy enough to travel' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(
      'This order is cancelled, so it cannot be cancelled.',
    );
    expect(await stockOf(store.db, variant.variantId)).toBe(before + 3);

    const refunded = await until(
      async () => (await admin('orders/get', { orderId })).body.result,
      (r) => r.order.status === 'refunded',
      'the refund job',
    );
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        provider: 'test',
        status: 'refunded',
        reason: 'Fish not healthy enough to travel',
        reference: expect.stringMatching(/^test-refund-/),
      }),
    ]);
    expect(refunded.refundable).toBe(0);
    expect(refunded.actions).toEqual([]);
    expect(refunded.timeline.at(-1)).toMatchObject({ status: 'refunded', actor: 'owner', adminName: 'Shop Admin' });
    expect(await stockOf(store.db, variant.variantId)).toBe(before + 3);

    const [cancelledEmail] = await until(
      () => emailsFor(orderId, 'cancelled'),
      (e) => e.length > 0,
      'the cancelled email',
    );
    expect(cancelledEmail).toMatch(/had to cancel your order/);
    await until(
      () => emailsFor(orderId, 'refunded'),
      (e) => e.length > 0,
      'the refunded email',
    );
    expect(await emailsFor(orderId, 'cancelled')).toHaveLength(1);
    expect(await admin('orders/refund', { orderId, reason: 'again', idempotencyKey: randomUUID() })).toMatchObject({
      status: 409,
      body: { message: 'This order is already refunded, so it cannot be refunded.' },
    });
    const { rows } = await store.db.execute(sql`SELECT count(*)::int AS n FROM refunds WHERE order_id = ${orderId}`);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refunds a delivered order in whole; nothing goes back to stock', async () => {
    const { orderId, variant } = await anOrder();
    await admin('orders/pack', { orderId });
    await admin('orders/ship', { orderId, courier: 'DTDC', trackingNumber: 'D5555555' });
    await admin('orders/deliver', { orderId });
    const stock = await stockOf(store.db, variant.variantId);
    const started = await admin('orders/refund', {
      orderId,
      reason: 'All fish arrived dead',
      idempotencyKey: randomUUID(),
    });
    expect(started).toMatchObject({ status: 200, body: { message: messages.refundStarted, result: { actions: [] } } });
    expect(await admin('orders/pack', { orderId })).toMatchObject({
      status: 409,
      body: { message: messages.refundAlreadyStarted },
    });
    await until(
      async () => (await admin('orders/get', { orderId })).body.result.order.status,
      (s) => s === 'refunded',
      'the refund job',
    );
    expect(await stockOf(store.db, variant.variantId)).toBe(stock);
  });
});

describe('an order read while it changes', () => {
  /**
   * Holds `table` locked while `read` starts, so the read stops at its first statement on that
   * table; the owner packs the order meanwhile, and the read goes on once the lock is let go. The
   * order's confirmation email is sent first: its job reads the order too, and would wait as well.
   */
  async function readWhilePacked<T>(orderId: number, table: string, read: () => Promise<T>): Promise<T> {
    await until(
      () => emailsFor(orderId, 'confirmed'),
      (e) => e.length > 0,
      'the confirmation email',
    );
    const holder = await store.db.$client.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
      const answer = read();
      await until(
        async () =>
          (
            await store.db.execute(sql`
              SELECT 1 FROM pg_stat_activity
              WHERE wait_event_type = 'Lock' AND query LIKE ${`%FROM ${table}%`} AND datname = current_database()`)
          ).rows.length,
        (n) => n > 0,
        `a read waiting on ${table}`,
      );
      // The owner packs the order meanwhile; the answer to that waits on the lock too.
      const packing = admin('orders/pack', { orderId });
      await until(
        async () => (await store.db.execute(sql`SELECT status FROM orders WHERE id = ${orderId}`)).rows[0]?.status,
        (status) => status === 'packed',
        'the order packed',
      );
      await holder.query('ROLLBACK');
      expect((await packing).status).toBe(200);
      return await answer;
    } finally {
      holder.release();
    }
  }

  it('shows the owner its status, timeline and actions as of one moment', async () => {
    const { orderId } = await anOrder();
    const seen = await readWhilePacked(orderId, 'payments', () => admin('orders/get', { orderId }));
    const { order, timeline, actions } = seen.body.result;
    expect(order.status).toBe(timeline.at(-1).status);
    expect(actions.includes('pack')).toBe(order.status === 'paid');
  });

  it('shows the buyer its status and timeline as of one moment', async () => {
    const { buyer, orderId } = await anOrder();
    const seen = await readWhilePacked(orderId, 'order_lines', () =>
      post(store.app, '/api/orders/getOrder', { orderId }, buyer.headers),
    );
    const { status, timeline } = seen.body.result;
    expect(status).toBe(timeline.at(-1).status);
  });
});

describe('the order list', () => {
  it('filters by status and dates, searches by number, name, phone and email, sorts and pages', async () => {
    const a = await anOrder();
    const b = await anOrder({ paid: false });
    await store.db.execute(
      sql`UPDATE orders SET customer_name = 'Zubin Mehta-Rao', phone = '9123409876', email = 'zubin@example.in' WHERE id = ${b.orderId}`,
    );

    const byNumber = await admin('orders/list', { filter: { query: a.orderNumber } });
    expect(byNumber.body.result.map((r: { orderId: number }) => r.orderId)).toEqual([a.orderId]);
    const byShortNumber = await admin('orders/list', { filter: { query: String(Number(a.orderNumber.slice(3))) } });
    expect(byShortNumber.body.result.map((r: { orderId: number }) => r.orderId)).toContain(a.orderId);
    for (const query of ['zubin mehta', '91234 09876', 'ZUBIN@example']) {
      const found = await admin('orders/list', { filter: { query } });
      expect({ query, ids: found.body.result.map((r: { orderId: number }) => r.orderId) }).toEqual({
        query,
        ids: [b.orderId],
      });
    }
    const hostile = await admin('orders/list', { filter: { query: "%' OR 1=1 --" } });
    expect(hostile).toMatchObject({ status: 200, body: { totalCount: 0 } });

    const pending = await admin('orders/list', { filter: { statuses: ['pending_payment'] }, pageSize: 100 });
    expect(pending.body.result.every((r: { status: string }) => r.status === 'pending_payment')).toBe(true);
    expect(pending.body.result.map((r: { orderId: number }) => r.orderId)).toContain(b.orderId);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const todays = await admin('orders/list', { filter: { from: today, to: today }, pageSize: 100 });
    expect(todays.body.result.map((r: { orderId: number }) => r.orderId)).toEqual(
      expect.arrayContaining([a.orderId, b.orderId]),
    );
    const longAgo = await admin('orders/list', { filter: { from: '2001-01-01', to: '2001-12-31' } });
    expect(longAgo.body).toMatchObject({ totalCount: 0, result: [] });

    const page1 = await admin('orders/list', { pageSize: 2, pageNo: 1, filter: { sort: 'oldest' } });
    const page2 = await admin('orders/list', { pageSize: 2, pageNo: 2, filter: { sort: 'oldest' } });
    expect(page1.body.result).toHaveLength(2);
    expect(page1.body.totalCount).toBeGreaterThan(2);
    expect(page1.body.result[1].placedAt <= page2.body.result[0].placedAt).toBe(true);
    const dearest = await admin('orders/list', { pageSize: 5, filter: { sort: 'total_desc' } });
    const totals = dearest.body.result.map((r: { grandTotal: number }) => r.grandTotal);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
  });

  it('exports the filtered orders as CSV with GST columns per line, formulas defused', async () => {
    const { orderId, orderNumber } = await anOrder();
    await store.db.execute(sql`UPDATE orders SET customer_name = '=HYPERLINK("x")' WHERE id = ${orderId}`);
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/admin/orders/exportCsv',
      headers: { 'content-type': 'application/json', ...owner },
      payload: JSON.stringify({ filter: { query: orderNumber } }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = response.body.trim().split('\n');
    expect(header).toBe(
      'order_number,order_date,status,invoice_number,invoice_date,buyer,state,supply,line,description,hsn,quantity,gst_percent,taxable_value,cgst,sgst,utgst,igst,line_total',
    );
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.every((l) => l.startsWith(`${orderNumber},`))).toBe(true);
    expect(lines[0]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[0]).toMatch(/,Maharashtra,intra_state,goods,/);
  });
});

describe('the dashboard', () => {
  // An order paid at 23:30 IST counts for that day; at 00:10 IST the next one (18:00 and 18:40 UTC).
  async function paidOrder(paidAt: string, totalPaise: number, taxPaise: number, status = 'paid') {
    const { rows } = await store.db.execute<{ id: number }>(sql`
      INSERT INTO orders (order_number, status, customer_name, phone, email, line1, city, state, pin_code,
        subtotal_paise, tax_paise, total_paise, paid_at, created_at)
      VALUES ('DB-' || nextval('order_numbers'), ${status}, 'Dash Board', '9000000000', 'dash@example.in', 'x', 'Pune',
        'Maharashtra', '411001', ${totalPaise - taxPaise}, ${taxPaise}, ${totalPaise}, ${paidAt}::timestamptz, ${paidAt}::timestamptz)
      RETURNING id`);
    const id = (rows[0] as { id: number }).id;
    await store.db.execute(sql`INSERT INTO order_lines (order_id, title, unit_price_paise, quantity, net_paise, tax_paise, total_paise)
      VALUES (${id}, 'Dashboard Discus', ${totalPaise - taxPaise}, 1, ${totalPaise - taxPaise}, ${taxPaise}, ${totalPaise})`);
  }

  it('counts revenue in Asia/Kolkata days across midnight, with GST apart and the change from before', async () => {
    await paidOrder('2031-03-14T23:30:00+05:30', 1180_00, 180_00); // yesterday, late evening
    await paidOrder('2031-03-15T00:10:00+05:30', 2360_00, 360_00); // today, just after midnight
    await paidOrder('2031-03-15T09:00:00+05:30', 1000_00, 0, 'refunded'); // refunded: not revenue
    await paidOrder('2031-03-05T12:00:00+05:30', 500_00, 0); // 11 days ago: in 30 days, not 7
    const { dashboard } = await import('../src/modules/admin/dashboard.ts');
    const figures = await dashboard(store.db, new Date('2031-03-15T12:00:00+05:30'));
    expect(figures.today).toBe('2031-03-15');
    expect(figures.revenue.today).toEqual({
      revenue: 2360,
      gst: 360,
      orders: 1,
      previousRevenue: 1180,
      changePercent: 100,
    });
    expect(figures.revenue.last7Days).toMatchObject({ revenue: 3540, gst: 540, orders: 2, previousRevenue: 500 });
    expect(figures.revenue.last30Days).toMatchObject({ revenue: 4040, orders: 3 });
    expect(figures.chart).toHaveLength(30);
    expect(figures.chart.at(-1)).toEqual({ date: '2031-03-15', revenue: 2360, orders: 1 });
    expect(figures.chart.at(-2)).toEqual({ date: '2031-03-14', revenue: 1180, orders: 1 });
    expect(figures.topProducts[0]).toMatchObject({ title: 'Dashboard Discus', quantity: 3, revenue: 4040 });

    // Five minutes before that midnight, the late order is "today".
    const evening = await dashboard(store.db, new Date('2031-03-14T23:55:00+05:30'));
    expect(evening.today).toBe('2031-03-14');
    expect(evening.revenue.today).toMatchObject({ revenue: 1180, orders: 1 });
  });

  it('counts what a partly refunded order kept, not what was first paid', async () => {
    await paidOrder('2031-06-10T10:00:00+05:30', 1180_00, 180_00);
    const { rows } = await store.db.execute<{ id: number }>(sql`SELECT id FROM orders ORDER BY id DESC LIMIT 1`);
    const orderId = (rows[0] as { id: number }).id;
    // 295 went back; a pending and a failed refund have not taken anything back (yet).
    await store.db.execute(sql`INSERT INTO refunds (order_id, provider, amount_paise, status) VALUES
      (${orderId}, 'manual', 29500, 'refunded'), (${orderId}, 'manual', 10000, 'pending'),
      (${orderId}, 'manual', 20000, 'failed')`);
    const { dashboard } = await import('../src/modules/admin/dashboard.ts');
    const figures = await dashboard(store.db, new Date('2031-06-10T12:00:00+05:30'));
    // GST goes back in the same share as the money: 180 × 885 / 1180 = 135.
    expect(figures.revenue.today).toMatchObject({ revenue: 885, gst: 135, orders: 1 });
    expect(figures.chart.at(-1)).toEqual({ date: '2031-06-10', revenue: 885, orders: 1 });
  });

  it('answers the owner with orders needing action, stock running out and recent orders', async () => {
    const paid = await anOrder();
    const answer = await admin('dashboard', {});
    expect(answer.status).toBe(200);
    const d = answer.body.result;
    expect(d.needsAction.toPack).toBeGreaterThanOrEqual(1);
    expect(d.recentOrders.map((r: { orderId: number }) => r.orderId)).toContain(paid.orderId);
    expect(d.byStatus.find((s: { status: string }) => s.status === 'paid').count).toBe(d.needsAction.toPack);
    const lowVariant = await variantWhere(store.db, true, 0, 5);
    const again = (await admin('dashboard', {})).body.result;
    expect(again.stock.variants).toEqual(
      expect.arrayContaining([expect.objectContaining({ variantId: lowVariant.variantId, stock: 0 })]),
    );
    expect(again.chart).toHaveLength(30);
  });
});

describe('shipping configuration', () => {
  it('is saved by the owner, audited, and used by the next checkout quote', async () => {
    const { result: current, version } = (await admin('shipping/config', {})).body;
    expect(current.regions.Goa).toMatchObject({ serviceableForLiveFish: true, fee: 250 });
    expect(current.doaClaimWindowHours).toBe(2);

    const [buyer] = (await buyers(store.db, 1)) as [Buyer];
    const fish = await variantWhere(store.db, true, 10, 70);
    await fillCart(store.app, buyer, [[fish, 1]]);
    expect((await post(store.app, '/api/orders/shippingQuote', { state: 'Goa' }, buyer.headers)).status).toBe(200);

    const config = {
      ...current,
      regions: { ...current.regions, Goa: { ...current.regions.Goa, serviceableForLiveFish: false } },
      doaClaimWindowHours: 3,
    };
    const saved = await admin('shipping/saveConfig', { config, version });
    expect(saved).toMatchObject({
      status: 200,
      body: { message: messages.shippingConfigSaved, result: { doaClaimWindowHours: 3 } },
    });
    // A second owner who loaded the old configuration cannot undo this one unseen.
    const stale = await admin('shipping/saveConfig', { config: current, version });
    expect(stale).toMatchObject({ status: 409, body: { message: messages.staleEdit } });
    const refused = await post(store.app, '/api/orders/shippingQuote', { state: 'Goa' }, buyer.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'We cannot ship live fish to Goa; please remove the live fish from your cart or choose an address in another state.',
    );
    const { rows } = await store.db.execute(
      sql`SELECT actor, changes FROM settings_audit WHERE key = 'shipping' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({
      actor: expect.stringContaining('owner@example.in'),
      changes: expect.arrayContaining([
        { field: 'regions.Goa.serviceableForLiveFish', from: true, to: false },
        { field: 'doaClaimWindowHours', from: 2, to: 3 },
      ]),
    });
    expect((await admin('shipping/saveConfig', { config: current, version: saved.body.version })).status).toBe(200);
  });

  it('refuses a configuration that cannot work, naming the problem', async () => {
    const { result: current, version } = (await admin('shipping/config', {})).body;
    const { Goa: _goa, ...withoutGoa } = current.regions;
    const cases: [unknown, RegExp][] = [
      [{ ...current, regions: withoutGoa }, /regions\.Goa/],
      [{ ...current, regions: { ...current.regions, Goa: { ...current.regions.Goa, fee: -1 } } }, /cannot be negative/],
      [
        {
          ...current,
          regions: { ...current.regions, Goa: { ...current.regions.Goa, transitDaysMin: 3, transitDaysMax: 1 } },
        },
        /longest transit/,
      ],
      [{ ...current, dispatch: { ...current.dispatch, cutoffHour: 24 } }, /Cut-off hour/],
      [{ ...current, dispatch: { ...current.dispatch, weekdays: [1, 1] } }, /Each weekday once/],
      [{ ...current, packing: 12.345 }, /2 decimals/],
      [{ ...current, doaClaimWindowHours: 0 }, /at least 1 hour/],
      [{ ...current, regions: { ...current.regions, Atlantis: current.regions.Goa } }, /./],
    ];
    for (const [config, message] of cases) {
      const answer = await admin('shipping/saveConfig', { config, version });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });
});
