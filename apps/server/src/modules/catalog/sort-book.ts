import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cheapestOption, unitPaise } from './product-json.ts';
import { hasUnit, sizeNumber, sizesIn } from './sizes.ts';

// What a search sorts and keeps by besides its ranks: every product's "from" price, as its card
// shows it and the product list sorts by it (the cheapest option in stock, or any when all are sold
// out; paise), and its options' sizes and prices (those in stock count, or all when all are sold
// out). PostgreSQL's prices and stock, read again after a few seconds (an order's stock change tells
// no process), as every catalogue cache is, and at once after a catalogue change (`forgetSortBook`).
const READ_AGAIN_AFTER_MS = 5000;

// `reading`: a read begun when this one grew old; searches answer from this one until it is in.
type Book = { readAt: number; book: Promise<SortBook>; reading?: boolean };
const books = new WeakMap<object, Book>();

/** The orders the book keeps: by price and by size, each up and down. */
export type BookSort = 'price_asc' | 'price_desc' | 'size_asc' | 'size_desc';

/** An option (its id, if read), its size as written, its price in paise after discount, and whether any is in stock. */
export type BookedOption = { id?: number; size: string; price: number; inStock: boolean };
/**
 * A product's "from" price in paise, and its options: as a list, or as PostgreSQL packs them
 * (`packed`: one line an option, `PACKED_FIELDS` apart), unpacked when a search first needs them;
 * whether any option is in stock, and whether any is on offer (has a discount, as the list of
 * offers has it).
 */
export type BookedProduct = {
  id: number;
  price: number;
  inStock?: boolean;
  onOffer?: boolean;
  options?: BookedOption[];
  packed?: string;
};

// The packed options' separators (ASCII's record and unit separators: no size is written with them).
const PACKED_OPTIONS = '\x1e';
const PACKED_FIELDS = '\x1f';

function unpack(packed: string): BookedOption[] {
  return packed.split(PACKED_OPTIONS).map((line) => {
    const [id, price, inStock, size] = line.split(PACKED_FIELDS);
    return { id: Number(id), price: Number(price), inStock: inStock === 't', size: size ?? '' };
  });
}

/** An option with its sizes read (`sizesIn`), as numbers. */
type SizedOption = BookedOption & { sizes: { number: number; unit?: string }[] };

function sized(options: readonly BookedOption[]): SizedOption[] {
  return options.map(({ id, size, price, inStock }) => ({ id, size, price, inStock, sizes: sizesOf(size) }));
}

// A size as written, read once: a shop writes its few sizes (`3"`, "250 g") on many options.
const readSizes = new Map<string, SizedOption['sizes']>();

function sizesOf(size: string): SizedOption['sizes'] {
  let sizes = readSizes.get(size);
  if (!sizes) {
    sizes = sizesIn(size).map(({ number, unit }) => ({ number: Number(number), unit }));
    if (readSizes.size >= 10_000) readSizes.clear();
    readSizes.set(size, sizes);
  }
  return sizes;
}

// Options read from their packed text, kept across the book's reads: a read every few seconds finds
// nearly every product's text as it was, and reading 30,000 options' sizes again would hold a search
// up (a size order or a price by size needs them all).
const unpackedTexts = new Map<string, SizedOption[]>();
const KEPT_TEXTS = 50_000;

function unpacked(packed: string): SizedOption[] {
  let options = unpackedTexts.get(packed);
  if (!options) {
    options = sized(unpack(packed));
    if (unpackedTexts.size >= KEPT_TEXTS) unpackedTexts.clear();
    unpackedTexts.set(packed, options);
  }
  return options;
}

/** The options that count: those in stock, or all when all are sold out. */
function counted<T extends BookedOption>(options: readonly T[]): readonly T[] {
  const inStock = options.filter((o) => o.inStock);
  return inStock.length > 0 ? inStock : options;
}

/** A size asked for (`sizeTerm`: "4 inch", or "4" in any unit), read once. */
type AskedSize = { number: number; unit?: string };
const askedSizes = new Map<string, AskedSize>();

function askedSize(term: string): AskedSize {
  let asked = askedSizes.get(term);
  if (!asked) {
    asked = { number: Number(sizeNumber(term)), unit: hasUnit(term) ? term.slice(term.indexOf(' ') + 1) : undefined };
    if (askedSizes.size >= 1000) askedSizes.clear();
    askedSizes.set(term, asked);
  }
  return asked;
}

