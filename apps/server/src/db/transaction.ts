import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from './client.ts';
import * as schema from './schema.ts';

// Drizzle on each pooled connection, made once per connection: making it reads the whole schema,
// which cost more than a short transaction's own work (decision 040).
const onConnection = new WeakMap<pg.PoolClient, Tx>();

function drizzleOn(client: pg.PoolClient): Tx {
  let tx = onConnection.get(client);
  if (!tx) {
    tx = drizzle(client, { schema });
    onConnection.set(client, tx);
  }
  return tx;
}

/**
 * Runs `work` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it
 * throws. `tx` is the Drizzle API on that connection, and `tx.$client` the connection itself for
 * prepared statements. The one way to open a transaction in the store: Drizzle's own
 * `db.transaction` keeps the connection checked out forever when its BEGIN fails on a connection
 * that was just cut (issue 7), and a pool that leaks connections stops serving.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionOn(db, 'BEGIN', work);
}

/**
 * Runs the reads of `work` as of one moment: a read-only transaction whose every statement sees the
 * database as its first one did (REPEATABLE READ). A page read in several statements then never
 * shows an order's new status beside its old timeline. Inside a transaction already, `work` runs in
 * it.
 */
export function inSnapshot<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!(db.$client instanceof pg.Pool)) return work(db as Tx);
  return transactionOn(db as Db, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', work);
}

async function transactionOn<T>(db: Db, begin: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query(begin);
    const result = await work(drizzleOn(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is broken: it is destroyed, never reused.
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
