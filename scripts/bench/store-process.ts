// Child process for benches whose store must not share its thread with the load generator
// (throwaway-store.ts, `inOwnProcess`): the app on the database at BENCH_DATABASE_URL (already
// migrated and seeded by the parent), with the constant-JSON baseline route, in as many store
// processes as `npm start` would run (decision 042; STORE_PROCESSES). Prints `READY <url>`;
// SIGTERM, SIGINT or the parent's stdin closing stop it.
import cluster from 'node:cluster';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { connectionsPerProcess } from '../../apps/server/src/store.ts';
import { forkStoreProcesses } from '../../apps/server/src/store-processes.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
});

/** One store process: the app and the baseline, listening on the port the processes share. */
async function serve(): Promise<{ url: string; stop: () => Promise<void> }> {
  const database = connectDatabase(process.env.BENCH_DATABASE_URL as string, connectionsPerProcess(config.processes));
  const app = await buildApp({ config, db: database.db });
  app.post('/bench/constant', async () => ({ result: { ok: true } }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

let stopping = false;
const stopWith = (stop: () => Promise<void>) => async () => {
  if (stopping) return;
  stopping = true;
  await stop();
  process.exit(0);
};

if (cluster.isWorker) {
  const { stop } = await serve();
  const end = stopWith(stop);
  process.on('SIGTERM', () => void end());
  process.on('SIGINT', () => void end());
  process.once('disconnect', () => void end());
} else {
  const running =
    config.processes > 1
      ? await forkStoreProcesses({
          count: config.processes,
          env: {},
          log: { error: console.error, fatal: console.error },
        })
      : await serve();
  const end = stopWith(running.stop);
  process.on('SIGTERM', () => void end());
  process.on('SIGINT', () => void end());
  process.stdin.on('end', () => void end());
  process.stdin.resume();
  console.log(`READY ${running.url}`);
}
