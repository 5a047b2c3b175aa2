import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Buyer, buyers, fillCart, placeOrder, saveAddress, stockOf, variantWhere } from './checkout-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// issue 9: an unpaid order gives its stock back when its payment time runs out. Here the time is
// one second and the real job queue does the work: the expiry job is enqueued with the order and
// runs in this store's own worker.
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ PAYMENT_EXPIRY_SECONDS: '1' }, { jobPollingSeconds: 0.5 });
});
afterAll(() => store.close());

it('releases the stock of an order left unpaid and tells the buyer it failed', async () => {
  const [asha] = (await buyers(store.db, 1)) as [Buyer];
  const fish = await variantWhere(store.db, true, 3, 7);
  await fillCart(store.app, asha, [[fish, 2]]);
  const address = await saveAddress(store.app, asha);
  const placed = (await placeOrder(store.app, asha, address.id)).body.result;
  expect(await stockOf(store.db, fish.variantId)).toBe(1);

  const statusOf = async () =>
    (await post(store.app, '/api/orders/getOrder', { orderId: placed.orderId }, asha.headers)).body.result.status;
  await expect.poll(statusOf, { timeout: 30_000, interval: 250 }).toBe('payment_failed');
  expect(await stockOf(store.db, fish.variantId)).toBe(3);

  const paymentId = placed.payUrl.split('/').pop();
  const late = await post(store.app, '/api/payments/test/decide', { paymentId, outcome: 'paid' });
  expect(late.status).toBe(409);
  expect(late.body.message).toEqual(expect.any(String));
});
