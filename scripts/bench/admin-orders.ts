// `npm run bench:admin-orders` (also part of `npm run bench`): the owner's dashboard and order list
// (issue 12) on 100 000 generated orders (two lines each, a year of history, every status), made
// with generate_series in one statement. 10 connections (a shop has an owner and a helper or two,
// the list is paged); a constant JSON route on the same app is the baseline of the same run.
import { sql } from 'drizzle-orm';
import { newToken } from '../../apps/server/src/lib/tokens.ts';
import { generateOrders } from './admin-orders-data.ts';
import { type AcResult, autocannon } from './autocannon.ts';
import { startThrowawayStore } from './throwaway-store.ts';

const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

const store = await startThrowawayStore('admin-orders', (app) => {
  app.post('/bench/constant', async () => ({ result: { ok: true } }));
});
const { database, url } = store;
const db = database.db;

const started = Date.now();
await generateOrders(db, ORDERS);
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
