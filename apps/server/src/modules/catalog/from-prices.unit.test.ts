import { describe, expect, it } from 'vitest';
import { byFromPrice } from './from-prices.ts';

describe('byFromPrice', () => {
  const prices = new Map([
    [4, 50_000],
    [2, 20_000],
    [1, 50_000],
  ]);

  it('sorts low to high or high to low, equal prices by id, products without a price last', () => {
    expect(byFromPrice([4, 3, 2, 1], prices, 'price_asc')).toEqual([2, 1, 4, 3]);
    expect(byFromPrice([4, 3, 2, 1], prices, 'price_desc')).toEqual([1, 4, 2, 3]);
  });

  it('leaves the ids it was given as they were', () => {
    const ids = [4, 3, 2, 1];
    byFromPrice(ids, prices, 'price_asc');
    expect(ids).toEqual([4, 3, 2, 1]);
  });
});
