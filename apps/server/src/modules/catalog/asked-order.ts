import type { SearchSort } from '@discus/domain/constants';
import { askedPhrases, findAsked } from './asked-phrases.ts';

// Words a buyer writes into the search to ask for an order, not for a product: "cheapest discus",
// "heater price low to high", "latest discus", "baby discus" (smallest first), and in Hindi, as
// typed in Latin letters or in its own script, "sasta"/"सस्ता" (cheap), "mehenga"/"महंगा" (dear),
// "chhota"/"छोटा" (small) and "bada"/"बड़ा" (big). They are never product words: "cheapest discus"
// lists the discus, cheapest first, not the products whose text says "cheap". A query is read in
// NFC (`comparable`), and so are these.
const ORDER_WORDS: Record<Exclude<SearchSort, 'relevance'>, string[]> = {
  price_asc: [
    ...['cheap', 'cheapest', 'lowest price', 'low price', 'lowest cost', 'low cost', 'budget'],
    ...['price low to high', 'low to high', 'sasta', 'saste', 'sasti', 'sabse sasta'],
    ...['सस्ता', 'सस्ते', 'सस्ती', 'सबसे सस्ता', 'सबसे सस्ते', 'सबसे सस्ती', 'कम दाम', 'बजट'],
  ],
  price_desc: [
    ...['costliest', 'costly', 'expensive', 'most expensive', 'highest price', 'high price'],
    ...['price high to low', 'high to low', 'mehenga', 'mehnga', 'mahanga', 'sabse mehenga'],
    ...['महंगा', 'महँगा', 'महंगे', 'महँगे', 'महंगी', 'महँगी', 'सबसे महंगा', 'सबसे महँगा'],
  ],
  newest: ['latest', 'newest', 'new arrival', 'new arrivals', 'just arrived', 'recently added', 'नवीनतम'],
  // A fish's size says its age: "baby discus" are the small ones. "Adult" is no order: the shop's
  // options say "Adult pair".
  size_asc: [
    ...['baby', 'babies', 'small', 'smaller', 'smallest', 'tiny', 'little', 'mini', 'young', 'juvenile', 'juveniles'],
    ...['small size', 'smallest size', 'size small to large', 'chhota', 'chota', 'chhote', 'chote', 'chhoti', 'choti'],
    // The young ones; not "bacha"/"bache", which are also "left over" (बचा, बचे).
    ...['bachcha', 'bachha', 'bachche', 'bacche', 'bachhe'],
    ...['छोटा', 'छोटे', 'छोटी', 'सबसे छोटा', 'सबसे छोटे', 'सबसे छोटी', 'बच्चा', 'बच्चे'],
  ],
  size_desc: [
    ...['big', 'bigger', 'biggest', 'large', 'larger', 'largest', 'jumbo', 'huge', 'big size', 'biggest size'],
    ...[
      'size large to small',
      'full size',
      'full sized',
      'full grown',
      'fully grown',
      'bada',
      'bade',
      'badi',
      'bda',
      'bde',
    ],
    ...['बड़ा', 'बड़े', 'बड़ी', 'सबसे बड़ा', 'सबसे बड़े', 'सबसे बड़ी'],
  ],
};
const ORDERS = askedPhrases(ORDER_WORDS);

/**
 * The order a query's words ask for, if any (the first when several do), and the query without
 * those words (lower-cased, spaces collapsed).
 */
export function askedOrder(query: string): { rest: string; sort?: SearchSort } {
  const { rest, found } = findAsked(query, ORDERS);
  return found ? { rest, sort: found.asked } : { rest };
}
