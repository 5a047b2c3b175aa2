import { unitPattern } from './sizes.ts';

// A price a buyer writes into the search as Indian shops' search boxes read it: "discus under
// 1000", "heater below ₹1,500", "pigeon blood above 2.5k", a range ("discus 500-1000", "between 500
// and 1000", "500 se 1000 tak"), a bound after the amount as Hindi puts it ("1000 tak", "1000 se
// kam", "1000 ke andar", "2000 se upar", and in Hindi's own script "1000 तक", "500 से 1000 तक"); a
// number written as rupees alone ("discus 500 rs", "₹1,500 heater", "500 रुपये") or in thousands
// ("discus 2k") is the most the buyer will pay. The card's "from" price is what counts. A query is
// read in NFC with digits as 0-9 (`comparable`), and so are these words.

/** Bound words (NFC, as a query is read) and the bound each asks for. */
function boundsOf(atMost: string[], atLeast: string[]): Map<string, 'min' | 'max'> {
  return new Map([
    ...atMost.map((w) => [w.normalize('NFC'), 'max'] as const),
    ...atLeast.map((w) => [w.normalize('NFC'), 'min'] as const),
  ]);
}
const AT_MOST = [
  'under',
  'below',
  'upto',
  'up to',
  'within',
  'less than',
  'lower than',
  'cheaper than',
  'max',
  'maximum',
  'budget',
  'बजट',
  'अधिकतम',
];
const AT_LEAST = ['above', 'over', 'more than', 'greater than', 'higher than', 'min', 'minimum', 'कम से कम'];
const BOUND_WORDS = boundsOf(AT_MOST, AT_LEAST);
// Hindi puts the bound after the amount.
const AT_MOST_AFTER = [
  ...['tak', 'se kam', 'ke andar', 'ke neeche', 'ke niche', 'se neeche', 'se niche'],
  ...['तक', 'से कम', 'के अंदर', 'के अन्दर', 'के भीतर', 'के नीचे', 'से नीचे'],
];
const AT_LEAST_AFTER = [
  ...['se upar', 'se uper', 'ke upar', 'se zyada', 'se jyada', 'se adhik'],
  ...['से ऊपर', 'के ऊपर', 'से ज़्यादा', 'से ज्यादा', 'से अधिक'],
];
const BOUND_WORDS_AFTER = boundsOf(AT_MOST_AFTER, AT_LEAST_AFTER);
const CURRENCY = String.raw`(?:₹|rs\.?|inr|rupees?|रुपये|रुपए|रुपया|रु\.?)`;
// Where a word ends: no letter, mark (Hindi's vowel signs) or digit follows.
const END = String.raw`(?![\p{L}\p{M}\p{N}])`;
const WORD_END = String.raw`(?![\p{L}\p{M}])`;
// Rupees, "k" for thousands.
const AMOUNT = String.raw`(\d+(?:,\d+)*(?:\.\d+)?)(k)?`;
// A number followed by a unit is a size ("under 3 inch", "over 300w"), and one followed by fish or
// pieces a count ("up to 5 fish"): left to the search.
const UNIT_AFTER = unitPattern(WORD_END);
const COUNTS = [
  ...['fish', 'fishes', 'pc', 'pcs', 'piece', 'pieces', 'nos', 'pair', 'pairs'],
  ...['पीस', 'नग', 'जोड़ी', 'जोड़ा', 'जोड़े'],
];
const COUNT_AFTER = String.raw`(?:${COUNTS.join('|').normalize('NFC')})${WORD_END}`;
const NOT_A_SIZE = String.raw`(?!\d|[.,]\d|\s*(?:${UNIT_AFTER}|${COUNT_AFTER}))`;
const words = (list: Iterable<string>) => [...list].map((w) => w.replace(/ /g, String.raw`\s+`)).join('|');
const PRICE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}])(${words(BOUND_WORDS.keys())})` +
    String.raw`\s+(?:${CURRENCY}\s*)?${AMOUNT}${NOT_A_SIZE}` +
    String.raw`(?:\s*${CURRENCY}${WORD_END})?${WORD_END}`,
  'gu',
);
const PRICE_BEFORE_BOUND = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}.,])(?:${CURRENCY}\s*)?${AMOUNT}(?:\s*${CURRENCY}${WORD_END})?` +
    String.raw`\s+(${words(BOUND_WORDS_AFTER.keys())})${END}`,
  'gu',
);
// Two amounts: "500-1000", "₹500 – ₹1,500", "1k to 2.5k", "between 500 and 1000", "500 se 1000 tak",
// "500 से 1000 तक".
const RANGE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}.,])(between\s+|from\s+)?(${CURRENCY}\s*)?${AMOUNT}(\s*${CURRENCY}${WORD_END})?` +
    String.raw`\s*(?:-|–|—|to|and|se|से)\s*(${CURRENCY}\s*)?${AMOUNT}${NOT_A_SIZE}(\s*${CURRENCY}${WORD_END})?` +
    String.raw`(?:\s+(?:tak|तक))?${END}`,
  'gu',
);
// Below this, two numbers without rupees or "k" are sizes ("discus 3-4").
const LEAST_BARE_PRICE = 100;
// Rupees with no bound word: "₹1,500", "rs 500", "500 rs"; thousands: "2k".
const RUPEES = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}.,])(?:${CURRENCY}\s*${AMOUNT}|${AMOUNT}\s*${CURRENCY}|(\d+(?:\.\d+)?)k)${END}`,
  'gu',
);
const rupeesOf = (amount: string, thousands: string | undefined) =>
  Number(amount.replace(/,/g, '')) * (thousands ? 1000 : 1);
