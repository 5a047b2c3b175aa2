import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@discus/domain/contracts/paths';
import type { RazorpayCheckout } from '@discus/domain/contracts/razorpay';
import { expect } from 'vitest';
import { authHeader, decodedEmail } from './account-fixtures.ts';
import { ownerToken } from './admin-catalog-fixtures.ts';
import { type Buyer, buyers, fillCart, saveAddress, variantWhere } from './checkout-fixtures.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from './razorpay-stand-in.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// A store with Razorpay's keys whose Razorpay is the local stand-in, listening on a port so the
// stand-in's webhooks reach it over HTTP as Razorpay's would.

export const RAZORPAY_KEYS = {
  keyId: 'rzp_test_DiscusStore01',
  keySecret: 'discus-store-key-secret',
  webhookSecret: 'discus-store-webhook-secret',
};

export type RazorpayShop = {
  store: TestStore;
  standIn: RazorpayStandIn;
  owner: Record<string, string>;
  close: () => Promise<void>;
};

export async function razorpayShop(): Promise<RazorpayShop> {
  const standIn = await startRazorpayStandIn(RAZORPAY_KEYS);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'discus-razorpay-'));
  const store = await createTestStore(
    {
      DATA_DIR: dataDir,
      RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
      RAZORPAY_CHECKOUT_URL: `${standIn.url}/v1/checkout.js`,
    },
    { jobPollingSeconds: 0.5 },
  );
  await store.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = store.app.server.address() as AddressInfo;
  standIn.webhookUrl = `http://127.0.0.1:${port}${apiPaths.razorpayWebhook}`;
  const owner = authHeader(await ownerToken(store));
  return {
    store,
    standIn,
    owner,
    async close() {
      try {
        await store.close();
      } finally {
        await standIn.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export type PlacedRazorpayOrder = {
  buyer: Buyer;
  orderId: number;
  orderNumber: string;
  payUrl: string;
  razorpay: RazorpayCheckout;
  variantId: number;
};

/** A buyer's order of a fresh variant (10 in stock), placed to be paid by Razorpay. */
export async function razorpayOrder(shop: RazorpayShop, nth: number, quantity = 1): Promise<PlacedRazorpayOrder> {
  const [buyer] = (await buyers(shop.store.db, 1)) as [Buyer];
  const variant = await variantWhere(shop.store.db, false, 10, nth);
  await fillCart(shop.store.app, buyer, [[variant, quantity]]);
  const address = await saveAddress(shop.store.app, buyer);
  const placed = await post(
    shop.store.app,
    apiPaths.placeOrder,
    { addressId: address.id, idempotencyKey: randomUUID(), paymentMethod: 'razorpay' },
    buyer.headers,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { buyer, variantId: variant.variantId, ...placed.body.result };
}

export const orderOf = async (shop: RazorpayShop, buyer: Buyer, orderId: number) =>
  (await post(shop.store.app, apiPaths.getOrder, { orderId }, buyer.headers)).body.result;

export const adminOrderOf = async (shop: RazorpayShop, orderId: number) =>
  (await post(shop.store.app, apiPaths.adminGetOrder, { orderId }, shop.owner)).body.result;

/** The emails of one order event in the outbox (a refund's key also names the refund). */
export async function emailsFor(shop: RazorpayShop, orderId: number, kind: string): Promise<string[]> {
  const outbox = shop.store.config.mail.outboxDir;
  const named = new RegExp(`-order-${orderId}-${kind}(-\\d+)?\\.eml$`);
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => named.test(n));
  return Promise.all(names.map(async (n) => decodedEmail(await readFile(path.join(outbox, n), 'utf8'))));
}
