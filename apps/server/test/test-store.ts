import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { connectDatabase, type Db, withDatabase } from '../src/db/client.ts';

export type TestStore = { app: FastifyInstance; db: Db; config: Config; close: () => Promise<void> };

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('serverUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A store on its own copy of the seeded template database (real PostgreSQL, nothing mocked). */
export async function createTestStore(
  env: NodeJS.ProcessEnv = {},
  options: Pick<AppOptions, 'rateLimitNameSpace' | 'web' | 'pageCacheTtlMs' | 'logger' | 'jobPollingSeconds'> = {},
): Promise<TestStore> {
  const name = `discus_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const database = connectDatabase(withDatabase(inject('serverUrl'), name), 10);
  const config = { ...loadConfig({ NODE_ENV: 'test', ...env }), uploadsDir: inject('uploadsDir') };
  const app = await buildApp({ config, db: database.db, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      try {
        await app.close();
      } finally {
        try {
          await database.close();
        } finally {
          await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      }
    },
  };
}

/** POST a JSON body the way the spec's client does (from 127.0.0.1 unless told otherwise). */
export async function post(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  options: { remoteAddress?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url,
    remoteAddress: options.remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined, headers: response.headers };
}

/** Polls until `ok` (background jobs, webhooks); fails naming what it waited for. */
export async function until<T>(what: () => Promise<T>, ok: (value: T) => boolean, label: string): Promise<T> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const value = await what();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${label}`);
}
