// The store for a benchmark that needs its own database: a throw-away embedded PostgreSQL in a temp
// directory, migrated and seeded with the demo data, the app listening on a free port.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { prepareDatabase } from '../../apps/server/src/store.ts';

export type ThrowawayStore = {
  workDir: string;
  server: EmbeddedPostgres;
  database: Database;
  app: FastifyInstance;
  url: string;
  stop: () => Promise<void>;
};

/** `beforeListen` adds routes (the baselines) before the app listens; `env` adds settings (e.g. Razorpay's keys). */
export async function startThrowawayStore(
  name: string,
  beforeListen: (app: FastifyInstance) => void = () => {},
  env: NodeJS.ProcessEnv = {},
): Promise<ThrowawayStore & { restartDatabase: () => Promise<void> }> {
  const workDir = await mkdtemp(path.join(tmpdir(), `discus-${name}-bench-`));
  const store = { workDir, server: await startEmbeddedPostgres(workDir) } as ThrowawayStore & {
    restartDatabase: () => Promise<void>;
  };
  store.database = connectDatabase(store.server.url, 20);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: workDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'true',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    ...env,
  });
  await prepareDatabase(store.database.db, config);
  store.app = await buildApp({ config, db: store.database.db });
  beforeListen(store.app);
  store.url = await store.app.listen({ port: 0, host: '127.0.0.1' });
  store.restartDatabase = async () => {
    await store.server.stop();
    store.server = await startEmbeddedPostgres(workDir);
  };
  store.stop = async () => {
    await store.app.close();
    await store.database.close();
    await store.server.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  return store;
}

export type StoreInOwnProcess = { workDir: string; database: Database; url: string; stop: () => Promise<void> };

const storeProcessEntry = fileURLToPath(new URL('./store-process.ts', import.meta.url));

/**
 * A throw-away store whose app runs in a process of its own (store-process.ts, with the
 * `/bench/constant` baseline), so the load generator in this process does not take turns with it
 * on one thread: the figures are the store's, as a buyer's phone would meet it. This process keeps
 * the database for preparing data and checking it afterwards.
 */
export async function startThrowawayStoreInOwnProcess(
  name: string,
  env: NodeJS.ProcessEnv = {},
): Promise<StoreInOwnProcess> {
  const workDir = await mkdtemp(path.join(tmpdir(), `discus-${name}-bench-`));
  const server = await startEmbeddedPostgres(workDir);
  const database = connectDatabase(server.url, 5);
  const settings = {
    NODE_ENV: 'production',
    DATA_DIR: workDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  };
  await prepareDatabase(database.db, loadConfig({ ...settings, SEED_DEMO_DATA: 'true', ...env }));
  const child = spawn(process.execPath, ['--import', 'tsx', storeProcessEntry], {
    env: { ...process.env, ...settings, ...env, BENCH_DATABASE_URL: server.url },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const stopChild = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench store process exited (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice('READY '.length));
    });
  });
  child.removeAllListeners('exit');
  const stop = async () => {
    process.off('uncaughtException', onCrash);
    await stopChild();
    await database.close();
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  // A bench that fails half-way (its load generator refusing an option, say) still stops its
  // PostgreSQL and store process, instead of leaving them running after it exits.
  function onCrash(error: unknown) {
    console.error(error);
    void stop().finally(() => process.exit(1));
  }
  process.once('uncaughtException', onCrash);
  return { workDir, database, url, stop };
}
