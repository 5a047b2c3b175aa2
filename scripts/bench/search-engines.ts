// `npx tsx scripts/bench/search-engines.ts`: measures search in PostgreSQL (the store's searchProducts) against a
// prototype in-process index (match and rank in memory, the page's cards from PostgreSQL by id) on a throw-away
// embedded PostgreSQL with the demo data plus SEARCH_BENCH_PRODUCTS (10 000) generated products. Distinct
// queries (typos, sizes, empty, pages), no cache; one at a time, then 50 at once. Decision 030.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase, type Db } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { preparedRows } from '../../apps/server/src/db/prepared.ts';
import { summaryColumns } from '../../apps/server/src/modules/catalog/product-json.ts';
import { queryParts, refreshSearchWords, searchProducts } from '../../apps/server/src/modules/catalog/search.ts';
import { Vocabulary } from '../../apps/server/src/modules/catalog/typos.ts';
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

type Search = (query: string, pageNo: number, pageSize: number) => Promise<{ totalCount: number }>;

/** The prototype: every visible product's words in memory, newest first; cards still come from PostgreSQL. */
async function memoryIndex(db: Db): Promise<{ search: Search; buildMs: number; words: number }> {
  const started = performance.now();
  const { rows } = await db.execute(sql`SELECT p.id, p.title, p.search_text AS text,
      coalesce((SELECT string_agg(v.size, ' ') FROM variants v WHERE v.product_id = p.id AND v.active), '') AS sizes
    FROM products p JOIN categories c ON c.id = p.category_id WHERE p.active AND c.active
    ORDER BY p.created_at DESC, p.id DESC`);
  const products = rows as { id: number; title: string; text: string; sizes: string }[];
  const split = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:\.\d+)?/gu) ?? [];
  const wordIds = new Map<string, number>();
  const postings: number[][] = [];
  const titleWords: Set<number>[] = [];
  const sizeNumbers: Set<string>[] = [];
  const uses: number[] = [];
  products.forEach((product, position) => {
    const title = new Set<number>();
    const all = new Set<number>();
    for (const [text, inTitle] of [
      [product.title, true],
      [product.text, false],
    ] as const) {
      for (const word of split(text)) {
        let id = wordIds.get(word);
        if (id === undefined) {
          id = postings.length;
          wordIds.set(word, id);
          postings.push([]);
          uses.push(0);
        }
        if (inTitle) title.add(id);
        if (!all.has(id)) {
          all.add(id);
          postings[id]?.push(position);
          uses[id] = (uses[id] ?? 0) + 1;
        }
      }
    }
    titleWords.push(title);
    sizeNumbers.push(new Set(product.sizes.match(/\d+(?:\.\d+)?/g) ?? []));
  });
  const sorted = [...wordIds.keys()].sort();
  const vocabulary = new Vocabulary(sorted.map((word) => ({ word, uses: uses[wordIds.get(word) as number] ?? 0 })));
  const prefixed = (prefix: string): number[] => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: number[] = [];
    for (let i = lo; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++) {
      found.push(wordIds.get(sorted[i] as string) as number);
    }
    return found;
  };
  const buildMs = performance.now() - started;

  const search: Search = async (query, pageNo, pageSize) => {
    const { words, numbers } = queryParts(query);
    let ids: number[];
    if (words.length === 0 && numbers.length === 0) {
      ids = products.map((p) => p.id);
    } else {
      const hits = new Uint8Array(products.length);
      const typedHits = new Uint8Array(products.length);
      const matching = new Set<number>();
      words.forEach((word, w) => {
        const bit = 1 << w;
        const typed = prefixed(word);
        for (const id of typed) for (const p of postings[id] ?? []) typedHits[p] = (typedHits[p] as number) | bit;
        for (const id of [...typed, ...vocabulary.wordAlternatives(word).map((a) => wordIds.get(a) as number)]) {
          for (const p of postings[id] ?? []) hits[p] = (hits[p] as number) | bit;
          matching.add(id);
        }
      });
      const all = (1 << words.length) - 1;
      const buckets: number[][] = [[], [], [], []];
      for (let p = 0; p < products.length; p++) {
        if (words.length > 0 && hits[p] !== all) continue;
        if (numbers.length > 0 && !numbers.every((n) => sizeNumbers[p]?.has(n))) continue;
        const exact = typedHits[p] === all;
        const inTitle = [...(titleWords[p] ?? [])].some((id) => matching.has(id));
        buckets[(exact ? 0 : 2) + (inTitle ? 0 : 1)]?.push(p);
      }
      ids = buckets.flat().map((p) => products[p]?.id as number);
    }
    const page = ids.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    await preparedRows(
      db,
      'bench-cards-by-id',
      sql`SELECT ${summaryColumns} FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.id = ANY(${sql.param(page)}::int[]) ORDER BY array_position(${sql.param(page)}::int[], p.id)`,
    );
    return { totalCount: ids.length };
  };
  return { search, buildMs, words: sorted.length };
}

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
  const memory = await memoryIndex(db);
  const select1: Search = async () => {
    await db.execute(sql`SELECT 1`);
    return { totalCount: 0 };
  };
  const rows = [
    await measure('baseline: SELECT 1', select1),
    await measure('PostgreSQL (searchProducts)', (q, n, s) => searchProducts(db, q, n, s)),
    await measure('in-process index + cards by id', memory.search),
  ];
  // Same answers? Totals per query, side by side.
  const totals: string[] = [];
  for (const query of QUERIES) {
    const [a, b] = [await searchProducts(db, query, 1, 10), await memory.search(query, 1, 10)];
    totals.push(`'${query}': ${a.totalCount}/${b.totalCount}`);
  }
  console.log(
    `\n${PRODUCTS} generated products; in-process index built in ${memory.buildMs.toFixed(0)} ms, ${memory.words} words`,
  );
  console.log(`| engine | alone p50 ms | alone p99 ms | 50 at once: searches/s | p50 ms | p99 ms |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(`\ntotals PostgreSQL/in-process: ${totals.join(', ')}`);
} finally {
  await database.close();
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}
