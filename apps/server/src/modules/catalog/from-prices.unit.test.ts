import { describe, expect, it } from 'vitest';
import { PriceBook } from './from-prices.ts';

describe('PriceBook', () => {
  // Low to high, equal prices by id, as PostgreSQL orders them.
  const book = new PriceBook([
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
