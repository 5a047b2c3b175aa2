// Child process for `npm run bench` / `npm run lighthouse`: the store on a throw-away embedded PostgreSQL
// (or DATABASE_URL), with the demo data plus 10 000 generated products, and two baseline routes.
// Prints `BENCH_INFO <json>` and then `READY <port>` on stdout; SIGTERM/SIGINT stop everything and
// remove the temp dir. Started by bench-server.ts; runnable alone: `PORT=3100 node --import tsx scripts/bench/server.ts`.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getProductByIdAnswer } from '@discus/domain/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { provisionDatabase } from '../../apps/server/src/db/provision.ts';
import { refreshSearchWords } from '../../apps/server/src/modules/catalog/search.ts';
import { seedBulkProducts } from '../../apps/server/src/seed/bulk.ts';
import { connectionsPerProcess, prepareDatabase, serveStoreProcess } from '../../apps/server/src/store.ts';
import { forkStoreProcesses, type StoreProcessGroup } from '../../apps/server/src/store-processes.ts';

export type BenchInfo = {
  /** A random sample of active product ids. */
  productIds: number[];
  product: { id: number; slug: string };
  categorySlug: string;
  productCount: number;
  /** Store processes serving, and the database connections each keeps (decision 042). */
  processes: number;
  connectionsPerProcess: number;
  /** A random sample of in-stock variants of active products, as [productId, variantId]. */
  cartVariants: [number, number][];
  /** Guest ids that already have a cart (for getCart). */
  guestCarts: string[];
};

const BULK_PRODUCTS = Number(process.env.BENCH_BULK_PRODUCTS ?? 10_000);
const SAMPLE_IDS = 2000;
const GUEST_CARTS = 500;
const webBuildDir = fileURLToPath(new URL('../../apps/web/build', import.meta.url));

if (cluster.isWorker) await serveBenchProcess();
else await startPrimary();

/** Baselines, on each store process: the same plugins and hooks, without the catalog's work. */
async function addBaselines(app: FastifyInstance, productId: number): Promise<void> {
  let constant: unknown = null;
  app.post('/bench/constant', async () => constant);
  app.post('/bench/constant-zod', { schema: { response: { 200: getProductByIdAnswer } } }, async () => constant);
  app.post('/bench/select1', async () => {
    const { rows } = await app.db.execute(sql`SELECT 1 AS one`);
    return { result: rows[0] };
  });
  const answer = await app.inject({ method: 'POST', url: '/api/products/getProductById', payload: { id: productId } });
  if (answer.statusCode !== 200) throw new Error(`getProductById answered ${answer.statusCode}: ${answer.body}`);
  constant = answer.json();
}

