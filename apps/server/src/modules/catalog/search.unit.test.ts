import type { ProductSummary } from '@discus/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import type { CheckedJson } from '../../lib/checked-json.ts';
import {
  asWritten,
  buyerQueryParts,
  type Card,
  CardCache,
  queryParts,
  readAs,
  searchKey,
  searchWords,
} from './search.ts';

describe('readAs', () => {
  it('writes the words a search read otherwise where the buyer wrote them, the rest as written', () => {
    expect(readAs('Pegion  Blood 3"', [['pegion', 'pigeon']])).toBe('pigeon blood 3"');
    expect(readAs('discus under 2000 pigeonblood', [['pigeonblood', 'pigeon blood']])).toBe(
      'discus under 2000 pigeon blood',
    );
    expect(readAs('Checker, board discus', [['checker board', 'checkerboard']])).toBe('checkerboard discus');
    // Only a whole word: "pegions" is not "pegion".
    expect(readAs('pegions pegion', [['pegion', 'pigeon']])).toBe('pegions pigeon');
    // A number with its decimals is one word, its unit joined or apart.
    expect(readAs('discus 7.5cm', [['7.5cm', '3 inch']])).toBe('discus 3 inch');
    expect(readAs('Discus 7.5 cm.', [['7.5 cm', '3 inch']])).toBe('discus 3 inch.');
    expect(readAs('discus 5 7.5cm', [['5', '6']])).toBe('discus 6 7.5cm');
  });
});

describe('searchWords', () => {
  it('lower-cases and splits a query into words', () => {
    expect(searchWords('  Pigeon   BLOOD ')).toEqual(['pigeon', 'blood']);
  });

  it('keeps a Hindi word whole, its vowel signs with it, and reads a nukta written apart or joined alike', () => {
    expect(searchWords('लाल डिस्कस')).toEqual(['लाल', 'डिस्कस']);
    expect(searchWords('\u095c')).toEqual(searchWords('\u0921\u093c'));
  });

  it('keeps sizes like 2.5" as searchable words', () => {
    expect(searchWords('red melon 2.5"')).toEqual(['red', 'melon', '2.5 inch']);
  });

  it('reads a number written as a word before a unit as that size, as voice typing writes it', () => {
    expect(searchWords('Three inch discus')).toEqual(['3 inch', 'discus']);
    expect(searchWords('heater two hundred watts')).toEqual(['heater', 'two', 'hundred', 'watts']);
    expect(searchWords('one pair')).toEqual(['one', 'pair']);
    // In Hindi as typed in Latin letters: "teen inch" is 3 inch, "do inch" 2 inch; "do" alone is a word.
    expect(searchWords('teen inch discus')).toEqual(['3 inch', 'discus']);
    // Hindi's own script: its units, number words and digits.
    expect(searchWords('तीन इंच डिस्कस')).toEqual(['3 inch', 'डिस्कस']);
    expect(searchWords('३ इंच डिस्कस')).toEqual(['3 inch', 'डिस्कस']);
    expect(searchWords('हीटर २०० वाट')).toEqual(['हीटर', '200 w']);
    expect(searchWords('२.५ इंच')).toEqual(['2.5 inch']);
    expect(searchWords('do inch wala discus')).toEqual(['2 inch', 'wala', 'discus']);
    expect(searchWords('chaar inch')).toEqual(['4 inch']);
    expect(searchWords('do discus')).toEqual(['do', 'discus']);
  });

  it('reads a half as .5: "2½", "2 1/2", and Hindi\'s "dhai" (2½), "dedh" (1½) and "saadhe" (and a half)', () => {
    expect(searchWords('discus 2½ inch')).toEqual(['discus', '2.5 inch']);
    expect(searchWords('discus 2 ½"')).toEqual(['discus', '2.5 inch']);
    expect(searchWords('discus 2 1/2 inch')).toEqual(['discus', '2.5 inch']);
    expect(searchWords('3-1/2 inch')).toEqual(['3.5 inch']);
    expect(searchWords('dhai inch discus')).toEqual(['2.5 inch', 'discus']);
    expect(searchWords('ढाई इंच डिस्कस')).toEqual(['2.5 inch', 'डिस्कस']);
    expect(searchWords('dedh inch')).toEqual(['1.5 inch']);
    expect(searchWords('saadhe teen inch discus')).toEqual(['3.5 inch', 'discus']);
    expect(searchWords('sade 3 inch')).toEqual(['3.5 inch']);
    expect(searchWords('साढ़े तीन इंच')).toEqual(['3.5 inch']);
    // Not before a unit: words, as "do" is.
    expect(searchWords('saadhe teen')).toEqual(['saadhe', 'teen']);
    expect(searchWords('1/2 price')).toEqual(['1', '2', 'price']);
  });

  it('drops LIKE wildcards and punctuation', () => {
    expect(searchWords("100% o'clock_x")).toEqual(['100', 'o', 'clock', 'x']);
    expect(searchWords('%%__')).toEqual([]);
  });

  it('uses at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('reads a size with its unit, however written: 3 inch, 3", 3inch and 3 in are one size in inches', () => {
    expect(searchWords('3 inch')).toEqual(['3 inch']);
    expect(searchWords('3"')).toEqual(['3 inch']);
    expect(searchWords('Pigeon 3inch')).toEqual(['pigeon', '3 inch']);
    expect(searchWords('3.5 inches')).toEqual(['3.5 inch']);
    expect(searchWords('2.5\u201d discus')).toEqual(['2.5 inch', 'discus']);
    expect(searchWords('"pigeon" 4in.')).toEqual(['pigeon', '4 inch']);
    // A number alone is a size in any unit.
    expect(searchWords('discus 3.5')).toEqual(['discus', '3.5']);
  });

  it('reads watts, weights, volumes and lengths, written apart or joined, each as one unit', () => {
    expect(searchWords('heater 300w')).toEqual(['heater', '300 w']);
    expect(searchWords('300 W heater')).toEqual(['300 w', 'heater']);
    expect(searchWords('heater 100 watts')).toEqual(['heater', '100 w']);
    expect(searchWords('50g flakes')).toEqual(['50 g', 'flakes']);
    expect(searchWords('flakes 250 gm')).toEqual(['flakes', '250 g']);
    expect(searchWords('pellets 1kg')).toEqual(['pellets', '1 kg']);
    expect(searchWords('conditioner 100ml')).toEqual(['conditioner', '100 ml']);
    expect(searchWords('conditioner 1.5 L')).toEqual(['conditioner', '1.5 l']);
    expect(searchWords('conditioner 2 litres')).toEqual(['conditioner', '2 l']);
    expect(searchWords('cone 20cm')).toEqual(['cone', '20 cm']);
  });

  it('drops "size" before a size, which says nothing more, and keeps it elsewhere', () => {
    expect(searchWords('discus size 3 inch')).toEqual(['discus', '3 inch']);
    expect(searchWords('Size 4" red')).toEqual(['4 inch', 'red']);
    expect(searchWords('डिस्कस साइज़ 3 इंच')).toEqual(['डिस्कस', '3 inch']);
    expect(searchWords('size probe 3')).toEqual(['size', 'probe', '3']);
    expect(searchWords('discus size')).toEqual(['discus', 'size']);
  });

  it('keeps a unit word that follows no number', () => {
    expect(searchWords('inch worm')).toEqual(['inch', 'worm']);
    expect(searchWords('g w ml')).toEqual(['g', 'w', 'ml']);
  });
});

