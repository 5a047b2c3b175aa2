/** The text search matches for a product: title, category name and description, lower-cased. */
export function searchTextOf(title: string, categoryName: string, description: string): string {
  return `${title} ${categoryName} ${description}`.toLowerCase().replace(/\s+/g, ' ').trim();
}

// Latin letters with accents, as the owner may write a place ("Green Wild Discus (Tefé)").
const ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]/;

/**
 * `text` with the accents of its Latin letters taken off ("tefé": "tefe"), as buyers type them, and
 * as search compares the catalogue's words with theirs; other scripts as they are.
 */
export function withoutAccents(text: string): string {
  if (!ACCENTED.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(/(?<=[a-z])\p{M}+/giu, '')
    .normalize('NFC');
}
