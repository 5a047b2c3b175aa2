import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

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
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** The same server address with another database name (works for socket addresses with no host). */
export function withDatabase(url: string, name: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(url);
  if (!match) throw new Error('Not a PostgreSQL connection address');
  return `${match[1]}/${name}${match[2] ?? ''}`;
}
