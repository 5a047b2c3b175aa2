import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { missingPublicUrlWarning } from './lib/public-origin.ts';
import { type RunningStore, serveStoreProcess, startStore, startStoreProcesses } from './store.ts';

const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));

type Launch = (config: ReturnType<typeof loadConfig>) => Promise<RunningStore>;

const servePages: Launch = (config) => {
  const options = { config, web: { kind: 'build', dir: webBuildDir }, logger: { level: config.logLevel } } as const;
  if (cluster.isWorker) return serveStoreProcess(options);
  if (config.processes > 1) return startStoreProcesses(config);
  return startStore(options);
};

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

  // Listened for from the start: a signal while the store starts stops it once it has started
  // (the primary of several processes hears one while they are still starting).
  let store: RunningStore | undefined;
  let asked: string | undefined;
  const stop = async (running: RunningStore, signal: string) => {
    running.log.info(`${signal} received: finishing requests in flight, then stopping`);
    try {
      await running.stop();
      process.exit(0);
    } catch (error) {
      running.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  const shutdown = (signal: string) => {
    if (asked) return;
    asked = signal;
    if (store) void stop(store, signal);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

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
  if (asked) return stop(store, asked);
  // Said once, by the store or the primary of its processes.
  if (!cluster.isWorker) {
    store.log.info(`Discus store ready at http://localhost:${new URL(store.url).port}`);
    const warning = missingPublicUrlWarning(config);
    if (warning) store.log.warn(warning);
  }
}
