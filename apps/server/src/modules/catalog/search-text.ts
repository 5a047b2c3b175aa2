/** The text search matches for a product: title, category name and description, lower-cased. */
export function searchTextOf(title: string, categoryName: string, description: string): string {
  return `${title} ${categoryName} ${description}`.toLowerCase().replace(/\s+/g, ' ').trim();
}

// Anything but printable ASCII and spaces: an accent, or another script.
const BEYOND_ASCII = /[^\x20-\x7e\s]/;

/**
 * `text` with the accents of its Latin letters taken off ("tefé": "tefe"), as buyers type them, and
 * in NFC (a Hindi nukta written apart or joined reads alike), as search compares the catalogue's
 * words with theirs; other scripts keep their marks (Hindi's vowel signs).
 */
export function withoutAccents(text: string): string {
  if (!BEYOND_ASCII.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(/(?<=[a-z])\p{M}+/giu, '')
    .normalize('NFC');
}
