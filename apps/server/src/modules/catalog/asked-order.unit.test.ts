import { describe, expect, it } from 'vitest';
import { askedOrder } from './asked-order.ts';

describe('askedOrder', () => {
  it('reads the words of a price order, and the query without them', () => {
    expect(askedOrder('cheapest discus')).toEqual({ rest: 'discus', sort: 'price_asc' });
    expect(askedOrder('cheap discus food')).toEqual({ rest: 'discus food', sort: 'price_asc' });
    expect(askedOrder('heater lowest price')).toEqual({ rest: 'heater', sort: 'price_asc' });
    expect(askedOrder('discus price low to high')).toEqual({ rest: 'discus', sort: 'price_asc' });
    expect(askedOrder('sasta discus')).toEqual({ rest: 'discus', sort: 'price_asc' });
    expect(askedOrder('most expensive discus')).toEqual({ rest: 'discus', sort: 'price_desc' });
    expect(askedOrder('discus high to low')).toEqual({ rest: 'discus', sort: 'price_desc' });
    expect(askedOrder('costliest pair')).toEqual({ rest: 'pair', sort: 'price_desc' });
  });

  it('reads the words of the newest first', () => {
    expect(askedOrder('latest discus')).toEqual({ rest: 'discus', sort: 'newest' });
    expect(askedOrder('new arrivals')).toEqual({ rest: '', sort: 'newest' });
    expect(askedOrder('newest')).toEqual({ rest: '', sort: 'newest' });
  });

  it('reads the words of a size, in English and in Hindi as typed in Latin letters', () => {
    expect(askedOrder('baby discus')).toEqual({ rest: 'discus', sort: 'size_asc' });
    expect(askedOrder('small discus fish')).toEqual({ rest: 'discus fish', sort: 'size_asc' });
    expect(askedOrder('juvenile pigeon blood')).toEqual({ rest: 'pigeon blood', sort: 'size_asc' });
    expect(askedOrder('chhota discus')).toEqual({ rest: 'discus', sort: 'size_asc' });
    // The young ones ("bachche", बच्चे), as Hindi is typed in Latin letters; not "bacha"/"bache"
    // (बचा, बचे: left over, as in "how many are left").
    for (const young of ['bachcha', 'bachha', 'bachche', 'bacche', 'bachhe']) {
      expect(askedOrder(`discus ${young}`), young).toEqual({ rest: 'discus', sort: 'size_asc' });
    }
    expect(askedOrder('big discus')).toEqual({ rest: 'discus', sort: 'size_desc' });
    expect(askedOrder('largest heater')).toEqual({ rest: 'heater', sort: 'size_desc' });
    expect(askedOrder('bada discus')).toEqual({ rest: 'discus', sort: 'size_desc' });
    expect(askedOrder('full size discus')).toEqual({ rest: 'discus', sort: 'size_desc' });
    expect(askedOrder('full grown discus')).toEqual({ rest: 'discus', sort: 'size_desc' });
    expect(askedOrder('discus fully grown')).toEqual({ rest: 'discus', sort: 'size_desc' });
    // A grown fish is a word of the shop's texts ("Adult pair"), not an order.
    expect(askedOrder('adult pair')).toEqual({ rest: 'adult pair' });
    expect(askedOrder('discus kitne bache')).toEqual({ rest: 'discus kitne bache' });
  });

  it("reads the order words of Hindi in its own script, as a phone's Hindi keyboard writes them", () => {
    const nfc = (text: string) => text.normalize('NFC');
    expect(askedOrder('सस्ता डिस्कस')).toEqual({ rest: 'डिस्कस', sort: 'price_asc' });
    expect(askedOrder('सबसे सस्ती मछली')).toEqual({ rest: 'मछली', sort: 'price_asc' });
    expect(askedOrder('महंगा डिस्कस')).toEqual({ rest: 'डिस्कस', sort: 'price_desc' });
    expect(askedOrder('महँगी डिस्कस')).toEqual({ rest: 'डिस्कस', sort: 'price_desc' });
    expect(askedOrder('छोटी डिस्कस')).toEqual({ rest: 'डिस्कस', sort: 'size_asc' });
    expect(askedOrder(nfc('बड़ा डिस्कस'))).toEqual({ rest: 'डिस्कस', sort: 'size_desc' });
    expect(askedOrder(nfc('डिस्कस बड़े'))).toEqual({ rest: 'डिस्कस', sort: 'size_desc' });
    expect(askedOrder('नवीनतम डिस्कस')).toEqual({ rest: 'डिस्कस', sort: 'newest' });
    // A word that only begins alike ("बड़ाई", praise) is a word to search.
    expect(askedOrder(nfc('बड़ाई'))).toEqual({ rest: nfc('बड़ाई') });
    expect(askedOrder('सस्तापन')).toEqual({ rest: 'सस्तापन' });
  });

  it('takes the first order written when two are', () => {
    expect(askedOrder('cheapest latest discus')).toEqual({ rest: 'discus', sort: 'price_asc' });
  });

  it('leaves other words, and words that only start alike, to the search', () => {
    expect(askedOrder('discus')).toEqual({ rest: 'discus' });
    expect(askedOrder('new discus')).toEqual({ rest: 'new discus' });
    expect(askedOrder('cheaper')).toEqual({ rest: 'cheaper' });
    expect(askedOrder('lowest')).toEqual({ rest: 'lowest' });
    expect(askedOrder('')).toEqual({ rest: '' });
  });
});
