import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Tx } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

const RETRY_START_MS = 2000;
const CREATE_QUEUE_ATTEMPTS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export type Jobs = {
  /** Adds a job inside the caller's transaction: it exists exactly when the transaction commits. */
  enqueue(
    tx: Tx,
    queue: string,
    data: Record<string, unknown>,
    options?: { startAfterSeconds?: number },
  ): Promise<void>;
  /**
   * Runs `round` in this process every polling interval once the queue has started, one round at a
   * time: for work a table already lists (the orders whose payment hold ran out, decision 046),
   * where a job per row would only copy the table. A round that throws is logged (not while the
   * database is away: the store says so already) and the next one tries again.
   */
  repeat(name: string, round: () => Promise<void>): void;
  /** Runs `handler` for the queue's jobs (one at a time per process); a throw retries the job later. */
  work(queue: string, handler: JobHandler): Promise<void>;
};

export type JobsOptions = { pollingSeconds?: number };

// Jobs live in the store's own PostgreSQL through pg-boss (decision 015): they are enqueued in the
// business transaction, survive crashes, and run once across several store processes. pg-boss
// speaks through the store's pool, so a cut connection is handled as everywhere else (issue 7).
export const jobsPlugin = fp(async (app: FastifyInstance, opts: JobsOptions) => {
  const pool = app.db.$client;
  // pg-boss records a job's success or failure without awaiting it. A job that ends after the queue
  // stopped (it outlived the wait, or was fetched as the queue stopped) would then write to a pool
  // that is closed, an unhandled rejection that ends the process. So the store waits for the
  // queue's writes in flight before it closes, and leaves the ones that come later unanswered (a
  // promise that never settles): such a job is still marked active and runs again once it
  // expires, as after a crash.
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  const executeSql = (text: string, values?: unknown[]) => {
    if (stopped) return new Promise<never>(() => {});
    const query = pool.query(text, values);
    inFlight.add(query);
    query.then(
      () => inFlight.delete(query),
      () => inFlight.delete(query),
    );
    return query;
  };
  const newBoss = () =>
    new PgBoss({
      db: { executeSql },
      schema: 'pgboss',
      // A job a crashed process was running is retried after this long.
      expireInSeconds: 60,
      retryLimit: 10,
      retryDelay: 5,
      retryBackoff: true,
      maintenanceIntervalSeconds: 60,
      monitorStateIntervalSeconds: 60,
    });
  let boss = newBoss();
  // The queue starts once the database answers: a store started while its database is away
  // answers 503 meanwhile instead of failing to start (issue 7).
  let closing = false;
  const started = (async () => {
    for (;;) {
      if (closing) throw new Error('the store closed before its job queue started');
      try {
        boss.on('error', (error) => app.log.warn({ err: error }, 'job queue problem'));
        await boss.start();
        return;
      } catch (error) {
        if (closing || !isDatabaseUnavailable(error)) throw error;
        app.log.warn({ err: error }, 'job queue waits for the database');
        await delay(RETRY_START_MS);
        // A pg-boss whose start failed is not started again: the next try gets a fresh one.
        boss = newBoss();
      }
    }
  })();
  started.catch((error) => {
    if (!closing) app.log.error({ err: error }, 'job queue could not start');
  });
  // Queues are created one at a time: pg-boss adds a partition per queue, and two created at once
  // can deadlock on the parent table (also across processes, hence the retries).
  const queues = new Map<string, Promise<void>>();
  let creating: Promise<unknown> = Promise.resolve();
  const ensureQueue = (queue: string): Promise<void> => {
    const known = queues.get(queue);
    if (known) return known;
    const ready = creating
      .catch(() => {})
      .then(async () => {
        await started;
        for (let attempt = 1; ; attempt++) {
          try {
            await boss.createQueue(queue);
            return;
          } catch (error) {
            if (closing || attempt >= CREATE_QUEUE_ATTEMPTS) throw error;
            await delay(100 * attempt);
          }
        }
      });
    creating = ready;
    queues.set(queue, ready);
    ready.catch(() => queues.delete(queue));
    return ready;
  };

  // `repeat`'s rounds: the next one's timer, and the one running (awaited at close, as it uses the pool).
  const timers = new Set<NodeJS.Timeout>();
  const rounds = new Set<Promise<void>>();

  const jobs: Jobs = {
    async enqueue(tx, queue, data, options = {}) {
      await ensureQueue(queue);
      await boss.send(queue, data, {
        startAfter: options.startAfterSeconds,
        db: { executeSql: (text, values) => tx.$client.query(text, values) },
      });
    },
    repeat(name, round) {
      const every = (opts.pollingSeconds ?? 2) * 1000;
      const next = () => {
        if (closing) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          const turn = round()
            .catch((error) => {
              if (!closing && !isDatabaseUnavailable(error)) app.log.error({ err: error }, `${name} failed`);
            })
            .finally(() => {
              rounds.delete(turn);
              next();
            });
          rounds.add(turn);
        }, every);
        timers.add(timer);
      };
      started.then(next, () => {});
    },
    async work(queue, handler) {
      // Workers begin once the queue has started; registering them never waits for the database.
      void ensureQueue(queue)
        .then(() =>
          boss.work<Record<string, unknown>>(
            queue,
            { pollingIntervalSeconds: opts.pollingSeconds ?? 2, batchSize: 1 },
            async ([job]) => {
              if (job) await handler(job.data);
            },
          ),
        )
        .catch((error) => {
          if (!closing) app.log.error({ err: error }, `jobs of ${queue} could not start`);
        });
    },
  };
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.allSettled([...rounds]);
    const running = await started.then(
      () => true,
      () => false,
    );
    if (running) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    stopped = true;
    await Promise.allSettled([...inFlight]);
  });
});
