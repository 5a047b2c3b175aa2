// `npx tsx scripts/bench/search-engines.ts`: measures search done by PostgreSQL (searchInDatabase) against the
// store's in-process index (searchProducts: match and rank in memory, the page's cards from PostgreSQL by id) on a throw-away
// embedded PostgreSQL with the demo data plus SEARCH_BENCH_PRODUCTS (10 000) generated products. Distinct
// queries (typos, sizes, empty, pages), no answer cache; one at a time, then 50 at once. Every engine's answer
// ends as the JSON text the route sends. Decisions 030 and 040.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productPage } from '@discus/domain/contracts/catalog';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { checkedJson } from '../../apps/server/src/lib/checked-json.ts';
import {
  CardCache,
  refreshSearchWords,
  searchInDatabase,
  searchProducts,
} from '../../apps/server/src/modules/catalog/search.ts';
import { seedBulkProducts } from '../../apps/server/src/seed/bulk.ts';
import { prepareDatabase } from '../../apps/server/src/store.ts';

const PRODUCTS = Number(process.env.SEARCH_BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.SEARCH_BENCH_SECONDS ?? 5);
const CONCURRENCY = 50;
const QUERIES = [
  'pigeon blood',
  'blue diamond 3',
  'pigon blod',
  'food',
  'heater',
  'red turquoise',
  'sponge filter',
  'pigoen',
  'dsicus blue',
  'turqoise',
  'chekcerbord',
  'snakeksin 3"',
  '3 inch',
  '',
  'sponge fliter',
];

type Search = (query: string, pageNo: number, pageSize: number) => Promise<unknown>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

let counter = 0;
const nextQuery = () => {
  counter++;
  return {
    query: QUERIES[counter % QUERIES.length] as string,
    pageNo: 1 + (Math.floor(counter / QUERIES.length) % 5),
    pageSize: [10, 20, 50][counter % 3] as number,
  };
};

async function measure(name: string, search: Search): Promise<string> {
  const serial: number[] = [];
  for (let i = 0; i < 150; i++) {
    const { query, pageNo, pageSize } = nextQuery();
    const t = performance.now();
    await search(query, pageNo, pageSize);
    serial.push(performance.now() - t);
  }
  serial.sort((a, b) => a - b);
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const { query, pageNo, pageSize } = nextQuery();
        const t = performance.now();
        await search(query, pageNo, pageSize);
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `| ${name} | ${f(percentile(serial, 50))} | ${f(percentile(serial, 99))} | ${Math.round(latencies.length / SECONDS)} | ${f(percentile(latencies, 50))} | ${f(percentile(latencies, 99))} |`;
}

const workDir = await mkdtemp(path.join(tmpdir(), 'discus-search-bench-'));
const server = await startEmbeddedPostgres(workDir);
const database = connectDatabase(server.url, 20);
try {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: workDir, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'true' });
  await prepareDatabase(database.db, config);
  const seeded = performance.now();
  await seedBulkProducts(database.db, PRODUCTS, config.uploadsDir);
  await refreshSearchWords(database.db);
  await database.db.execute(sql`ANALYZE`);
  console.error(`seeded ${PRODUCTS} products in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);

  const db = database.db;
  const built = performance.now();
  await searchProducts(db, { query: 'warm', pageNo: 1, pageSize: 1 });
  const buildMs = performance.now() - built;
  const cards = new CardCache(5000, 20_000);
  const select1: Search = () => db.execute(sql`SELECT 1`);
  const rows = [
    await measure('baseline: SELECT 1', select1),
    await measure('PostgreSQL (searchInDatabase)', async (q, n, s) =>
      checkedJson(productPage, await searchInDatabase(db, q, n, s)),
    ),
    await measure('in-process index + cards by id (searchProducts)', (q, n, s) =>
      searchProducts(db, { query: q, pageNo: n, pageSize: s }),
    ),
    await measure('in-process index + 5 s card cache (as the route)', (q, n, s) =>
      searchProducts(db, { query: q, pageNo: n, pageSize: s }, cards),
    ),
  ];
  // Same answers? Totals per query, side by side.
  const totals: string[] = [];
  for (const query of QUERIES) {
    const a = await searchInDatabase(db, query, 1, 10);
    const b = await searchProducts(db, { query, pageNo: 1, pageSize: 10 });
    totals.push(`'${query}': ${a.totalCount}/${b.found}`);
  }
  console.log(`\n${PRODUCTS} generated products; in-process index built in ${buildMs.toFixed(0)} ms`);
  console.log(`| engine | alone p50 ms | alone p99 ms | 50 at once: searches/s | p50 ms | p99 ms |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(`\ntotals PostgreSQL/in-process: ${totals.join(', ')}`);
} finally {
  await database.close();
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}
