import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The database inside one transaction (db/transaction.ts): the same API on one checked-out connection. */
export type Tx = NodePgDatabase<typeof schema> & { $client: pg.PoolClient };

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

export type PoolOptions = {
  /** How long a request waits for a connection before it is answered 503 (issue 7). */
  connectionTimeoutMs?: number;
};

// Dates and bigint counts are read as JS values; counts stay well below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export function connectDatabase(url: string, maxConnections = 10, options: PoolOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3000,
    // Search tolerates a typo per word ("pigon" finds "pigeon": word similarity 0.5).
    options: '-c pg_trgm.word_similarity_threshold=0.45',
  });
  // A connection cut while idle is reported on the pool, which drops it. One cut while checked out
  // (inside a transaction, say) is reported on the client itself: without a listener of its own
  // that event would end the process. The query in progress fails with the same error (answered
  // 503), and the pool destroys the broken client when it is released instead of reusing it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  keepConnectionsThatWork(pool);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * pg's `pool.query` throws away its connection on any error: also on a statement that refused
 * (refusals.ts), met a unique key or a check, and the next statement then waited on a new
 * connection (a crowd turned away from a sold-out fish waited on many, decision 044). The store's
 * pool keeps a connection after a statement unless it broke: an error that is not PostgreSQL's
 * answer, or one saying the database is away, or a connection left inside a transaction (a
 * statement list with BEGIN that failed half-way, as pg-boss sends, or a bare BEGIN) is thrown away.
 */
function keepConnectionsThatWork(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const kept = async (text: unknown, values: unknown) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const result = await client.query(text as pg.QueryConfig, values as unknown[] | undefined);
      if (client.getTransactionStatus() !== 'I') broken = new Error('a statement left its connection in a transaction');
      return result;
    } catch (error) {
      const answered = error instanceof pg.DatabaseError && !isDatabaseUnavailable(error);
      if (!answered || (maySendSeveral(text, values) && !(await idleAfterwards(client)))) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
  // Callbacks and submittable queries (cursors) keep pg's own way; the store awaits plain queries.
  pool.query = ((text: unknown, values?: unknown, callback?: unknown) =>
    typeof values === 'function' ||
    typeof callback === 'function' ||
    typeof text === 'function' ||
    typeof (text as { submit?: unknown } | null)?.submit === 'function'
      ? query(text, values, callback)
      : kept(text, values)) as typeof pool.query;
}

/**
 * Whether pg sends the query as plain text (no parameters, no name), which may hold several
 * statements, BEGIN among them. With parameters or a name it is one statement, and one statement
 * that failed leaves the connection as it was.
 */
function maySendSeveral(text: unknown, values: unknown): boolean {
  const config = typeof text === 'string' ? { values } : (text as { name?: unknown; values?: unknown });
  return !config.name && !(Array.isArray(config.values) && config.values.length > 0);
}

/**
 * Whether the connection is outside any transaction. pg rejects a failed query at PostgreSQL's
 * error, before the message saying whether a transaction is still open, so one more statement waits
 * for it (a connection inside a failed transaction refuses even that).
 */
async function idleAfterwards(client: pg.PoolClient): Promise<boolean> {
  try {
    await client.query('SELECT 1');
    return client.getTransactionStatus() === 'I';
  } catch {
    return false;
  }
}

/** The same server address with another database name (works for socket addresses with no host). */
export function withDatabase(url: string, name: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(url);
  if (!match) throw new Error('Not a PostgreSQL connection address');
  return `${match[1]}/${name}${match[2] ?? ''}`;
}
