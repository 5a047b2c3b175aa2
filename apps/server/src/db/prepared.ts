import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a query as a named prepared statement: PostgreSQL plans it once per connection instead
 * of on every call (planning was most of the time of a product read). The same name must
 * always carry the same SQL text; only the parameters may change.
 */
export async function preparedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