/** Whether an option is of a size asked for: that number, in that unit or none. */
function isSize(option: SizedOption, asked: readonly AskedSize[]): boolean {
  for (const { number, unit } of asked) {
    for (const size of option.sizes) {
      if (size.number === number && (unit === undefined || size.unit === undefined || size.unit === unit)) return true;
    }
  }
  return false;
}

/** Of these options, those of the sizes asked for ("4 inch") that count: in stock, or all when all are sold out. */
function ofSizes<T extends SizedOption>(options: readonly T[], sizes: readonly string[]): readonly T[] {
  if (sizes.length === 0) return [];
  const asked = sizes.map(askedSize);
  return counted(options.filter((o) => isSize(o, asked)));
}

/** `ofSizes` for options whose sizes are not read yet (a page's cards). */
export function optionsOfSizes(options: readonly BookedOption[], sizes: readonly string[]): readonly BookedOption[] {
  return ofSizes(sized(options), sizes);
}

/**
 * Of these options (sizes not read yet: a page's cards), those a search sorted by size places the
 * product by: of the options that count, those of its smallest size (`largest`: its largest).
 */
export function optionsAtSizeEnd(options: readonly BookedOption[], largest: boolean): readonly BookedOption[] {
  const ofCount = counted(sized(options));
  const range = rangeOf(ofCount);
  if (!range) return [];
  const end = largest ? range.largest : range.smallest;
  return ofCount.filter((o) =>
    o.sizes.some(({ number, unit }) => {
      const found = kindSize(number, unit);
      return found?.kind === range.kind && found.size === end;
    }),
  );
}

/** A price kept by product id, NaN where none: undefined for none. */
function priceAt(prices: Float64Array, id: number): number | undefined {
  const price = prices[id];
  return price === undefined || Number.isNaN(price) ? undefined : price;
}

// Sizes compare only within a kind, in one unit a kind: lengths (0) in millimetres, weights (1) in
// grams, volumes (2) in millilitres, watts (3). A shop of fish lists lengths first.
const UNIT_KINDS: Record<string, { kind: number; scale: number }> = {
  inch: { kind: 0, scale: 25.4 },
  cm: { kind: 0, scale: 10 },
  mm: { kind: 0, scale: 1 },
  g: { kind: 1, scale: 1 },
  kg: { kind: 1, scale: 1000 },
  ml: { kind: 2, scale: 1 },
  l: { kind: 2, scale: 1000 },
  w: { kind: 3, scale: 1 },
};

/** A size of one kind in that kind's unit; undefined without a unit. */
type KindSize = { kind: number; size: number };

function kindSize(number: number, unit: string | undefined): KindSize | undefined {
  const kind = unit === undefined ? undefined : UNIT_KINDS[unit];
  return kind && { kind: kind.kind, size: number * kind.scale };
}

/** The range of sizes of these options in their first kind (lengths before weights…), in its unit. */
type SizeRange = { kind: number; smallest: number; largest: number };

/** The smallest and largest size of these options with a unit (`3"`, "250 g"), of their first kind, in its unit. */
export function sizeRange(sizes: readonly string[]): { smallest: number; largest: number } | undefined {
  const range = rangeOf(sized(sizes.map((size) => ({ size, price: 0, inStock: true }))));
  return range && { smallest: range.smallest, largest: range.largest };
}

