// `npm run bench`: load-tests the store (demo data + 10 000 products) with autocannon, one endpoint after
// another, against two baselines on the same Fastify instance. Prints a table and writes .bench/latest.md.
// BENCH_DURATION=<seconds> overrides the 10 s per run.

import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AcInstance, type AcOptions, type AcResult, autocannon } from './autocannon.ts';
import {
  type BenchInfo,
  type BenchServer,
  ensureWebBuild,
  root,
  startBenchServer,
  uncachedPages,
} from './bench-server.ts';
import { type PageWeight, pageWeightLines, pageWeights } from './page-weight.ts';

// autocannon ships no types; the little we use of it.

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const durationSetting = Number(process.env.BENCH_DURATION ?? 10);
if (!Number.isFinite(durationSetting) || durationSetting < 1 || durationSetting > 600) {
  console.error('BENCH_DURATION must be a number of seconds between 1 and 600');
  process.exit(2);
}
const DURATION = Math.round(durationSetting);
const json = { 'content-type': 'application/json' };

type Kind = 'baseline' | 'db' | 'ssr';
type Target = { name: string; kind: Kind; options: Omit<AcOptions, 'url' | 'connections' | 'duration' | 'timeout'> };
type Row = { target: Target; result: AcResult; warmupProblems: number };

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

const SEARCHES = ['pigeon blood', 'blue diamond 3', 'pigon blod', 'food', 'heater', 'red turquoise', 'sponge filter'];
// Issue 14: typos of every kind, sizes and the empty query (the whole catalogue, newest first).
const TYPO_SEARCHES = [
  'pigoen',
  'dsicus blue',
  'turqoise',
  'chekcerbord',
  'snakeksin 3"',
  '3 inch',
  '',
  'sponge fliter',
];
// Words of the bench catalogue (seed/bulk.ts and the demo data) for distinct searches as buyers type them.
const CATALOGUE_WORDS = [
  'pigeon',
  'blood',
  'melon',
  'turquoise',
  'diamond',
  'cobalt',
  'checkerboard',
  'leopard',
  'snakeskin',
  'marlboro',
  'golden',
  'white',
  'butterfly',
  'albino',
  'heckel',
  'spotted',
  'green',
  'tiger',
  'premium',
  'select',
  'classic',
  'young',
  'flakes',
  'granules',
  'pellets',
  'bloodworm',
  'shrimp',
  'krill',
  'spirulina',
  'garlic',
  'breeder',
  'remedy',
  'treatment',
  'clarifier',
  'sponge',
  'filter',
  'corner',
  'replacement',
  'discus',
  'food',
  'heater',
  'red',
  'blue',
];
const QUERY_SIZES = ['', '', '', '3"', '2.5 inch', '4'];

/** One typo of a random kind (wrong, missing, extra or swapped letter) inside a word of 5+ letters. */
function typo(word: string): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(Math.random() * (word.length - 2));
  const letter = String.fromCharCode(97 + Math.floor(Math.random() * 26));
  const kind = Math.floor(Math.random() * 4);
  if (kind === 0) return word.slice(0, at) + letter + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 2) return word.slice(0, at) + letter + word.slice(at);
  return word.slice(0, at - 1) + word.charAt(at) + word.charAt(at - 1) + word.slice(at + 1);
}

/** A query as a buyer types it: one or two catalogue words, one with a typo, sometimes a size. Nearly all distinct. */
function typedQuery(): string {
  const words = Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => pick(CATALOGUE_WORDS));
  const at = Math.floor(Math.random() * words.length);
  words[at] = typo(words[at] as string);
  return [...words, pick(QUERY_SIZES)].join(' ').trim();
}

// BENCH_ONLY=search,cart runs the baselines and the targets whose names contain one of the words.
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);

