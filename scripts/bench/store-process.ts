// Child process for benches whose store must not share its thread with the load generator
// (throwaway-store.ts, `inOwnProcess`): the app on the database at BENCH_DATABASE_URL (already
// migrated and seeded by the parent), with the constant-JSON baseline route. Prints `READY <url>`;
// SIGTERM, SIGINT or the parent's stdin closing stop it.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';

const database = connectDatabase(process.env.BENCH_DATABASE_URL as string, 20);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
});
const app = await buildApp({ config, db: database.db });
app.post('/bench/constant', async () => ({ result: { ok: true } }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
console.log(`READY ${url}`);
