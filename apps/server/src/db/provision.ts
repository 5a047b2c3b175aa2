import pg from 'pg';
import { withDatabase } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';

export type ProvisionedDatabase = {
  url: string;
  stop: () => Promise<void>;
  embedded: boolean;
  /** The embedded server's unexpected end; never resolves for an external server. */
  died: Promise<string>;
};

const EMBEDDED_DATABASE = 'discus';

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL when given; otherwise the embedded PostgreSQL kept under DATA_DIR. */
export async function provisionDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  log: (line: string) => void,
): Promise<ProvisionedDatabase> {
  if (databaseUrl) return { url: databaseUrl, stop: async () => {}, embedded: false, died: new Promise(() => {}) };
  const server = await startEmbeddedPostgres(dataDir, log);
  try {
    await ensureDatabase(server.url, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: withDatabase(server.url, EMBEDDED_DATABASE), stop: server.stop, embedded: true, died: server.died };
}
