import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

// The store on every core (docs/decisions/042): one primary that owns the database and forks store
// processes of its own script, which share one listening port (node:cluster hands each new
// connection to the next process). The processes already share everything that must be shared
// through PostgreSQL (catalogue changes, jobs, login limits, carts, sessions).

export type StoreProcessGroup = {
  /** The address the processes listen at. */
  url: string;
  /** Asks every process to finish its requests in flight and waits until all have ended. */
  stop: () => Promise<void>;
  /** Settles only when the group gives up: processes crashing over and over. */
  failed: Promise<Error>;
};

export type ForkOptions = {
  count: number;
  /** Added to each process's environment (the database every process uses). */
  env: Record<string, string>;
  log: Pick<FastifyBaseLogger, 'error' | 'fatal'>;
};

/** A process that ended this many times within CRASH_WINDOW_MS means the store cannot run. */
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 60_000;
const REFORK_DELAY_MS = 1000;
const STOP_TIMEOUT_MS = 30_000;

function addressOf(address: { address: string; port: number; addressType: number | string }): string {
  const host = address.addressType === 6 || address.addressType === 'udp6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Forks `count` store processes and waits until each listens. One that fails before it listens
 * fails the start (its own log says why); one that ends later is replaced after a second, unless
 * processes end CRASH_LIMIT times within a minute.
 */
export function forkStoreProcesses({ count, env, log }: ForkOptions): Promise<StoreProcessGroup> {
  const running = new Set<Worker>();
  let stopping = false;
  let ready = false;
  const crashes: number[] = [];
  let giveUp: (error: Error) => void = () => {};
  const failed = new Promise<Error>((resolve) => {
    giveUp = resolve;
  });

  const stop = async () => {
    stopping = true;
    const ended = [...running].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
          worker.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.process.kill('SIGTERM');
        }),
    );
    await Promise.all(ended);
  };

  return new Promise<StoreProcessGroup>((resolve, reject) => {
    let listening = 0;
    let url = '';
    const fork = () => {
      const worker = cluster.fork(env);
      running.add(worker);
      worker.once('listening', (address) => {
        url ||= addressOf(address);
        if (ready) return;
        listening++;
        if (listening === count) {
          ready = true;
          resolve({ url, stop, failed });
        }
      });
      worker.once('exit', (code, signal) => {
        running.delete(worker);
        if (stopping) return;
        const how = signal ? `signal ${signal}` : `code ${code}`;
        if (!ready) {
          void stop().then(() => reject(new Error(`A store process ended before it listened (${how})`)));
          return;
        }
        const now = Date.now();
        crashes.push(now);
        while (crashes.length && (crashes[0] as number) < now - CRASH_WINDOW_MS) crashes.shift();
        if (crashes.length >= CRASH_LIMIT) {
          log.fatal(`Store processes ended ${crashes.length} times within a minute; the store stops`);
          void stop().then(() => giveUp(new Error('store processes keep ending')));
          return;
        }
        log.error(`A store process ended unexpectedly (${how}); starting another`);
        setTimeout(() => {
          if (!stopping) fork();
        }, REFORK_DELAY_MS).unref();
      });
    };
    for (let i = 0; i < count; i++) fork();
  });
}
