import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cheapestOption, unitPaise } from './product-json.ts';
import { hasUnit, type Size, sizeNumber, sizesIn } from './sizes.ts';

// What a search sorts and keeps by besides its ranks: every product's "from" price, as its card
// shows it and the product list sorts by it (the cheapest option in stock, or any when all are sold
// out; paise), and its options' sizes and prices (those in stock count, or all when all are sold
// out). PostgreSQL's prices and stock, read again after a few seconds (an order's stock change tells
// no process), as every catalogue cache is, and at once after a catalogue change (`forgetSortBook`).
const READ_AGAIN_AFTER_MS = 5000;

type Book = { readAt: number; book: Promise<SortBook> };
const books = new WeakMap<object, Book>();

/** The orders the book keeps: by price and by size, each up and down. */
export type BookSort = 'price_asc' | 'price_desc' | 'size_asc' | 'size_desc';

/** An option (its id, if read), its size as written, its price in paise after discount, and whether any is in stock. */
export type BookedOption = { id?: number; size: string; price: number; inStock: boolean };
/** A product's "from" price in paise, and its options. */
export type BookedProduct = { id: number; price: number; options?: BookedOption[] };

/** The options that count: those in stock, or all when all are sold out. */
function counted(options: readonly BookedOption[]): readonly BookedOption[] {
  const inStock = options.filter((o) => o.inStock);
  return inStock.length > 0 ? inStock : options;
}

/** Whether an option's size is a size asked for (`sizeTerm`: "4 inch", or "4" in any unit). */
function isSize(sizes: readonly Size[], asked: string): boolean {
  const number = Number(sizeNumber(asked));
  const unit = hasUnit(asked) ? asked.slice(asked.indexOf(' ') + 1) : undefined;
  return sizes.some(
    (s) => Number(s.number) === number && (unit === undefined || s.unit === undefined || s.unit === unit),
  );
}

// Sizes compare in one unit a kind: millimetres, grams, millilitres; watts as they are.
const IN_BASE_UNIT: Record<string, number> = { inch: 25.4, cm: 10, mm: 1, g: 1, kg: 1000, ml: 1, l: 1000, w: 1 };

/** The smallest and largest size of these options with a unit (`3"`, "250 g"), in its kind's base unit. */
export function sizeRange(sizes: readonly string[]): { smallest: number; largest: number } | undefined {
  let smallest = Number.POSITIVE_INFINITY;
  let largest = Number.NEGATIVE_INFINITY;
  for (const size of sizes) {
    for (const { number, unit } of sizesIn(size)) {
      const scale = unit === undefined ? undefined : IN_BASE_UNIT[unit];
      if (scale === undefined) continue;
      const value = Number(number) * scale;
      smallest = Math.min(smallest, value);
      largest = Math.max(largest, value);
    }
  }
  return smallest <= largest ? { smallest, largest } : undefined;
}

/**
 * Where each product stands in one order of the catalogue (by price, by size): a search sorted so
 * marks its matches' places and reads them in order, instead of sorting its matches (up to the
 * whole catalogue) itself.
 */
export class PlacedOrder {
  private readonly placeOf: Int32Array;

  /** `idAt`: the products' ids in this order. */
  constructor(private readonly idAt: Int32Array) {
    const topId = idAt.reduce((top, id) => Math.max(top, id), 0);
    this.placeOf = new Int32Array(topId + 1).fill(-1);
    idAt.forEach((id, place) => {
      this.placeOf[id] = place;
    });
  }

  /** One page (`from`, `size`) of these ids in this order; products the order lacks last, by id. */
  page(ids: readonly number[], from: number, size: number): number[] {
    const { idAt, placeOf } = this;
    const marked = new Uint8Array(idAt.length);
    const unplaced: number[] = [];
    for (const id of ids) {
      const place = id < placeOf.length ? (placeOf[id] as number) : -1;
      if (place < 0) unplaced.push(id);
      else marked[place] = 1;
    }
    const page: number[] = [];
    let skip = from;
    for (let place = 0; place < idAt.length && page.length < size; place++) {
      if (marked[place] === 0) continue;
      if (skip > 0) skip--;
      else page.push(idAt[place] as number);
    }
    if (page.length < size && unplaced.length > 0) {
      unplaced.sort((a, b) => a - b);
      page.push(...unplaced.slice(skip, skip + size - page.length));
    }
    return page;
  }
}

/**
 * Every product's "from" price, and each product's place in both orders by price (equal prices by
 * id; PostgreSQL sorts the book once a read) and, once a search asks, by size: smallest first by its
 * smallest size, largest first by its largest, equal sizes cheapest first; products with no size
 * in a unit last.
 */
export class SortBook {
  private readonly cardPrice: Float64Array;
  private readonly orders: Partial<Record<BookSort, PlacedOrder>>;
  private readonly byId = new Map<number, BookedProduct>();
  private readonly optionSizes = new WeakMap<BookedOption, Size[]>();

