// `npm run bench:checkout` (also part of `npm run bench`): placing orders and paying them on the test
// gateway (issue 9). Each request is a different buyer with their own cart (one line) and address, as
// in the issue; 50 connections. A constant JSON route on the same app is the baseline of the same run.
// Beside throughput, the CPU the store process and its PostgreSQL spent per request (the load
// generator's own left out): the figure to compare two builds by when the machine's load moves.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newToken } from '../../apps/server/src/lib/tokens.ts';
import { signCallback } from '../../apps/server/src/modules/payments/test-gateway.ts';
import { autocannon } from './autocannon.ts';
import { cpuSeconds, descendantsOf } from './process-cpu.ts';
import { startThrowawayStoreInOwnProcess } from './throwaway-store.ts';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const BUYERS = 30_000;
const json = { 'content-type': 'application/json' };

// The store in a process of its own: autocannon here does not take turns with it on one thread.
const store = await startThrowawayStoreInOwnProcess('checkout');
const { database, url } = store;

// Two kinds of day, each buyer with a cart of one line and a Pune address. A rush: every buyer takes
// the same food variant, so each order waits for the one before it on that variant's row. An ordinary
// day: the buyers' lines spread over every variant of the shop's supplies (not live fish).
const { rows: supplies } = await database.db.execute<{ productId: number; variantId: number }>(sql`
  SELECT v.product_id AS "productId", v.id AS "variantId" FROM variants v JOIN products p ON p.id = v.product_id
  WHERE v.active AND p.active AND NOT p.live_fish ORDER BY v.id`);
const hot = supplies[0] as { productId: number; variantId: number };
const supplyIds = sql`${sql.param(supplies.map((v) => v.variantId))}::int[]`;
const STOCK = 1_000_000;
await database.db.execute(sql`UPDATE variants SET stock = ${STOCK} WHERE id = ANY(${supplyIds})`);
const tokens = Array.from({ length: BUYERS }, () => newToken());
await database.db.execute(sql`
  WITH made AS (
    INSERT INTO users (profile_id, first_name, last_name, email, phone, password_hash)
    SELECT gen_random_uuid()::text, 'Bench', 'Buyer', 'bench-' || n || '@example.com', '9876543210', 'x'
    FROM generate_series(1, ${BUYERS}) n RETURNING id, profile_id, email)
  SELECT count(*) FROM made`);
const { rows: users } = await database.db.execute<{ id: number; profileId: string }>(
  sql`SELECT id, profile_id AS "profileId" FROM users WHERE email LIKE 'bench-%' ORDER BY id`,
);
const hashes = tokens.map((t) => t.hash);
const ids = users.map((u) => u.id);
await database.db.execute(sql`
  INSERT INTO auth_tokens (user_id, token_hash, expires_at)
  SELECT u, h, now() + interval '1 day' FROM unnest(${sql.param(ids)}::int[], ${sql.param(hashes)}::text[]) AS t(u, h)`);
// The first half of the buyers have the rush's variant in their carts, the second half one each in turn.
const lineOf = (i: number) => (i < BUYERS / 2 ? hot : (supplies[i % supplies.length] as typeof hot));
const lines = users.map((_, i) => lineOf(i));
await database.db.execute(sql`
  WITH carts_made AS (
    INSERT INTO carts (owner_id, user_id) SELECT profile_id, id FROM users WHERE email LIKE 'bench-%' ORDER BY id RETURNING id, user_id),
  numbered AS (SELECT id, row_number() OVER (ORDER BY user_id) AS n FROM carts_made)
  INSERT INTO cart_lines (cart_id, product_id, variant_id, quantity)
  SELECT numbered.id, t.p, t.v, 1 FROM numbered
  JOIN unnest(${sql.param(lines.map((l) => l.productId))}::int[], ${sql.param(lines.map((l) => l.variantId))}::int[])
    WITH ORDINALITY AS t(p, v, n) ON t.n = numbered.n`);
await database.db.execute(sql`
  INSERT INTO addresses (user_id, name, phone, line1, city, state, pin, is_default)
  SELECT id, 'Bench Buyer', '9876543210', '12 Lake Road', 'Pune', 'Maharashtra', '411038', true
  FROM users WHERE email LIKE 'bench-%'`);
