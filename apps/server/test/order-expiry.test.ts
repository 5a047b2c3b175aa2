import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Buyer, buyers, fillCart, placeOrder, saveAddress, stockOf, variantWhere } from './checkout-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// issue 9: an unpaid order gives its stock back when its payment time runs out. Here the time is
// one second and the store's own job queue does the work: its regular round expires every order
// whose hold (payment_expires_at) has run out (decision 046).
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ PAYMENT_EXPIRY_SECONDS: '1' }, { jobPollingSeconds: 0.5 });
});
afterAll(() => store.close());

const statusOf = async (buyer: Buyer, orderId: number) =>
  (await post(store.app, '/api/orders/getOrder', { orderId }, buyer.headers)).body.result.status;

it('releases the stock of an order left unpaid and tells the buyer it failed', async () => {
  const [asha] = (await buyers(store.db, 1)) as [Buyer];
  const fish = await variantWhere(store.db, true, 3, 7);
  await fillCart(store.app, asha, [[fish, 2]]);
  const address = await saveAddress(store.app, asha);
  const placed = (await placeOrder(store.app, asha, address.id)).body.result;
  expect(await stockOf(store.db, fish.variantId)).toBe(1);

  await expect.poll(() => statusOf(asha, placed.orderId), { timeout: 30_000, interval: 250 }).toBe('payment_failed');
  expect(await stockOf(store.db, fish.variantId)).toBe(3);
  // The hold as checkout told it: a second rounds up to one minute, in words.
  const order = (await post(store.app, '/api/orders/getOrder', { orderId: placed.orderId }, asha.headers)).body.result;
  expect(order.timeline.at(-1)).toMatchObject({
    status: 'payment_failed',
    note: 'Not paid within 1 minute; the items were released',
  });

  const paymentId = placed.payUrl.split('/').pop();
  const late = await post(store.app, '/api/payments/test/decide', { paymentId, outcome: 'paid' });
  expect(late.status).toBe(409);
  expect(late.body.message).toEqual(expect.any(String));
});

it('keeps an order whose hold has not run out, and expires it once it has', async () => {
  const [ravi, meera] = (await buyers(store.db, 2)) as [Buyer, Buyer];
  const fish = await variantWhere(store.db, true, 4, 9);
  const orderOf = async (buyer: Buyer) => {
    await fillCart(store.app, buyer, [[fish, 1]]);
    const address = await saveAddress(store.app, buyer);
    return (await placeOrder(store.app, buyer, address.id)).body.result.orderId as number;
  };
  const held = await orderOf(ravi);
  const holdUntil = (when: string) =>
    store.db.execute(sql`UPDATE orders SET payment_expires_at = now() + ${when}::interval WHERE id = ${held}`);
  // Held for an hour, as a direct bank transfer is.
  await holdUntil('1 hour');
  const due = await orderOf(meera);
  expect(await stockOf(store.db, fish.variantId)).toBe(2);

  // Once the round has expired the order placed after it, it has looked at this one too.
  await expect.poll(() => statusOf(meera, due), { timeout: 30_000, interval: 250 }).toBe('payment_failed');
  expect(await statusOf(ravi, held)).toBe('pending_payment');
  expect(await stockOf(store.db, fish.variantId)).toBe(3);

  await holdUntil('-1 second');
  await expect.poll(() => statusOf(ravi, held), { timeout: 30_000, interval: 250 }).toBe('payment_failed');
  expect(await stockOf(store.db, fish.variantId)).toBe(4);
});
