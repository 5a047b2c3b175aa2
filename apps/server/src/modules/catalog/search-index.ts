import { sql } from 'drizzle-orm';
import { stem } from 'porter2';
import type { Db } from '../../db/client.ts';
import { BEYOND_ASCII, comparable } from './search-text.ts';
import { hasUnit, type SoldSize, sizeNumber, sizesIn, sizeTerm, sizeUnit } from './sizes.ts';
import { BUYERS_WORDS, SHOP_WORD_LIST, shopWordsFor } from './synonyms.ts';
import { typoDistance, Vocabulary } from './typos.ts';

// The in-process search index (decision 030): every visible product's words in memory, newest
// first, with PostgreSQL's own English stems (read from the stored tsvectors) so matching agrees
// with the database's full text. Two parts, read again separately when the catalogue change
// broadcast says one changed (decision 040): the products' words after a product or category
// change, the catalogue's word list (typos) after the shared list was rebuilt. The old part answers
// until the new one is ready.

/**
 * A query already split (see `queryParts`); `leaveOut`: words may be left out to find any (a
 * buyer's); `keep`: only the products it keeps may answer (a price asked for, say); `stocked`: by
 * product id, 1 where what is asked for is in stock, listed first among equal matches (best match).
 */
export type IndexQuery = {
  words: string[];
  numbers: string[];
  /** Whether words may be left out when no product has them all; `mostLeftOut`: how many at most. */
  leaveOut?: boolean;
  mostLeftOut?: number;
  keep?: (id: number) => boolean;
  stocked?: Uint8Array;
};
/**
 * One page of ids, how many match in all, and the query's words left out to find any (see
 * `SearchIndex.search`). `named`: newest first, only the products whose name has this word are
 * listed, and `more` matches only mention it (see `IndexOrder`). `corrected`: the query's words
 * the answer read otherwise, as [written, read as]: a misspelling ("pegion": "pigeon"), two words
 * run together ("pigeonblood": "pigeon blood") or one written apart ("checker board": "checkerboard").
 */
export type IndexAnswer = {
  ids: number[];
  totalCount: number;
  leftOut?: string[];
  named?: { word: string; more: number };
  corrected?: [written: string, read: string][];
};

/** An answer as `searchAsTyped` finds it, with the query's words it read as misspelt (see `wordMatches`). */
type Found = IndexAnswer & { misspelt?: string[] };

/** The query's words regrouped (see `WordList.regrouped`), and each change as [written, read as]. */
type Regrouped = { words: string[]; changes: [written: string, read: string][] };

/** A search's scratch for ranking (see `ProductWords.ranking`). */
type Ranking = { matches: Int32Array; scores: Uint16Array; counts: Uint32Array; skip: Uint32Array; take: Uint32Array };

// Only plain words can stand for a query word (letters and digits).
/** A word's letters with their marks (Hindi's vowel signs) and digits, nothing else. */
export const PLAIN = /^[\p{L}\p{M}\p{N}]+$/u;
const LEXEME = /'((?:[^']|'')*)'/g;
// A lexeme and its first position ("'blue':1A,5": blue at 1).
const LEXEME_AT = /'((?:[^']|'')*)'(?::(\d+))?/g;
// A buyer's word the shop knows is taken as begun from this many letters typed; in another script,
// from this many characters (three keys of Hindi are a syllable or two: "हीट" of हीटर), as a
// buyer's word is its only way to the shop's English words.
const TYPING_SHOP_WORDS_FROM = 4;
const TYPING_OTHER_SCRIPTS_FROM = 3;
// Typo alternatives remembered per word list: buyers type the same words (and typos) again.
const REMEMBERED_WORDS = 10_000;

/** A lexeme as a tsvector's text quotes it, as search compares it. */
const unquoted = (quoted: string) => comparable(quoted.replace(/''/g, "'"));

function lexemesOf(tsvector: string): string[] {
  const found: string[] = [];
  for (const match of tsvector.matchAll(LEXEME)) found.push(unquoted(match[1] as string));
  return found;
}

/** A tsvector's lexemes in the order of the text (by where each first is): a title's words as written. */
function lexemesInOrder(tsvector: string): string[] {
  const found: { lexeme: string; at: number }[] = [];
  for (const match of tsvector.matchAll(LEXEME_AT)) {
    found.push({ lexeme: unquoted(match[1] as string), at: Number(match[2] ?? 0) });
  }
  return found.sort((a, b) => a.at - b.at).map((found) => found.lexeme);
}

function add(postings: Map<string, number[]>, key: string, slot: number): void {
  const list = postings.get(key);
  if (!list) postings.set(key, [slot]);
  else if (list[list.length - 1] !== slot) list.push(slot);
}

/**
 * A product as `loadProductWords` reads it: tsvectors as text, its options' sizes, `mentions`,
 * what PostgreSQL found in its text that may be a size with its unit ("5–6 inches", "2 working"),
 * and `heads`, the words that say what it is (see `ProductWords`).
 */
export type ProductRow = {
  id: number;
  title: string;
  category: string;
  words: string;
  sizes: string;
  mentions?: string;
  heads?: string;
};
/** Where a size is sold (`sold`) and every product it matches, text included (`any`): posting lists. */
type SizeMatches = { sold: (number[] | undefined)[]; any: (number[] | undefined)[] };
// An option's size written without a unit ("3"): it matches that number in any unit.
const anyUnit = (number: string) => sizeTerm(number, '*');
export type WordRow = { word: string; uses: number; stems: string };

