import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const dialect = new PgDialect();

/** The pool (through Db) or one checked-out connection, e.g. inside a transaction. */
export type Queryable = Db | Tx | pg.ClientBase;

/**
 * Runs a query as a named prepared statement: PostgreSQL plans it once per connection instead
 * of on every call (planning was most of the time of a product read). The same name must
 * always carry the same SQL text; only the parameters may change.
 */
export async function preparedRows<T>(db: Queryable, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const config = { name, text, values: params as unknown[] };
  const target = '$client' in db ? db.$client : db;
  if (!(target instanceof pg.Pool)) return (await target.query(config)).rows as T[];
  // pg's pool.query would throw away the connection on any error, also on a statement that refused
  // (refusals.ts) or met a unique key: a crowd turned away from a sold-out fish then waited on new
  // connections. Only a connection that broke is thrown away.
  const client = await target.connect();
  let broken: Error | undefined;
  try {
    return (await client.query(config)).rows as T[];
  } catch (error) {
    if (!(error instanceof pg.DatabaseError) || isDatabaseUnavailable(error)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
