import type { ProductSort } from '@discus/domain/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cheapestOption } from './product-json.ts';

// Every product's "from" price, as its card shows it and the product list sorts by it (the
// cheapest option in stock, or any when all are sold out; paise), for sorting a search by price.
// PostgreSQL's prices and stock, read again after a few seconds (an order's stock change tells no
// process), as every catalogue cache is, and at once after a catalogue change (`forgetFromPrices`).
const READ_AGAIN_AFTER_MS = 5000;

type Book = { readAt: number; prices: Promise<Map<number, number>> };
const books = new WeakMap<object, Book>();

async function readFromPrices(db: Db): Promise<Map<number, number>> {
  const { rows } = await db.execute(sql`SELECT v.product_id AS id, ${cheapestOption}::int AS price
    FROM variants v WHERE v.active GROUP BY v.product_id`);
  return new Map((rows as { id: number; price: number }[]).map((row) => [row.id, row.price]));
}

/** Every product's "from" price by id, read at most every few seconds; searches share one read. */
export function fromPrices(db: Db, now = Date.now()): Promise<Map<number, number>> {
  const book = books.get(db);
  if (book && now - book.readAt < READ_AGAIN_AFTER_MS) return book.prices;
  const prices = readFromPrices(db);
  books.set(db, { readAt: now, prices });
  // A failed read is not kept: the next search reads again.
  prices.catch(() => {
    if (books.get(db)?.prices === prices) books.delete(db);
  });
  return prices;
}

/** A catalogue change (a price, a discount, a stock count): the next sort by price reads them again. */
export function forgetFromPrices(db: Db): void {
  books.delete(db);
}

/**
 * Product ids by their "from" price, low or high; those without a price last and equal prices by
 * id, as the product list sorts.
 */
export function byFromPrice(ids: readonly number[], prices: ReadonlyMap<number, number>, sort: ProductSort): number[] {
  const sign = sort === 'price_desc' ? -1 : 1;
  return [...ids].sort((a, b) => {
    const pa = prices.get(a);
    const pb = prices.get(b);
    if (pa !== pb) return pa === undefined ? 1 : pb === undefined ? -1 : sign * (pa - pb);
    return a - b;
  });
}