/**
 * Every visible product's lexemes and sizes, by slot (newest product first). A product's name, for
 * ranking, is its title and its category's name ("food" names the foods of Fish Food); what it is,
 * its heads: the last word of its title (before a dash, a bracket, "with" or "for") and of its
 * category's name, as English names go: "Red Dragon Discus" is a discus, "Discus Flakes" are flakes
 * (`headPostings`). Sizes are
 * keyed by number, and by number and unit (`sizeTerm`): those of its options (`sizePostings`), and
 * those its text gives with a unit (`textSizePostings`).
 */
export class ProductWords {
  readonly ids: number[] = [];
  readonly postings = new Map<string, number[]>();
  readonly titlePostings = new Map<string, number[]>();
  readonly namePostings = new Map<string, number[]>();
  readonly headPostings = new Map<string, number[]>();
  /** By place in the title (its first words, stopwords aside), the slots whose title has there each lexeme. */
  readonly titleAtPostings: Map<string, number[]>[] = Array.from({ length: MAX_TERMS }, () => new Map());
  readonly sizePostings = new Map<string, number[]>();
  readonly textSizePostings = new Map<string, number[]>();
  /** How many words each title has (its distinct lexemes, at most 255), by slot. */
  readonly titleWords: Uint8Array;
  private readonly lexemes: string[];
  private readonly sold = new Map<string, SoldSize[]>();
  private bits?: Uint8Array;
  private ranks?: Ranking;

  constructor(products: ProductRow[]) {
    this.titleWords = new Uint8Array(products.length);
    products.forEach((product, slot) => {
      this.ids.push(product.id);
      const title = lexemesInOrder(product.title);
      this.titleWords[slot] = Math.min(title.length, 255);
      title.forEach((lexeme, at) => {
        add(this.titlePostings, lexeme, slot);
        const atPostings = this.titleAtPostings[at];
        if (atPostings) add(atPostings, lexeme, slot);
      });
      for (const lexeme of new Set([...title, ...lexemesOf(product.category)])) add(this.namePostings, lexeme, slot);
      for (const lexeme of lexemesOf(product.words)) add(this.postings, lexeme, slot);
      for (const lexeme of lexemesOf(product.heads ?? '')) add(this.headPostings, lexeme, slot);
      for (const { number, unit } of sizesIn(product.sizes)) {
        add(this.sizePostings, number, slot);
        add(this.sizePostings, unit === undefined ? anyUnit(number) : sizeTerm(number, unit), slot);
      }
      for (const { number, unit } of sizesIn(product.mentions ?? '')) {
        if (unit === undefined) continue;
        add(this.textSizePostings, number, slot);
        add(this.textSizePostings, sizeTerm(number, unit), slot);
      }
    });
    this.lexemes = [...this.postings.keys()].sort();
  }

  /**
   * The products a size of a query matches: a number alone ("3") any option's size with that
   * number, and any such number in a text; with its unit ("3 inch") an option's size in that unit
   * or in none, and the text's sizes in that unit ("grows to 6 inches"), never a bare number in a
   * text ("1–2 working days").
   */
  sizeMatches(term: string): SizeMatches {
    if (!hasUnit(term)) {
      const sold = [this.sizePostings.get(term)];
      return { sold, any: [...sold, this.postings.get(term), this.textSizePostings.get(term)] };
    }
    const sold = [this.sizePostings.get(term), this.sizePostings.get(anyUnit(sizeNumber(term)))];
    return { sold, any: [...sold, this.textSizePostings.get(term)] };
  }

  /** The sizes options are sold in with this unit ("200 W": w), smallest first. */
  sizesSold(unit: string): SoldSize[] {
    let sold = this.sold.get(unit);
    if (!sold) {
      sold = [...this.sizePostings.keys()]
        .filter((term) => sizeUnit(term) === unit)
        .map((term) => ({ term, value: Number(sizeNumber(term)) }))
        .sort((a, b) => a.value - b.value);
      this.sold.set(unit, sold);
    }
    return sold;
  }

  /** Ten bytes per slot for one search at a time (searches run synchronously); zero them after use. */
  scratch(): Uint8Array {
    this.bits ??= new Uint8Array(this.ids.length * 10);
    return this.bits;
  }

  /**
   * A search's matches in slot order and their scores, and how many have each score and how many of
   * those its page skips and takes: kept from search to search (a search runs to its end before the
   * next begins), as thousands a second would otherwise allocate ~30 KB each.
   */
  ranking(): Ranking {
    const count = this.ids.length;
    this.ranks ??= {
      matches: new Int32Array(count),
      scores: new Uint16Array(count),
      counts: new Uint32Array(SCORES),
      skip: new Uint32Array(SCORES),
      take: new Uint32Array(SCORES),
    };
    return this.ranks;
  }

  /** Lexemes starting with `prefix`, by binary search in the sorted list. */
  prefixed(prefix: string): string[] {
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
}

const ENGLISH_LETTERS = /^[a-z]+$/;
/** What a typo may stand for: catalogue words, nearest first (the first `nearest` equally near), and their stems. */
type Typos = { words: string[]; nearest: number; stems: string[] };

/** The catalogue's words as written (the `search_words` list), their English stems and their typos. */
export class WordList {
  private readonly stems = new Map<string, string[]>();
  private readonly vocabulary: Vocabulary;
  private readonly alternatives = new Map<string, Typos>();
  /** Every stem of the catalogue's words. */
  private readonly lexemes = new Set<string>();
  /** Stems of words the catalogue does not have, as searched lately. */
  private readonly stemmed = new Map<string, string[]>();
  /** The buyers' words the shop knows, fixed and taught, in order. */
  private readonly buyersWords: string[];

