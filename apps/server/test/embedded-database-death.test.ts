import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// issue 7: the embedded PostgreSQL is the store's own child. If it dies, serving 503 forever helps
// nobody: the store says why and exits non-zero, so a supervisor restarts it.
const root = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

it('exits non-zero, saying why, when its embedded PostgreSQL dies', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'discus-death-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    let up = false;
    for (let attempt = 0; attempt < 600 && !up && child.exitCode === null; attempt++) {
      up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await delay(200);
    }
    expect(up, output).toBe(true);

    const postmaster = Number(
      (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');

    expect(await exited).toBe(1);
    expect(output).toContain('The embedded PostgreSQL stopped unexpectedly');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}, 240_000);
