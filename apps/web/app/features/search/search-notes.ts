import type { ProductPage } from '@discus/domain/contracts/catalog';

/**
 * What a search answer says of how it read the query, each a line: the words it read otherwise (the
 * API's `searchedFor`: "Showing results for “pigeon blood”."), then the words it left out (`leftOutNote`).
 */
export function searchNotes(page: Pick<ProductPage, 'searchedFor' | 'leftOut' | 'leftOutPrice'>): string[] {
  const leftOut = leftOutNote(page.leftOut, page.leftOutPrice);
  return [...(page.searchedFor ? [`Showing results for “${page.searchedFor}”.`] : []), ...(leftOut ? [leftOut] : [])];
}

/**
 * What a search answer says when no product had every word, so some were left out (the API's
 * `leftOut`): "Nothing matches every word. Showing results without “baby”." A price among them (the
 * API's `leftOutPrice`, "under 50") is said as a price: "… at any price."
 */
export function leftOutNote(leftOut: readonly string[] | undefined, price?: string): string | null {
  if (!leftOut || leftOut.length === 0) return null;
  const words = leftOut.filter((word) => word !== price);
  const anyPrice = price !== undefined && words.length < leftOut.length;
  if (words.length === 0) return `Nothing matches “${price}”. Showing results at any price.`;
  const quoted = words.map((word) => `“${word}”`);
  const listed = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return `Nothing matches every word. Showing results without ${listed}${anyPrice ? ', at any price' : ''}.`;
}
