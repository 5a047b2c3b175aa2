import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` as a person runs it: separate processes, real signals, data kept between starts.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Store = { child: ChildProcess; url: string; exited: Promise<number | null> };

async function startStore(dataDir: string, port: number, env: Record<string, string> = {}): Promise<Store> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`store exited early (${child.exitCode}): ${errors}`);
    const ok = await fetch(`${url}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`store did not start: ${errors}`);
}

async function query<T>(dataDir: string, text: string): Promise<T[]> {
  const client = new pg.Client({ host: path.join(dataDir, 'postgres-socket'), user: 'postgres', database: 'discus' });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const api = (store: Store, call: string, body: unknown = {}) =>
  fetch(`${store.url}${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('keeps data across restarts, stops cleanly on SIGTERM, and runs beside another store', async () => {
    const [dirA, dirB] = [
      await mkdtemp(path.join(tmpdir(), 'discus-a-')),
      await mkdtemp(path.join(tmpdir(), 'discus-b-')),
    ];
    dirs.push(dirA, dirB);
    const admin = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a long owner passphrase' };

    const [a, b] = await Promise.all([startStore(dirA, await freePort(), admin), startStore(dirB, await freePort())]);
    expect((await api(a, '/api/products/searchProducts', { query: 'discus' })).status).toBe(200);
    expect((await api(b, '/api/products/searchProducts', { query: 'discus' })).status).toBe(200);

    const token = ((await (await api(a, '/getSession')).json()) as { sessionToken: string }).sessionToken;
    expect(token).toBeTruthy();
    const [counts] = await query<{ products: number; users: number }>(
      dirA,
      'SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM users) AS users',
    );
    expect(counts?.products).toBeGreaterThanOrEqual(60);

    const inFlight = api(a, '/api/products/searchProducts', { query: 'pigeon blood' });
    await new Promise((r) => setTimeout(r, 5));
    a.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await a.exited).toBe(0);
    expect(existsSync(path.join(dirA, 'postgres', 'postmaster.pid'))).toBe(false);
    expect((await api(b, '/api/orders/getAnonOrders')).status).toBe(200);

    const again = await startStore(dirA, await freePort(), admin);
    const [after] = await query<{ products: number; users: number; admins: number }>(
      dirA,
      `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM users) AS users,
        (SELECT count(*)::int FROM users WHERE role = 1) AS admins`,
    );
    expect(after).toEqual({ products: counts?.products, users: counts?.users, admins: 1 });

    // Killed outright, the store leaves its database running; the next start takes it over.
    again.child.kill('SIGKILL');
    await again.exited;
    const recovered = await startStore(dirA, await freePort());
    expect((await api(recovered, '/api/products/categories/getProductCategory', { all: true })).status).toBe(200);

    recovered.child.kill('SIGINT');
    b.child.kill('SIGTERM');
    expect(await recovered.exited).toBe(0);
    expect(await b.exited).toBe(0);
  }, 240_000);

  it('refuses to start with a wrong setting, naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('PORT');
  }, 120_000);
});
