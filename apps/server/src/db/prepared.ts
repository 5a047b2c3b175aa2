import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db, Tx } from './client.ts';

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
  const client = '$client' in db ? db.$client : db;
  const result = await client.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
