import { describe, expect, it } from 'vitest';
import { optionsAtSizeEnd, SortBook, sizeRange } from './sort-book.ts';

describe('SortBook', () => {
  // Low to high, equal prices by id, as PostgreSQL orders them.
  const book = new SortBook([
    { id: 7, price: 10_000 },
    { id: 2, price: 20_000 },
    { id: 1, price: 50_000 },
    { id: 4, price: 50_000 },
  ]);

  it('tells a product’s from-price', () => {
    expect(book.get(2)).toBe(20_000);
    expect(book.get(3)).toBeUndefined();
  });

  it('sorts low to high or high to low, equal prices by id, products without a price last', () => {
    expect(book.page([4, 3, 2, 1], 'price_asc', 0, 10)).toEqual([2, 1, 4, 3]);
    expect(book.page([4, 3, 2, 1], 'price_desc', 0, 10)).toEqual([1, 4, 2, 3]);
    expect(book.page([9, 3, 8], 'price_asc', 0, 10)).toEqual([3, 8, 9]);
    expect(book.page([7, 4, 2, 1], 'price_desc', 0, 10)).toEqual([1, 4, 2, 7]);
  });

  it('answers one page of the order, across the products without a price', () => {
    const ids = [9, 7, 4, 3, 2, 1];
    const whole = book.page(ids, 'price_asc', 0, 100);
    expect(whole).toEqual([7, 2, 1, 4, 3, 9]);
    for (let from = 0; from < 7; from++) {
      expect(book.page(ids, 'price_asc', from, 2), `from ${from}`).toEqual(whole.slice(from, from + 2));
    }
    expect(book.page(ids, 'price_desc', 3, 2)).toEqual([7, 3]);
  });

  it('leaves the ids it was given as they were', () => {
    const ids = [4, 3, 2, 1];
    book.page(ids, 'price_asc', 0, 10);
    expect(ids).toEqual([4, 3, 2, 1]);
  });
});

// Options as the book reads them: in stock unless said.
const options = (...sizes: string[]) => sizes.map((size) => ({ size, price: 0, inStock: true }));

describe('SortBook by size', () => {
  // Cheapest first, as PostgreSQL orders them; only the sizes in stock count while any is.
  const book = new SortBook([
    { id: 5, price: 300, options: options('Adult pair') },
    { id: 1, price: 450, options: [...options('2"', '3"', '5"'), { size: '1"', price: 0, inStock: false }] },
    { id: 3, price: 500, options: options('2 inch', '4 inch') },
    { id: 2, price: 900, options: options('3"', '6"') },
    { id: 4, price: 1200, options: options('5–6 inches') },
  ]);

  it('lists the smallest first by each product’s smallest size, equal sizes cheapest first, unsized last', () => {
    expect(book.page([1, 2, 3, 4, 5], 'size_asc', 0, 10)).toEqual([1, 3, 2, 4, 5]);
    expect(book.page([1, 2, 3, 4, 5], 'size_asc', 1, 2)).toEqual([3, 2]);
  });

  it('lists the largest first by each product’s largest size', () => {
    expect(book.page([1, 2, 3, 4, 5], 'size_desc', 0, 10)).toEqual([2, 4, 1, 3, 5]);
  });

  it('reads sizes in one unit a kind: inches and centimetres, grams and kilograms', () => {
    const mixed = sizeRange(['10 cm', '3"']);
    expect(mixed?.smallest).toBeCloseTo(76.2);
    expect(mixed?.largest).toBe(100);
    expect(sizeRange(['1 kg', '250 g'])).toEqual({ smallest: 250, largest: 1000 });
    expect(sizeRange(['Small', 'Standard'])).toBeUndefined();
  });

  it('never compares sizes of two kinds: lengths first, then weights, volumes and watts, each in order', () => {
    const kinds = new SortBook([
      { id: 1, price: 100, options: options('250 g') },
      { id: 2, price: 200, options: options('5"') },
      { id: 3, price: 300, options: options('300 W') },
      { id: 4, price: 400, options: options('2"', '3"') },
      { id: 5, price: 500, options: options('1 l') },
      { id: 6, price: 600, options: options('50 g') },
      // Sold both ways: by its length.
      { id: 7, price: 700, options: options('4"', '900 g') },
    ]);
    const ids = [1, 2, 3, 4, 5, 6, 7];
    expect(kinds.page(ids, 'size_asc', 0, 10)).toEqual([4, 7, 2, 6, 1, 5, 3]);
    expect(kinds.page(ids, 'size_desc', 0, 10)).toEqual([2, 7, 4, 1, 6, 5, 3]);
    expect(sizeRange(['4"', '900 g'])).toEqual({ smallest: 101.6, largest: 101.6 });
  });
});

