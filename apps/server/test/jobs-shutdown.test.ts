import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.ts';
import { createTestStore } from './test-store.ts';

/** A moment the test waits for: `done` resolves once `signal` is called. */
function moment(): { done: Promise<void>; signal: () => void } {
  let signal!: () => void;
  const done = new Promise<void>((resolve) => {
    signal = resolve;
  });
  return { done, signal };
}

// A job that fails after the store has shut down (it outlived the queue's wait for running jobs, or
// was fetched just as the queue stopped): pg-boss records the failure without awaiting it, so the
// write must not reach the closed pool, or the process gets an unhandled rejection ("Cannot use a
// pool after calling end on the pool"), which ends a Node process by default. Seen in CI.
it('closes while a job runs on, without an unhandled rejection when it fails afterwards', {
  timeout: 60_000,
}, async () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  try {
    const store = await createTestStore({}, { jobPollingSeconds: 0.5 });
    const began = moment();
    const closed = moment();
    await store.app.jobs.work('test-failing-at-shutdown', async () => {
      began.signal();
      await closed.done;
      throw new Error('the job fails after the store closed');
    });
    await inTransaction(store.db, (tx) => store.app.jobs.enqueue(tx, 'test-failing-at-shutdown', {}));
    await began.done;
    await store.close();
    closed.signal();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', record);
  }
});

// `repeat`'s rounds use the store's pool directly: closing waits for the round running, so its
// statements reach an open pool, and no round starts after the close.
it('closes while a round runs, after the round has finished its work', { timeout: 60_000 }, async () => {
  const store = await createTestStore({}, { jobPollingSeconds: 0.2 });
  const began = moment();
  const released = moment();
  let rounds = 0;
  const answers: number[] = [];
  store.app.jobs.repeat('test round', async () => {
    rounds++;
    began.signal();
    await released.done;
    const { rows } = await store.db.execute<{ n: number }>(sql`SELECT 41 + 1 AS n`);
    answers.push(Number(rows[0]?.n));
  });
  await began.done;
  const closed = store.close();
  // Released well after the close began: a close that did not wait would have ended the pool by then.
  setTimeout(released.signal, 1500);
  await closed;
  expect(answers).toEqual([42]);
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(rounds).toBe(1);
});
