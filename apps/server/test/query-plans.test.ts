// A buyer's way from cart to paid order must cost the same in a shop that has kept thousands of
// carts, accounts and orders as in a new one: no statement on that way reads the carts, the
// accounts or the orders from end to end. The statements are the ones the store really sends
// (recorded from pg's client), planned by PostgreSQL as it would plan them once those tables are
// large: the test database is given 20,000 more buyers, each with a cart and a delivered order,
// and fresh statistics.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testGateway } from '../src/modules/payments/test-gateway.ts';
import { expireDueOrders } from '../src/workflows/order-changes.ts';
import type { OrderDeps } from '../src/workflows/place-order.ts';
import { buyers, fillCart, placeOrder, saveAddress, variantWhere } from './checkout-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

/** The tables made large here; reading any whole is a cost that grows with the shop's age. */
const LARGE = new Set(['users', 'carts', 'orders']);

type Statement = { text: string; values: unknown[] };
const recorded: Statement[] = [];
const originalQuery = pg.Client.prototype.query;

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ PAYMENT_EXPIRY_SECONDS: '900' });
  await store.db.execute(sql`
    WITH made AS (
      INSERT INTO users (profile_id, first_name, last_name, email, phone, password_hash)
      SELECT gen_random_uuid()::text, 'Kept', 'Buyer', 'kept-' || n || '@example.com', '9876543210', 'x'
      FROM generate_series(1, 20000) n RETURNING id, profile_id)
    INSERT INTO carts (owner_id, user_id) SELECT profile_id, id FROM made`);
  await store.db.execute(sql`
    INSERT INTO orders (order_number, user_id, status, customer_name, phone, email, line1, city, state, pin_code,
      subtotal_paise, tax_paise, total_paise, created_at)
    SELECT 'KEPT-' || id, id, 'delivered', 'Kept Buyer', '9876543210', email, '1 Lake Road', 'Pune', 'Maharashtra',
      '411001', 100000, 5000, 105000, now() - interval '1 year'
    FROM users WHERE email LIKE 'kept-%'`);
  await store.db.execute(sql`ANALYZE users, carts, orders`);
}, 120_000);
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await store.close();
});

/** The statements `work` sends to PostgreSQL, in order (text and parameters). */
async function statementsOf(work: () => Promise<void>): Promise<Statement[]> {
  recorded.length = 0;
  const send = originalQuery as unknown as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [{ text?: unknown; values?: unknown[] } | string, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config?.text;
    const given = typeof config === 'string' ? values : (config?.values ?? values);
    if (typeof text === 'string') recorded.push({ text, values: given ?? [] });
    return send.apply(this, args);
  } as unknown as typeof originalQuery;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = originalQuery;
  }
  return [...recorded];
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
};

/** How a scan reads its table whole, if it does: by itself or through an index searched without a key. */
function wholeRead(node: PlanNode): string | undefined {
  if (node['Node Type'] === 'Seq Scan') return 'sequential scan';
  if (node['Index Name'] && !node['Index Cond']) return `all of ${node['Index Name']}`;
  if (node['Node Type'] === 'Bitmap Heap Scan') {
    const keyless = bitmapIndexScans(node).filter((scan) => !scan['Index Cond']);
    if (keyless[0]) return `all of ${keyless[0]['Index Name']}`;
  }
  return undefined;
}

function bitmapIndexScans(node: PlanNode): PlanNode[] {
  return (node.Plans ?? []).flatMap((child) =>
    child['Node Type'] === 'Bitmap Index Scan' ? [child] : bitmapIndexScans(child),
  );
}

/**
 * The tables a statement's plan reads from end to end: a sequential scan, or an index walked whole
 * without a condition on its key (what the planner falls back to when the index has the wrong key).
 */
