import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// Dates and bigint counts are read as JS values; counts stay well below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export function connectDatabase(url: string, maxConnections = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    idleTimeoutMillis: 30_000,
    // Search tolerates a typo per word ("pigon" finds "pigeon": word similarity 0.5).
    options: '-c pg_trgm.word_similarity_threshold=0.45',
  });
  // A dropped idle connection must not crash the store; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** The same server address with another database name (works for socket addresses with no host). */
export function withDatabase(url: string, name: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(url);
  if (!match) throw new Error('Not a PostgreSQL connection address');
  return `${match[1]}/${name}${match[2] ?? ''}`;
}
