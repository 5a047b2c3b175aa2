import { MAX_SHOP_WORDS, type ShopWord } from '@discus/domain/contracts/admin-catalog';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shopWords } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest } from '../../lib/errors.ts';
import type { CatalogueChanges } from '../../plugins/catalogue-changes.ts';
import { productsHaveWord } from './search.ts';

// Words the owner teaches the search (decision 050): a word buyers use ("chara") finds what the
// shop's own word ("food") finds, in every store process once it has read its word list again.

/** The words taught, by buyers' word. */
export async function listShopWords(db: Db): Promise<ShopWord[]> {
  return db.select({ word: shopWords.word, shopWord: shopWords.shopWord }).from(shopWords).orderBy(asc(shopWords.word));
}

/**
 * Teaches (or re-teaches) a word. Refused when it is the shop's word itself, when no product has
 * the shop's word (it would find nothing), or when the owner has taught the most words.
 */
export async function saveShopWord(db: Db, changes: CatalogueChanges, { word, shopWord }: ShopWord) {
  if (word === shopWord) throw new BadRequest('The two words are the same: the search finds it already');
  if (!(await productsHaveWord(db, shopWord))) {
    throw new BadRequest(`No product's title or description has “${shopWord}”: choose a word the shop uses`);
  }
  await inTransaction(db, async (tx) => {
    await tx
      .insert(shopWords)
      .values({ word, shopWord })
      .onConflictDoUpdate({ target: shopWords.word, set: { shopWord, createdAt: new Date() } });
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(shopWords);
    if (n > MAX_SHOP_WORDS) throw new BadRequest(`At most ${MAX_SHOP_WORDS} words: remove one first`);
    // Every store process reads its word list again (modules/catalog/follow-changes.ts).
    await changes.publish(tx, { kind: 'searchWords' });
  });
  return listShopWords(db);
}

/** Forgets a taught word (nothing to do when it was not taught). */
export async function deleteShopWord(db: Db, changes: CatalogueChanges, word: string) {
  await inTransaction(db, async (tx) => {
    const gone = await tx.delete(shopWords).where(eq(shopWords.word, word)).returning({ word: shopWords.word });
    if (gone.length > 0) await changes.publish(tx, { kind: 'searchWords' });
  });
  return listShopWords(db);
}