  /** `taught`: the owner's words (buyers' word → the shop's words), beside the fixed ones of synonyms.ts. */
  constructor(
    words: WordRow[],
    private readonly taught: ReadonlyMap<string, string[]> = new Map(),
  ) {
    const plain = words.filter((w) => PLAIN.test(w.word)).map((w) => ({ ...w, word: comparable(w.word) }));
    for (const w of plain) this.stems.set(w.word, lexemesOf(w.stems));
    for (const wordStems of this.stems.values()) for (const lexeme of wordStems) this.lexemes.add(lexeme);
    this.buyersWords = [...new Set([...BUYERS_WORDS, ...taught.keys()])].sort();
    // A typo may stand for a buyer's word the shop knows too ("dewormar": dewormer), from five
    // letters: shorter ones are a letter from too many words ("pool", "poo").
    const buyers = this.buyersWords.filter((word) => word.length >= 5 && !this.stems.has(word) && PLAIN.test(word));
    this.vocabulary = new Vocabulary([...plain, ...buyers.map((word) => ({ word, uses: 0 }))]);
  }

  get size(): number {
    return this.vocabulary.size;
  }

  /**
   * What PostgreSQL's English configuration makes of a word: known for catalogue words, else its
   * Snowball English (Porter2) stem, PostgreSQL's own algorithm ("pumps": pump, "enhancer": enhanc),
   * so a form of a word the shop has is found as typed, not as a typo.
   */
  stemsOf(word: string): string[] {
    const known = this.stems.get(word);
    if (known) return known;
    let stemmed = this.stemmed.get(word);
    if (!stemmed) {
      stemmed = [ENGLISH_LETTERS.test(word) ? stem(word) : word];
      if (this.stemmed.size >= REMEMBERED_WORDS) this.stemmed.clear();
      this.stemmed.set(word, stemmed);
    }
    return stemmed;
  }

  /**
   * Takes the stems of words a catalogue change brought (see `loadNewWords`) that this list, read
   * before the shared list followed, does not know: the new words are found as typed at once,
   * their typos once the rebuilt list is read.
   */
  learn(stems: ReadonlyMap<string, string[]>): void {
    for (const [word, wordStems] of stems) {
      if (this.stems.has(word)) continue;
      this.stems.set(word, wordStems);
      for (const lexeme of wordStems) this.lexemes.add(lexeme);
    }
  }

  /**
   * The query's words regrouped as a buyer on a phone may have meant them: two neighbours that make
   * a catalogue word or a buyer's word the shop knows joined ("checker board", "anti chlorine"),
   * and a word that is no catalogue word but two run together split ("pigeonblood", "showgrade"),
   * each part at least 3 letters and the longest first part first. Undefined when there is nothing
   * to regroup. Asked only when the words as typed match nothing, so words that match apart are
   * never joined; or, with the words read as typos (`misspelt`), for joins of one of them only
   * (`SearchIndex.fewerTypos`).
   */
  regrouped(words: string[], misspelt?: readonly string[]): Regrouped | undefined {
    const regrouped: Regrouped = { words: [], changes: [] };
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      const next = words[i + 1];
      const joinable = next !== undefined && (!misspelt || misspelt.includes(word) || misspelt.includes(next));
      if (joinable && (this.isWord(word + next) || this.shopWordsOf(word + next).length > 0)) {
        regrouped.words.push(word + next);
        regrouped.changes.push([`${word} ${next}`, word + next]);
        i++;
        continue;
      }
      const split = misspelt || this.isWordOrForm(word) ? undefined : this.splitInTwo(word);
      if (split) {
        regrouped.words.push(...split);
        regrouped.changes.push([word, split.join(' ')]);
      } else regrouped.words.push(word);
    }
    return regrouped.changes.length > 0 ? regrouped : undefined;
  }

  private isWord(word: string): boolean {
    return (this.stems.get(word)?.length ?? 0) > 0;
  }

  /** A catalogue word, or another form of one ("stone", where the catalogue says "stones"). */
  private isWordOrForm(word: string): boolean {
    return this.isWord(word) || this.stemsOf(word).some((lexeme) => this.lexemes.has(lexeme));
  }

  private splitInTwo(word: string): [string, string] | undefined {
    for (let cut = word.length - 3; cut >= 3; cut--) {
      const first = word.slice(0, cut);
      const second = word.slice(cut);
      if (this.isWordOrForm(first) && this.isWordOrForm(second)) return [first, second];
    }
    return undefined;
  }

  /** The stems of the catalogue words a typo of `word` may stand for (see `Vocabulary.wordAlternatives`). */
  typoStemsOf(word: string): string[] {
    return this.typosOf(word).stems;
  }

  /** The shop's words a buyer's word stands for: fixed ("feed": food; see synonyms.ts) or taught by the owner. */
  shopWordsOf(word: string): string[] {
    const taught = this.taught.get(word);
    return taught ? [...new Set([...shopWordsFor(word), ...taught])] : [...shopWordsFor(word)];
  }

  /**
   * The shop's word a buyer's word is a spelling of, a typo away ("diskus", "discuss": discus), else
   * the word as it is ("dewormer" is its own word for praziquantel).
   */
  spellingOf(word: string): string {
    if (this.isWord(word)) return word;
    return this.shopWordsOf(word).find((shopWord) => typoDistance(word, shopWord, 1) <= 1) ?? word;
  }

  /** The stems of the shop's words a buyer's word stands for (`shopWordsOf`). */
  shopStemsOf(word: string): string[] {
    return this.shopWordsOf(word).flatMap((shopWord) => this.stemsOf(shopWord));
  }

