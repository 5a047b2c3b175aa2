import type { ProductPage } from '@discus/domain/contracts/catalog';

type Notes = Pick<ProductPage, 'searchedFor' | 'leftOut' | 'leftOutPrice' | 'sizeRead'>;

/**
 * What a search answer says of how it read the query, in one note: the words it read otherwise (the
 * API's `searchedFor`: "Showing results for “pigeon blood”."), with why when it read a size as
 * another (`sizeRead`: "(a 150 litre tank needs about 150 W)", "(8 cm ≈ 3 inch)"), and the words it
 * left out (`leftOutNote`), said of what it read when it read otherwise: "Nothing matches every word
 * of “baby pigeon blood”. Showing results without “baby”."
 */
export function searchNote({ searchedFor, leftOut, leftOutPrice, sizeRead }: Notes): string | null {
  const note = leftOutNote(leftOut, leftOutPrice, searchedFor);
  if (note) return note;
  if (!searchedFor) return null;
  return `Showing results for “${searchedFor}”${sizeRead ? ` (${whySizeRead(sizeRead)})` : ''}.`;
}

function whySizeRead({ written, read, tankWatts }: NonNullable<ProductPage['sizeRead']>): string {
  return tankWatts === undefined ? `${written} ≈ ${read}` : `a ${written} tank needs about ${tankWatts} W`;
}

/**
 * What a search answer says when no product had every word, so some were left out (the API's
 * `leftOut`): "Nothing matches every word. Showing results without “baby”." A price among them (the
 * API's `leftOutPrice`, "under 50") is said as a price: "… at any price." `searchedFor`, when the
 * search read the query otherwise, is named as what nothing matches.
 */
export function leftOutNote(
  leftOut: readonly string[] | undefined,
  price?: string,
  searchedFor?: string,
): string | null {
  if (!leftOut || leftOut.length === 0) return null;
  const words = leftOut.filter((word) => word !== price);
  const anyPrice = price !== undefined && words.length < leftOut.length;
  if (words.length === 0) return `Nothing matches “${searchedFor ?? price}”. Showing results at any price.`;
  const quoted = words.map((word) => `“${word}”`);
  const listed = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  const everyWord = searchedFor ? `every word of “${searchedFor}”` : 'every word';
  return `Nothing matches ${everyWord}. Showing results without ${listed}${anyPrice ? ', at any price' : ''}.`;
}
