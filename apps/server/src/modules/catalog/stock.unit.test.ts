import { describe, expect, it } from 'vitest';
import { outOfStockMessage, totalNeeds } from './stock.ts';

describe('the stock an order needs', () => {
  it('counts two lines of the same variant together, in a fixed order', () => {
    const needs = totalNeeds([
      { variantId: 9, quantity: 2, title: 'Pigeon Blood Discus', size: '3 inch' },
      { variantId: 4, quantity: 1, title: 'Frozen Bloodworm', size: '100 g' },
      { variantId: 9, quantity: 3, title: 'Pigeon Blood Discus', size: '3 inch' },
    ]);
    expect(needs.map((n) => [n.variantId, n.quantity])).toEqual([
      [4, 1],
      [9, 5],
    ]);
  });

  it('names what ran out and how many are left', () => {
    const need = { variantId: 9, quantity: 5, title: 'Pigeon Blood Discus', size: '3 inch' };
    expect(outOfStockMessage(need, 2)).toBe('Only 2 left of Pigeon Blood Discus (3 inch); please lower the quantity.');
    expect(outOfStockMessage(need, 0)).toBe('Pigeon Blood Discus (3 inch) has just sold out.');
  });
});