describe('searchKey', () => {
  it('is the same for queries that answer alike, and tells apart a price from other numbers', () => {
    expect(searchKey('Discus   under 1000')).toBe(searchKey('discus under 1000'));
    expect(searchKey('discus under 1,000')).not.toBe(searchKey('discus under 1 000'));
    expect(searchKey('discus under 1000')).not.toBe(searchKey('discus under 1k'));
    expect(searchKey('pigeon 3 inch')).not.toBe(searchKey('pigeon 3"'));
  });
});

describe('asWritten', () => {
  it('names sizes as the buyer wrote them, words as searched', () => {
    const query = '"Baby" Heater 1000W, 4 inch 3" 2.5 in';
    expect(asWritten(query, ['baby', '1000 w', '4 inch', '3 inch', '2.5 inch'])).toEqual([
      'baby',
      '1000w',
      '4 inch',
      '3"',
      '2.5 in',
    ]);
  });
});

describe('queryParts', () => {
  it('tells the text words from the sizes', () => {
    expect(queryParts('blue diamond 3"')).toEqual({ words: ['blue', 'diamond'], numbers: ['3 inch'] });
    expect(queryParts('3d background 2')).toEqual({ words: ['3d', 'background'], numbers: ['2'] });
    expect(queryParts('   ')).toEqual({ words: [], numbers: [] });
  });
});

describe('buyerQueryParts', () => {
  it('leaves out the words of shopping, which say nothing of what is wanted', () => {
    expect(buyerQueryParts('Buy discus fish online')).toEqual({ words: ['discus'], numbers: [], leaveOut: true });
    expect(buyerQueryParts('pigeon blood discus price in India')).toMatchObject({
      words: ['pigeon', 'blood', 'discus', 'in'],
    });
    expect(buyerQueryParts('best 3 inch discus near me')).toMatchObject({ words: ['discus'], numbers: ['3 inch'] });
    expect(buyerQueryParts('sale')).toMatchObject({ words: [], numbers: [] });
    // The owner's search keeps them.
    expect(queryParts('fish food')).toEqual({ words: ['fish', 'food'], numbers: [] });
  });
});

describe('CardCache', () => {
  const card = (id: number): Card => ({
    json: JSON.stringify({ id, title: `Card ${id}` }) as CheckedJson<ProductSummary>,
    options: [],
  });
  const read = (card: Card | undefined) => (card === undefined ? undefined : (JSON.parse(card.json) as ProductSummary));

  it('answers a card until its time is up, then forgets it', () => {
    const cache = new CardCache(5000, 10);
    cache.set(1, card(1), 1000);
    expect(read(cache.get(1, 5999))?.title).toBe('Card 1');
    expect(cache.get(1, 6000)).toBeUndefined();
  });

  it('keeps at most its number of cards, dropping the oldest, and empties on clear', () => {
    const cache = new CardCache(5000, 2);
    for (const id of [1, 2, 3]) cache.set(id, card(id), 0);
    expect([1, 2, 3].map((id) => read(cache.get(id, 1))?.id)).toEqual([undefined, 2, 3]);
    cache.clear();
    expect(cache.get(3, 1)).toBeUndefined();
  });
});
