// Typo tolerance for search (decision 030): a query word is compared with the catalogue's own
// words by edit distance, counting a wrong, missing, extra or swapped (adjacent) letter as one, and
// a vowel written for another, or one beside another missing or added, as half from 6 letters:
// buyers often spell by ear ("pegion", "leapord", "albeno", "hiter" for heater). In a shorter word
// two vowels are two letters of five ("motor", "meter").

/** Typos forgiven in a word of this length: none below 4 letters, one from 4 (see `wordAlternatives`), two from 9. */
export function typosAllowed(length: number): number {
  if (length >= 9) return 2;
  if (length >= 4) return 1;
  return 0;
}

// Three rows of the distance table, reused by every call (a search compares a word with hundreds
// of catalogue words; calls never overlap). Cells count half typos, so they stay integers.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
const FAR = 1 << 20;
const TYPO = 2;
const VOWEL_FOR_VOWEL = 1;
// Words this long or longer count a vowel written for another as half a typo.
const HALF_VOWELS_FROM = 6;
const isVowel = (code: number) => code === 97 || code === 101 || code === 105 || code === 111 || code === 117;

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps, a vowel for a vowel, or a
 * vowel beside another missing or added, half a typo unless `halfVowels` is false), or `max + 1` as
 * soon as it is certain to exceed `max`. Only the band of cells within `max` of the diagonal is
 * computed (the words' lengths differ by `max` at most).
 * `toStart`: the distance to the nearest start of `b`, a longer word `a` may be the beginning of.
 */
export function typoDistance(a: string, b: string, max: number, halfVowels = true, toStart = false): number {
  if (toStart ? b.length <= a.length : Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const m = toStart ? Math.min(b.length, a.length + max) : b.length;
  const limit = max * TYPO;
  const vowelForVowel = halfVowels ? VOWEL_FOR_VOWEL : TYPO;
  if (m + 2 > (rows[0] as Int32Array).length) rows = rows.map(() => new Int32Array(2 * (m + 2)));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) previous[j] = j * TYPO;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(m, i + max);
    // The cells just outside the band count as too far.
    current[lo - 1] = lo === 1 ? i * TYPO : FAR;
    if (hi < m) current[hi + 1] = FAR;
    let rowMin = lo === 1 ? i * TYPO : FAR;
    const ai = a.charCodeAt(i - 1);
    // A vowel beside another vowel, missing or added, counts as a vowel for a vowel ("hiter", heater).
    const deleted = isVowel(ai) && (isVowel(a.charCodeAt(i - 2)) || isVowel(a.charCodeAt(i))) ? vowelForVowel : TYPO;
    for (let j = lo; j <= hi; j++) {
      const bj = b.charCodeAt(j - 1);
      const replaced = ai === bj ? 0 : isVowel(ai) && isVowel(bj) ? vowelForVowel : TYPO;
      const inserted = isVowel(bj) && (isVowel(b.charCodeAt(j - 2)) || isVowel(b.charCodeAt(j))) ? vowelForVowel : TYPO;
      let d = Math.min(
        (previous[j] as number) + deleted,
        (current[j - 1] as number) + inserted,
        (previous[j - 1] as number) + replaced,
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, (before[j - 2] as number) + TYPO);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  let distance = previous[m] as number;
  // The last row's cells within the band: every start of b as long as a, give or take `max`.
  if (toStart)
    for (let j = Math.max(0, a.length - max); j < m; j++) distance = Math.min(distance, previous[j] as number);
  return distance > limit ? max + 1 : distance / TYPO;
}

/**
 * Whether two words of one length differ in one letter only, and not a vowel for a vowel. In a word
 * under 5 letters that makes another word ("wood", "food"; "cave", "care"): it is not taken for a typo.
 */
function consonantChanged(a: string, b: string): boolean {
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) === b.charCodeAt(i)) continue;
    if (at >= 0) return false;
    at = i;
  }
  return at >= 0 && !(isVowel(a.charCodeAt(at)) && isVowel(b.charCodeAt(at)));
}

const MAX_ALTERNATIVES = 8;
/** A catalogue word a typo may stand for, and how many typos away. */
export type NearWord = { word: string; distance: number };
// A word still being typed is taken for the start of a longer word with a typo from this length.
const TYPING_TYPOS_FROM = 6;

/** The catalogue's distinct words (lower case) with the number of products using each. */
export class Vocabulary {
  private readonly byLength = new Map<number, { word: string; uses: number }[]>();
  private readonly words = new Set<string>();

