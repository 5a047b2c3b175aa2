import { askedPhrases, findAsked } from './asked-phrases.ts';

// Words a buyer writes into the search to keep to what is on offer ("discus on offer", "discount",
// "deals") or in stock ("in stock discus", "available"), in English, in Hindi as typed in Latin
// letters ("chhoot": a discount) and in its own script. They are never product words: "discus on
// offer" lists the discus with a discount, not the products whose text says "offer". Not "sale":
// "discus for sale" asks for discus.
const CONDITION_WORDS = {
  onOffer: [
    ...['offer', 'offers', 'on offer', 'discount', 'discounts', 'discounted', 'deal', 'deals'],
    ...['chhoot', 'chhut', 'chut', 'ऑफर', 'ऑफ़र', 'छूट', 'डिस्काउंट'],
  ],
  inStock: ['in stock', 'available', 'available now', 'uplabdh', 'उपलब्ध', 'स्टॉक में'],
} as const;

/** What a search keeps to: products with an option on offer (a discount), or in stock. */
export type ConditionKind = keyof typeof CONDITION_WORDS;
/** A condition a query's words asked for, and those words as written ("on offer"). */
export type AskedCondition = { kind: ConditionKind; written: string };

const CONDITIONS = askedPhrases<ConditionKind>(CONDITION_WORDS);

/**
 * The condition a query's words ask for, if any (the first when several do), and the query without
 * those words (lower-cased, spaces collapsed).
 */
export function askedCondition(query: string): { rest: string; condition?: AskedCondition } {
  const { rest, found } = findAsked(query, CONDITIONS);
  return found ? { rest, condition: { kind: found.asked, written: found.written } } : { rest };
}
