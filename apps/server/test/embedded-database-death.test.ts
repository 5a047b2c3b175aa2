import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startStoreProcess } from './store-process.ts';

// issue 7: the embedded PostgreSQL is the store's own child. If it dies, serving 503 forever helps
// nobody: the store says why and exits non-zero, so a supervisor restarts it.
it('exits non-zero, saying why, when its embedded PostgreSQL dies', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'discus-death-'));
  const store = await startStoreProcess(dataDir).catch(async (error) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const postmaster = Number(
      (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    expect(await store.exited).toBe(1);
    expect(store.output()).toContain('The embedded PostgreSQL stopped unexpectedly');
  } finally {
    if (store.child.exitCode === null) store.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}, 240_000);