describe('SortBook, the price of a size', () => {
  // Cheapest first, as PostgreSQL orders them.
  const book = new SortBook([
    {
      id: 2,
      price: 45_000,
      options: [
        { size: '2"', price: 45_000, inStock: true },
        { size: '4 inch', price: 180_000, inStock: false },
        { size: '4"', price: 190_000, inStock: true },
      ],
    },
    { id: 4, price: 90_000, options: [{ size: '4"', price: 90_000, inStock: false }] },
    {
      id: 1,
      price: 150_000,
      options: [
        { size: '3"', price: 150_000, inStock: true },
        { size: '4"', price: 320_000, inStock: true },
      ],
    },
    { id: 3, price: 600_000, options: [{ size: 'Adult pair', price: 600_000, inStock: true }] },
  ]);

  it('tells the price of the size asked for: its cheapest option in stock, any when all are sold out', () => {
    expect(book.priceOf(1, ['4 inch'])).toBe(320_000);
    expect(book.priceOf(2, ['4 inch'])).toBe(190_000);
    expect(book.priceOf(2, ['4'])).toBe(190_000);
    expect(book.priceOf(4, ['4 inch'])).toBe(90_000);
  });

  it('tells the card’s price when no size is asked, or the product sells none of the sizes', () => {
    expect(book.priceOf(1, [])).toBe(150_000);
    expect(book.priceOf(3, ['4 inch'])).toBe(600_000);
    expect(book.priceOf(1, ['4 w'])).toBe(150_000);
    expect(book.priceOf(9, ['4 inch'])).toBeUndefined();
  });

  it('sorts by the price of the sizes asked for, page by page', () => {
    expect(book.page([1, 2, 3, 4, 9], 'price_asc', 0, 10, ['4 inch'])).toEqual([4, 2, 1, 3, 9]);
    expect(book.page([1, 2, 3, 4, 9], 'price_desc', 0, 10, ['4 inch'])).toEqual([3, 1, 2, 4, 9]);
    expect(book.page([1, 2, 3, 4, 9], 'price_asc', 1, 2, ['4 inch'])).toEqual([2, 1]);
    // No size asked: the card's price.
    expect(book.page([1, 2, 3, 4], 'price_asc', 0, 10)).toEqual([2, 4, 1, 3]);
  });

  it('tells by id what is in stock: any option, or one of the sizes asked for', () => {
    const ids = [1, 2, 3, 4];
    expect(ids.map((id) => book.stocked([])[id])).toEqual([1, 1, 1, 0]);
    expect(ids.map((id) => book.stocked(['4 inch'])[id])).toEqual([1, 1, 0, 0]);
    expect(ids.map((id) => book.stocked(['3 inch'])[id])).toEqual([1, 0, 0, 0]);
  });
});

describe('optionsAtSizeEnd', () => {
  const option = (id: number, size: string, inStock = true) => ({ id, size, price: 100, inStock });

  it('picks the options of the smallest or largest size in stock, in any unit of a kind', () => {
    const options = [
      option(1, '2"', false),
      option(2, '7 cm'),
      option(3, '3 inch'),
      option(4, '3" pair'),
      option(5, '4"'),
    ];
    expect(optionsAtSizeEnd(options, false).map((o) => o.id)).toEqual([2]);
    expect(optionsAtSizeEnd(options, true).map((o) => o.id)).toEqual([5]);
    const threes = [option(3, '3 inch'), option(4, '3" pair'), option(5, '4"', false)];
    expect(optionsAtSizeEnd(threes, false).map((o) => o.id)).toEqual([3, 4]);
  });

  it('counts every option when all are sold out, and none without a unit', () => {
    expect(optionsAtSizeEnd([option(1, '2"', false), option(2, '3"', false)], false).map((o) => o.id)).toEqual([1]);
    expect(optionsAtSizeEnd([option(1, 'Adult pair'), option(2, 'Small')], false)).toEqual([]);
    expect(optionsAtSizeEnd([option(1, '100 W'), option(2, '300 W')], true).map((o) => o.id)).toEqual([2]);
  });
});
