import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queryStoreDatabase, root, type StoreProcess, startStoreProcess } from './store-process.ts';

// `npm start` as a person runs it: separate processes, real signals, data kept between starts.
const children: ChildProcess[] = [];
const dirs: string[] = [];

type Store = StoreProcess;

async function startStore(dataDir: string, env: Record<string, string> = {}): Promise<Store> {
  const store = await startStoreProcess(dataDir, env);
  children.push(store.child);
  return store;
}

const query = <T>(dataDir: string, text: string) => queryStoreDatabase<T>(dataDir, text);

/**
 * A search whose headers the store has taken (it answered 100 Continue) but whose body is held
 * back: provably in flight until `finish` sends the body.
 */
async function requestInFlight(store: Store, call: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const request = http.request(`${store.url}${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': payload.length, expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  await new Promise<void>((resolve, reject) => {
    request.once('continue', resolve);
    request.once('error', reject);
  });
  return {
    finish() {
      request.end(payload);
      return answer;
    },
  };
}

/** Resolves once the store takes no new connections (it has begun to stop). */
async function refusingConnections(store: Store): Promise<void> {
  const { port } = new URL(store.url);
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 50));
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

    const [a, b] = await Promise.all([startStore(dirA, admin), startStore(dirB)]);
    expect((await api(a, '/api/products/searchProducts', { query: 'discus' })).status).toBe(200);
    expect((await api(b, '/api/products/searchProducts', { query: 'discus' })).status).toBe(200);

    const token = ((await (await api(a, '/getSession')).json()) as { sessionToken: string }).sessionToken;
    expect(token).toBeTruthy();
    const [counts] = await query<{ products: number; users: number }>(
      dirA,
      'SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM users) AS users',
    );
    expect(counts?.products).toBeGreaterThanOrEqual(60);

    const inFlight = await requestInFlight(a, '/api/products/searchProducts', { query: 'pigeon blood' });
    a.child.kill('SIGTERM');
    await refusingConnections(a);
    const answer = await inFlight.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).result.length).toBeGreaterThan(0);
    expect(await a.exited).toBe(0);
    expect(existsSync(path.join(dirA, 'postgres', 'postmaster.pid'))).toBe(false);
    expect((await api(b, '/api/orders/getAnonOrders')).status).toBe(200);

    const again = await startStore(dirA, admin);
    const [after] = await query<{ products: number; users: number; admins: number }>(
      dirA,
      `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM users) AS users,
        (SELECT count(*)::int FROM users WHERE role = 1) AS admins`,
    );
    expect(after).toEqual({ products: counts?.products, users: counts?.users, admins: 1 });

    // Killed outright, the store leaves its database running; the next start takes it over.
    again.child.kill('SIGKILL');
    await again.exited;
    const recovered = await startStore(dirA);
    expect((await api(recovered, '/api/products/categories/getProductCategory', { all: true })).status).toBe(200);

    recovered.child.kill('SIGINT');
    b.child.kill('SIGTERM');
    expect(await recovered.exited).toBe(0);
    expect(await b.exited).toBe(0);
  }, 480_000); // four starts of the store with its database; slow on a shared, busy machine

  it('refuses to start with a wrong setting, naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('PORT');
  }, 120_000);
});
