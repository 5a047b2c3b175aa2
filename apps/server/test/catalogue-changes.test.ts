import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { SEARCH_INDEX_REBUILT, SEARCH_WORDS_REREAD } from '../src/modules/catalog/follow-changes.ts';
import { LISTENER_NAME } from '../src/plugins/catalogue-changes.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// Two store processes on one database (the second is a second app with its own pool and caches,
// as another process would have): a change made through one shows through the other at once.

let first: TestStore;
let second: FastifyInstance;
let secondDatabase: Database;
let productId: number;
// What each process logged (messages only), to count its search index rebuilds.
const logged = { first: [] as string[], second: [] as string[] };
const loggingTo = (lines: string[]) => ({
  level: 'info',
  stream: { write: (line: string) => lines.push((JSON.parse(line) as { msg: string }).msg) },
});

beforeAll(async () => {
  first = await createTestStore({}, { logger: loggingTo(logged.first) });
  const url = first.db.$client.options.connectionString as string;
  secondDatabase = connectDatabase(url, 5);
  second = await buildApp({ config: first.config, db: secondDatabase.db, logger: loggingTo(logged.second) });
  await second.ready();
  await Promise.all([first.app.catalogueChanges.listening(), second.catalogueChanges.listening()]);
  const { rows } = await first.db.execute(sql`SELECT id FROM products WHERE active ORDER BY id LIMIT 1`);
  productId = (rows[0] as { id: number }).id;
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});

const titleThrough = async (app: FastifyInstance) =>
  (await post(app, '/api/products/getProductById', { id: productId })).body.result.title as string;

/** Polls until `read` gives `want` or the deadline passes; answers what it saw last. */
async function eventually<T>(read: () => Promise<T>, want: T, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  let seen = await read();
  while (seen !== want && Date.now() < deadline) {
    await delay(20);
    seen = await read();
  }
  return seen;
}

async function renameProduct(title: string, publish: boolean) {
  await inTransaction(first.db, async (tx) => {
    await tx.execute(sql`UPDATE products SET title = ${title} WHERE id = ${productId}`);
    if (publish) await first.app.catalogueChanges.publish(tx, { kind: 'product', productId });
  });
}

describe('catalogue changes across store processes', () => {
  it('shows a change made through one process through the other within a second', async () => {
    const before = await titleThrough(second);
    // Unannounced, the other process keeps answering from its cache: the broadcast is what clears it.
    await renameProduct('Quietly Renamed Discus', false);
    expect(await titleThrough(second)).toBe(before);

    await renameProduct('Broadcast Renamed Discus', true);
    expect(await eventually(() => titleThrough(second), 'Broadcast Renamed Discus', 1000)).toBe(
      'Broadcast Renamed Discus',
    );
    expect(await eventually(() => titleThrough(first.app), 'Broadcast Renamed Discus', 1000)).toBe(
      'Broadcast Renamed Discus',
    );
  });

  it('finds a renamed product through the other process by a misspelt new name (the word list follows)', async () => {
    const search = async () =>
      (await post(second, '/api/products/searchProducts', { query: 'quetzalcotl', pageNo: 1, pageSize: 10 })).body
        .result as { id: number }[];
    expect(await search()).toEqual([]);
    await renameProduct('Quetzalcoatl Discus', true);
    const found = await eventually(async () => (await search()).some((p) => p.id === productId), true, 1500);
    expect(found).toBe(true);
  });

  it("reads the catalogue into every process's search index once per change", async () => {
    const count = (message: string) => ({
      first: logged.first.filter((m) => m === message).length,
      second: logged.second.filter((m) => m === message).length,
    });
    const rebuilds = () => ({ products: count(SEARCH_INDEX_REBUILT), words: count(SEARCH_WORDS_REREAD) });
    const before = rebuilds();
    await renameProduct('Xiphophorus Discus', true);
    // Found by a typo once the word list has followed the change too, the last step it causes.
    for (const app of [first.app, second]) {
      const found = await eventually(
        async () =>
          (
            (await post(app, '/api/products/searchProducts', { query: 'xiphophrus', pageNo: 1, pageSize: 10 })).body
              .result as { id: number }[]
          ).some((p) => p.id === productId),
        true,
        3000,
      );
      expect(found).toBe(true);
    }
    // Each process read the products' words once, and the rebuilt word list once.
    expect(rebuilds()).toEqual({
      products: { first: before.products.first + 1, second: before.products.second + 1 },
      words: { first: before.words.first + 1, second: before.words.second + 1 },
    });
  });

  it('finds a renamed product by its new name once its words are read, before the word list follows', async () => {
    // "…y" and "…e" words are stemmed to "…i" and "…" by PostgreSQL: the index must know the new
    // words' stems as soon as it has read the products again, before the shared word list is
    // rebuilt (300 ms after the change, then read in a change of its own).
    const rebuilt = () => logged.second.filter((m) => m === SEARCH_INDEX_REBUILT).length;
    for (const title of ['Zephyrquokky Discus', 'Marbleswirlate Discus']) {
      const before = rebuilt();
      await renameProduct(title, true);
      expect(await eventually(async () => rebuilt() > before, true, 3000)).toBe(true);
      const word = (title.split(' ')[0] as string).toLowerCase();
      const answer = await post(second, '/api/products/searchProducts', { query: word, pageNo: 1, pageSize: 10 });
      expect(answer.body.result.map((p: { id: number }) => p.id)).toContain(productId);
    }
  });

  it('announces nothing when the transaction rolls back', async () => {
    const heard: unknown[] = [];
    // The word list rebuilt after a change announces itself too; this test counts the others.
    const stop = second.catalogueChanges.subscribe((change) => {
      if (change.kind !== 'searchWords') heard.push(change);
    });
    await expect(
      inTransaction(first.db, async (tx) => {
        await first.app.catalogueChanges.publish(tx, { kind: 'product', productId });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await inTransaction(first.db, (tx) => first.app.catalogueChanges.publish(tx, { kind: 'category', categoryId: 1 }));
    await eventually(async () => heard.length, 1, 1000);
    stop();
    expect(heard).toEqual([{ kind: 'category', categoryId: 1 }]);
  });

  it('keeps listening after its connection is cut, and counts the gap as everything changed', async () => {
    const heard: unknown[] = [];
    const stop = second.catalogueChanges.subscribe((change) => heard.push(change));
    await titleThrough(second); // cached now, for 5 s
    const admin = new pg.Client({ connectionString: inject('serverUrl') });
    await admin.connect();
    const database = (await first.db.execute(sql`SELECT current_database() AS name`)).rows[0] as { name: string };
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
      [database.name, LISTENER_NAME],
    );
    await admin.end();
    expect(rowCount).toBe(2);

    // Changed while the listeners were away: the reconnect itself tells "all".
    await renameProduct('Renamed During The Cut', false);
    // Wait for the reconnect's word rather than the title: on a busy machine the 5 s caches may
    // expire first and show the new title before the listener is back.
    const heardAll = async () => heard.some((change) => (change as { kind: string }).kind === 'all');
    expect(await eventually(heardAll, true, 10_000)).toBe(true);
    expect(await eventually(() => titleThrough(second), 'Renamed During The Cut', 2000)).toBe('Renamed During The Cut');

    await renameProduct('Renamed After The Cut', true);
    expect(await eventually(() => titleThrough(second), 'Renamed After The Cut', 1000)).toBe('Renamed After The Cut');
    stop();
  });
});
