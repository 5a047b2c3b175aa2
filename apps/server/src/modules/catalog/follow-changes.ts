import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.ts';
import { rebuildSearchIndex, refreshSearchWords, warmSearchIndex } from './search.ts';

// Several changes in a row (a CSV import, a bulk stock edit) rebuild the typo word list once.
const WORDS_DEBOUNCE_MS = 300;
// The word list is shared by every process: the process a change was made through rebuilds it
// (each process rebuilds after its own reconnect too), one at a time.
const WORDS_LOCK = 0x63_61_74_77; // 'catw'

type Clearable = { clear(): void };

/** Empties the catalogue caches on every change and keeps the typo word list up to date. */
export function followCatalogueChanges(app: FastifyInstance, caches: Clearable[]): void {
  let timer: NodeJS.Timeout | undefined;
  const rebuildWords = async () => {
    timer = undefined;
    try {
      await inTransaction(app.db, async (tx) => {
        const { rows } = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${WORDS_LOCK}) AS locked`);
        if (!(rows[0] as { locked: boolean }).locked) return;
        await refreshSearchWords(tx);
        await app.catalogueChanges.publish(tx, { kind: 'searchWords' });
      });
    } catch (error) {
      app.log.warn({ err: error }, 'the search word list was not rebuilt');
    }
  };
  const unsubscribe = app.catalogueChanges.subscribe((change, local) => {
    for (const cache of caches) cache.clear();
    // The search index follows every change; answers cached from the old one meanwhile go too.
    rebuildSearchIndex(app.db).then(
      () => {
        for (const cache of caches) cache.clear();
      },
      (error: unknown) => app.log.warn({ err: error }, 'the search index was not rebuilt'),
    );
    if (change.kind === 'searchWords' || !local) return;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuildWords(), WORDS_DEBOUNCE_MS);
    timer.unref();
  });
  app.addHook('onReady', async () => warmSearchIndex(app.db));
  app.addHook('onClose', async () => {
    unsubscribe();
    clearTimeout(timer);
  });
}
