// Child process for benches whose store must not share its thread with the load generator
// (throwaway-store.ts, `inOwnProcess`): the app on the database at BENCH_DATABASE_URL (already
// migrated and seeded by the parent), with the constant-JSON baseline route, in as many store
// processes as `npm start` would run (decision 042; STORE_PROCESSES; with one too, forked, so every
// run has the same shape). Prints `READY <url>`; SIGTERM, SIGINT or the parent's stdin closing stop it.
import cluster from 'node:cluster';
import { loadConfig } from '../../apps/server/src/config.ts';
import { serveStoreProcess } from '../../apps/server/src/store.ts';
import { forkStoreProcesses } from '../../apps/server/src/store-processes.ts';

const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  HOST: '127.0.0.1',
  PORT: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
});

const running = cluster.isWorker
  ? await serveStoreProcess({
      config,
      logger: false,
      extend: async (app) => {
        app.post('/bench/constant', async () => ({ result: { ok: true } }));
      },
    })
  : await forkStoreProcesses({ count: config.processes, env: {}, log: { error: console.error, fatal: console.error } });

let stopping = false;
const end = async () => {
  if (stopping) return;
  stopping = true;
  await running.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void end());
process.on('SIGINT', () => void end());
if (cluster.isPrimary) {
  process.stdin.on('end', () => void end());
  process.stdin.resume();
  console.log(`READY ${running.url}`);
}
