// `npm run bench:admin-orders` (also part of `npm run bench`): the owner's dashboard and order list
// (issue 12) on 100 000 generated orders (two lines each, a year of history, every status), made
// with generate_series in one statement. 10 connections (a shop has an owner and a helper or two,
// the list is paged); a constant JSON route on the same app is the baseline of the same run.
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { newToken } from '../../apps/server/src/lib/tokens.ts';
import { startThrowawayStore } from './throwaway-store.ts';

type AcResult = {
  requests: { mean: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: { method: string; path: string; headers: Record<string, string>; body?: string }[];
}) => PromiseLike<AcResult>;

const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

const store = await startThrowawayStore('admin-orders', (app) => {
  app.post('/bench/constant', async () => ({ result: { ok: true } }));
});
const { database, url } = store;
const db = database.db;

const started = Date.now();
await db.execute(sql`
  WITH made AS (
    INSERT INTO orders (order_number, status, customer_name, phone, email, line1, city, state, pin_code,
      subtotal_paise, tax_paise, shipping_paise, total_paise, live_fish, stock_reserved, paid_at, created_at)
    SELECT 'BX-' || lpad(n::text, 7, '0'),
      (ARRAY['delivered','delivered','delivered','delivered','shipped','packed','paid','pending_payment',
        'payment_failed','cancelled','refunded'])[1 + n % 11],
      (ARRAY['Asha','Ravi','Meera','Kabir','Diya','Arjun','Sana','Vikram'])[1 + n % 8] || ' ' ||
        (ARRAY['Iyer','Shah','Rao','Khan','Gill','Das','Nair','Joshi','Patel'])[1 + n % 9] || ' ' || n,
      '9' || lpad((n * 7919 % 1000000000)::text, 9, '0'), 'buyer' || n || '@example.com', 'Flat ' || n, 'Pune',
      (ARRAY['Maharashtra','Karnataka','Gujarat','Goa','Kerala','Delhi'])[1 + n % 6], '411001',
      100000 + (n * 37 % 900000), 18000, 15000, 133000 + (n * 37 % 900000), n % 3 = 0, false,
      CASE WHEN n % 11 IN (7, 8) THEN NULL ELSE now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute' END,
      now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute' - interval '5 minutes'
    FROM generate_series(1, ${ORDERS}) n
    RETURNING id)
  INSERT INTO order_lines (order_id, product_id, title, size, unit_price_paise, tax_percent, quantity, hsn_code,
    net_paise, tax_paise, cgst_paise, sgst_paise, total_paise)
  SELECT m.id, p.id, p.title, '4"', 50000, 18, 1 + m.id % 3, '0301', 50000, 9000, 4500, 4500, 59000
  FROM made m CROSS JOIN LATERAL (
    SELECT id, title FROM products ORDER BY id OFFSET (m.id % 20) LIMIT 1) p
  CROSS JOIN generate_series(1, 2)`);
await db.execute(sql`ANALYZE orders; ANALYZE order_lines`);
console.error(`Generated ${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const { token, hash } = newToken();
const { rows } = await db.execute<{ id: number }>(sql`
  INSERT INTO users (profile_id, first_name, last_name, email, phone, password_hash, role)
  VALUES (gen_random_uuid()::text, 'Bench', 'Owner', 'bench-owner@example.com', '9876543210', 'x', 1) RETURNING id`);
await db.execute(sql`INSERT INTO auth_tokens (user_id, token_hash, expires_at)
  VALUES (${(rows[0] as { id: number }).id}, ${hash}, now() + interval '1 day')`);
const headers = { 'content-type': 'application/json', 'x-auth-token': token };

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const monthAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
  new Date(Date.now() - 30 * 86_400_000),
);
const cases: [string, string, unknown][] = [
  ['baseline: constant JSON', '/bench/constant', {}],
  ['dashboard', '/api/admin/dashboard', {}],
  ['order list, newest first, page 1', '/api/admin/orders/list', {}],
  [
    'order list, status "paid", oldest first',
    '/api/admin/orders/list',
    { filter: { statuses: ['paid'], sort: 'oldest' } },
  ],
  [
    'order list, last 30 days, largest total',
    '/api/admin/orders/list',
    { filter: { from: monthAgo, to: today, sort: 'total_desc' } },
  ],
  ['order list, page 400', '/api/admin/orders/list', { pageNo: 400 }],
  ['order list, search by name "meera rao"', '/api/admin/orders/list', { filter: { query: 'meera rao' } }],
  ['order list, search by order number', '/api/admin/orders/list', { filter: { query: 'BX-0054321' } }],
  ['order list, search by phone digits', '/api/admin/orders/list', { filter: { query: '98765' } }],
];

const results: { name: string; result: AcResult }[] = [];
for (const [name, path, body] of cases) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    requests: [{ method: 'POST', path, headers, body: JSON.stringify(body) }],
  });
  results.push({ name, result });
}

const base = results[0]?.result.requests.mean ?? 1;
console.log(
  `\nOwner's orders on ${ORDERS.toLocaleString('en-IN')} orders (${CONNECTIONS} connections, ${DURATION} s each)\n`,
);
console.log('| call | req/s | p50 ms | p99 ms | errors | non-2xx | ÷ constant |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const { name, result } of results) {
  console.log(
    `| ${name} | ${Math.round(result.requests.mean)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${result.non2xx} | ${(result.requests.mean / base).toFixed(3)}× |`,
  );
}

await store.stop();