  /**
   * `shopStemsOf` for a word the buyer may still be typing: from four letters (three characters in
   * another script), of every buyer's word it begins ("dechlor": dechlorinator, so conditioner).
   */
  typingShopStemsOf(word: string): string[] {
    const from = BEYOND_ASCII.test(word) ? TYPING_OTHER_SCRIPTS_FROM : TYPING_SHOP_WORDS_FROM;
    if (word.length < from) return this.shopStemsOf(word);
    const begun = this.buyersWords.filter((buyersWord) => buyersWord.startsWith(word));
    return [...new Set(begun.flatMap((buyersWord) => this.shopStemsOf(buyersWord)))];
  }

  /**
   * The catalogue words a typo of `word` most likely stands for: the nearest, most used first (more
   * than one when equally near: "heatr" is a swap from "heart", a letter short of "heater"), else
   * the one it most likely begins (a short word cut off: "blu diamond"). None when neither.
   */
  meantBy(word: string): string[] {
    const { words, nearest } = this.typosOf(word);
    if (words.length > 0) return words.slice(0, nearest);
    const begun = this.vocabulary.completionOf(word);
    return begun === undefined ? [] : [begun];
  }

  /**
   * Catalogue words a typo of `word` may stand for, and their stems with those of the shop's words
   * they stand for ("medcine": medicine, so the treatments too); none for a buyer's word the shop
   * knows ("worms" is not "forms").
   */
  private typosOf(word: string): Typos {
    let found = this.alternatives.get(word);
    if (!found) {
      const near = this.shopWordsOf(word).length > 0 ? [] : this.vocabulary.nearWords(word);
      const words = near.map((alternative) => alternative.word);
      const stems = words.flatMap((alternative) => [...this.stemsOf(alternative), ...this.shopStemsOf(alternative)]);
      const nearest = near.filter((alternative) => alternative.distance === near[0]?.distance).length;
      found = { words, nearest, stems: [...new Set(stems)] };
      if (this.alternatives.size >= REMEMBERED_WORDS) this.alternatives.clear();
      this.alternatives.set(word, found);
    }
    return found;
  }
}

/** How many entries these posting lists hold (a product in two of them counts twice). */
function entries(lists: (number[] | undefined)[]): number {
  let n = 0;
  for (const list of lists) n += list?.length ?? 0;
  return n;
}

function mark(bits: Uint8Array, lists: (number[] | undefined)[], bit: number): void {
  for (const list of lists) {
    if (!list) continue;
    for (const slot of list) bits[slot] = (bits[slot] as number) | bit;
  }
}

// Ranking scores (decision 030): 2048 for a title that is the words as typed (no more words), 1024
// for one that is two words or more as typed and one word more ("pigeon blood": Pigeon Blood
// Discus), 512 for every word as typed in the title, 256 in the name (title or category), 128 for
// the word that names what the search wants (`wantedWordAt`; typos counted) saying what the product
// is (a head: "discus" is a Red Dragon Discus, not Discus Flakes; "discus food" is food; when no
// match is what that word says, any word), 64 for the rarest word as typed in the name, 32 for
// every size searched for among the sizes sold, 16 for a title that begins with the words as typed,
// in their order (the buyer is typing its name: "blue di" is Blue Diamond Discus), 8 for every word
// as typed anywhere, 4 for every word in the title counting typos, 2 in the name, 1 for what is
// asked in stock (`stocked`: of the sizes asked, when any); best first, then newest.
const SCORES = 4096;
// Words, and sizes, of a query that count (a bit each in a byte).
const MAX_TERMS = 8;
// A finished word this short matches as typed only whole, not as the start of longer words.
const WHOLE_WORD_BELOW = 4;

// The word before one of these names what a search wants: "food for discus" is food.
const WANTED_BEFORE = new Set(['for', 'with']);

/**
 * Which of the used words (stopwords left out) names what the search wants, as English (and Hindi)
 * names go: the word before "for" or "with" ("food for wild discus"), else the last ("wild discus
 * food", "discus ka khana").
 */
function wantedWordAt(words: string[], used: string[]): number {
  for (let i = 0; i + 1 < words.length; i++) {
    const at = used.indexOf(words[i] as string);
    if (at >= 0 && WANTED_BEFORE.has(words[i + 1] as string)) return at;
  }
  return used.length - 1;
}

/**
 * Best match first, or newest first (the order of the slots). Newest first lists only the products
 * whose name has the rarest word (as typed or with a typo) when any has, or, when no name has every
 * word, the word naming what is wanted if some match is what it says (`wantedWordAt`): without
 * ranks, products that only mention a word ("discus" in a food's text) would mix with those it
 * names, as they would by price. The answer then says which word, and how many matches it leaves
 * out (`named`).
 */
export type IndexOrder = 'relevance' | 'newest';
/** The page of an answer asked for: from which match, how many, in which order. */
type Page = { from: number; pageSize: number; order: IndexOrder };

export class SearchIndex {
  constructor(
    readonly products: ProductWords,
    readonly words: WordList,
  ) {}

  get size(): number {
    return this.products.ids.length;
  }

