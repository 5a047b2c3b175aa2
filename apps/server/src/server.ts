import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { missingPublicUrlWarning } from './lib/public-origin.ts';
import { type RunningStore, startStore } from './store.ts';

const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));

type Launch = (config: ReturnType<typeof loadConfig>) => Promise<RunningStore>;

const servePages: Launch = (config) =>
  startStore({ config, web: { kind: 'build', dir: webBuildDir }, logger: { level: config.logLevel } });

/** `npm start`: serve the store until SIGINT/SIGTERM, then finish in-flight requests and stop. */
export async function main(launch: Launch = servePages): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let store: RunningStore;
  try {
    store = await launch(config);
  } catch (error) {
    // A setting that only the database can judge (ADMIN_EMAIL): said as plainly as a wrong value.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  store.app.log.info(`Discus store ready at http://localhost:${config.port}`);
  const warning = missingPublicUrlWarning(config);
  if (warning) store.app.log.warn(warning);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    store.app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    try {
      await store.stop();
      process.exit(0);
    } catch (error) {
      store.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