function targets(info: BenchInfo): Target[] {
  const post = (path: string, body: unknown): Target['options'] => ({
    method: 'POST',
    headers: json,
    requests: [{ method: 'POST', path, headers: json, body: JSON.stringify(body) }],
  });
  // A fresh body for every request.
  const postEach = (path: string, body: () => unknown): Target['options'] => ({
    method: 'POST',
    headers: json,
    requests: [
      {
        method: 'POST',
        path,
        headers: json,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
      },
    ],
  });
  // Distinct searches as buyers type them (`typedQuery`), pages 1-3, the page size and order from
  // `page`, the words after the query from `after` (a price, say).
  const distinctSearches = (page: () => Record<string, unknown>, after = () => '') =>
    postEach('/api/products/searchProducts', () => ({
      query: `${typedQuery()} ${after()}`.trim(),
      pageNo: 1 + Math.floor(Math.random() * 3),
      ...page(),
    }));
  let counter = 0;
  const uncached = (prefix: string): Target['options'] => ({
    method: 'GET',
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${prefix}${counter++}` }) }],
  });
  return [
    { name: 'baseline: constant JSON', kind: 'baseline', options: post('/bench/constant', {}) },
    { name: 'baseline: constant JSON + zod response', kind: 'baseline', options: post('/bench/constant-zod', {}) },
    { name: 'baseline: SELECT 1', kind: 'baseline', options: post('/bench/select1', {}) },
    {
      name: 'searchProducts (7 queries, cached 5 s)',
      kind: 'db',
      options: {
        method: 'POST',
        headers: json,
        requests: SEARCHES.map((query) => ({
          method: 'POST',
          path: '/api/products/searchProducts',
          headers: json,
          body: JSON.stringify({ query, pageNo: 1, pageSize: 10 }),
        })),
      },
    },
    {
      // 2,016 (query, page, size) keys: at a few hundred searches a second nearly every answer missed
      // the 5 s answer cache; at thousands most are answered from it.
      name: 'searchProducts (7 queries, random page 1-3 and size 5-100: 2,016 answers)',
      kind: 'db',
      options: postEach('/api/products/searchProducts', () => ({
        query: pick(SEARCHES),
        pageNo: 1 + Math.floor(Math.random() * 3),
        pageSize: 5 + Math.floor(Math.random() * 96),
      })),
    },
    {
      name: 'searchProducts (typos, sizes, empty; random page 1-3 and size 5-100: 2,304 answers)',
      kind: 'db',
      options: postEach('/api/products/searchProducts', () => ({
        query: pick(TYPO_SEARCHES),
        pageNo: 1 + Math.floor(Math.random() * 3),
        pageSize: 5 + Math.floor(Math.random() * 96),
      })),
    },
    {
      // What the storefront asks: 10 per page, the first pages (300 answers, so mostly cached at speed).
      name: 'searchProducts (all 15 queries, pages 1-20 of 10: 300 answers)',
      kind: 'db',
      options: postEach('/api/products/searchProducts', () => ({
        query: pick([...SEARCHES, ...TYPO_SEARCHES]),
        pageNo: 1 + Math.floor(Math.random() * 20),
        pageSize: 10,
      })),
    },
    {
      // The main target (issue 14): distinct searches as the search box sends them (10 per page),
      // so the 5 s answer cache almost never helps; the cards of recent answers still do.
      name: 'searchProducts (distinct: typed queries with a typo, pages 1-3 of 10)',
      kind: 'db',
      options: distinctSearches(() => ({ pageSize: 10 })),
    },
    {
      // The secondary figure: distinct searches with pages of up to 100 cards (30-40 KB answers).
      name: 'searchProducts (distinct: typed queries with a typo, page 1-3 of 5-100)',
      kind: 'db',
      options: distinctSearches(() => ({ pageSize: 5 + Math.floor(Math.random() * 96) })),
    },
    {
      // Sorted by price (the index's matches read off the price book in order): 10 per page.
      name: 'searchProducts (distinct: typed queries with a typo, sorted by price, pages 1-3 of 10)',
      kind: 'db',
      options: distinctSearches(() => ({ pageSize: 10, sort: Math.random() < 0.5 ? 'price_asc' : 'price_desc' })),
    },
    {
      // A price in words ("… under 1000"): the matches kept to the price book's "from" prices.
      name: 'searchProducts (distinct: typed queries with a typo and a price, pages 1-3 of 10)',
      kind: 'db',
      options: distinctSearches(
        () => ({ pageSize: 10 }),
        () => pick(['under 500', 'under 1000', 'below ₹2,000', 'above 1000', 'under 5k']),
      ),
    },
    {
      name: 'getProductById (random ids)',
      kind: 'db',
      options: postEach('/api/products/getProductById', () => ({ id: pick(info.productIds) })),
    },
    {
      // A new guest cart per request: creates the cart and adds 1 of a random in-stock variant.
      name: 'addToCart (new guest cart each)',
      kind: 'db',
      options: postEach('/api/users/cart/addToCart', () => {
        const [productId, variantId] = pick(info.cartVariants);
        return { userId: randomUUID(), cartItems: [{ productId, selectedVariants: [{ variantId, quantity: 1 }] }] };
      }),
    },
    {
      name: 'getCart (500 guest carts, random)',
      kind: 'db',
      options: postEach('/api/users/cart/getCart', () => ({ userId: pick(info.guestCarts) })),
    },
    {
      name: 'getProductCategory {all:true}',
      kind: 'db',
      options: post('/api/products/categories/getProductCategory', { all: true }),
    },
    {
      name: 'SSR GET / (micro-cached)',
      kind: 'ssr',
      options: { method: 'GET', requests: [{ method: 'GET', path: '/' }] },
    },
    // Issue 14: every storefront page rendered without the page cache.
    ...uncachedPages(info).map(
      ({ label, prefix }): Target => ({ name: label, kind: 'ssr', options: uncached(prefix) }),
    ),
    {
      name: 'SSR product page (one id, cached)',
      kind: 'ssr',
      options: { method: 'GET', requests: [{ method: 'GET', path: `/product-detail?id=${info.product.id}&title=x` }] },
    },
    {
      name: 'SSR product page (random ids)',
      kind: 'ssr',
      options: {
        method: 'GET',
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: `/product-detail?id=${pick(info.productIds)}&title=x` }),
          },
        ],
      },
    },
  ];
}

let current: AcInstance | undefined;
let interrupted = false;

async function cannon(url: string, target: Target, duration: number): Promise<AcResult> {
  current = autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, ...target.options });
  try {
    return await current;
  } finally {
    current = undefined;
  }
}

/**
 * Waits (at most 2 minutes) until a lone SELECT 1 through the pool answers quickly again: requests still in flight
 * when autocannon stops keep the server and database busy, and would otherwise slow the next run.
 */
async function settle(url: string, after: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 120_000 && !interrupted) {
    const t = performance.now();
    const response = await fetch(`${url}/bench/select1`, {
      method: 'POST',
      headers: json,
      body: '{}',
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined);
    await response?.arrayBuffer();
    if (response?.ok && performance.now() - t < 20) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const waited = (Date.now() - started) / 1000;
  if (waited > 1) console.error(`    (${after}: waited ${waited.toFixed(1)} s for the server to drain)`);
}

/** Searches that find nothing: worth knowing, since the bench would then measure empty answers. */
async function emptySearches(url: string): Promise<string[]> {
  const empty: string[] = [];
  for (const query of [...SEARCHES, ...TYPO_SEARCHES]) {
    const response = await fetch(`${url}/api/products/searchProducts`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query, pageNo: 1, pageSize: 10 }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as { totalCount?: number };
    if (!body.totalCount) empty.push(query);
  }
  return empty;
}

/** One request per target first, so a broken endpoint fails fast with its answer. */
async function preflight(url: string, target: Target): Promise<void> {
  const first = target.options.requests?.[0];
  if (!first) return;
  const request = first.setupRequest ? first.setupRequest({ ...first }) : first;
  const response = await fetch(`${url}${request.path ?? '/'}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${target.name}: ${response.status} ${text.slice(0, 300)}`);
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (n: number, base: number | undefined) => (base ? `${(n / base).toFixed(2)}×` : '');

function table(rows: Row[]): { header: string[]; body: string[][] } {
  const rate = (name: string) => rows.find((r) => r.target.name === name)?.result.requests.mean;
  const constant = rate('baseline: constant JSON');
  const select1 = rate('baseline: SELECT 1');
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'err/timeout',
    'KB/resp',
    '÷ constant',
    '÷ SELECT 1',
  ];
  const body = rows.map(({ target, result }) => [
    target.name,
    fmt(result.requests.mean),
    fmt(result.latency.p50, 1),
    fmt(result.latency.p99, 1),
    String(result.non2xx),
    `${result.errors}/${result.timeouts}`,
    result.requests.total ? fmt(result.throughput.total / result.requests.total / 1024, 1) : '',
    ratio(result.requests.mean, constant),
    target.kind === 'db' ? ratio(result.requests.mean, select1) : '',
  ]);
  return { header, body };
}

function printTable({ header, body }: { header: string[]; body: string[][] }): void {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

function markdown(
  { header, body }: { header: string[]; body: string[][] },
  info: BenchInfo,
  weights: PageWeight[],
): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    `# Benchmark — ${new Date().toISOString()}`,
    '',
    `Node ${process.version}, ${os.cpus().length} × ${cpu}; ${info.productCount.toLocaleString('en-US')} active products;`,
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per run after a ${WARMUP_SECONDS} s warm-up, one run at a time;`,
    `${info.processes} store process(es) × ${info.connectionsPerProcess} database connections (STORE_PROCESSES);`,
    'server and load generator on the same machine. SSR pages use the 5 s micro-cache; "uncached" varies the URL.',
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...body.map((row) => `| ${row.join(' | ')} |`),
    '',
    'HTML of each storefront page on a first load (issue 14: at most 30 KB raw):',
    '',
    '```',
    ...pageWeightLines(weights),
    '```',
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  await ensureWebBuild();
  let started: BenchServer | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping…`);
    current?.stop();
    // Before READY the child notices its closed stdin and cleans up by itself.
    void (started ? started.stop() : Promise.resolve()).then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  console.error('Starting the bench server (fresh embedded PostgreSQL, demo data + 10 000 products)…');
  const server: BenchServer = await startBenchServer();
  started = server;

  const rows: Row[] = [];
  let weights: PageWeight[] = [];
  try {
    console.error(`Bench server at ${server.url} with ${server.info.productCount} products`);
    weights = await pageWeights(server.url);
    const all = targets(server.info).filter(
      (t) => t.kind === 'baseline' || ONLY.length === 0 || ONLY.some((w) => t.name.toLowerCase().includes(w)),
    );
    const empty = await emptySearches(server.url);
    if (empty.length) console.error(`  Note: these searches find nothing: ${empty.map((q) => `'${q}'`).join(', ')}`);
    // The first run would otherwise also pay for the server's JIT warm-up.
    if (all[0]) await cannon(server.url, all[0], WARMUP_SECONDS * 2);
    for (const target of all) {
      if (interrupted) break;
      await preflight(server.url, target);
      const warm = await cannon(server.url, target, WARMUP_SECONDS);
      await settle(server.url, `${target.name} warm-up`);
      if (interrupted) break;
      const result = await cannon(server.url, target, DURATION);
      rows.push({ target, result, warmupProblems: warm.errors + warm.timeouts + warm.non2xx });
      console.error(
        `  ${target.name}: ${fmt(result.requests.mean)} req/s, p99 ${fmt(result.latency.p99, 1)} ms` +
          (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
      );
      await settle(server.url, target.name);
    }
  } finally {
    await server.stop();
  }
  if (interrupted) return 130;

  const built = table(rows);
  console.log('');
  printTable(built);
  console.log('\nHTML of each storefront page on a first load:');
  for (const line of pageWeightLines(weights)) console.log(`  ${line}`);
  const file = path.join(root, '.bench', 'latest.md');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, markdown(built, server.info, weights));
  console.log(`\nWritten to ${path.relative(process.cwd(), file) || file}`);

  const failed = rows.filter(
    (r) => r.result.errors || r.result.timeouts || r.result.non2xx || r.warmupProblems || !r.result.requests.total,
  );
  for (const { target, result, warmupProblems } of failed) {
    console.error(
      `FAILED ${target.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx` +
        ` ${JSON.stringify(result.statusCodeStats ?? {})}, ${result.requests.total} completed;` +
        ` warm-up problems: ${warmupProblems}`,
    );
  }
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
