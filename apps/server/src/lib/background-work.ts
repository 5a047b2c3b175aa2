import type { FastifyBaseLogger } from 'fastify';

export type BackgroundWork = {
  /** Starts work the answer must not wait for; a failure is logged, never thrown. */
  start(what: string, work: () => Promise<void>): void;
  /** Resolves when everything started so far has finished (on close, before the database goes). */
  settled(): Promise<void>;
};

export function backgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    start(what, work) {
      const task = work()
        .catch((error) => log.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
