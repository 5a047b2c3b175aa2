// Sizes as buyers and the owner write them: a number, and maybe its unit (decision 030). Inches for
// fish and cones, watts for heaters, weights for food, volumes for medicines and water care. Each
// unit word is read as one name: `3"`, "3 in" and "3 inches" are all "3 inch"; so are Hindi's "3 इंच".
const UNIT_WORDS: Record<string, readonly string[]> = {
  inch: ['"', 'inch', 'inches', 'in', 'इंच'],
  cm: ['cm', 'सेमी'],
  mm: ['mm'],
  w: ['w', 'watt', 'watts', 'वाट', 'वॉट'],
  g: ['g', 'gm', 'gms', 'gram', 'grams', 'ग्राम'],
  kg: ['kg', 'kgs', 'किलो'],
  ml: ['ml'],
  l: ['l', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters', 'लीटर'],
};

// A heater for a discus tank: about 1 watt a litre of water, as the shop's heaters say (discus
// need 29–31 °C all year).
const WATTS_PER_LITRE = 1;
const CM_PER_INCH = 2.54;
// A length is read as an inch size sold at most this far from it.
const NEAR_INCHES = 0.5;
// How many sizes sold a size asked otherwise is tried as, best first.
const SIZES_TRIED = 4;

/** A size sold (an option's): its term ("200 w", see `sizeTerm`) and number. */
export type SoldSize = { term: string; value: number };
/**
 * What a size asked in a unit may be read as: the unit it is sold in (`to`), which sizes of those,
 * best first, and, when what is asked needs some of that unit, how much (`needs`: a tank's watts).
 */
export type SizeReading = {
  to: string;
  sizes: (asked: number, sold: readonly SoldSize[]) => SoldSize[];
  needs?: (asked: number) => number;
};
const wattsFor = (litres: number) => Math.round(litres * WATTS_PER_LITRE);

/**
 * Sizes asked in a unit other than the one what is asked for is sold in, by the unit asked: a
 * tank's litres are the watts that heat it (the smallest sizes enough: "heater for 150 litre tank"
 * is 200 W); a fish's length in centimetres or millimetres is the inch sizes nearest it, within half
 * an inch ("discus 8 cm" is 3", as India measures and the shop sells).
 */
export const SIZE_READINGS: ReadonlyMap<string, SizeReading> = new Map([
  [
    'l',
    {
      to: 'w',
      needs: wattsFor,
      sizes: (litres, sold) => sold.filter((s) => s.value >= wattsFor(litres)).slice(0, SIZES_TRIED),
    },
  ],
  ['cm', { to: 'inch', sizes: (cm, sold) => nearest(cm / CM_PER_INCH, sold) }],
  ['mm', { to: 'inch', sizes: (mm, sold) => nearest(mm / 10 / CM_PER_INCH, sold) }],
]);

function nearest(inches: number, sold: readonly SoldSize[]): SoldSize[] {
  const away = (size: SoldSize) => Math.abs(size.value - inches);
  return sold
    .filter((size) => away(size) <= NEAR_INCHES)
    .sort((a, b) => away(a) - away(b))
    .slice(0, SIZES_TRIED);
}

/** Unit words, lower-cased, with the name each is read as. */
export const UNITS: ReadonlyMap<string, string> = new Map(
  Object.entries(UNIT_WORDS).flatMap(([name, words]) => words.map((word) => [word, name] as const)),
);

/** The unit words as a pattern's alternatives, each word followed by `end` (what may not follow it). */
export function unitPattern(end = ''): string {
  return [...UNITS.keys()].map((word) => (word === '"' ? word : `${word}${end}`)).join('|');
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const UNIT = unitPattern(String.raw`(?![\p{L}\p{M}\p{N}])`);
/** A word of a query that is a size: a number, maybe with its unit joined ("3", "300w", `2.5"`). */
export const SIZE_WORD = new RegExp(`^(${NUMBER})(?:(${unitPattern()}))?$`);
// A size in a text: a number not inside a word, or a range of two ("5–6 inches", "2 to 3 inch"),
// then maybe its unit, apart, joined or hyphened ("a 3-inch fish"). Quotes are written as the inch
// mark first.
const SIZE_IN_TEXT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER}))?(?:[\s-]*(${UNIT}))?`,
  'giu',
);
const INCH_MARKS = /[\u201c\u201d\u2033]/g;

/** A size as the search keys it: the number, and the unit's name when written ("3 inch", "300 w", "2.5"). */
export function sizeTerm(number: string, unit?: string): string {
  return unit === undefined ? number : `${number} ${unit}`;
}

/** Whether a query's term is a size (`sizeTerm`) rather than a word ("3d" is a word). */
export function isSizeTerm(term: string): boolean {
  return /^\d+(?:\.\d+)?(?: [a-z]+)?$/.test(term);
}

/** Whether a size term names its unit ("3 inch"), or is a number alone ("3"). */
export function hasUnit(term: string): boolean {
  return term.includes(' ');
}

/** The number of a size term ("3" of "3 inch"). */
export function sizeNumber(term: string): string {
  return term.split(' ')[0] as string;
}

/** The unit's name of a size term ("inch" of "3 inch"), undefined for a number alone. */
export function sizeUnit(term: string): string | undefined {
  return term.split(' ')[1];
}

/** A size term as a buyer writes it: "200w", "3 inch". */
export function sizeAsWritten(term: string): string {
  const unit = sizeUnit(term);
  return unit === 'w' ? `${sizeNumber(term)}w` : term;
}

/** A size read from a text: its number and the unit's name, undefined when none is written. */
export type Size = { number: string; unit?: string };

/** Every size in a text (an option's size, a description): both ends of a range, each with the unit after it. */
export function sizesIn(text: string): Size[] {
  const found: Size[] = [];
  for (const match of text.toLowerCase().replace(INCH_MARKS, '"').matchAll(SIZE_IN_TEXT)) {
    const unit = match[3] === undefined ? undefined : UNITS.get(match[3]);
    for (const number of [match[1], match[2]]) if (number !== undefined) found.push({ number, unit });
  }
  return found;
}
