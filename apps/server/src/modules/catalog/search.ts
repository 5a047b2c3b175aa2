import type { SearchSort } from '@discus/domain/constants';
import { type ProductPage, type ProductSummary, productPage, productSummary } from '@discus/domain/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { type CheckedJson, checkedJson } from '../../lib/checked-json.ts';
import { type AskedCondition, askedCondition } from './asked-condition.ts';
import { askedOrder } from './asked-order.ts';
import { type AskedPrice, askedPrice, withinPrice } from './asked-price.ts';
import { summaryColumns, visibleProduct } from './product-json.ts';
import {
  type ChangedProducts,
  englishStems,
  type IndexAnswer,
  type IndexOrder,
  type IndexQuery,
  loadNewWords,
  loadProductWords,
  loadWordList,
  PLAIN,
  type ProductWords,
  SearchIndex,
  type WordList,
} from './search-index.ts';
import { comparable } from './search-text.ts';
import {
  isSizeTerm,
  SIZE_READINGS,
  SIZE_WORD,
  type SizeReading,
  sizeAsWritten,
  sizeNumber,
  sizeTerm,
  sizeUnit,
  UNITS,
} from './sizes.ts';
import {
  type BookedOption,
  type BookSort,
  forgetSortBook,
  optionsAtSizeEnd,
  optionsOfSizes,
  type SortBook,
  sortBook,
} from './sort-book.ts';
import { Vocabulary } from './typos.ts';

const MAX_WORDS = 8;

/** Which page of a search's answer, and in which order (by default the order its words ask for, else best match first). */
export type SearchPage = { pageNo: number; pageSize: number; sort?: SearchSort };

/**
 * What a buyer's query asks for besides its words: a price (`askedPrice`, "under 1000"), a
 * condition (`askedCondition`, "on offer", "in stock") and an order (`askedOrder`, "cheapest");
 * `rest` is the query without them.
 */
type AskedSearch = { rest: string; price?: AskedPrice; condition?: AskedCondition; sort?: SearchSort };

function askedSearch(query: string): AskedSearch {
  const { rest: words, price } = askedPrice(comparable(query));
  const { rest, condition } = askedCondition(words);
  return { ...askedOrder(rest), price, ...(condition && { condition }) };
}

/** A word of a query as searched ("3 inch"), and as the buyer wrote it ("3in"). */
type Term = { term: string; written: string };

// Numbers a phone's voice typing may write as words: "three inch discus" is 3 inch; and in Hindi,
// as typed in Latin letters or in its own script, "teen inch", "तीन इंच" (only before a unit: "do"
// alone is a word).
const NUMBER_WORDS = new Map(
  [
    ['one', 'ek', 'एक'],
    ['two', 'do', 'दो'],
    ['three', 'teen', 'तीन'],
    ['four', 'char', 'chaar', 'चार'],
    ['five', 'panch', 'paanch', 'पांच', 'पाँच'],
    ['six', 'chhe', 'chhah', 'छह', 'छः'],
    ['seven', 'saat', 'सात'],
    ['eight', 'aath', 'आठ'],
    ['nine', 'nau', 'नौ'],
    ['ten', 'das', 'दस'],
  ]
    .map((words, i) => [words, String(i + 1)] as const)
    // Hindi's own words for one and a half and two and a half ("dhai inch": 2.5 inch).
    .concat([
      [['dedh', 'derh', 'डेढ़', 'डेढ'], '1.5'],
      [['dhai', 'dhaai', 'ढाई'], '2.5'],
    ])
    .flatMap(([words, number]) => words.map((word) => [word.normalize('NFC'), number] as const)),
);
// "And a half" before a number and a unit: "saadhe teen inch" is 3.5 inch.
const AND_A_HALF = new Set(['saadhe', 'sadhe', 'saade', 'sade', 'साढ़े', 'साढे'].map((word) => word.normalize('NFC')));
// A half written after a number: "2½", "2 ½", "2 1/2", "3-1/2".
const HALF = /(\d+)(?:\s*½|[\s-]+1\/2(?!\d))/g;

