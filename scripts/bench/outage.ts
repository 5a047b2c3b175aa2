// `npm run bench:outage` (also the last part of `npm run bench`): the store under load while its
// database connections are cut and while its database restarts (issue 7). Prints, per second, how many
// cart adds succeeded and how many were answered 503 or failed, and how long each event took to heal.
// The database is a throw-away PostgreSQL of this script's own, so it can be restarted like an
// external server (pg_ctlcluster restart, a managed failover) without touching anything else.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { autocannon } from './autocannon.ts';
import { startThrowawayStore } from './throwaway-store.ts';

const CONNECTIONS = 20;
const SECONDS = 16;
const CUT_AT_S = 4;
const RESTART_AT_S = 10;

const store = await startThrowawayStore('outage');
const { database, url } = store;
const { rows } = await database.db.execute(
  sql`SELECT v.product_id AS "productId", v.id AS "variantId" FROM variants v
    JOIN products p ON p.id = v.product_id WHERE v.active AND p.active ORDER BY v.stock DESC LIMIT 1`,
);
const variant = rows[0] as { productId: number; variantId: number };
await database.db.execute(sql`UPDATE variants SET stock = 10000000 WHERE id = ${variant.variantId}`);

type Second = { ok: number; unavailable: number; other: number; failed: number };
const seconds: Second[] = Array.from({ length: SECONDS + 2 }, () => ({ ok: 0, unavailable: 0, other: 0, failed: 0 }));
const startedAt = Date.now();
const secondNow = () => seconds[Math.min(Math.floor((Date.now() - startedAt) / 1000), SECONDS + 1)] as Second;
const failures: number[] = [];

const load = autocannon({
  url,
  connections: CONNECTIONS,
  duration: SECONDS,
  timeout: 10,
  requests: [
    {
      method: 'POST',
      path: '/api/users/cart/addToCart',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          userId: randomUUID(),
          cartItems: [
            { productId: variant.productId, selectedVariants: [{ variantId: variant.variantId, quantity: 1 }] },
          ],
        }),
      }),
    },
  ],
});
load.on('response', (_client, status) => {
  const second = secondNow();
  if (status >= 200 && status < 300) second.ok++;
  else {
    failures.push(Date.now() - startedAt);
    if (status === 503) second.unavailable++;
    else second.other++;
  }
});
load.on('reqError', () => {
  secondNow().failed++;
  failures.push(Date.now() - startedAt);
});

async function cutConnections(): Promise<void> {
  const admin = new pg.Client({ connectionString: store.server.url });
  await admin.connect();
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  await admin.end();
}

const events: { name: string; atMs: number; tookMs?: number }[] = [];
const script = (async () => {
  await delay(CUT_AT_S * 1000);
  events.push({ name: 'pg_terminate_backend of every connection', atMs: Date.now() - startedAt });
  await cutConnections();
  await delay((RESTART_AT_S - CUT_AT_S) * 1000);
  const restartAt = Date.now();
  events.push({ name: 'database restart (stop, start)', atMs: restartAt - startedAt });
  await store.restartDatabase();
  (events[1] as { tookMs?: number }).tookMs = Date.now() - restartAt;
})();

await load;
await script;

console.log(`\nStore under load (${CONNECTIONS} buyers adding to new guest carts) while its database goes away\n`);
console.log('| second | added (2xx) | 503 | other status | no answer |');
console.log('|---:|---:|---:|---:|---:|');
seconds.slice(0, SECONDS).forEach((s, i) => {
  console.log(`| ${i}–${i + 1} | ${s.ok} | ${s.unavailable} | ${s.other} | ${s.failed} |`);
});
console.log('\n| event | at | requests not served | healed after |');
console.log('|---|---:|---:|---:|');
events.forEach((event, i) => {
  const until = events[i + 1]?.atMs ?? Number.POSITIVE_INFINITY;
  const caught = failures.filter((t) => t >= event.atMs && t < until);
  const healed = caught.length ? `${Math.max(...caught) - event.atMs} ms` : 'no failed request';
  const took = event.tookMs === undefined ? '' : ` (database down ${event.tookMs} ms)`;
  console.log(`| ${event.name}${took} | ${(event.atMs / 1000).toFixed(1)} s | ${caught.length} | ${healed} |`);
});

await store.stop();