  /**
   * Ids of the matching products for one page, best first (or newest first), and how many match
   * in all. Ranking as decision 030, a misspelt word counting as typed (see `wordMatches`): a
   * title that is the words as typed (2048), or two or more of them and one word more (1024), every
   * word as typed in the title (512), in the name (256), the word naming what is wanted says what
   * it is (128), the rarest word as typed in the name (64), every size sold (32), the title begins
   * with the words as typed (16), every word as typed anywhere (8), every word in the title
   * counting typos (4), in the name (2), in stock (1); then newest.
   */
  search(query: IndexQuery, pageNo: number, pageSize: number, order: IndexOrder = 'relevance'): IndexAnswer {
    const page = { from: (pageNo - 1) * pageSize, pageSize, order };
    const answer = this.searchAsTyped(query, page);
    if (answer.totalCount > 0 && answer.misspelt === undefined) return this.withCorrections(answer, []);
    if (answer.totalCount > 0) return this.fewerTypos(answer, query, page);
    // Nothing as typed: the words as a buyer may have meant them, split or joined (`regrouped`).
    const regrouping = this.words.regrouped(query.words);
    const meant = regrouping ? { ...query, words: regrouping.words } : query;
    const regrouped = regrouping ? this.searchAsTyped(meant, page) : answer;
    const found =
      regrouped.totalCount > 0 || !query.leaveOut ? regrouped : (this.searchLeavingOut(meant, page) ?? regrouped);
    return this.withCorrections(found, regrouping?.changes ?? []);
  }

  /**
   * An answer found only by reading words as typos, or the words with such a word joined to a
   * neighbour, when that finds something and reads fewer as typos: "de worming" is deworming, not
   * "deep working".
   */
  private fewerTypos(answer: Found, query: IndexQuery, page: Page): IndexAnswer {
    const misspelt = answer.misspelt ?? [];
    const regrouping = this.words.regrouped(query.words, misspelt);
    if (!regrouping) return this.withCorrections(answer, []);
    const regrouped = this.searchAsTyped({ ...query, words: regrouping.words }, page);
    const better = regrouped.totalCount > 0 && (regrouped.misspelt?.length ?? 0) < misspelt.length;
    return better ? this.withCorrections(regrouped, regrouping.changes) : this.withCorrections(answer, []);
  }

  /**
   * The answer with what it read otherwise (`corrected`): the words regrouped (`changes`) it kept,
   * and the words it read as misspelt, each as the catalogue word its typo most likely stands for.
   */
  private withCorrections({ misspelt, ...answer }: Found, changes: [string, string][]): IndexAnswer {
    if (answer.totalCount === 0) return answer;
    const kept = (read: string) => !answer.leftOut?.some((out) => read.split(' ').includes(out));
    const corrected = changes.filter(([, read]) => kept(read));
    for (const word of misspelt ?? []) {
      const meant = this.meantBy(word);
      if (meant) corrected.push([word, meant]);
    }
    return corrected.length > 0 ? { ...answer, corrected } : answer;
  }

  /**
   * Nothing has every word: the answer for the fewest left out, saying which. First every word or
   * size no product has at all ("baby", "tiny"); then one more at a time, the first of these whose
   * leaving out finds something: sizes (the strain in the sizes it is sold in), then a word read as
   * a typo (a guess: "pigeon bolld" is not whatever says "bold"), then a word that says what no
   * product is before one that does ("fry food" is the foods, not the breeding pairs whose text
   * says "fry"), then the word most products have (the rarer says more of what the buyer wants).
   * When none does alone, the first goes and the next is sought ("beef heart mix" is the beef heart
   * without "mix", not whatever says "mix" without "beef" and "heart"). Never down to no words at all.
   */
  private searchLeavingOut(query: IndexQuery, page: Page): Found | undefined {
    const most = query.mostLeftOut ?? MAX_TERMS * 2;
    if (most === 0) return undefined;
    const words = this.usedWords(query.words);
    const numbers = query.numbers.slice(0, MAX_TERMS);
    const matches = new Map<string, number>();
    const misspelt = new Set<string>();
    const naming = new Set<string>();
    const { postings, headPostings } = this.products;
    for (const word of words) {
      const found = this.wordMatches(word);
      matches.set(word, entries(found.any.map((l) => postings.get(l))));
      if (found.misspelt) misspelt.add(word);
      if (found.typed.some((l) => headPostings.has(l))) naming.add(word);
    }
    for (const n of numbers) matches.set(n, entries(this.products.sizeMatches(n).any));
    const leftOut = [...words, ...numbers].filter((term) => matches.get(term) === 0);
    // Then sizes, last written first; then words read as typos (a guess), then those found as
    // typed: those that say what no product is before those that do (a head: "fry food" is food),
    // each most matched first.
    const guessFirst = (a: string, b: string) => Number(misspelt.has(b)) - Number(misspelt.has(a));
    const namingLast = (a: string, b: string) => Number(naming.has(a)) - Number(naming.has(b));
    const nextOut = [
      ...numbers.filter((n) => !leftOut.includes(n)).reverse(),
      ...words
        .filter((w) => !leftOut.includes(w))
        .sort((a, b) => guessFirst(a, b) || namingLast(a, b) || (matches.get(b) ?? 0) - (matches.get(a) ?? 0)),
    ];
    const without = (out: string[]): Found | undefined => {
      if (out.length > most) return undefined;
      const kept = {
        // Stopwords kept: "for" still says which word names what is wanted (`wantedWordAt`).
        words: query.words.filter((w) => !out.includes(w)),
        numbers: numbers.filter((n) => !out.includes(n)),
        keep: query.keep,
        stocked: query.stocked,
      };
      if (kept.words.length === 0 && kept.numbers.length === 0) return undefined;
      const answer = this.searchAsTyped(kept, page);
      return answer.totalCount > 0 ? { ...answer, leftOut: out } : undefined;
    };
    if (leftOut.length > 0) {
      const found = without(leftOut);
      if (found) return found;
    }
    while (nextOut.length > 0 && leftOut.length < most) {
      for (const term of nextOut) {
        const found = without([...leftOut, term]);
        if (found) return found;
      }
      leftOut.push(nextOut.shift() as string);
    }
    return undefined;
  }

