import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// `npm start` as a person runs it, in a child process, for the tests that need real signals.

export const root = fileURLToPath(new URL('../../..', import.meta.url));

export type StoreProcess = { child: ChildProcess; url: string; exited: Promise<number | null>; output: () => string };

/**
 * Starts `npm start` on port 0 and reads the port the system gave it from the log: no collisions.
 * Ready means the store said so, once: with several store processes that is when every one of them
 * listens (the first "Server listening" comes from the first process alone).
 */
export async function startStoreProcess(dataDir: string, env: Record<string, string> = {}): Promise<StoreProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const ready = /Discus store ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready?.[1]) resolve(`http://127.0.0.1:${ready[1]}`);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`store exited early (${code}): ${output}`)));
  });
  return { child, url, exited, output: () => output };
}

/** A query on the embedded database of a store's DATA_DIR. */
export async function queryStoreDatabase<T>(dataDir: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ host: path.join(dataDir, 'postgres-socket'), user: 'postgres', database: 'discus' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