  constructor(entries: Iterable<{ word: string; uses: number }>) {
    for (const entry of entries) {
      this.words.add(entry.word);
      const list = this.byLength.get(entry.word.length) ?? [];
      list.push(entry);
      this.byLength.set(entry.word.length, list);
    }
  }

  get size(): number {
    return this.words.size;
  }

  /** Whether some catalogue word is `word` or starts with it (the buyer may still be typing). */
  knows(word: string): boolean {
    if (this.words.has(word)) return true;
    for (const [length, list] of this.byLength) {
      if (length > word.length && list.some((entry) => entry.word.startsWith(word))) return true;
    }
    return false;
  }

  /** The most used catalogue word longer than `word` that begins with it ("blu": blue), if any. */
  completionOf(word: string): string | undefined {
    let best: { word: string; uses: number } | undefined;
    for (const [length, list] of this.byLength) {
      if (length <= word.length) continue;
      for (const entry of list) if ((!best || entry.uses > best.uses) && entry.word.startsWith(word)) best = entry;
    }
    return best?.word;
  }

  /**
   * Catalogue words a typo of `word` may stand for, closest and most used first: within one typo
   * from 5 letters, two from 9 (of the longer of the two words), never a word under 4 letters, whose
   * typos are not forgiven ("fast" is not "fat"). A 4-letter word is only corrected
   * when the catalogue does not know it ("blod"), since short real words have many one-letter
   * neighbours ("food", "good", "hood"), and never by another consonant ("wood" is not "food").
   * When no word is, the longer words whose start is within one typo of a word of 6+ letters no
   * word starts with: the buyer may still be typing ("turqoi"). Five letters tell too little:
   * "tetra" and "betta", fish the shop may not sell, are a typo from the start of "terracotta" and
   * "butterfly".
   */
  wordAlternatives(word: string): string[] {
    return this.nearWords(word).map((near) => near.word);
  }

  /** `wordAlternatives` with how many typos away each is (half typos as .5). */
  nearWords(word: string): NearWord[] {
    if (typosAllowed(word.length) === 0 || (word.length < 5 && this.knows(word))) return [];
    const whole = this.wholeWordAlternatives(word);
    if (whole.length > 0 || word.length < TYPING_TYPOS_FROM || this.knows(word)) return whole;
    return this.startAlternatives(word);
  }

  private wholeWordAlternatives(word: string): NearWord[] {
    const found: { word: string; uses: number; distance: number }[] = [];
    for (let length = word.length - 2; length <= word.length + 2; length++) {
      // A word too short to have its typos forgiven is not taken for a typo either ("fast" is not "fat").
      if (typosAllowed(length) === 0) continue;
      // The longer of the two words decides: "turqose" is two letters short of "turquoise".
      const longer = Math.max(word.length, length);
      const max = typosAllowed(longer);
      if (Math.abs(length - word.length) > max) continue;
      for (const entry of this.byLength.get(length) ?? []) {
        if (entry.word === word) continue;
        if (longer < 5 && length === word.length && consonantChanged(word, entry.word)) continue;
        const distance = typoDistance(word, entry.word, max, longer >= HALF_VOWELS_FROM);
        if (distance <= max) found.push({ ...entry, distance });
      }
    }
    return closest(found);
  }

  private startAlternatives(word: string): NearWord[] {
    const found: { word: string; uses: number; distance: number }[] = [];
    // One typo leaves one of the first two letters in place, or moves one of them by one.
    const a0 = word.charCodeAt(0);
    const a1 = word.charCodeAt(1);
    for (const [length, list] of this.byLength) {
      if (length <= word.length) continue;
      const halfVowels = length >= HALF_VOWELS_FROM;
      for (const entry of list) {
        const b0 = entry.word.charCodeAt(0);
        const b1 = entry.word.charCodeAt(1);
        if (a0 !== b0 && a1 !== b1 && a0 !== b1 && a1 !== b0) continue;
        const distance = typoDistance(word, entry.word, 1, halfVowels, true);
        if (distance <= 1) found.push({ ...entry, distance });
      }
    }
    return closest(found);
  }
}

function closest(found: { word: string; uses: number; distance: number }[]): NearWord[] {
  found.sort((a, b) => a.distance - b.distance || b.uses - a.uses || a.word.localeCompare(b.word));
  return found.slice(0, MAX_ALTERNATIVES).map(({ word, distance }) => ({ word, distance }));
}