  /** Words PostgreSQL would drop (stopwords such as "the") do not count; at most eight. */
  private usedWords(words: string[]): string[] {
    return words.filter((w) => this.words.stemsOf(w).length > 0).slice(0, MAX_TERMS);
  }

  /**
   * The lexemes a query word matches as typed (its stems as prefixes: the buyer may be typing it,
   * and the shop's words it stands for, whole), and with its typos too. A short word the buyer has
   * finished (another follows it) matches as typed only whole: "ro water" is RO water first, and
   * "royal" only as a typo would be. A word that matches nothing as typed is `misspelt`: what it
   * stands for ranks as if typed ("pegion blood" is Pigeon Blood first, "blu diamond" Blue Diamond).
   */
  private wordMatches(word: string, finished = false): { typed: string[]; any: string[]; misspelt: boolean } {
    const stems = this.words.stemsOf(word);
    const prefixed = stems.flatMap((stem) => this.products.prefixed(stem));
    const shopWords = finished ? this.words.shopStemsOf(word) : this.words.typingShopStemsOf(word);
    const asTyped = finished && word.length < WHOLE_WORD_BELOW ? prefixed.filter((l) => stems.includes(l)) : prefixed;
    const typed = [...asTyped, ...shopWords];
    const any = [...prefixed, ...shopWords, ...this.words.typoStemsOf(word)];
    return typed.length > 0 ? { typed, any, misspelt: false } : { typed: any, any, misspelt: true };
  }

  /**
   * The word a sorted answer says names its products (`named`): as typed when a name has it, else
   * the shop's word it stands for ("feed": food), else the catalogue word its typo stands for
   * ("dsicus": discus).
   */
  private namedWord(word: string, namedAsTyped: boolean, misspelt: boolean): string {
    const [shopWord] = this.words.shopWordsOf(word);
    const { namePostings } = this.products;
    const inAName = this.words
      .stemsOf(word)
      .some((stem) => this.products.prefixed(stem).some((l) => namePostings.has(l)));
    if (shopWord !== undefined && !inAName) return shopWord;
    return namedAsTyped && !misspelt ? word : (this.meantBy(word) ?? word);
  }

  /**
   * The word a misspelt `word` is read as (`WordList.meantBy`): of those equally near, the first that
   * says what a product is, as those rank first ("heatr" lists the heaters, so it says "heater").
   */
  private meantBy(word: string): string | undefined {
    const meant = this.words.meantBy(word);
    const { headPostings } = this.products;
    const read = meant.find((w) => this.words.stemsOf(w).some((stem) => headPostings.has(stem))) ?? meant[0];
    return read === undefined ? undefined : this.words.spellingOf(read);
  }