const paise = (amount: string, thousands: string | undefined) => Math.round(rupeesOf(amount, thousands) * 100);
// The bound a bound word as written asks for ("less  than": less than).
const boundOf = (bounds: Map<string, 'min' | 'max'>, written: string) =>
  bounds.get(written.replace(/\s+/g, ' ')) as 'min' | 'max';

/** Bounds of a price in paise, and the words that asked for them as written ("under 1000"). */
export type AskedPrice = { min?: number; max?: number; written: string };

/** The price a query asks for, if any, and the query without those words (lower-cased). */
export function askedPrice(query: string): { rest: string; price?: AskedPrice } {
  let rest = query.toLowerCase();
  // Every price has a number: most searches have none.
  if (!/\d/.test(rest)) return { rest: rest.replace(/\s+/g, ' ').trim() };
  const bounds: Pick<AskedPrice, 'min' | 'max'> = {};
  const phrases: string[] = [];
  const take = (phrase: string) => {
    phrases.push(phrase.trim());
    rest = rest.replace(phrase, ' ');
  };
  for (const match of rest.matchAll(RANGE)) {
    const [phrase, , currency1, amount1, k1, currencyAfter1, currency2, amount2, k2, currencyAfter2] = match;
    const money = currency1 || currencyAfter1 || currency2 || currencyAfter2 || k1 || k2;
    const [low, high] = [paise(amount1 as string, k1), paise(amount2 as string, k2)].sort((a, b) => a - b);
    if (!money && (low as number) < LEAST_BARE_PRICE * 100) continue;
    bounds.min = low;
    bounds.max = high;
    take(phrase);
  }
  for (const match of rest.matchAll(PRICE)) {
    const bound = boundOf(BOUND_WORDS, match[1] as string);
    bounds[bound] = paise(match[2] as string, match[3]);
    take(match[0]);
  }
  for (const match of rest.matchAll(PRICE_BEFORE_BOUND)) {
    const bound = boundOf(BOUND_WORDS_AFTER, match[3] as string);
    bounds[bound] = paise(match[1] as string, match[2]);
    take(match[0]);
  }
  for (const match of rest.matchAll(RUPEES)) {
    bounds.max ??= match[5] ? paise(match[5], 'k') : paise((match[1] ?? match[3]) as string, match[2] ?? match[4]);
    take(match[0]);
  }
  rest = rest.replace(/\s+/g, ' ').trim();
  if (phrases.length === 0) return { rest };
  return { rest, price: { ...bounds, written: phrases.join(' ') } };
}

/** Whether a "from" price (paise; undefined when the product has none) is within the asked bounds. */
export function withinPrice(price: number | undefined, asked: AskedPrice): boolean {
  if (price === undefined) return false;
  return (asked.min === undefined || price >= asked.min) && (asked.max === undefined || price <= asked.max);
}
