// Integration tests run against the embedded PostgreSQL, and again against the external server
// named by TEST_DATABASE_URL when it is set (CI sets it), so both setups stay proven. The shared
// rate-limit test needs a Redis server: it runs when TEST_REDIS_URL names one (CI sets it too).
import { spawnSync } from 'node:child_process';

function runSuite(label: string, env: NodeJS.ProcessEnv, extraArgs: string[] = []): void {
  console.log(`\n▶ integration tests on ${label}`);
  const args = ['vitest', 'run', '--project', 'integration', ...extraArgs];
  const result = spawnSync('npx', args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...rest } = process.env;
const redisTest = 'apps/server/test/rate-limit-redis.test.ts';
const withoutRedis = process.env.TEST_REDIS_URL ? [] : ['--exclude', redisTest];
const redisSkipped = () => {
  if (withoutRedis.length === 0) return;
  console.log(`\n⚠ SKIPPED ${redisTest}: TEST_REDIS_URL is not set, so limits shared through Redis are not proven`);
  console.log('  (set TEST_REDIS_URL=redis://127.0.0.1:6379 to run it; CI does)');
};
redisSkipped();
runSuite('the embedded PostgreSQL', rest, withoutRedis);
// The start/stop tests drive the embedded database themselves; they run once, in the first suite.
if (TEST_DATABASE_URL) {
  runSuite(`the external PostgreSQL (${new URL(TEST_DATABASE_URL).host})`, process.env, [
    '--exclude',
    'apps/server/test/lifecycle.test.ts',
    '--exclude',
    'apps/server/test/embedded-database-death.test.ts',
    '--exclude',
    'apps/server/test/order-crash.test.ts',
    '--exclude',
    'apps/server/test/store-processes.test.ts',
    '--exclude',
    redisTest,
  ]);
}
// Said again at the end, where it is seen.
redisSkipped();
