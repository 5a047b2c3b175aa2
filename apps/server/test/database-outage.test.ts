import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { guestId, item, type Variant, variantsWithStock } from './cart-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// issue 7: a failover, a restart or an operator's pg_terminate_backend cuts the store's connections.
// The store must live through it, answer 503 while the database is gone and serve again by itself.

const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
const ADD = '/api/users/cart/addToCart';
const GET = '/api/users/cart/getCart';

async function databaseNameOf(db: TestStore['db']): Promise<string> {
  const { rows } = await db.execute(sql`SELECT current_database() AS name`);
  return (rows[0] as { name: string }).name;
}

/** What an operator or a failover does: end every session of the store's database. */
async function cutConnections(serverUrl: string, database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      [database],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('connections cut under load', () => {
  let store: TestStore;
  let fish: Variant;
  let food: Variant;
  beforeAll(async () => {
    store = await createTestStore();
    [fish, food] = (await variantsWithStock(store.db, 2, 1_000_000)) as [Variant, Variant];
  });
  afterAll(() => store.close());

  it('keeps the store alive: caught requests get 503, then everything succeeds again, nothing half-written', async () => {
    const serverUrl = (await import('vitest')).inject('serverUrl');
    const database = await databaseNameOf(store.db);
    const statuses = new Map<number, number>();
    const placed: string[] = [];
    const tried: string[] = [];
    let running = true;

    // 20 buyers adding two lines each to fresh guest carts (each add is one transaction).
    const buyer = async () => {
      while (running) {
        const guest = guestId();
        tried.push(guest);
        const answer = await post(store.app, ADD, { userId: guest, cartItems: [item(fish, 1), item(food, 2)] });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 200) placed.push(guest);
        if (answer.status === 503) expect(answer.body).toEqual({ message: messages.serviceUnavailable });
      }
    };
    const buyers = Array.from({ length: 20 }, buyer);

    await delay(300);
    const firstCut = await cutConnections(serverUrl, database);
    await delay(300);
    const secondCut = await cutConnections(serverUrl, database);
    await delay(300);
    running = false;
    await Promise.all(buyers);

    expect(firstCut + secondCut).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200]));
    for (const status of statuses.keys()) expect([200, 503]).toContain(status);

    // Within 5 s every request succeeds again, without restarting anything.
    const cutAt = Date.now();
    let allGood = false;
    while (!allGood && Date.now() - cutAt < 5000) {
      const round = await Promise.all(
        Array.from({ length: 20 }, () => post(store.app, ADD, { userId: guestId(), cartItems: [item(fish, 1)] })),
      );
      allGood = round.every((answer) => answer.status === 200);
      if (!allGood) await delay(100);
    }
    expect(allGood).toBe(true);

    // Every cart a buyer tried to fill holds both lines or does not exist: none was half-written.
    const { rows } = await store.db.execute(
      sql`SELECT c.owner_id, count(l.variant_id)::int AS lines FROM carts c
        LEFT JOIN cart_lines l ON l.cart_id = c.id
        WHERE c.owner_id = ANY(${sql.param(tried)}::text[]) GROUP BY c.owner_id`,
    );
    expect(rows.filter((row) => (row as { lines: number }).lines !== 2)).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(placed.length);
    // Each buyer told 200 finds their cart with its two lines.
    const sample = placed.slice(0, 10);
    for (const guest of sample) {
      const { body } = await post(store.app, GET, { userId: guest });
      expect(body.cartData_base.cartItems).toHaveLength(2);
    }
  });
});

describe('the database stopped for a few seconds', () => {
  let workDir: string;
  let server: EmbeddedPostgres;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A throw-away PostgreSQL of this test's own, so no other test loses its server.
    workDir = await mkdtemp(path.join(tmpdir(), 'discus-outage-'));
    server = await startEmbeddedPostgres(workDir);
    database = connectDatabase(server.url, 5, { connectionTimeoutMs: 1000 });
    await applyMigrations(database.db);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), uploadsDir: path.join(workDir, 'uploads') };
    app = await buildApp({ config, db: database.db });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    try {
      await app?.close();
      await database?.close();
    } finally {
      await server?.stop();
      await rm(workDir, { recursive: true, force: true });
    }
  });

  it('answers 503 with Retry-After while it is down, and serves again without a restart', async () => {
    expect((await post(app, GET, { userId: randomUUID() })).status).toBe(200);

    await server.stop();
    const down = await Promise.all(Array.from({ length: 5 }, () => post(app, GET, { userId: randomUUID() })));
    for (const answer of down) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: expect.any(String) });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    server = await startEmbeddedPostgres(workDir);
    const backAt = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - backAt < 5000) {
      status = (await post(app, GET, { userId: randomUUID() })).status;
      if (status !== 200) await delay(100);
    }
    expect(status).toBe(200);
  });
});

describe('a database that accepts connections but never answers', () => {
  let silent: Server;
  let database: Database;
  let app: FastifyInstance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    database = connectDatabase(`postgres://postgres@127.0.0.1:${port}/discus`, 5, { connectionTimeoutMs: 1000 });
    if (!existsSync(webBuildDir)) throw new Error('the page tests need the built web app: run `npm run build` first');
    const web = { kind: 'build' as const, dir: webBuildDir };
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: database.db, web, pageCacheTtlMs: 0 });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    for (const socket of sockets) socket.destroy();
    await database?.close().catch(() => {});
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 when the connection timeout passes instead of hanging', async () => {
    const answer = await post(app, GET, { userId: randomUUID() });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a page with 503, Retry-After and a page saying to try again, not a server error', async () => {
    const page = await app.inject({ method: 'GET', url: '/product-list?category=discus' });
    expect(page.statusCode).toBe(503);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toContain(messages.serviceUnavailable);
    expect(page.body).not.toContain('Something went wrong');
  });
});