  /** `products` low to high, equal prices by id, as `readSortBook` has PostgreSQL order them. */
  constructor(private readonly products: readonly BookedProduct[]) {
    const topId = products.reduce((top, { id }) => Math.max(top, id), 0);
    this.cardPrice = new Float64Array(topId + 1).fill(Number.NaN);
    for (const product of products) {
      this.cardPrice[product.id] = product.price;
      this.byId.set(product.id, product);
    }
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
    this.orders = { price_asc: new PlacedOrder(lowFirst), price_desc: new PlacedOrder(highFirst) };
  }

  get(id: number): number | undefined {
    const price = this.cardPrice[id];
    return price === undefined || Number.isNaN(price) ? undefined : price;
  }

  /**
   * What a buyer who asked for these sizes ("4 inch") pays for the product: its cheapest option of
   * such a size that counts (in stock, or any when all are sold out); the card's price when no size
   * is asked or it sells none of them.
   */
  priceOf(id: number, sizes: readonly string[]): number | undefined {
    const ofSize = this.optionsOfSize(id, sizes);
    return ofSize.length === 0 ? this.get(id) : Math.min(...ofSize.map((o) => o.price));
  }

  /** The product's options of these sizes ("4 inch") that count: those in stock, or all when all are sold out. */
  optionsOfSize(id: number, sizes: readonly string[]): readonly BookedOption[] {
    const options = sizes.length > 0 ? this.byId.get(id)?.options : undefined;
    if (!options) return [];
    return counted(options.filter((o) => sizes.some((asked) => isSize(this.sizesOf(o), asked))));
  }

  /**
   * One page (`from`, `size`) of these ids in this order; products without a price (or size) last,
   * by id. By price with sizes asked for ("4 inch"), by the price of those sizes (`priceOf`).
   */
  page(ids: readonly number[], sort: BookSort, from: number, size: number, sizes: readonly string[] = []): number[] {
    if (sizes.length > 0 && (sort === 'price_asc' || sort === 'price_desc')) {
      return this.bySizePrice(ids, sizes, sort === 'price_desc').slice(from, from + size);
    }
    let order = this.orders[sort];
    if (!order) {
      order = this.bySize(sort === 'size_desc');
      this.orders[sort] = order;
    }
    return order.page(ids, from, size);
  }

  private sizesOf(option: BookedOption): Size[] {
    let sizes = this.optionSizes.get(option);
    if (!sizes) {
      sizes = sizesIn(option.size);
      this.optionSizes.set(option, sizes);
    }
    return sizes;
  }

  // Equal prices by id, products without a price last, as in the orders by price.
  private bySizePrice(ids: readonly number[], sizes: readonly string[], dearestFirst: boolean): number[] {
    const priced: { id: number; price: number }[] = [];
    const unpriced: number[] = [];
    for (const id of ids) {
      const price = this.priceOf(id, sizes);
      if (price === undefined) unpriced.push(id);
      else priced.push({ id, price: dearestFirst ? -price : price });
    }
    priced.sort((a, b) => a.price - b.price || a.id - b.id);
    return [...priced.map(({ id }) => id), ...unpriced.sort((a, b) => a - b)];
  }

  // The products are cheapest first, so a stable sort leaves equal sizes cheapest first.
  private bySize(largestFirst: boolean): PlacedOrder {
    const sized: { id: number; size: number }[] = [];
    for (const { id, options } of this.products) {
      const range = sizeRange(counted(options ?? []).map((o) => o.size));
      if (range) sized.push({ id, size: largestFirst ? -range.largest : range.smallest });
    }
    sized.sort((a, b) => a.size - b.size);
    return new PlacedOrder(Int32Array.from(sized, ({ id }) => id));
  }
}

async function readSortBook(db: Db): Promise<SortBook> {
  const { rows } = await db.execute(sql`SELECT v.product_id AS id, ${cheapestOption}::int AS price,
      array_agg(v.id) AS "optionIds", array_agg(v.size) AS sizes, array_agg(${unitPaise}::int) AS prices,
      array_agg(v.stock > 0) AS "inStock"
    FROM variants v WHERE v.active GROUP BY v.product_id ORDER BY price, id`);
  type Row = { id: number; price: number; optionIds: number[]; sizes: string[]; prices: number[]; inStock: boolean[] };
  return new SortBook(
    (rows as Row[]).map(({ id, price, optionIds, sizes, prices, inStock }) => ({
      id,
      price,
      options: sizes.map((size, i) => ({
        id: optionIds[i] as number,
        size,
        price: prices[i] as number,
        inStock: inStock[i] as boolean,
      })),
    })),
  );
}

/** Every product's "from" price and sizes, read at most every few seconds; searches share one read. */
export function sortBook(db: Db, now = Date.now()): Promise<SortBook> {
  const kept = books.get(db);
  if (kept && now - kept.readAt < READ_AGAIN_AFTER_MS) return kept.book;
  const book = readSortBook(db);
  books.set(db, { readAt: now, book });
  // A failed read is not kept: the next search reads again.
  book.catch(() => {
    if (books.get(db)?.book === book) books.delete(db);
  });
  return book;
}

/** A catalogue change (a price, a discount, a stock count, a size): the next sorted search reads them again. */
export function forgetSortBook(db: Db): void {
  books.delete(db);
}
