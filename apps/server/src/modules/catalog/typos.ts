// Typo tolerance for search (decision 030): a query word is compared with the catalogue's own
// words by edit distance, counting a wrong, missing, extra or swapped (adjacent) letter as one.

/** Typos forgiven in a word of this length: none below 4 letters, one from 4 (see `wordAlternatives`), two from 9. */
export function typosAllowed(length: number): number {
  if (length >= 9) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps), or `max + 1` as soon as
 * it is certain to exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] as number, max + 1);
}

const MAX_ALTERNATIVES = 8;

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

  /**
   * Catalogue words a typo of `word` may stand for, closest and most used first: within one typo
   * from 5 letters, two from 9 (of the longer of the two words). A 4-letter word is only corrected when the catalogue does not know
   * it ("blod"), since short real words have many one-letter neighbours ("food", "good", "hood").
   */
  wordAlternatives(word: string): string[] {
    if (typosAllowed(word.length) === 0 || (word.length < 5 && this.knows(word))) return [];
    const found: { word: string; uses: number; distance: number }[] = [];
    for (let length = word.length - 2; length <= word.length + 2; length++) {
      // The longer of the two words decides: "turqose" is two letters short of "turquoise".
      const max = typosAllowed(Math.max(word.length, length));
      if (Math.abs(length - word.length) > max) continue;
      for (const entry of this.byLength.get(length) ?? []) {
        if (entry.word === word) continue;
        const distance = typoDistance(word, entry.word, max);
        if (distance <= max) found.push({ ...entry, distance });
      }
    }
    found.sort((a, b) => a.distance - b.distance || b.uses - a.uses || a.word.localeCompare(b.word));
    return found.slice(0, MAX_ALTERNATIVES).map((entry) => entry.word);
  }
}
