import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.ts';
import type { CatalogueChange } from '../../plugins/catalogue-changes.ts';
import { rebuildSearchIndex, refreshSearchWords, type StaleIndex, warmSearchIndex } from './search.ts';

// Several changes in a row (a CSV import, a bulk stock edit) rebuild the typo word list once.
const WORDS_DEBOUNCE_MS = 300;
// The word list is shared by every process: the process a change was made through rebuilds it
// (each process rebuilds after its own reconnect too), one at a time.
const WORDS_LOCK = 0x63_61_74_77; // 'catw'

/** Logged each time this process reads the products' words into its search index again. */
export const SEARCH_INDEX_REBUILT = 'search index rebuilt';
/** Logged each time this process reads the typo word list into its search index again. */
export const SEARCH_WORDS_REREAD = 'search word list reread';

// What a change makes stale in the search index: a product or category change the products' words
// (the word list follows in a `searchWords` change of its own; until then the changed products' new
// words are learned one by one), a rebuilt list the words, a reconnect both. Reading the products
// again for the word list too read them twice per edit.
function staleParts(change: CatalogueChange): StaleIndex {
  if (change.kind === 'searchWords') return { parts: ['words'] };
  if (change.kind === 'all') return { parts: ['products', 'words'] };
  if (change.kind === 'product') return { parts: ['products'], productIds: [change.productId] };
  return { parts: ['products'], categoryIds: [change.categoryId] };
}

/**
 * Keeps the search index and the typo word list up to date with every change; says when the index
 * has followed, so every kept cache is emptied again (plugins/catalogue-changes.ts, `keep`).
 */
export function followCatalogueChanges(app: FastifyInstance): void {
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
    // The search index follows every change; answers kept from the old one meanwhile go too.
    rebuildSearchIndex(app.db, staleParts(change), ({ part, size, ms }) =>
      app.log.info(
        { [part]: size, ms: Math.round(ms) },
        part === 'products' ? SEARCH_INDEX_REBUILT : SEARCH_WORDS_REREAD,
      ),
    ).then(
      () => app.catalogueChanges.indexFollowed(),
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
