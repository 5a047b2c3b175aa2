import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { connectDatabase, type Db } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { provisionDatabase } from './db/provision.ts';
import { refreshSearchWords } from './modules/catalog/search.ts';
import { ensureAdmin } from './modules/users/admin.ts';
import { seedDemoData } from './seed/demo.ts';
import { seedDemoRatings } from './seed/demo-ratings.ts';

export type RunningStore = { app: FastifyInstance; url: string; stop: () => Promise<void> };

type StoreOptions = Pick<AppOptions, 'web' | 'serverFactory' | 'logger'> & { config: Config };

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
  const database = connectDatabase(provisioned.url, 20);
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
  // An external server comes back by itself (the pool reconnects, requests get 503 meanwhile);
  // the embedded one is ours, and nothing restarts it: exit, so a supervisor restarts the store
  // and the start recovers the cluster (issue 7, README).
  void provisioned.died.then((how) => {
    app.log.fatal(`The embedded PostgreSQL stopped unexpectedly (${how}); the store exits so it can be restarted`);
    process.exit(1);
  });
  try {
    const url = await app.listen({ port: config.port, host: config.host });
    return { app, url, stop: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
