/** The text search matches for a product: title, category name and description, lower-cased. */
export function searchTextOf(title: string, categoryName: string, description: string): string {
  return `${title} ${categoryName} ${description}`.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Anything but printable ASCII and spaces: an accent, or another script. */
export const BEYOND_ASCII = /[^\x20-\x7e\s]/;
// The digits of India's scripts (Devanagari ०-९, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu,
// Kannada, Malayalam): each script's ten run on from a code point ending in 6, so (code − 6) % 16
// is the digit.
const INDIAN_DIGITS =
  /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g;

/**
 * `text` as search compares it: the accents of its Latin letters taken off ("tefé": "tefe"), as
 * buyers type them; in NFC (a Hindi nukta written apart or joined reads alike); digits of India's
 * scripts as 0-9 ("१०००": "1000"). Other scripts keep their marks (Hindi's vowel signs).
 */
export function comparable(text: string): string {
  if (!BEYOND_ASCII.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(/(?<=[a-z])\p{M}+/giu, '')
    .normalize('NFC')
    .replace(INDIAN_DIGITS, (digit) => String(((digit.codePointAt(0) as number) - 6) % 16));
}
