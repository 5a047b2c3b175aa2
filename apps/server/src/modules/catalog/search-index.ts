import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { Vocabulary } from './typos.ts';

// The in-process search index (decision 030): every visible product's words in memory, newest
// first, with PostgreSQL's own English stems (read from the stored tsvectors) so matching agrees
// with the database's full text. Rebuilt from the database when the catalogue change broadcast
// says something changed; the old index answers until the new one is ready.

/** A query already split (see `queryParts`). */
export type IndexQuery = { words: string[]; numbers: string[] };
export type IndexAnswer = { ids: number[]; totalCount: number };

// Only plain words can stand for a query word (letters and digits).
const PLAIN = /^[\p{L}\p{N}]+$/u;
const LEXEME = /'((?:[^']|'')*)'/g;
const SIZE_NUMBER = /\d+(?:\.\d+)?/g;

function lexemesOf(tsvector: string): string[] {
  const found: string[] = [];
  for (const match of tsvector.matchAll(LEXEME)) found.push((match[1] as string).replace(/''/g, "'"));
  return found;
}

function add(postings: Map<string, number[]>, key: string, slot: number): void {
  const list = postings.get(key);
  if (!list) postings.set(key, [slot]);
  else if (list[list.length - 1] !== slot) list.push(slot);
}

type Row = { id: number; title: string; words: string; sizes: string };
type WordRow = { word: string; uses: number; stems: string };

export class SearchIndex {
  private readonly ids: number[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly titlePostings = new Map<string, number[]>();
  private readonly sizePostings = new Map<string, number[]>();
  private readonly lexemes: string[];
  private readonly stems = new Map<string, string[]>();
  private readonly vocabulary: Vocabulary;

  constructor(products: Row[], words: WordRow[]) {
    products.forEach((product, slot) => {
      this.ids.push(product.id);
      for (const lexeme of lexemesOf(product.title)) add(this.titlePostings, lexeme, slot);
      for (const lexeme of lexemesOf(product.words)) add(this.postings, lexeme, slot);
      for (const size of new Set(product.sizes.match(SIZE_NUMBER) ?? [])) add(this.sizePostings, size, slot);
    });
    this.lexemes = [...this.postings.keys()].sort();
    const plain = words.filter((w) => PLAIN.test(w.word));
    for (const w of plain) this.stems.set(w.word, lexemesOf(w.stems));
    this.vocabulary = new Vocabulary(plain);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Lexemes starting with `prefix`, by binary search in the sorted list. */
  private prefixed(prefix: string): string[] {
    let lo = 0;
    let hi = this.lexemes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.lexemes[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < this.lexemes.length && (this.lexemes[i] as string).startsWith(prefix); i++) {
      found.push(this.lexemes[i] as string);
    }
    return found;
  }

  /** What PostgreSQL's English configuration makes of a word: known for catalogue words, else the word. */
  private stemsOf(word: string): string[] {
    return this.stems.get(word) ?? [word];
  }

  private mark(bits: Uint8Array, lists: (number[] | undefined)[], bit: number): void {
    for (const list of lists) {
      if (!list) continue;
      for (const slot of list) bits[slot] = (bits[slot] as number) | bit;
    }
  }

  /**
   * Ids of the matching products for one page, best first, and how many match in all. Ranking as
   * decision 030: every word as typed in the title (4), everywhere (2), every word in the title
   * counting typos (1); then newest.
   */
  search({ words, numbers }: IndexQuery, pageNo: number, pageSize: number): IndexAnswer {
    const count = this.ids.length;
    // Words PostgreSQL would drop (stopwords such as "the") do not count.
    const used = words.filter((w) => this.stemsOf(w).length > 0).slice(0, 8);
    if (used.length === 0 && numbers.length === 0) {
      // An empty query (or stopwords only, as PostgreSQL would have it): everything, newest first.
      if (words.length > 0) return { ids: [], totalCount: 0 };
      return { ids: this.ids.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalCount: count };
    }
    const typedAll = new Uint8Array(count);
    const typedTitle = new Uint8Array(count);
    const anyAll = new Uint8Array(count);
    const anyTitle = new Uint8Array(count);
    used.forEach((word, w) => {
      const bit = 1 << w;
      const typed = this.stemsOf(word).flatMap((stem) => this.prefixed(stem));
      const typos = this.vocabulary.wordAlternatives(word).flatMap((alternative) => this.stemsOf(alternative));
      this.mark(
        typedAll,
        typed.map((l) => this.postings.get(l)),
        bit,
      );
      this.mark(
        typedTitle,
        typed.map((l) => this.titlePostings.get(l)),
        bit,
      );
      this.mark(
        anyAll,
        [...typed, ...typos].map((l) => this.postings.get(l)),
        bit,
      );
      this.mark(
        anyTitle,
        [...typed, ...typos].map((l) => this.titlePostings.get(l)),
        bit,
      );
    });
    const numberBits = new Uint8Array(numbers.length > 0 ? count : 0);
    numbers.slice(0, 8).forEach((n, i) => {
      this.mark(numberBits, [this.postings.get(n), this.sizePostings.get(n)], 1 << i);
    });
    const all = (1 << used.length) - 1;
    const allNumbers = (1 << Math.min(numbers.length, 8)) - 1;
    const buckets: number[][] = Array.from({ length: 8 }, () => []);
    for (let slot = 0; slot < count; slot++) {
      if (anyAll[slot] !== all) continue;
      if (numbers.length > 0 && numberBits[slot] !== allNumbers) continue;
      const score =
        (typedTitle[slot] === all ? 4 : 0) + (typedAll[slot] === all ? 2 : 0) + (anyTitle[slot] === all ? 1 : 0);
      buckets[7 - score]?.push(slot);
    }
    const ordered = buckets.flat();
    const from = (pageNo - 1) * pageSize;
    const ids = ordered.slice(from, from + pageSize).map((slot) => this.ids[slot] as number);
    return { ids, totalCount: ordered.length };
  }
}

/** Reads every visible product's words and the catalogue's word list, and builds the index. */
export async function loadSearchIndex(db: Db): Promise<SearchIndex> {
  const [products, words] = await Promise.all([
    db.execute(sql`SELECT p.id, p.title_vector::text AS title, p.search_vector::text AS words,
        coalesce((SELECT string_agg(v.size, ' ') FROM variants v WHERE v.product_id = p.id AND v.active), '') AS sizes
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.active AND c.active
      ORDER BY p.created_at DESC, p.id DESC`),
    db.execute(sql`SELECT word, ndoc AS uses, to_tsvector('english', word)::text AS stems FROM search_words`),
  ]);
  return new SearchIndex(products.rows as Row[], words.rows as WordRow[]);
}