const { rows: addressRows } = await database.db.execute<{ userId: number; id: number }>(
  sql`SELECT user_id AS "userId", id FROM addresses`,
);
const addressOf = new Map(addressRows.map((a) => [a.userId, a.id]));
const buyers = users.map((u, i) => ({
  token: tokens[i]?.token as string,
  addressId: addressOf.get(u.id) as number,
}));

// The store process and the embedded PostgreSQL's processes: everything this process started.
const storeAndDatabase = descendantsOf(process.pid);
const run = async (name: string, requests: Parameters<typeof autocannon>[0]['requests'], amount?: number) => {
  const cpuBefore = cpuSeconds(storeAndDatabase);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 10, requests, amount });
  const cpuMsPerRequest = ((cpuSeconds(storeAndDatabase) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return { name, result, cpuMsPerRequest };
};

const baseline = await run('baseline: constant JSON', [
  { method: 'POST', path: '/bench/constant', headers: json, body: '{}' },
]);
const placeOrders = (name: string, who: typeof buyers) => {
  let nextBuyer = 0;
  return run(name, [
    {
      method: 'POST',
      path: '/api/orders/placeOrder',
      headers: json,
      setupRequest: (request) => {
        const buyer = who[nextBuyer++ % who.length] as (typeof buyers)[number];
        return {
          ...request,
          headers: { ...json, 'x-auth-token': buyer.token },
          body: JSON.stringify({ addressId: buyer.addressId, idempotencyKey: randomUUID(), paymentMethod: 'test' }),
        };
      },
    },
  ]);
};
const rushBuyers = buyers.slice(0, BUYERS / 2);
const dayBuyers = buyers.slice(BUYERS / 2);
const placing = await placeOrders('placeOrder, a rush (every buyer, one variant)', rushBuyers);
const placingSpread = await placeOrders(`placeOrder, an ordinary day (${supplies.length} variants)`, dayBuyers);

// The gateway's signed callbacks for the payments just started, one each.
const { rows: open } = await database.db.execute<{ id: string }>(sql`SELECT id FROM payments WHERE status = 'created'`);
const callbacks = await Promise.all(
  open.map(async (p) => JSON.stringify(await signCallback(database.db, p.id, 'paid', new Date()))),
);
let nextCallback = 0;
const paying = await run(
  'test-gateway callback (signed, paid)',
  [
    {
      method: 'POST',
      path: '/api/payments/test/callback',
      headers: json,
      setupRequest: (request) => ({ ...request, body: callbacks[nextCallback++ % callbacks.length] as string }),
    },
  ],
  callbacks.length,
); // each callback once: a replay is refused by design

// Only the bench buyers' orders: the demo history has orders of its own.
const { rows: counted } = await database.db.execute<{ orders: number; left: number; sold: number }>(sql`
  SELECT (SELECT count(*)::int FROM orders WHERE user_id = ANY(${sql.param(ids)}::int[])) AS orders,
    (SELECT sum(stock)::int FROM variants WHERE id = ANY(${supplyIds})) AS left,
    (SELECT coalesce(sum(quantity), 0)::int FROM order_lines
      WHERE variant_id = ANY(${supplyIds}) AND order_id IN
      (SELECT id FROM orders WHERE user_id = ANY(${sql.param(ids)}::int[]))) AS sold`);
const facts = counted[0] as { orders: number; left: number; sold: number };
const stocked = STOCK * supplies.length;

const base = baseline.result.requests.mean;
console.log(`\nCheckout under load (${CONNECTIONS} connections, ${DURATION} s each)\n`);
console.log('| run | req/s | p50 ms | p99 ms | errors | non-2xx | ÷ constant | CPU ms/request |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const { name, result, cpuMsPerRequest } of [baseline, placing, placingSpread, paying]) {
  const ratio = (result.requests.mean / base).toFixed(3);
  console.log(
    `| ${name} | ${Math.round(result.requests.mean)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${result.non2xx} | ${ratio}× | ${cpuMsPerRequest.toFixed(2)} |`,
  );
}
console.log(
  `\nOrders placed: ${facts.orders}; units sold ${facts.sold}; stock left ${facts.left} of ${stocked} (oversold: ${stocked - facts.left !== facts.sold ? 'YES' : 'no'})`,
);
for (const { name, result } of [placing, placingSpread]) {
  if (result.requests.total > BUYERS / 2) {
    console.log(`Note: ${name}: more requests than prepared buyers (${BUYERS / 2}); later ones found an empty cart.`);
  }
}

await store.stop();
