// Words a buyer writes into the search to ask for something other than a product (an order, a
// condition): found as whole words in a query read in NFC (`comparable`).

/**
 * A pattern finding any of `phrases` (NFC, lower case) as whole words, longest first ("price low to
 * high" before "low to high"); a phrase's space matches any run of spaces. A word's end is where no
 * letter, mark (Hindi's vowel signs) or digit follows.
 */
export function phrasesPattern(phrases: Iterable<string>): RegExp {
  return new RegExp(
    String.raw`(?<![\p{L}\p{M}\p{N}])(${[...phrases]
      .sort((a, b) => b.length - a.length)
      .map((p) => p.replace(/ /g, String.raw`\s+`))
      .join('|')})(?![\p{L}\p{M}\p{N}])`,
    'gu',
  );
}

/** Phrases by what each asks for, in NFC, and the pattern that finds them (`phrasesPattern`). */
export type AskedPhrases<T> = { meaning: ReadonlyMap<string, T>; pattern: RegExp };

export function askedPhrases<T extends string>(phrases: Record<T, readonly string[]>): AskedPhrases<T> {
  const meaning = new Map(
    (Object.entries(phrases) as [T, readonly string[]][]).flatMap(([asked, list]) =>
      list.map((p) => [p.normalize('NFC'), asked] as const),
    ),
  );
  return { meaning, pattern: phrasesPattern(meaning.keys()) };
}

/**
 * What the first of these phrases in a query asks for, and that phrase as written (spaces
 * collapsed: `found`); `rest`, the query without any of them (lower-cased, spaces collapsed).
 */
export function findAsked<T>(
  query: string,
  { meaning, pattern }: AskedPhrases<T>,
): { rest: string; found?: { asked: T; written: string } } {
  const lower = query.toLowerCase();
  const [first] = lower.matchAll(pattern);
  if (!first) return { rest: lower };
  const written = (first[1] as string).replace(/\s+/g, ' ');
  const rest = lower.replace(pattern, ' ').replace(/\s+/g, ' ').trim();
  const asked = meaning.get(written);
  return asked === undefined ? { rest } : { rest, found: { asked, written } };
}
