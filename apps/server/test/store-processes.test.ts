import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LISTENER_NAME } from '../src/plugins/catalogue-changes.ts';
import { queryStoreDatabase, type StoreProcess, startStoreProcess } from './store-process.ts';

// `npm start` with STORE_PROCESSES=2 (decision 042): a primary that owns the database and two store
// processes sharing the port. Real processes, real signals.

const dirs: string[] = [];
const stores: StoreProcess[] = [];
afterAll(async () => {
  for (const store of stores) if (store.child.exitCode === null) store.child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The store processes of a primary: its node children. */
async function storeProcesses(primary: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const [, name, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
    if (name === 'node' && Number(rest?.split(' ')[1]) === primary) found.push(Number(entry));
  }
  return found.sort();
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A page on a connection of its own (each new connection goes to the next store process). */
const page = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });

/** Store processes listening for catalogue changes: one connection each. */
const listeners = async (dataDir: string) =>
  (
    await queryStoreDatabase<{ n: number }>(
      dataDir,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [LISTENER_NAME],
    )
  )[0]?.n;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm start` with two store processes, once both are running. */
async function startWithTwoProcesses() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'discus-processes-'));
  dirs.push(dataDir);
  const store = await startStoreProcess(dataDir, { STORE_PROCESSES: '2' });
  stores.push(store);
  const primary = store.child.pid as number;
  await until(async () => (await storeProcesses(primary)).length === 2, 'two store processes');
  return { dataDir, store, primary };
}

it('serves from two processes, replaces one that dies, and stops both with the database', async () => {
  const { dataDir, store, primary } = await startWithTwoProcesses();
  await until(async () => (await listeners(dataDir)) === 2, 'both processes to listen for changes');
  const first = await storeProcesses(primary);
  for (let i = 0; i < 4; i++) expect(await page(`${store.url}/cart`)).toBe(200);

  // One process dies: the other serves every new connection, and the primary starts another.
  process.kill(first[0] as number, 'SIGKILL');
  await until(async () => !alive(first[0] as number), 'the killed process to end');
  for (let i = 0; i < 4; i++) expect(await page(`${store.url}/cart`)).toBe(200);
  await until(async () => {
    const now = await storeProcesses(primary);
    return now.length === 2 && !now.includes(first[0] as number);
  }, 'a new store process');
  await until(async () => (await listeners(dataDir)) === 2, 'the new process to listen for changes');
  expect(store.output()).toMatch(/A store process ended unexpectedly \(signal SIGKILL\); starting another/);

  const last = await storeProcesses(primary);
  store.child.kill('SIGTERM');
  expect(await store.exited).toBe(0);
  expect(last.filter(alive)).toEqual([]);
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
}, 240_000);

it('its processes end when the primary is killed outright', async () => {
  const { store, primary } = await startWithTwoProcesses();
  const processes = await storeProcesses(primary);

  store.child.kill('SIGKILL');
  await store.exited;
  await until(async () => processes.every((pid) => !alive(pid)), 'the store processes to end');
  await expect(page(`${store.url}/cart`)).rejects.toThrow(/ECONNREFUSED/);
}, 240_000);
