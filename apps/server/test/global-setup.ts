import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, withDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { refreshSearchWords } from '../src/modules/catalog/search.ts';
import { seedDemoData } from '../src/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    templateDatabase: string;
    uploadsDir: string;
  }
}

/**
 * One PostgreSQL for the run: the external one named by TEST_DATABASE_URL, or an embedded one in
 * a temporary directory. A template database is migrated and seeded once; each test file copies it.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'discus-test-'));
  const uploadsDir = path.join(workDir, 'uploads');
  const embedded = process.env.TEST_DATABASE_URL ? undefined : await startEmbeddedPostgres(workDir);
  const serverUrl = process.env.TEST_DATABASE_URL ?? embedded?.url ?? '';
  const templateDatabase = `discus_template_${process.pid}`;

  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
    await admin.query(`CREATE DATABASE ${templateDatabase}`);
    const template = connectDatabase(withDatabase(serverUrl, templateDatabase), 4);
    await applyMigrations(template.db);
    await seedDemoData(template.db, uploadsDir);
    await refreshSearchWords(template.db);
    await template.close();
  } catch (error) {
    await admin.end().catch(() => {});
    await embedded?.stop();
    throw error;
  }

  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('uploadsDir', uploadsDir);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