  private searchAsTyped({ words, numbers, keep, stocked }: IndexQuery, { from, pageSize, order }: Page): Found {
    const { ids, postings, titlePostings, namePostings, headPostings, titleAtPostings, titleWords } = this.products;
    const count = ids.length;
    const used = this.usedWords(words);
    if (used.length === 0 && numbers.length === 0) {
      // An empty query (or stopwords only, as PostgreSQL would have it): everything, newest first.
      if (words.length > 0) return { ids: [], totalCount: 0 };
      const listed = keep ? ids.filter(keep) : ids;
      return { ids: listed.slice(from, from + pageSize), totalCount: listed.length };
    }
    const scratch = this.products.scratch();
    const ranking = this.products.ranking();
    const typedAll = scratch.subarray(0, count);
    const typedTitle = scratch.subarray(count, 2 * count);
    const typedName = scratch.subarray(2 * count, 3 * count);
    const anyAll = scratch.subarray(3 * count, 4 * count);
    const anyTitle = scratch.subarray(4 * count, 5 * count);
    const anyName = scratch.subarray(5 * count, 6 * count);
    const numberBits = scratch.subarray(6 * count, 7 * count);
    const soldBits = scratch.subarray(7 * count, 8 * count);
    const headBits = scratch.subarray(8 * count, 9 * count);
    const beginBits = scratch.subarray(9 * count, 10 * count);
    try {
      // Per word (and per size) the posting lists of its matches, the rarest of which drives the scan.
      const matchLists: number[][][] = [];
      let misspelling = 0;
      const wantedAt = wantedWordAt(words, used);
      let wantedHeads: (number[] | undefined)[] = [];
      used.forEach((word, w) => {
        const bit = 1 << w;
        const { typed, any, misspelt } = this.wordMatches(word, w < used.length - 1);
        if (misspelt) misspelling |= bit;
        const anyLists = any.map((l) => postings.get(l));
        mark(
          typedAll,
          typed.map((l) => postings.get(l)),
          bit,
        );
        mark(
          typedTitle,
          typed.map((l) => titlePostings.get(l)),
          bit,
        );
        mark(
          typedName,
          typed.map((l) => namePostings.get(l)),
          bit,
        );
        mark(anyAll, anyLists, bit);
        mark(
          anyTitle,
          any.map((l) => titlePostings.get(l)),
          bit,
        );
        mark(
          anyName,
          any.map((l) => namePostings.get(l)),
          bit,
        );
        // The title's word at this word's place (`used` has at most MAX_TERMS words).
        const titleAt = titleAtPostings[w] as Map<string, number[]>;
        mark(
          beginBits,
          typed.map((l) => titleAt.get(l)),
          bit,
        );
        const headLists = any.map((l) => headPostings.get(l));
        mark(headBits, headLists, bit);
        if (w === wantedAt) wantedHeads = headLists;
        matchLists.push(anyLists.filter((list) => list !== undefined));
      });
      const sized = numbers.slice(0, MAX_TERMS);
      sized.forEach((n, i) => {
        const { sold, any } = this.products.sizeMatches(n);
        mark(numberBits, any, 1 << i);
        mark(soldBits, sold, 1 << i);
        matchLists.push(any.filter((list) => list !== undefined));
      });
      const withMisspelt = (answer: IndexAnswer): Found =>
        misspelling === 0 ? answer : { ...answer, misspelt: used.filter((_, w) => (misspelling & (1 << w)) !== 0) };
      const all = (1 << used.length) - 1;
      const allNumbers = (1 << sized.length) - 1;
      // Only the slots of the rarest word can match, in slot order (newest first); every slot in
      // turn when that word is in a good part of the catalogue anyway.
      const sizes = matchLists.map((lists) => lists.reduce((n, list) => n + list.length, 0));
      const rarest = sizes.indexOf(Math.min(...sizes));
      // The word in the fewest products says the most of what is wanted: "discus food" is food first.
      const wordSizes = sizes.slice(0, used.length);
      const rarestWordAt = wordSizes.indexOf(Math.min(...wordSizes));
      const rarestWord = used.length > 0 ? 1 << rarestWordAt : 0;
      // A product is what the word naming what is wanted says when some match is ("wild discus
      // food": the foods); else what any word says ("discus tank": no product is a tank).
      const isMatch = (slot: number) =>
        anyAll[slot] === all && numberBits[slot] === allNumbers && (!keep || keep(ids[slot] as number));
      const wantedMatched = wantedHeads.some((list) => list?.some(isMatch) === true);
      const heads = wantedMatched ? 1 << wantedAt : all;
      let candidates: Int32Array | undefined;
      if ((sizes[rarest] as number) < count / 4) {
        candidates = new Int32Array(sizes[rarest] as number);
        let k = 0;
        for (const list of matchLists[rarest] ?? []) for (const slot of list) candidates[k++] = slot;
        candidates.sort();
      }
      // First pass: the matches in slot order, each with its score (kept in typedAll),
      // and how many have each score.
      const { matches, scores, counts, skip, take } = ranking;
      const scanned = candidates ? candidates.length : count;
      let matched = 0;
      let last = -1;
      for (let k = 0; k < scanned; k++) {
        const slot = candidates ? (candidates[k] as number) : k;
        if (slot === last) continue;
        last = slot;
        if (anyAll[slot] !== all || numberBits[slot] !== allNumbers) continue;
        const id = ids[slot] as number;
        if (keep && !keep(id)) continue;
        const titled = typedTitle[slot] === all;
        const score =
          (used.length > 0 && titled && titleWords[slot] === used.length ? 2048 : 0) +
          (used.length > 1 && titled && titleWords[slot] === used.length + 1 ? 1024 : 0) +
          (titled ? 512 : 0) +
          (typedName[slot] === all ? 256 : 0) +
          (((headBits[slot] as number) & heads) !== 0 ? 128 : 0) +
          (((typedName[slot] as number) & rarestWord) !== 0 ? 64 : 0) +
          (sized.length > 0 && soldBits[slot] === allNumbers ? 32 : 0) +
          (used.length > 0 && beginBits[slot] === all ? 16 : 0) +
          (typedAll[slot] === all ? 8 : 0) +
          (anyTitle[slot] === all ? 4 : 0) +
          (anyName[slot] === all ? 2 : 0) +
          (stocked?.[id] === 1 ? 1 : 0);
        counts[score] = (counts[score] as number) + 1;
        scores[matched] = score;
        matches[matched++] = slot;
      }
      const totalCount = matched;
      if (order === 'newest') {
        // The matches are in slot order: newest first. The named ones are moved to the front, in
        // order (a slot is written only where one was already read); none named: every match.
        // Named by the rarest word, or, when no name has every word, by the word naming what is
        // wanted if some match is what it says ("wild discus food" lists the foods, "red discus"
        // the red discus). When some named ones are what a word says, only those.
        let wholeName = false;
        for (let i = 0; i < matched && !wholeName; i++) wholeName = anyName[matches[i] as number] === all;
        const namingAt = wantedMatched && !wholeName ? wantedAt : rarestWordAt;
        const naming = used.length > 0 ? 1 << namingAt : 0;
        const isNamed = (slot: number) => ((anyName[slot] as number) & naming) !== 0;
        let headed = false;
        for (let i = 0; i < matched && !headed; i++) {
          const slot = matches[i] as number;
          headed = isNamed(slot) && headBits[slot] !== 0;
        }
        let named = 0;
        let namedAsTyped = false;
        for (let i = 0; i < matched; i++) {
          const slot = matches[i] as number;
          if (!isNamed(slot) || (headed && headBits[slot] === 0)) continue;
          matches[named++] = slot;
          namedAsTyped ||= ((typedName[slot] as number) & naming) !== 0;
        }
        const listed = matches.subarray(0, named > 0 ? named : matched);
        const slots = listed.subarray(Math.min(from, listed.length), Math.min(from + pageSize, listed.length));
        const page = { ids: Array.from(slots, (slot) => ids[slot] as number), totalCount: listed.length };
        if (named === 0 || named === matched) return withMisspelt(page);
        const word = this.namedWord(used[namingAt] as string, namedAsTyped, (misspelling & naming) !== 0);
        return withMisspelt({ ...page, named: { word, more: matched - named } });
      }
      // Which matches of each score the page takes (best scores first, newest first within one).
      let offset = from;
      let wanted = pageSize;
      for (let score = SCORES - 1; score >= 0 && wanted > 0; score--) {
        const n = counts[score] as number;
        if (offset >= n) {
          offset -= n;
          continue;
        }
        skip[score] = offset;
        take[score] = Math.min(n - offset, wanted);
        wanted -= take[score] as number;
        offset = 0;
      }
      const picked = new Map<number, number[]>();
      let left = pageSize - wanted;
      for (let k = 0; k < matched && left > 0; k++) {
        const slot = matches[k] as number;
        const score = scores[k] as number;
        if (take[score] === 0) continue;
        if ((skip[score] as number) > 0) {
          skip[score] = (skip[score] as number) - 1;
          continue;
        }
        const ofScore = picked.get(score);
        if (ofScore) ofScore.push(ids[slot] as number);
        else picked.set(score, [ids[slot] as number]);
        take[score] = (take[score] as number) - 1;
        left--;
      }
      return withMisspelt({ ids: [...picked].sort(([a], [b]) => b - a).flatMap(([, found]) => found), totalCount });
    } finally {
      scratch.fill(0);
      ranking.counts.fill(0);
      ranking.skip.fill(0);
      ranking.take.fill(0);
    }
  }
}

