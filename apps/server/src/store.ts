import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { connectDatabase, type Db } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { type ProvisionedDatabase, provisionDatabase } from './db/provision.ts';
import { refreshSearchWords } from './modules/catalog/search.ts';
import { ensureAdmin } from './modules/users/admin.ts';
import { seedDemoData } from './seed/demo.ts';
import { seedDemoRatings } from './seed/demo-ratings.ts';
import { forkStoreProcesses } from './store-processes.ts';

export type RunningStore = { log: FastifyBaseLogger; url: string; stop: () => Promise<void> };

type StoreOptions = Pick<AppOptions, 'web' | 'serverFactory' | 'logger'> & { config: Config };

/**
 * Database connections each store process keeps at most: about ten for the store as a whole, at
 * least five each (decision 042). On two cores more only queue up in PostgreSQL: placing orders
 * with one process went from 271 orders/s (p99 402 ms) at 20 connections to 295 (277 ms) at 10 and
 * 336 (211 ms) at 5; with two processes, 20 each gave 180/s (p99 1,074 ms), 5 each 266/s (339 ms).
 */
export function connectionsPerProcess(processes: number): number {
  return Math.max(5, Math.ceil(10 / processes));
}

/** Migrations, demo data on an empty database, and the admin from the settings. */
export async function prepareDatabase(db: Db, config: Config): Promise<void> {
  await applyMigrations(db);
  const { rows } = await db.execute(sql`SELECT count(*)::int AS n FROM categories`);
  if (config.seedDemoData && (rows[0] as { n: number }).n === 0) {
    await seedDemoData(db, config.uploadsDir);
    // Reviews come with accounts for demo customers: kept out of seedDemoData, whose catalogue and
    // orders the tests' template database is made of (their customer lists start empty).
    await seedDemoRatings(db, config.uploadsDir);
  }
  await refreshSearchWords(db);
  if (config.admin) await ensureAdmin(db, config.admin);
}

/** Database up and prepared, app listening; `stop` finishes requests in flight, then the database. */
export async function startStore({ config, ...appOptions }: StoreOptions): Promise<RunningStore> {
  const provisioned = await provisionDatabase(config.databaseUrl, config.dataDir, () => {});
  const database = connectDatabase(provisioned.url, connectionsPerProcess(1));
  const release = async () => {
    await database.close();
    await provisioned.stop();
  };

  let app: FastifyInstance;
  try {
    await prepareDatabase(database.db, config);
    app = await buildApp({ config, db: database.db, ...appOptions });
  } catch (error) {
    await release();
    throw error;
  }
  app.addHook('onClose', release);
  exitWhenTheDatabaseDies(provisioned, app.log);
  try {
    const url = await app.listen({ port: config.port, host: config.host });
    return { log: app.log, url, stop: once(() => app.close()) };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * An external server comes back by itself (the pool reconnects, requests get 503 meanwhile); the
 * embedded one is ours, and nothing restarts it: exit (after `first`), so a supervisor restarts the
 * store and the start recovers the cluster (issue 7, README).
 */
function exitWhenTheDatabaseDies(
  provisioned: ProvisionedDatabase,
  log: FastifyBaseLogger,
  first: () => Promise<void> = async () => {},
): void {
  void provisioned.died.then(async (how) => {
    log.fatal(`The embedded PostgreSQL stopped unexpectedly (${how}); the store exits so it can be restarted`);
    await first();
    process.exit(1);
  });
}

function once(stop: () => PromiseLike<unknown>): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= Promise.resolve(stop()).then(() => {});
    return stopping;
  };
}

/**
 * The primary of several store processes (config.processes > 1, docs/decisions/042): the database
 * up and prepared once, then the processes forked on it; `stop` ends them, then the database.
 */
export async function startStoreProcesses(config: Config): Promise<RunningStore> {
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  const provisioned = await provisionDatabase(config.databaseUrl, config.dataDir, () => {});
  let group: Awaited<ReturnType<typeof forkStoreProcesses>>;
  try {
    const database = connectDatabase(provisioned.url, 2);
    try {
      await prepareDatabase(database.db, config);
    } finally {
      await database.close();
    }
    group = await forkStoreProcesses({ count: config.processes, env: { DATABASE_URL: provisioned.url }, log });
  } catch (error) {
    await provisioned.stop();
    throw error;
  }
  exitWhenTheDatabaseDies(provisioned, log, () => group.stop());
  void group.failed.then(async () => {
    await provisioned.stop();
    process.exit(1);
  });
  return {
    log,
    url: group.url,
    stop: once(async () => {
      await group.stop();
      await provisioned.stop();
    }),
  };
}

/**
 * One of several store processes: the app on the database the primary prepared (DATABASE_URL),
 * listening on the port they share. When the primary is gone (killed, say) it stops too. `extend`
 * adds routes before the app starts (the benchmarks' baselines).
 */
export async function serveStoreProcess({
  config,
  extend,
  ...appOptions
}: StoreOptions & { extend?: (app: FastifyInstance) => Promise<void> }): Promise<RunningStore> {
  if (!config.databaseUrl) throw new Error('a store process needs the database its primary prepared');
  const database = connectDatabase(config.databaseUrl, connectionsPerProcess(config.processes));
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, db: database.db, ...appOptions });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.addHook('onClose', () => database.close());
  try {
    await extend?.(app);
  } catch (error) {
    await app.close();
    throw error;
  }
  const url = await app.listen({ port: config.port, host: config.host });
  const stop = once(() => app.close());
  process.once('disconnect', () => {
    void stop().finally(() => process.exit(1));
  });
  return { log: app.log, url, stop };
}
