import { unitPattern } from './sizes.ts';

// A price a buyer writes into the search as Indian shops' search boxes read it: "discus under
// 1000", "heater below ₹1,500", "pigeon blood above 2.5k"; a number written as rupees alone
// ("discus 500 rs", "₹1,500 heater") is the most the buyer will pay. The card's "from" price is
// what counts.
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
];
const AT_LEAST = ['above', 'over', 'more than', 'greater than', 'higher than', 'min', 'minimum'];
const BOUND_WORDS = new Map([...AT_MOST.map((w) => [w, 'max'] as const), ...AT_LEAST.map((w) => [w, 'min'] as const)]);
const CURRENCY = String.raw`(?:₹|rs\.?|inr|rupees?)`;
// Rupees, "k" for thousands.
const AMOUNT = String.raw`(\d+(?:,\d+)*(?:\.\d+)?)(k)?`;
// A number followed by a unit is a size ("under 3 inch", "over 300w"), and one followed by fish or
// pieces a count ("up to 5 fish"): left to the search.
const UNIT_AFTER = unitPattern(String.raw`(?!\p{L})`);
const COUNT_AFTER = String.raw`(?:fish|fishes|pc|pcs|piece|pieces|nos|pair|pairs)(?!\p{L})`;
const PRICE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${[...BOUND_WORDS.keys()].map((w) => w.replace(' ', String.raw`\s+`)).join('|')})` +
    String.raw`\s+(?:${CURRENCY}\s*)?${AMOUNT}(?!\d|[.,]\d|\s*(?:${UNIT_AFTER}|${COUNT_AFTER}))` +
    String.raw`(?:\s*${CURRENCY}(?!\p{L}))?(?!\p{L})`,
  'gu',
);
// Rupees with no bound word: "₹1,500", "rs 500", "500 rs".
const RUPEES = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(?:${CURRENCY}\s*${AMOUNT}|${AMOUNT}\s*${CURRENCY})(?![\p{L}\p{N}])`,
  'gu',
);
const rupeesOf = (amount: string, thousands: string | undefined) =>
  Number(amount.replace(/,/g, '')) * (thousands ? 1000 : 1);

/** Bounds of a price in paise, and the words that asked for them as written ("under 1000"). */
export type AskedPrice = { min?: number; max?: number; written: string };

/** The price a query asks for, if any, and the query without those words (lower-cased). */
export function askedPrice(query: string): { rest: string; price?: AskedPrice } {
  const lower = query.toLowerCase();
  const bounds: Pick<AskedPrice, 'min' | 'max'> = {};
  const phrases: string[] = [];
  for (const match of lower.matchAll(PRICE)) {
    const bound = BOUND_WORDS.get((match[1] as string).replace(/\s+/g, ' ')) as 'min' | 'max';
    bounds[bound] = Math.round(rupeesOf(match[2] as string, match[3]) * 100);
    phrases.push(match[0]);
  }
  const unbounded = lower.replace(PRICE, ' ');
  for (const match of unbounded.matchAll(RUPEES)) {
    bounds.max ??= Math.round(rupeesOf((match[1] ?? match[3]) as string, match[2] ?? match[4]) * 100);
    phrases.push(match[0]);
  }
  const rest = unbounded.replace(RUPEES, ' ').replace(/\s+/g, ' ').trim();
  if (phrases.length === 0) return { rest };
  return { rest, price: { ...bounds, written: phrases.join(' ') } };
}

/** Whether a "from" price (paise; undefined when the product has none) is within the asked bounds. */
export function withinPrice(price: number | undefined, asked: AskedPrice): boolean {
  if (price === undefined) return false;
  return (asked.min === undefined || price >= asked.min) && (asked.max === undefined || price <= asked.max);
}