function queryTerms(query: string): Term[] {
  const terms: Term[] = [];
  for (const raw of comparable(query)
    .toLowerCase()
    .replace(HALF, '$1.5')
    .replace(/[%_\\]/g, ' ')
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .split(/[^\p{L}\p{M}\p{N}."]+/u)) {
    const word = raw.replace(/^[."]+/, '').replace(/\.+$/, '');
    const size = SIZE_WORD.exec(word);
    const last = terms[terms.length - 1];
    // "3 inch": the unit after a number (or a number word) is that size's unit.
    const unit = UNITS.get(word);
    const number = last && (NUMBER_WORDS.get(last.term) ?? last.term);
    if (unit !== undefined && last && number && /^[\d.]+$/.test(number)) {
      const before = terms[terms.length - 2];
      const half = before !== undefined && AND_A_HALF.has(before.term);
      if (half) terms.splice(-2, 1);
      last.term = sizeTerm(half ? String(Number(number) + 0.5) : number, unit);
      last.written = `${half ? `${before.written} ` : ''}${last.written} ${word}`;
      continue;
    }
    const term = size ? sizeTerm(size[1] as string, size[2] && UNITS.get(size[2])) : word.replace(/"/g, '');
    if (term) terms.push({ term, written: size ? word : term });
  }
  return terms
    .filter((term, i) => !(SAYING_SIZE.has(term.term) && isSizeTerm(terms[i + 1]?.term ?? '')))
    .slice(0, MAX_WORDS);
}

// Words that say a size follows ("discus size 3 inch"), saying nothing the size does not.
const SAYING_SIZE = new Set(['size', 'sized', 'साइज़', 'साइज', 'आकार'].map((word) => word.normalize('NFC')));

/** Lower-cased words of a query, without LIKE wildcards, at most eight; sizes as `sizeTerm`s ("3 inch", "2.5", "300 w"). */
export function searchWords(query: string): string[] {
  return queryTerms(query).map(({ term }) => term);
}

/** A query's words as written, and the price and order it asks for: two queries with the same key answer alike, their notes included. */
export function searchKey(query: string): string {
  const { rest, price, condition, sort } = askedSearch(query);
  const words = queryTerms(rest)
    .map(({ written }) => written)
    .join(' ');
  const priced = price ? `${words} | ${price.min ?? ''}-${price.max ?? ''} ${price.written}` : words;
  const kept = condition ? `${priced} | ${condition.kind} ${condition.written}` : priced;
  return sort ? `${kept} | ${sort}` : kept;
}

/** Words of a query's search (`searchWords`) named as the buyer wrote them: "1000w" and "4 inch", not "1000" and "4". */
export function asWritten(query: string, terms: readonly string[]): string[] {
  const written = new Map(queryTerms(query).map(({ term, written }) => [term, written]));
  return terms.map((term) => written.get(term) ?? term);
}

/**
 * A query as a search read it (lower-cased, spaces collapsed): each of its words `corrected` (as
 * [written, read as], see `IndexAnswer`) replaced where written: "Pegion blood 3 inch" read
 * "pegion" as "pigeon", so "pigeon blood 3 inch". Words and what lies between them are compared as
 * tokens: a regular expression built per search cost ~0.4 ms to compile (its Unicode classes).
 */
export function readAs(query: string, corrected: readonly [string, string][]): string {
  // Runs of letters and digits, and what lies between them, in turn.
  const parts = query.toLowerCase().replace(/\s+/g, ' ').trim().match(WORDS_AND_GAPS) ?? [];
  for (const [written, meant] of corrected) {
    const words = written.split(' ');
    for (let at = 0; at < parts.length; at++) {
      let next = at;
      let matched = 0;
      while (matched < words.length && parts[next] === words[matched]) {
        next += 2;
        matched++;
      }
      if (matched === words.length) {
        parts.splice(at, next - 1 - at, meant);
        break;
      }
    }
  }
  return parts.join('');
}
// A word's letters with their marks: Hindi's vowel signs are marks, not letters; a number with its
// decimals is one word ("7.5cm").
const WORDS_AND_GAPS = /(?:\p{N}+\.(?=\p{N}))?[\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+/gu;

// Words that say a buyer is shopping at a fish shop, not what for, as buyers in India type them into
// a search engine ("discus price", "buy discus fish online", "discus for sale in india", "discus
// near me"), Hindi ones too as typed in Latin letters ("discus machli ki keemat": the price of
// discus fish; "discus ke liye khana": food for discus): they never narrow a search. "discus fish"
// lists every discus, not the few whose text says "fish"; "sale" alone lists the whole shop, as an
// empty search does.
const SHOPPING_WORDS = new Set([
  ...['buy', 'purchase', 'order', 'price', 'prices', 'cost', 'rate', 'rates', 'best'],
  ...['sale', 'sell', 'seller', 'sellers', 'online', 'shop', 'shops', 'store', 'stores', 'fish', 'fishes'],
  ...['india', 'indian', 'near', 'me', 'rs', 'inr', 'rupees'],
  ...['machli', 'machhli', 'machhali', 'machali', 'keemat', 'kimat', 'ki', 'ka', 'ke', 'wala', 'wali', 'wale'],
  ...['kitne', 'kitna', 'chahiye', 'milega', 'milegi', 'kharidna', 'kharide', 'dukaan', 'dukan'],
  ...['hai', 'kya', 'kahan', 'kaha', 'kaise', 'mein', 'acha', 'accha', 'achha', 'achchha', 'liye', 'liya', 'pe', 'par'],
  // The same in Hindi's own script ("डिस्कस मछली की कीमत").
  ...['मछली', 'मछलियां', 'मछलियाँ', 'का', 'की', 'के', 'कीमत', 'दाम', 'रेट', 'वाला', 'वाली', 'वाले'],
  ...['में', 'है', 'क्या', 'कहाँ', 'कहां', 'चाहिए', 'खरीदें', 'खरीदना', 'ऑनलाइन', 'दुकान', 'लिए', 'लिये', 'पे', 'पर'],
]);

/** The words of a query split into text words and sizes (such as "3 inch", "2.5"). */
export function queryParts(query: string): IndexQuery {
  const all = searchWords(query);
  return {
    words: all.filter((w) => !isSizeTerm(w)),
    numbers: all.filter(isSizeTerm),
  };
}

/**
 * A buyer's query: its parts without the words of shopping (`SHOPPING_WORDS`), and words left out
 * when no product has them all (`SearchIndex.search`).
 */
export function buyerQueryParts(query: string): IndexQuery {
  const { words, numbers } = queryParts(query);
  return { words: words.filter((w) => !SHOPPING_WORDS.has(w)), numbers, leaveOut: true };
}

type Hit = ProductSummary & { totalCount: number };

// For `searchInDatabase` (the bench's PostgreSQL engine): the catalogue's word list in memory to
// find what a typo stands for, dropped by `refreshSearchWords` and read again by the next search.
// The store's own search keeps its words in the index (search-index.ts).
const vocabularies = new WeakMap<object, Promise<Vocabulary>>();

async function vocabularyOf(db: Db): Promise<Vocabulary> {
  let loading = vocabularies.get(db);
  if (!loading) {
    loading = db
      .execute(sql`SELECT word, ndoc AS uses FROM search_words`)
      // Only plain words can stand for a query word (which is letters and digits); an e-mail
      // address or a path from a description never goes into a tsquery.
      .then(({ rows }) => new Vocabulary((rows as { word: string; uses: number }[]).filter((r) => PLAIN.test(r.word))));
    vocabularies.set(db, loading);
    loading.catch(() => {
      if (vocabularies.get(db) === loading) vocabularies.delete(db);
    });
  }
  return loading;
}

/** Forgets this process's word list and search index: the next search reads them again. */
export function forgetSearchWords(db: Db | Tx): void {
  vocabularies.delete(db);
  indexes.delete(db);
}

// A number matches a size of the product's options (`3` finds 3", not 3.5") or a word of its text;
// this engine reads the number only, whatever its unit.
const numbersMatch = (sizes: string[]) => sql`NOT EXISTS (
    SELECT 1 FROM unnest(${sql.param(sizes.map(sizeNumber))}::text[]) AS n
    WHERE NOT (p.search_vector @@ to_tsquery('simple', quote_literal(n))
      OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.active
        AND v.size ~ ('(^|[^0-9.])' || replace(n, '.', '\\.') || '(?![0-9]|\\.[0-9])'))))`;

/**
 * The same search done entirely by PostgreSQL (the word list in memory), kept to measure the two
 * against each other (scripts/bench/search-engines.ts, decision 030); the store uses `searchProducts`.
 *
 * Search by title, category and description words (full text, English stemming), ignoring case.
 * Each query word matches as a prefix ("pige" finds pigeon, as the buyer types) or as a catalogue
 * word it is a typo of (one wrong, missing, extra or swapped letter from 5 letters, two from 9:
 * "pigoen", "turqoise"); numbers also match option sizes ("3 inch", `3"`). Every word must match.
 * Products matching every word as typed come first (in the title before elsewhere), then title
 * matches, then the newest. An empty query lists the whole catalogue, newest first.
 */
export async function searchInDatabase(db: Db, query: string, pageNo: number, pageSize: number): Promise<ProductPage> {
  const { words, numbers } = queryParts(query);
  let rows: Hit[];
  if (words.length === 0) {
    const statement = numbers.length === 0 ? 'search-all' : 'search-numbers';
    const filter = numbers.length === 0 ? sql`true` : numbersMatch(numbers);
    rows = await preparedRows<Hit>(
      db,
      statement,
      sql`
      WITH page AS (
        SELECT p.id, p.created_at, count(*) OVER () AS total
        FROM products p JOIN categories c ON c.id = p.category_id
        WHERE ${visibleProduct} AND ${filter}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}
      )
      SELECT ${summaryColumns}, page.total::int AS "totalCount"
      FROM page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id
      ORDER BY page.created_at DESC, page.id DESC`,
    );
  } else {
    const vocabulary = await vocabularyOf(db);
    const alternatives = words.map((w) =>
      vocabulary
        .wordAlternatives(w)
        .map((a) => `'${a.replace(/'/g, "''")}'`)
        .join(' | '),
    );
    rows = await preparedRows<Hit>(
      db,
      'search-products',
      sql`
      WITH word AS (
        SELECT to_tsquery('english', quote_literal(w) || ':*') AS typed,
          CASE WHEN alternatives = '' THEN NULL ELSE to_tsquery('english', alternatives) END AS typo
        FROM unnest(${sql.param(words)}::text[], ${sql.param(alternatives)}::text[]) AS t(w, alternatives)
      ), q AS (
        SELECT string_agg('(' || typed::text || ')', ' & ')::tsquery AS typed,
          string_agg('(' || CASE WHEN typo IS NULL THEN typed ELSE typed || typo END::text || ')', ' & ')::tsquery AS query
        FROM word WHERE numnode(typed) > 0
      ), page AS (
        SELECT p.id, p.created_at, count(*) OVER () AS total,
          (p.title_vector @@ q.typed)::int * 4 + (p.search_vector @@ q.typed)::int * 2
            + (p.title_vector @@ q.query)::int AS score
        FROM q, products p JOIN categories c ON c.id = p.category_id
        WHERE ${visibleProduct} AND p.search_vector @@ q.query AND ${numbersMatch(numbers)}
        ORDER BY score DESC, p.created_at DESC, p.id DESC
        LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}
      )
      SELECT ${summaryColumns}, page.total::int AS "totalCount"
      FROM page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id
      ORDER BY page.score DESC, page.created_at DESC, page.id DESC`,
    );
  }
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && pageNo > 1) totalCount = (await searchInDatabase(db, query, 1, 1)).totalCount;
  const result = rows.map(({ totalCount: _, ...product }) => product);
  return { result, totalCount, pageNo, pageSize };
}

/** The parts of the index a catalogue change makes stale (see follow-changes.ts). */
export type IndexPart = 'products' | 'words';
/** What one rebuild read: which part, how many products or words, in how many milliseconds. */
export type IndexRebuilt = { part: IndexPart; size: number; ms: number };
/** What a change made stale: parts of the index, and which products' words may be new. */
export type StaleIndex = { parts: readonly IndexPart[] } & Partial<ChangedProducts>;

// Stems of words changes brought, kept for every word list read until the shared list has them
// (a list read just before its rebuild would not); at most this many.
const LEARNED_WORDS = 10_000;

type HeldIndex = {
  products?: Promise<ProductWords>;
  words?: Promise<WordList>;
  building?: Promise<void>;
  stale: Set<IndexPart>;
  changed: ChangedProducts;
  learned: Map<string, string[]>;
};
const indexes = new WeakMap<object, HeldIndex>();

function held(db: Db): HeldIndex {
  let found = indexes.get(db);
  if (!found) {
    found = { stale: new Set(), changed: { productIds: [], categoryIds: [] }, learned: new Map() };
    indexes.set(db, found);
  }
  return found;
}

/** Reads a part once; a failed read is forgotten, so the next search tries again. */
function loaded<T>(owner: HeldIndex, key: IndexPart, load: () => Promise<T>): Promise<T> {
  const current = owner[key] as Promise<T> | undefined;
  if (current) return current;
  const loading = load();
  (owner as Record<IndexPart, Promise<T> | undefined>)[key] = loading;
  loading.catch(() => {
    if (owner[key] === loading) owner[key] = undefined;
  });
  return loading;
}

/** The shared word list, with the stems this process learned from changes it may not hold yet. */
async function loadLearnedWordList(db: Db, owner: HeldIndex): Promise<WordList> {
  const words = await loadWordList(db);
  words.learn(owner.learned);
  return words;
}

async function indexOf(db: Db): Promise<SearchIndex> {
  const owner = held(db);
  const [products, words] = await Promise.all([
    loaded(owner, 'products', () => loadProductWords(db)),
    loaded(owner, 'words', () => loadLearnedWordList(db, owner)),
  ]);
  return new SearchIndex(products, words);
}

/** Builds the index ahead of the first search (at start), without waiting for it. */
export function warmSearchIndex(db: Db): void {
  indexOf(db).catch(() => {});
}

async function readPart(db: Db, owner: HeldIndex, part: IndexPart, rebuilt?: (what: IndexRebuilt) => void) {
  const started = performance.now();
  if (part === 'products') {
    const products = await loadProductWords(db);
    owner.products = Promise.resolve(products);
    rebuilt?.({ part, size: products.ids.length, ms: performance.now() - started });
  } else {
    const words = await loadLearnedWordList(db, owner);
    owner.words = Promise.resolve(words);
    rebuilt?.({ part, size: words.size, ms: performance.now() - started });
  }
}

/** Learns the stems of the words the changed products brought, into the list in use and later ones. */
async function learnNewWords(db: Db, owner: HeldIndex, changed: ChangedProducts) {
  if (changed.productIds.length === 0 && changed.categoryIds.length === 0) return;
  const found = await loadNewWords(db, changed);
  if (owner.learned.size + found.size > LEARNED_WORDS) owner.learned.clear();
  for (const [word, stems] of found) owner.learned.set(word, stems);
  const words = await owner.words?.catch(() => undefined);
  words?.learn(found);
}

/**
 * Reads these parts of this process's search index again from the database (after a catalogue
 * change), with the stems of the words the changed products brought. The old parts answer
 * meanwhile (a read takes ~0.5–1 s at 10,000 products: searches must not wait for it); parts made
 * stale during a read are read again after it, once. `rebuilt` hears of each part read.
 */
export function rebuildSearchIndex(db: Db, stale: StaleIndex, rebuilt?: (what: IndexRebuilt) => void): Promise<void> {
  forgetSortBook(db);
  const owner = indexes.get(db);
  // Nothing read yet: the first search reads it all.
  if (!owner || (!owner.products && !owner.words)) return Promise.resolve();
  for (const part of stale.parts) owner.stale.add(part);
  owner.changed.productIds.push(...(stale.productIds ?? []));
  owner.changed.categoryIds.push(...(stale.categoryIds ?? []));
  if (owner.building) return owner.building;
  const building = (async () => {
    try {
      while (owner.stale.size > 0) {
        const reading = [...owner.stale];
        const changed = owner.changed;
        owner.stale.clear();
        owner.changed = { productIds: [], categoryIds: [] };
        // The new words' stems first (one small read): once the products' words answer, a changed
        // product is found by its new words as typed, before the shared word list follows.
        await learnNewWords(db, owner, changed);
        await Promise.all(reading.map((part) => readPart(db, owner, part, rebuilt)));
      }
    } finally {
      owner.building = undefined;
    }
  })();
  owner.building = building;
  return building;
}

/**
 * Search by title, category and description words, ignoring case, in this process's index
 * (decision 030): each query word matches as a prefix of a word's English stem ("pige" finds
 * pigeon, as the buyer types) or as a catalogue word it is a typo of (one wrong, missing, extra or
 * swapped letter from 5 letters, two from 9: "pigoen", "turqoise"); numbers also match option sizes
 * ("3 inch", `3"`). Every word must match; when no product has them all, the fewest are left out
 * (`SearchIndex.search`) and the answer names them; the words of shopping never count.
 * Sorted best first (ranks as `SearchIndex.search`) unless `page.sort` says newest first or by price;
 * those list only the products whose name has the rarest word when any has (`IndexOrder`). An empty
 * query lists the whole catalogue, newest first. A price in words ("under 1000", `askedPrice`) keeps
 * the products whose card price is within it; when none is, or only by leaving out more words, the
 * price is left out and named with them, and (unless `page.sort` says otherwise) the matches are
 * listed nearest that price first: cheapest first under a most, dearest first above a least. Words
 * that ask for an order ("cheapest discus", `askedOrder`) sort so when `page.sort` is not given, and
 * the answer says which (`sort`); they never count as words. A size in a unit nothing it asks of is
 * sold in is read as a size sold (`sizeAsSold`: "heater for 150 litre tank" as the watts it needs,
 * "discus 8 cm" as 3"), and the answer says so (`corrected`). Answers one page of product ids, how
 * many match, the sizes the query names (`sizes`, as `sizeTerm`s) and the price left out, as
 * written (`leftOutPrice`, also in `leftOut`).
 */
export async function searchProductIds(
  db: Db,
  query: string,
  page: SearchPage,
): Promise<IndexAnswer & { sort?: SearchSort; sizes: string[]; leftOutPrice?: string; sizeRead?: SizeRead }> {
  const { rest, price, condition, sort: asked } = askedSearch(query);
  const typed = buyerQueryParts(rest);
  const reading = typed.numbers.some(readable) ? await sizeAsSold(db, rest, typed) : undefined;
  const answer = await searchAsked(db, reading?.parts ?? typed, { price, condition, sort: asked }, page);
  if (!reading) return answer;
  const { read, tankWatts } = reading;
  const sizeRead = { written: read[0], read: read[1], ...(tankWatts !== undefined && { tankWatts }) };
  return { ...answer, corrected: [...(answer.corrected ?? []), read], sizeRead };
}

/** A size read as another: as written, as read, and the watts a tank needs. */
type SizeRead = NonNullable<ProductPage['sizeRead']>;

const readable = (term: string) => SIZE_READINGS.has(sizeUnit(term) as string);

/**
 * A size asked in a unit (`SIZE_READINGS`: litres, centimetres) when nothing the query's other words
 * find is sold in it: read as the first size sold in the unit it stands for ("heater for 150 litre
 * tank": 200 W; "discus 8 cm": 3") which those words find in stock, else sold out. The query's parts
 * with that size instead, and the size as [written, read as] ("150 litre", "200w"); undefined when
 * no size sold will do.
 */
async function sizeAsSold(
  db: Db,
  rest: string,
  parts: IndexQuery,
): Promise<{ parts: IndexQuery; read: [string, string]; tankWatts?: number } | undefined> {
  const [index, book] = await Promise.all([indexOf(db), sortBook(db)]);
  const asked = parts.numbers.find(readable) as string;
  if (index.search({ ...parts, leaveOut: false }, 1, 1).totalCount > 0) return undefined;
  const { to, sizes, needs } = SIZE_READINGS.get(sizeUnit(asked) as string) as SizeReading;
  const number = Number(sizeNumber(asked));
  const candidates = sizes(number, index.products.sizesSold(to));
  for (const inStockOnly of [true, false]) {
    for (const { term } of candidates) {
      const read = { ...parts, numbers: parts.numbers.map((n) => (n === asked ? term : n)) };
      const stocked = inStockOnly ? book.stocked([term]) : undefined;
      const keep = stocked && ((id: number) => stocked[id] === 1);
      if (index.search({ ...read, leaveOut: false, keep }, 1, 1).totalCount > 0) {
        const written = asWritten(rest, [asked])[0] as string;
        return { parts: read, read: [written, sizeAsWritten(term)], ...(needs && { tankWatts: needs(number) }) };
      }
    }
  }
  return undefined;
}

/** What a query's words asked for besides products: a price, a condition, an order. */
type Asked = Omit<AskedSearch, 'rest'>;

/** `searchProductIds` for a query's parts and the price, condition and order its words asked for. */
async function searchAsked(
  db: Db,
  parts: IndexQuery,
  { price, condition, sort: asked }: Asked,
  { pageNo, pageSize, sort: chosen }: SearchPage,
): Promise<IndexAnswer & { sort?: SearchSort; sizes: string[]; leftOutPrice?: string }> {
  const sizes = parts.numbers;
  const sort = chosen ?? asked ?? 'relevance';
  const answer = await searchSorted(db, parts, { price, condition }, { pageNo, pageSize, sort });
  const priceLeftOut = price && answer.leftOut?.includes(price.written) ? price.written : undefined;
  const extra = { sizes, ...(priceLeftOut && { leftOutPrice: priceLeftOut }) };
  if (chosen !== undefined) return { ...answer, ...extra };
  if (asked) return { ...answer, sort: asked, ...extra };
  if (!price || !priceLeftOut) return { ...answer, ...extra };
  // Nothing at the price asked for: what matches at any price, nearest the buyer's budget first
  // (searched without the price, which the first search already found left out).
  const nearest = price.max === undefined ? 'price_desc' : 'price_asc';
  const anyPrice = await searchSorted(db, parts, { condition }, { pageNo, pageSize, sort: nearest });
  return { ...anyPrice, leftOut: [...(anyPrice.leftOut ?? []), priceLeftOut], sort: nearest, ...extra };
}

/**
 * `searchProductIds` for the query's words and sizes (`parts`), kept to a condition and a price,
 * in one order.
 */
async function searchSorted(
  db: Db,
  parts: IndexQuery,
  { price, condition }: Pick<Asked, 'price' | 'condition'>,
  { pageNo, pageSize, sort }: Required<SearchPage>,
): Promise<IndexAnswer> {
  const booked = isBookSort(sort);
  // PostgreSQL's prices, sizes, stock and offers, a few seconds old at most (`sortBook`), to sort,
  // keep or rank by (best match: what is in stock first among equals).
  const ranked = sort === 'relevance';
  const needsBook = booked || price || condition || ranked;
  const [index, book] = await Promise.all([indexOf(db), needsBook ? sortBook(db) : undefined]);
  const page: IndexPage = booked ? [1, index.size, 'newest'] : [pageNo, pageSize, sort];
  const query = ranked && book ? { ...parts, stocked: book.stocked(parts.numbers) } : parts;
  const search = (asked: IndexQuery) =>
    price && book ? searchAtPrice(index, asked, price, book, page) : index.search(asked, ...page);
  const answer = condition && book ? searchKept(search, query, keepTo(condition, book, parts.numbers)) : search(query);
  if (!booked || !book) return answer;
  return { ...answer, ids: book.page(answer.ids, sort, (pageNo - 1) * pageSize, pageSize, parts.numbers) };
}

const isBookSort = (sort: SearchSort): sort is BookSort => sort.startsWith('price_') || sort.startsWith('size_');

type IndexPage = [pageNo: number, pageSize: number, order: IndexOrder];

/** Which products a search keeps to, and the words that asked for it as written ("under 1000", "on offer"). */
type Kept = { keep: (id: number) => boolean; written: string };

/**
 * A search kept to what is asked (`kept`), with whatever its query already keeps to. When nothing
 * kept matches, or only by leaving out more words than without it, the matches without it, naming
 * its words among those left out.
 */
function searchKept(search: (query: IndexQuery) => IndexAnswer, parts: IndexQuery, { keep, written }: Kept) {
  const { keep: already } = parts;
  const both = already ? (id: number) => keep(id) && already(id) : keep;
  const kept = search({ ...parts, keep: both, mostLeftOut: 0 });
  if (kept.totalCount > 0) return kept;
  const without = search(parts);
  if (without.totalCount === 0) return without;
  // Kept by leaving out no more words than without it (no search for more, in vain).
  const most = without.leftOut?.length ?? 0;
  const keptLeavingOut = most > 0 ? search({ ...parts, keep: both, mostLeftOut: most }) : undefined;
  if (keptLeavingOut && keptLeavingOut.totalCount > 0) return keptLeavingOut;
  return { ...without, leftOut: [...(without.leftOut ?? []), written] };
}

/**
 * A search kept to the price asked for (of the sizes asked for, when any: `SortBook.priceOf`),
 * as `searchKept`.
 */
function searchAtPrice(
  index: SearchIndex,
  parts: IndexQuery,
  price: AskedPrice,
  book: SortBook,
  page: IndexPage,
): IndexAnswer {
  // A size asked for has its own price: "discus 4 inch under 2000" keeps the 4" discus at ₹2,000 or less.
  const keep = (id: number) => withinPrice(book.priceOf(id, parts.numbers), price);
  return searchKept((query) => index.search(query, ...page), parts, { keep, written: price.written });
}

/** What a condition asked for keeps to: what is on offer, or in stock (of the sizes asked for, when any). */
function keepTo({ kind, written }: AskedCondition, book: SortBook, sizes: readonly string[]): Kept {
  const kept = kind === 'onOffer' ? book.onOffer() : book.stocked(sizes);
  return { keep: (id) => kept[id] === 1, written };
}

/**
 * The owner's inventory search: the buyers' matching and ranking, but every word as written
 * counts (none is left out, no word of shopping ignored). The first `limit` ids, best first.
 */
export async function inventorySearchIds(db: Db, query: string, limit: number): Promise<number[]> {
  return (await indexOf(db)).search(queryParts(query), 1, limit).ids;
}

/**
 * Whether some product's title, category or description has this word, as the shop's word a
 * buyer's word stands for is matched (its English stems, whole): no order word ("latest"), typo or
 * stopword passes.
 */
export async function productsHaveWord(db: Db, word: string): Promise<boolean> {
  const [index, stems] = await Promise.all([indexOf(db), englishStems(db, word)]);
  return stems.length > 0 && stems.every((stem) => index.products.postings.has(stem));
}

/** A search's answer as the API sends it (`json`), with how many it found and the words left out. */
export type SearchAnswer = { json: CheckedJson<ProductPage>; found: number; leftOut?: string[] };

/**
 * `searchProductIds` with the page's product cards, as the API answers it (JSON text). Cards come
 * from `cards` when it holds them, else from PostgreSQL by id (then kept there).
 */
export async function searchProducts(
  db: Db,
  { query, ...page }: { query: string } & SearchPage,
  cards?: CardCache,
): Promise<SearchAnswer> {
  const { pageNo, pageSize } = page;
  const { ids, totalCount, leftOut, leftOutPrice, named, sort, sizes, corrected, sizeRead } = await searchProductIds(
    db,
    query,
    page,
  );
  const known = new Map<number, Card>();
  for (const id of ids) {
    const card = cards?.get(id);
    if (card) known.set(id, card);
  }
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const rows = await preparedRows<ProductSummary>(
      db,
      'search-cards',
      sql`SELECT ${summaryColumns}
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE ${visibleProduct} AND p.id = ANY(${sql.param(missing)}::int[])`,
    );
    for (const row of rows) {
      const card = cardOf(row);
      known.set(row.id, card);
      cards?.set(row.id, card);
    }
  }
  // A product hidden since the index was built has no card: left out until the index follows.
  const result = ids.flatMap((id) => known.get(id) ?? []);
  const sizeOptions = sizeOptionsOf(result, sizes, page.sort ?? sort);
  const written = leftOut && asWritten(query, leftOut);
  const envelope = checkedJson(productPage, {
    result: [],
    totalCount,
    pageNo,
    pageSize,
    ...(written && { leftOut: written }),
    ...(leftOutPrice && { leftOutPrice }),
    ...(corrected && { searchedFor: readAs(query, corrected) }),
    ...(sizeRead && { sizeRead }),
    ...(named && { named }),
    ...(sizeOptions.length > 0 && { sizeOptions }),
    ...(sort && { sort }),
  });
  const json = envelope.replace(EMPTY_RESULT, `"result":[${result.map((card) => card.json).join(',')}]`);
  return { json: json as CheckedJson<ProductPage>, found: totalCount, ...(written && { leftOut: written }) };
}

const EMPTY_RESULT = '"result":[]';

/** A product's card as checked JSON text, with its options as a size asked for picks them (`sizeOptions`). */
export type Card = { json: CheckedJson<ProductSummary>; options: readonly BookedOption[] };

function cardOf(row: ProductSummary): Card {
  const options = row.options.map((o) => ({ id: o._id, size: o.size, price: 0, inStock: o.variant_quantity > 0 }));
  return { json: checkedJson(productSummary, row), options };
}

/**
 * The ids of these cards' options a card shows the price of: of the sizes the query names ("discus
 * 4 inch"; see `optionsOfSizes`), else, sorted by size, of the size it is placed by (`optionsAtSizeEnd`).
 */
function sizeOptionsOf(cards: readonly Card[], sizes: readonly string[], sort: SearchSort | undefined): number[] {
  const shown =
    sizes.length > 0
      ? (card: Card) => optionsOfSizes(card.options, sizes)
      : sort === 'size_asc' || sort === 'size_desc'
        ? (card: Card) => optionsAtSizeEnd(card.options, sort === 'size_desc')
        : undefined;
  if (!shown) return [];
  return cards.flatMap((card) => shown(card).flatMap((o) => (o.id === undefined ? [] : [o.id])));
}

/**
 * Product cards by id for a few seconds: a search's page costs no database round trip and no
 * serialising of its cards when they were read lately. Public data, stock possibly seconds old on
 * display (as every catalogue cache); emptied by every catalogue change.
 */
export class CardCache {
  private readonly entries = new Map<number, { card: Card; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(id: number, now = Date.now()): Card | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.card;
    this.entries.delete(id);
    return undefined;
  }

  set(id: number, card: Card, now = Date.now()): void {
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { card, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The catalogue's words for typo matching; call after products are added or changed. */
export async function refreshSearchWords(db: Db | Tx): Promise<void> {
  await db.execute(sql`REFRESH MATERIALIZED VIEW search_words`);
  forgetSearchWords(db);
}
