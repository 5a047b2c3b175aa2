import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cheapestOption } from './product-json.ts';

// Every product's "from" price, as its card shows it and the product list sorts by it (the
// cheapest option in stock, or any when all are sold out; paise), for sorting a search by price.
// PostgreSQL's prices and stock, read again after a few seconds (an order's stock change tells no
// process), as every catalogue cache is, and at once after a catalogue change (`forgetFromPrices`).
const READ_AGAIN_AFTER_MS = 5000;

type Book = { readAt: number; prices: Promise<PriceBook> };
const books = new WeakMap<object, Book>();

/** The two orders by price. */
type PriceSort = 'price_asc' | 'price_desc';

/** Where each product stands in one price order: `idAt[place]`, and `placeOf[id]` (-1: no price). */
type PriceOrder = { idAt: Int32Array; placeOf: Int32Array };

/** A product's "from" price in paise. */
export type PricedProduct = { id: number; price: number };

function placed(idAt: Int32Array, topId: number): PriceOrder {
  const placeOf = new Int32Array(topId + 1).fill(-1);
  idAt.forEach((id, place) => {
    placeOf[id] = place;
  });
  return { idAt, placeOf };
}

/**
 * Every product's "from" price, and each product's place in both orders by price (equal prices by
 * id): a search sorted by price marks its matches' places and reads them in order, instead of
 * sorting its matches (up to the whole catalogue) itself. PostgreSQL sorts the book once a read.
 */
export class PriceBook {
  private readonly priceOf: Float64Array;
  private readonly orders: Record<PriceSort, PriceOrder>;

  /** `products` low to high, equal prices by id, as `readFromPrices` has PostgreSQL order them. */
  constructor(products: readonly PricedProduct[]) {
    const topId = products.reduce((top, { id }) => Math.max(top, id), 0);
    this.priceOf = new Float64Array(topId + 1).fill(Number.NaN);
    for (const { id, price } of products) this.priceOf[id] = price;
    const lowFirst = Int32Array.from(products, ({ id }) => id);
    // High to low: the runs of equal price in reverse order, each still by id.
    const highFirst = new Int32Array(products.length);
    let next = 0;
    for (let end = products.length; end > 0; ) {
      const price = products[end - 1]?.price;
      let start = end - 1;
      while (start > 0 && products[start - 1]?.price === price) start--;
      highFirst.set(lowFirst.subarray(start, end), next);
      next += end - start;
      end = start;
    }
    this.orders = { price_asc: placed(lowFirst, topId), price_desc: placed(highFirst, topId) };
  }

  get(id: number): number | undefined {
    const price = this.priceOf[id];
    return price === undefined || Number.isNaN(price) ? undefined : price;
  }

  /** One page (`from`, `size`) of these ids by price, low or high; products without a price last, by id. */
  page(ids: readonly number[], sort: PriceSort, from: number, size: number): number[] {
    const { idAt, placeOf } = this.orders[sort];
    const marked = new Uint8Array(idAt.length);
    const unpriced: number[] = [];
    for (const id of ids) {
      const place = id < placeOf.length ? (placeOf[id] as number) : -1;
      if (place < 0) unpriced.push(id);
      else marked[place] = 1;
    }
    const page: number[] = [];
    let skip = from;
    for (let place = 0; place < idAt.length && page.length < size; place++) {
      if (marked[place] === 0) continue;
      if (skip > 0) skip--;
      else page.push(idAt[place] as number);
    }
    if (page.length < size && unpriced.length > 0) {
      unpriced.sort((a, b) => a - b);
      page.push(...unpriced.slice(skip, skip + size - page.length));
    }
    return page;
  }
}

async function readFromPrices(db: Db): Promise<PriceBook> {
  const { rows } = await db.execute(sql`SELECT v.product_id AS id, ${cheapestOption}::int AS price
    FROM variants v WHERE v.active GROUP BY v.product_id ORDER BY price, id`);
  return new PriceBook(rows as PricedProduct[]);
}

/** Every product's "from" price, read at most every few seconds; searches share one read. */
export function fromPrices(db: Db, now = Date.now()): Promise<PriceBook> {
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