/** One of the store processes (decision 042), on the database the primary seeded. */
async function serveBenchProcess(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', HOST: '127.0.0.1' });
  const store = await serveStoreProcess({
    config,
    web: { kind: 'build', dir: webBuildDir },
    logger: false,
    extend: (app) => addBaselines(app, Number(process.env.BENCH_PRODUCT_ID)),
  });
  const stop = () => void store.stop().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * The primary: the database seeded and the figures' inputs picked, then the store processes forked
 * (as many as `npm start` runs; with one too, so every run has the same shape).
 */
async function startPrimary(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'discus-bench-'));
  let release: (() => Promise<void>) | undefined;
  let processes: StoreProcessGroup | undefined;
  let stopping: Promise<void> | undefined;

  /** Once: the store processes, then the database, then the temp dir. */
  const shutdown = (code: number): Promise<void> => {
    stopping ??= (async () => {
      try {
        await processes?.stop();
        await release?.();
      } catch (error) {
        console.error('bench server: stopping failed', error);
        code = 1;
      }
      await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
      process.exit(code);
    })();
    return stopping;
  };
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));
  // Started by bench-server.ts with a stdin pipe: if the parent dies, the pipe closes and we clean up.
  if (process.env.BENCH_WATCH_STDIN === '1') {
    process.stdin.on('end', () => void shutdown(0));
    process.stdin.on('error', () => void shutdown(0));
    process.stdin.resume();
  }

  try {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: process.env.PORT ?? '0',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });

    const started = Date.now();
    const provisioned = await provisionDatabase(config.databaseUrl, config.dataDir, () => {});
    const database = connectDatabase(provisioned.url, connectionsPerProcess(1));
    release = async () => {
      await database.close();
      await provisioned.stop();
    };

    await prepareDatabase(database.db, config);
    const { rows: counted } = await database.db.execute(sql`SELECT count(*)::int AS n FROM products`);
    const before = (counted[0] as { n: number }).n;
    // With a reused DATABASE_URL the bulk products may be there already.
    if (before < BULK_PRODUCTS) await seedBulkProducts(database.db, BULK_PRODUCTS, config.uploadsDir);
    await refreshSearchWords(database.db);
    await database.db.execute(sql`ANALYZE`);
    console.error(`bench server: database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const { rows: sample } = await database.db.execute(
      sql`SELECT id, slug FROM products WHERE active ORDER BY random() LIMIT ${SAMPLE_IDS}`,
    );
    const products = sample as { id: number; slug: string }[];
    const { rows: all } = await database.db.execute(sql`SELECT count(*)::int AS n FROM products WHERE active`);
    // The oldest product is a demo one: the same product on every run, for the baseline and the product page.
    const { rows: oldest } = await database.db.execute(
      sql`SELECT id, slug FROM products WHERE active ORDER BY id LIMIT 1`,
    );
    const first = oldest[0] as { id: number; slug: string } | undefined;
    if (!first) throw new Error('no active products after seeding');

    const { rows: inStock } = await database.db.execute(
      sql`SELECT v.product_id AS "productId", v.id AS "variantId"
      FROM variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id
      WHERE v.active AND p.active AND c.active AND v.stock > 0 ORDER BY random() LIMIT ${SAMPLE_IDS}`,
    );
    const cartVariants = (inStock as { productId: number; variantId: number }[]).map(
      (v) => [v.productId, v.variantId] as [number, number],
    );
    if (!cartVariants.length) throw new Error('no variant in stock after seeding');

    // The rest is set up through the API, as a client would, on an app of its own that does not serve.
    const setup = await buildApp({ config, db: database.db, logger: false });
    let categorySlug: string | undefined;
    const guestCarts: string[] = [];
    try {
      const categories = await setup.inject({
        method: 'POST',
        url: '/api/products/categories/getProductCategory',
        payload: { all: true },
      });
      categorySlug = (categories.json() as { result: { slug: string; productCount: number }[] }).result.find(
        (c) => c.productCount > 0,
      )?.slug;
      if (!categorySlug) throw new Error('no category with products');
      // Guest carts of 1 to 3 lines for the getCart run.
      for (let i = 0; i < GUEST_CARTS; i++) {
        const userId = randomUUID();
        const picked = new Map<number, [number, number]>();
        for (let n = 1 + (i % 3); n > 0; n--) {
          const v = cartVariants[Math.floor(Math.random() * cartVariants.length)] as [number, number];
          picked.set(v[1], v);
        }
        const cartItems = [...picked.values()].map(([productId, variantId]) => ({
          productId,
          selectedVariants: [{ variantId, quantity: 1 }],
        }));
        const added = await setup.inject({
          method: 'POST',
          url: '/api/users/cart/addToCart',
          payload: { userId, cartItems },
        });
        if (added.statusCode !== 200) throw new Error(`addToCart answered ${added.statusCode}: ${added.body}`);
        guestCarts.push(userId);
      }
    } finally {
      await setup.close();
    }

    processes = await forkStoreProcesses({
      count: config.processes,
      env: {
        DATABASE_URL: provisioned.url,
        DATA_DIR: dataDir,
        PORT: String(config.port),
        BENCH_PRODUCT_ID: String(first.id),
      },
      log: { error: console.error, fatal: console.error },
    });
    const info: BenchInfo = {
      productIds: products.map((p) => p.id),
      product: first,
      categorySlug,
      productCount: (all[0] as { n: number }).n,
      processes: config.processes,
      connectionsPerProcess: connectionsPerProcess(config.processes),
      cartVariants,
      guestCarts,
    };
    process.stdout.write(`BENCH_INFO ${JSON.stringify(info)}\n`);
    process.stdout.write(`READY ${new URL(processes.url).port}\n`);
  } catch (error) {
    console.error('bench server: start failed', error);
    await shutdown(1);
  }
}
