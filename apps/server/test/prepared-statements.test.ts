// A statement that refuses (a sold-out fish, a cart over its stock) is an answer, not a broken
// connection: the pool keeps the connection, so a crowd turned away does not wait on new ones.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { preparedRows } from '../src/db/prepared.ts';
import { refusalOf } from '../src/db/refusals.ts';
import { eventually } from './eventually.ts';
import { createTestStore, type TestStore } from './test-store.ts';

let store: TestStore;
let connectionsMade = 0;
beforeAll(async () => {
  store = await createTestStore();
  store.db.$client.on('connect', () => {
    connectionsMade++;
  });
});
afterAll(() => store.close());

const refusing = () => preparedRows(store.db, 'test-refuse', sql`SELECT refuse(json_build_object('left', 0))`);

it('keeps the connection when a statement refuses or meets a unique key', async () => {
  await preparedRows(store.db, 'test-one', sql`SELECT 1 AS one`);
  const before = connectionsMade;
  for (let i = 0; i < 5; i++) {
    const error = await refusing().catch((e: unknown) => e);
    expect(refusalOf(error)).toEqual({ left: 0 });
  }
  const duplicate = () =>
    preparedRows(
      store.db,
      'test-year',
      sql`INSERT INTO invoice_series (financial_year, last_number) VALUES ('test', 1)`,
    );
  await duplicate();
  for (let i = 0; i < 3; i++) await expect(duplicate()).rejects.toMatchObject({ code: '23505' });
  expect(connectionsMade).toBe(before);
  expect(await preparedRows(store.db, 'test-one', sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
});

it('keeps the connection when a plain statement through Drizzle meets a unique key', async () => {
  const year = () => store.db.execute(sql`INSERT INTO invoice_series (financial_year, last_number) VALUES ('t2', 1)`);
  await year();
  const before = connectionsMade;
  for (let i = 0; i < 3; i++) await expect(year()).rejects.toMatchObject({ cause: { code: '23505' } });
  expect(connectionsMade).toBe(before);
});

it('throws away a connection a statement left inside a transaction, failed or open', async () => {
  const pool = store.db.$client;
  await expect(pool.query('BEGIN; SELECT 1 / 0; COMMIT')).rejects.toMatchObject({ code: '22012' });
  await pool.query('BEGIN');
  // Were either kept, a statement on it would fail ("current transaction is aborted") or run
  // inside the open transaction.
  const inTransaction = await Promise.all(
    Array.from({ length: 4 }, async () => (await pool.query('SELECT now() <> statement_timestamp() AS open')).rows[0]),
  );
  expect(inTransaction).toEqual(Array.from({ length: 4 }, () => ({ open: false })));
  // A connection thrown away ends on the server a moment after the pool closes it.
  const left = await eventually(
    async () =>
      (
        await pool.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'",
        )
      ).rows[0].n as number,
    (n) => n === 0,
    5000,
  );
  expect(left).toBe(0);
});

it('throws away a connection that broke, and serves on a new one', async () => {
  await expect(
    preparedRows(store.db, 'test-end-self', sql`SELECT pg_terminate_backend(pg_backend_pid())`),
  ).rejects.toThrow();
  // Were it kept, one of these would be handed the dead connection and fail.
  const rows = await Promise.all(
    Array.from({ length: 3 }, () => preparedRows(store.db, 'test-one', sql`SELECT 1 AS one`)),
  );
  expect(rows.flat()).toEqual([{ one: 1 }, { one: 1 }, { one: 1 }]);
});