function rangeOf(options: readonly SizedOption[]): SizeRange | undefined {
  let range: SizeRange | undefined;
  for (const option of options) {
    for (const { number, unit } of option.sizes) {
      const found = kindSize(number, unit);
      if (!found) continue;
      const { kind, size } = found;
      if (!range || kind < range.kind) range = { kind, smallest: size, largest: size };
      else if (kind === range.kind) {
        range.smallest = Math.min(range.smallest, size);
        range.largest = Math.max(range.largest, size);
      }
    }
  }
  return range;
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

type PriceOrders = Record<'price_asc' | 'price_desc', PlacedOrder>;
type SizedPrices = { priceOf: Float64Array; stocked: Uint8Array; orders?: PriceOrders };

/** Both orders by price of products given low to high, equal prices by id: high to low keeps equal prices by id. */
function priceOrders(products: readonly { id: number; price: number }[]): PriceOrders {
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
  return { price_asc: new PlacedOrder(lowFirst), price_desc: new PlacedOrder(highFirst) };
}

/**
 * Every product's "from" price, and each product's place in both orders by price (equal prices by
 * id; PostgreSQL sorts the book once a read) and, once a search asks, by size: kind by kind
 * (lengths, weights, volumes, watts), smallest first by its smallest size, largest first by its
 * largest, equal sizes cheapest first; products with no size in a unit last. And whether what a
 * buyer asks for is in stock (`stocked`): best match lists it first among equal matches.
 */
export class SortBook {
  private readonly cardPrice: Float64Array;
  private readonly inStock: Uint8Array;
  private readonly offered: Uint8Array;
  private readonly orders: Partial<Record<BookSort, PlacedOrder>>;
  private readonly byId = new Map<number, BookedProduct>();
  private readonly sizedOptions = new Map<number, SizedOption[]>();
  // By sizes asked for ("4 inch"): every product's price for them, and the orders by it, made once a book.
  private readonly sizedPrices = new Map<string, SizedPrices>();

  /**
   * `products` low to high, equal prices by id, as `readSortBook` has PostgreSQL order them; `print`,
   * a fingerprint of what they were read from.
   */
  constructor(
    private readonly products: readonly BookedProduct[],
    readonly print?: string,
  ) {
    const topId = products.reduce((top, { id }) => Math.max(top, id), 0);
    this.cardPrice = new Float64Array(topId + 1).fill(Number.NaN);
    this.inStock = new Uint8Array(topId + 1);
    this.offered = new Uint8Array(topId + 1);
    for (const product of products) {
      this.cardPrice[product.id] = product.price;
      this.inStock[product.id] = product.inStock || product.options?.some((o) => o.inStock) ? 1 : 0;
      this.offered[product.id] = product.onOffer ? 1 : 0;
      this.byId.set(product.id, product);
    }
    this.orders = priceOrders(products);
  }

  get(id: number): number | undefined {
    return priceAt(this.cardPrice, id);
  }

  /**
   * What a buyer who asked for these sizes ("4 inch") pays for the product: its cheapest option of
   * such a size that counts (in stock, or any when all are sold out); the card's price when no size
   * is asked or it sells none of them.
   */
  priceOf(id: number, sizes: readonly string[]): number | undefined {
    return sizes.length === 0 ? this.get(id) : priceAt(this.pricesOfSizes(sizes).priceOf, id);
  }

  /**
   * By product id, 1 where what a buyer asked for is in stock: an option of these sizes ("4 inch"),
   * or any option when no size is asked.
   */
  stocked(sizes: readonly string[]): Uint8Array {
    return sizes.length === 0 ? this.inStock : this.pricesOfSizes(sizes).stocked;
  }

  /** By product id, 1 where an option is on offer (has a discount). */
  onOffer(): Uint8Array {
    return this.offered;
  }

  private pricesOfSizes(sizes: readonly string[]): SizedPrices {
    const key = sizes.join('|');
    let found = this.sizedPrices.get(key);
    if (!found) {
      const priceOf = new Float64Array(this.cardPrice.length).fill(Number.NaN);
      const stocked = new Uint8Array(this.cardPrice.length);
      for (const { id, price: cardPrice } of this.products) {
        const ofSize = this.optionsOfSize(id, sizes);
        let price = cardPrice;
        let inStock = 0;
        if (ofSize.length > 0) {
          price = Number.POSITIVE_INFINITY;
          for (const option of ofSize) {
            price = Math.min(price, option.price);
            if (option.inStock) inStock = 1;
          }
        }
        priceOf[id] = price;
        stocked[id] = inStock;
      }
      found = { priceOf, stocked };
      if (this.sizedPrices.size >= 100) this.sizedPrices.clear();
      this.sizedPrices.set(key, found);
    }
    return found;
  }

  /** The orders by the price of these sizes, sorted when a search first sorts by it (most only rank or keep by it). */
  private ordersOfSizes(sizes: readonly string[]): PriceOrders {
    const prices = this.pricesOfSizes(sizes);
    if (!prices.orders) {
      const priced = this.products.map(({ id }) => ({ id, price: prices.priceOf[id] as number }));
      // Equal prices by id, as in the orders by the card's price.
      priced.sort((a, b) => a.price - b.price || a.id - b.id);
      prices.orders = priceOrders(priced);
    }
    return prices.orders;
  }

  /** The product's options of these sizes ("4 inch") that count: those in stock, or all when all are sold out. */
  private optionsOfSize(id: number, sizes: readonly string[]): readonly BookedOption[] {
    return sizes.length === 0 ? [] : ofSizes(this.optionsOf(id), sizes);
  }

  /** A product's options with their sizes read, unpacked the first time. */
  private optionsOf(id: number): SizedOption[] {
    let options = this.sizedOptions.get(id);
    if (!options) {
      const product = this.byId.get(id);
      options = product?.options ? sized(product.options) : product?.packed ? unpacked(product.packed) : [];
      this.sizedOptions.set(id, options);
    }
    return options;
  }

  /**
   * One page (`from`, `size`) of these ids in this order; products without a price (or size) last,
   * by id. By price with sizes asked for ("4 inch"), by the price of those sizes (`priceOf`).
   */
  page(ids: readonly number[], sort: BookSort, from: number, size: number, sizes: readonly string[] = []): number[] {
    if (sizes.length > 0 && (sort === 'price_asc' || sort === 'price_desc')) {
      return this.ordersOfSizes(sizes)[sort].page(ids, from, size);
    }
    let order = this.orders[sort];
    if (!order) {
      order = this.bySize(sort === 'size_desc');
      this.orders[sort] = order;
    }
    return order.page(ids, from, size);
  }

  // Kind by kind (lengths first: `UNIT_KINDS`); the products are cheapest first, so a stable sort
  // leaves equal sizes cheapest first.
  private bySize(largestFirst: boolean): PlacedOrder {
    const sized: { id: number; kind: number; size: number }[] = [];
    for (const { id } of this.products) {
      const range = rangeOf(counted(this.optionsOf(id)));
      if (range) sized.push({ id, kind: range.kind, size: largestFirst ? -range.largest : range.smallest });
    }
    sized.sort((a, b) => a.kind - b.kind || a.size - b.size);
    return new PlacedOrder(Int32Array.from(sized, ({ id }) => id));
  }
}

/**
 * Every product's price, stock and options from PostgreSQL, with a fingerprint of them (`print`);
 * `current` itself when its fingerprint is still theirs. A book kept answers from the orders and
 * prices by size it already made, so a read that finds nothing changed (most do: stock and prices
 * change with orders and the owner's edits) costs this process almost nothing: one row.
 */
export async function readSortBook(db: Db, current?: SortBook): Promise<SortBook> {
  // One text a product for its options (see `unpack`): cheaper to read than arrays, and most
  // searches never open it. The fingerprint is of the same snapshot as the rows.
  const { rows } = await db.execute(sql`WITH book AS (
      SELECT v.product_id AS id, ${cheapestOption}::int AS price, bool_or(v.stock > 0) AS "inStock",
        bool_or(v.discount_enabled AND v.discount_percent > 0) AS "onOffer",
        string_agg(concat_ws(${PACKED_FIELDS}, v.id, ${unitPaise}::int, v.stock > 0, v.size), ${PACKED_OPTIONS}
          ORDER BY v.id) AS packed
      FROM variants v WHERE v.active GROUP BY v.product_id
    ), print AS (
      SELECT md5(string_agg(concat_ws(${PACKED_OPTIONS}, id, price, "onOffer", packed), ${PACKED_OPTIONS} ORDER BY id)) AS print
      FROM book
    )
    SELECT * FROM (
      SELECT print.print, NULL::int AS id, NULL::int AS price, NULL::bool AS "inStock", NULL::bool AS "onOffer",
        NULL::text AS packed FROM print
      UNION ALL
      SELECT NULL, book.id, book.price, book."inStock", book."onOffer", book.packed
      FROM book, print WHERE print.print IS DISTINCT FROM ${current?.print ?? null}
    ) AS read ORDER BY id IS NOT NULL, price, id`);
  // The first row is the fingerprint (none when no option is for sale), the others the products.
  const print = (rows[0] as { print: string | null } | undefined)?.print ?? undefined;
  if (current && print === current.print) return current;
  const products = rows.slice(1) as BookedProduct[];
  return new SortBook(products, print);
}

/**
 * Every product's "from" price and sizes, read at most every few seconds; searches share one read.
 * A book older than that is read again while searches go on answering from it (a read of 10,000
 * products takes ~80 ms, and every search would wait for it); a catalogue change is read at once.
 */
export function sortBook(db: Db, now = Date.now()): Promise<SortBook> {
  const kept = books.get(db);
  if (!kept) return readInto(db, now);
  if (now - kept.readAt >= READ_AGAIN_AFTER_MS && !kept.reading) {
    kept.reading = true;
    kept.book
      .then((current) => readSortBook(db, current))
      .then(
        (book) => {
          if (books.get(db) === kept) books.set(db, { readAt: now, book: Promise.resolve(book) });
        },
        () => {
          kept.reading = false;
        },
      );
  }
  return kept.book;
}

function readInto(db: Db, now: number): Promise<SortBook> {
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
