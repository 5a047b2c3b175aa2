// `npx tsx scripts/bench/catalogue-changes.ts`: how long a catalogue change takes to reach a second
// store process (issue 10, decision 018). Two app instances with their own pools share one
// throw-away database; 200 stock edits are made through the first, one after the other, and the
// time from the edit's answer to the second instance hearing it is recorded; then the same while
// 50 buyers read product pages through the second.
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { ensureAdmin } from '../../apps/server/src/modules/users/admin.ts';
import { startThrowawayStore } from './throwaway-store.ts';

const EDITS = 200;
const store = await startThrowawayStore('catalogue-changes');
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: store.workDir });
const secondDatabase = connectDatabase(store.server.url, 20);
const second = await buildApp({ config, db: secondDatabase.db });
await second.ready();
await Promise.all([store.app.catalogueChanges.listening(), second.catalogueChanges.listening()]);

await ensureAdmin(store.database.db, { email: 'bench-owner@example.in', password: 'bench-owner-pass' });
const login = await store.app.inject({
  method: 'POST',
  url: '/api/users/login',
  payload: { email: 'bench-owner@example.in', password: 'bench-owner-pass', keepSignedIn: false },
});
const token = (login.json() as { token: string }).token;
const { rows } = await store.database.db.execute(
  sql`SELECT id, product_id FROM variants WHERE active ORDER BY id LIMIT 1`,
);
const { id: variantId, product_id: productId } = rows[0] as { id: number; product_id: number };

let heard: (() => void) | undefined;
second.catalogueChanges.subscribe((change) => {
  if (change.kind === 'product') heard?.();
});

async function measure(label: string): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const [version] = (await store.database.db.execute(sql`SELECT version FROM variants WHERE id = ${variantId}`))
      .rows as { version: number }[];
    const arrived = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const answer = await store.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/updateVariant',
      headers: { 'x-auth-token': token },
      payload: { variantId, version: version?.version, stock: 100 + i },
    });
    if (answer.statusCode !== 200) throw new Error(`edit refused: ${answer.body}`);
    const answeredAt = performance.now();
    await arrived;
    times.push(performance.now() - answeredAt);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  console.log(
    `${label}: ${EDITS} edits, edit answered → other process heard it: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );
}

await measure('quiet');
let reading = true;
const readers = Array.from({ length: 50 }, async () => {
  while (reading) {
    await second.inject({ method: 'POST', url: '/api/products/getProductById', payload: { id: productId } });
    await delay(0);
  }
});
await measure('50 readers on the other process');
reading = false;
await Promise.all(readers);

await second.close();
await secondDatabase.close();
await store.stop();
