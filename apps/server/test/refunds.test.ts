import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@discus/domain/contracts/paths';
import { messages, refundMoreThanLeft } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './account-fixtures.ts';
import { ownerToken } from './admin-catalog-fixtures.ts';
import { type Buyer, buyers, fillCart, placeOrder, saveAddress, stockOf, variantWhere } from './checkout-fixtures.ts';
import { emailsFor, type RazorpayShop } from './razorpay-fixtures.ts';
import { createTestStore, post, type TestStore, until } from './test-store.ts';

// issue 11: the owner refunds a paid order in whole or in part, any number of times, never more
// than was paid (also when two refunds are asked at once); one refund per dialog key; the order
// turns refunded only when everything went back; the buyer is emailed once for each refund.

let store: TestStore;
let dataDir: string;
let owner: Record<string, string>;
let nth = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'discus-refunds-'));
  store = await createTestStore({ DATA_DIR: dataDir }, { jobPollingSeconds: 0.5 });
  owner = authHeader(await ownerToken(store));
});
afterAll(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

const refund = (orderId: number, body: { amount?: number; reason?: string; idempotencyKey?: string } = {}) =>
  post(
    store.app,
    apiPaths.adminRefundOrder,
    { orderId, reason: 'Two fish arrived weak', idempotencyKey: randomUUID(), ...body },
    owner,
  );
const details = async (orderId: number) =>
  (await post(store.app, apiPaths.adminGetOrder, { orderId }, owner)).body.result;
const shopOf = (): RazorpayShop => ({ store, owner }) as RazorpayShop;

/** A paid order (test gateway) of 2 of a fresh variant; its total in rupees. */
async function paidOrder() {
  const [buyer] = (await buyers(store.db, 1)) as [Buyer];
  const variant = await variantWhere(store.db, false, 10, nth++);
  await fillCart(store.app, buyer, [[variant, 2]]);
  const address = await saveAddress(store.app, buyer);
  const placed = (await placeOrder(store.app, buyer, address.id)).body.result;
  const paid = await post(store.app, apiPaths.testPaymentDecide, {
    paymentId: placed.payUrl.split('/').pop(),
    outcome: 'paid',
  });
  expect(paid.status).toBe(200);
  const total = (await details(placed.orderId)).order.summary.totals.grandTotal as number;
  return { buyer, variant, orderId: placed.orderId as number, total };
}

describe('refunds in part', () => {
  it('refunds parts until everything is back; the order turns refunded only then, one email per refund', async () => {
    const { orderId, total, variant } = await paidOrder();
    const stock = await stockOf(store.db, variant.variantId);
    const first = await refund(orderId, { amount: 100 });
    expect(first).toMatchObject({ status: 200, body: { message: messages.refundStarted } });
    expect(first.body.result.refundable).toBe(Math.round((total - 100) * 100) / 100);
    const partly = await until(
      () => details(orderId),
      // The timeline and the refunds are read one after the other: wait for both.
      (d) => d.refunds[0]?.status === 'refunded' && d.timeline.at(-1).note.startsWith('Refunded'),
      'the first refund',
    );
    expect(partly.order.status).toBe('paid');
    expect(partly.actions).toEqual(['pack', 'cancel', 'refund']);
    expect(partly.refunds).toEqual([
      expect.objectContaining({ amount: 100, status: 'refunded', reason: 'Two fish arrived weak', provider: 'test' }),
    ]);
    expect(partly.timeline.at(-1).note).toMatch(`Refunded ₹100.00 of ${formatRupees(Math.round(total * 100))}`);
    expect(await stockOf(store.db, variant.variantId)).toBe(stock);

    const rest = await refund(orderId, { reason: 'Order not sent after all' });
    expect(rest.body.result.refundable).toBe(0);
    const all = await until(
      () => details(orderId),
      (d) => d.order.status === 'refunded',
      'the second refund',
    );
    expect(all.refunds.map((r: { amount: number }) => r.amount)).toEqual([100, Math.round((total - 100) * 100) / 100]);
    expect(await stockOf(store.db, variant.variantId)).toBe(stock + 2);
    const emails = await until(
      () => emailsFor(shopOf(), orderId, 'refunded'),
      (e) => e.length === 2,
      'two refund emails',
    );
    expect(emails.join('\n')).toContain('100.00 of your order');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await emailsFor(shopOf(), orderId, 'refunded')).toHaveLength(2);
  });

  it('never refunds more than is left, and refunds once for one key even when pressed twice at once', async () => {
    const { orderId, total } = await paidOrder();
    const tooMuch = await refund(orderId, { amount: total + 1 });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { message: refundMoreThanLeft(formatRupees(Math.round(total * 100))) },
    });
    const idempotencyKey = randomUUID();
    const [a, b] = await Promise.all([
      refund(orderId, { amount: 50, idempotencyKey }),
      refund(orderId, { amount: 50, idempotencyKey }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await refund(orderId, { amount: 50, idempotencyKey })).toMatchObject({ status: 200 });
    const { rows } = await store.db.execute(
      sql`SELECT count(*)::int AS n FROM refunds WHERE order_id = ${orderId} AND idempotency_key = ${idempotencyKey}`,
    );
    expect(rows[0]).toEqual({ n: 1 });
    expect((await details(orderId)).refundable).toBe(Math.round((total - 50) * 100) / 100);
  });

  it('two refunds of the rest asked at once: one is taken, the other is told nothing is left', async () => {
    const { orderId, total } = await paidOrder();
    const answers = await Promise.all([refund(orderId), refund(orderId), refund(orderId, { amount: total })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual([
      messages.nothingLeftToRefund,
      messages.nothingLeftToRefund,
    ]);
    const { rows } = await store.db.execute(
      sql`SELECT coalesce(sum(amount_paise), 0)::int AS n FROM refunds WHERE order_id = ${orderId}`,
    );
    expect(rows[0]).toEqual({ n: Math.round(total * 100) });
  });

  it('refuses bad refund bodies with a message and refunds nothing', async () => {
    const { orderId } = await paidOrder();
    for (const body of [
      { orderId },
      { orderId, reason: 'ok reason' },
      { orderId, reason: 'ok reason', idempotencyKey: 'not-a-uuid' },
      { orderId, reason: 'ok reason', idempotencyKey: randomUUID(), amount: 0 },
      { orderId, reason: 'ok reason', idempotencyKey: randomUUID(), amount: -5 },
      { orderId, reason: 'ok reason', idempotencyKey: randomUUID(), amount: 10.001 },
      { orderId, reason: 'ok reason', idempotencyKey: randomUUID(), amount: '10' },
      { orderId, reason: 'ok reason', idempotencyKey: randomUUID(), extra: 1 },
    ]) {
      const answer = await post(store.app, apiPaths.adminRefundOrder, body, owner);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const { rows } = await store.db.execute(sql`SELECT count(*)::int AS n FROM refunds WHERE order_id = ${orderId}`);
    expect(rows[0]).toEqual({ n: 0 });
  });
});
