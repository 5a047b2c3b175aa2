import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(formatRupees(12_345_678)).toBe('₹1,23,456.78');
    expect(formatRupees(1_000_000_000)).toBe('₹1,00,00,000.00');
    expect(formatRupees(99_900)).toBe('₹999.00');
    expect(formatRupees(100_000)).toBe('₹1,000.00');
  });

  it('shows small and zero amounts with paise', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
  });

  it('marks negative amounts (refunds)', () => {
    expect(formatRupees(-150_050)).toBe('-₹1,500.50');
  });
});

describe('rupees and paise', () => {
  it('converts without floating point drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
});