async function tablesReadWhole(statement: Statement): Promise<string[]> {
  const { rows } = await store.db.$client.query({
    text: `EXPLAIN (FORMAT JSON) ${statement.text}`,
    values: statement.values,
  });
  const whole: string[] = [];
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table && LARGE.has(table)) {
      const how = wholeRead(node);
      if (how) whole.push(`${table} (${how})`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
  return whole;
}

/** Each table read whole by a statement of these, with the statement's beginning. */
async function tablesReadWholeBy(statements: Statement[]): Promise<string[]> {
  const found: string[] = [];
  for (const statement of statements.filter((s) => planned(s.text))) {
    for (const table of await tablesReadWhole(statement)) {
      found.push(`${table}: ${statement.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  }
  return found;
}

/** A new buyer with a saved address, and a fish (the `nth` one) with ten in stock. */
async function buyerAndFish(nth: number) {
  const [asha] = await buyers(store.db, 1);
  if (!asha) throw new Error('no buyer');
  const fish = await variantWhere(store.db, true, 10, nth);
  return { asha, fish, address: await saveAddress(store.app, asha) };
}

const planned = (text: string) => /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(text);

it("reads no carts or accounts but the buyer's own on the way from cart to paid order", async () => {
  const { asha, fish, address } = await buyerAndFish(0);
  const food = await variantWhere(store.db, false, 10, 0);

  const statements = await statementsOf(async () => {
    await fillCart(store.app, asha, [
      [fish, 1],
      [food, 2],
    ]);
    expect((await post(store.app, '/api/users/cart/getCart', { userId: asha.profileId }, asha.headers)).status).toBe(
      200,
    );
    const quote = await post(store.app, '/api/orders/shippingQuote', { state: address.state }, asha.headers);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const placed = await placeOrder(store.app, asha, address.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderId, payUrl } = placed.body.result as { orderId: number; payUrl: string };
    const paymentId = payUrl.split('/').pop() as string;
    const paid = await post(store.app, '/api/payments/test/decide', { paymentId, outcome: 'paid' });
    expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(400);
    expect((await post(store.app, '/api/orders/getOrder', { orderId }, asha.headers)).body.result.status).toBe('paid');
    expect((await post(store.app, '/api/orders/myOrders', { pageNo: 1, pageSize: 10 }, asha.headers)).status).toBe(200);
  });

  expect(statements.filter((s) => planned(s.text)).length).toBeGreaterThan(10);
  expect(await tablesReadWholeBy(statements)).toEqual([]);
});

it("reads no carts or accounts but the buyer's own on a signed-in buyer's pages", async () => {
  const { asha, fish, address } = await buyerAndFish(1);
  const soldOut = await variantWhere(store.db, false, 0, 1);
  await fillCart(store.app, asha, [[fish, 1]]);
  const placed = await placeOrder(store.app, asha, address.id);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const { orderId } = placed.body.result as { orderId: number };

  const answers: { path: string; status: number }[] = [];
  const call = async (path: string, body: unknown) => {
    answers.push({ path, status: (await post(store.app, path, body, asha.headers)).status });
  };
  const statements = await statementsOf(async () => {
    await call('/api/users/getUserById', { profileId: asha.profileId });
    await call('/api/users/addresses/list', {});
    await call('/api/users/wishlist/add', { productId: fish.productId, variantId: fish.variantId });
    await call('/api/users/wishlist/list', {});
    await call('/api/products/ratings/mine', { productId: fish.productId });
    await call('/api/products/ratings/list', { productId: fish.productId });
    await call('/api/products/stockAlerts/subscribe', { variantId: soldOut.variantId });
    await call('/api/orders/cancelOrder', { orderId });
    await call('/api/orders/reorder', { orderId });
    await call('/api/users/wishlist/moveToCart', { productId: fish.productId, variantId: fish.variantId });
    await call('/api/orders/myOrders', { pageNo: 1, pageSize: 10 });
  });
  expect(answers.filter((a) => a.status >= 300)).toEqual([]);
  expect(await tablesReadWholeBy(statements)).toEqual([]);
});

it('reads only the orders waiting for payment in the round that expires payment holds', async () => {
  const { asha, fish, address } = await buyerAndFish(2);
  await fillCart(store.app, asha, [[fish, 1]]);
  const placed = await placeOrder(store.app, asha, address.id);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const { orderId } = placed.body.result as { orderId: number };
  const deps: OrderDeps = {
    db: store.db,
    jobs: store.app.jobs,
    config: store.config,
    provider: testGateway,
    now: () => new Date(Date.now() + 3600_000),
  };

  const failed: unknown[] = [];
  const statements = await statementsOf(() => expireDueOrders(deps, (error) => failed.push(error)));
  expect(failed).toEqual([]);
  expect((await post(store.app, '/api/orders/getOrder', { orderId }, asha.headers)).body.result.status).toBe(
    'payment_failed',
  );
  expect(await tablesReadWholeBy(statements)).toEqual([]);
});