// What in a product's text may be a size (a number, or a range, and the word or quote after it),
// for `sizesIn` to read: a simple pattern PostgreSQL runs fast (~4 µs a product); units are told in
// JavaScript.
const SIZE_MENTION = String.raw`(?:^|[^0-9a-z.])([0-9][0-9.]*(?:\s*(?:-|–|to)\s*[0-9][0-9.]*)?[\s-]*(?:[a-z]+|"|“|”|″))`;

// What follows a title's head: " with Thermostat", " – Show Grade", " (Tefé)", ", 100 g".
const TITLE_TAIL = String.raw`\s+(with|for)\s.*$|\s*[–—(,:|/].*$|\s+-\s.*$`;
// The last word of a name.
const LAST_WORD = '([[:alnum:]]+)[^[:alnum:]]*$';

/** Reads every visible product's words, newest first. */
export async function loadProductWords(db: Db): Promise<ProductWords> {
  const { rows } = await db.execute(sql`SELECT p.id, p.title_vector::text AS title,
      to_tsvector('english', c.name)::text AS category, p.search_vector::text AS words,
      to_tsvector('english', concat_ws(' ', substring(regexp_replace(p.title, ${TITLE_TAIL}, '', 'i') FROM ${LAST_WORD}),
        substring(c.name FROM ${LAST_WORD})))::text AS heads,
      coalesce((SELECT string_agg(v.size, ', ') FROM variants v WHERE v.product_id = p.id AND v.active), '') AS sizes,
      coalesce((SELECT string_agg(m[1], ', ') FROM regexp_matches(p.search_text, ${SIZE_MENTION}, 'g') AS m), '') AS mentions
    FROM products p JOIN categories c ON c.id = p.category_id
    WHERE p.active AND c.active
    ORDER BY p.created_at DESC, p.id DESC`);
  return new ProductWords(rows as ProductRow[]);
}

/** What PostgreSQL's English configuration makes of a word (none for a stopword such as "the"). */
export async function englishStems(db: Db, word: string): Promise<string[]> {
  const { rows } = await db.execute(sql`SELECT to_tsvector('english', ${word})::text AS stems`);
  return lexemesOf((rows[0] as { stems: string } | undefined)?.stems ?? '');
}

/** Which products a change touched: by id, or every product of these categories. */
export type ChangedProducts = { productIds: number[]; categoryIds: number[] };

/** The words of the changed products (as the word list has them) with their English stems. */
export async function loadNewWords(db: Db, changed: ChangedProducts): Promise<Map<string, string[]>> {
  // ts_stat takes its query as text; the ids go in as quoted literals of int arrays.
  const { rows } = await db.execute(sql`SELECT word, to_tsvector('english', word)::text AS stems
    FROM ts_stat(format('SELECT to_tsvector(''simple'', title || '' '' || search_text) FROM public.products
      WHERE id = ANY(%L::int[]) OR category_id = ANY(%L::int[])', ${sql.param(changed.productIds)}::int[],
      ${sql.param(changed.categoryIds)}::int[]))`);
  const found = new Map<string, string[]>();
  for (const row of rows as { word: string; stems: string }[]) {
    if (PLAIN.test(row.word)) found.set(comparable(row.word), lexemesOf(row.stems));
  }
  return found;
}

/**
 * Reads the catalogue's word list with each word's English stems, the words the owner taught
 * (`shop_words`), and the stems of every shop word a buyer's word may stand for.
 */
export async function loadWordList(db: Db): Promise<WordList> {
  const [{ rows }, taughtRows, fixedRows] = await Promise.all([
    db.execute(sql`SELECT word, ndoc AS uses, to_tsvector('english', word)::text AS stems FROM search_words`),
    db.execute(sql`SELECT word, shop_word AS "shopWord", to_tsvector('english', shop_word)::text AS stems
      FROM shop_words`),
    db.execute(sql`SELECT word, to_tsvector('english', word)::text AS stems
      FROM unnest(${sql.param(SHOP_WORD_LIST)}::text[]) AS word`),
  ]);
  const taught = new Map<string, string[]>();
  const shopStems = new Map<string, string[]>();
  for (const { word, stems } of fixedRows.rows as { word: string; stems: string }[]) {
    shopStems.set(word, lexemesOf(stems));
  }
  for (const { word, shopWord, stems } of taughtRows.rows as { word: string; shopWord: string; stems: string }[]) {
    taught.set(word, [...(taught.get(word) ?? []), shopWord]);
    shopStems.set(shopWord, lexemesOf(stems));
  }
  const words = new WordList(rows as WordRow[], taught);
  words.learn(shopStems);
  return words;
}
