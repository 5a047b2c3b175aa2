import { describe, expect, it } from 'vitest';
import { lineAmounts, lineTotal, unitPrice, unitPriceWithTax } from './pricing.ts';

const option = (pricePaise: number, discountPercent = 0, taxPercent = 0, isDiscountEnabled = discountPercent > 0) => ({
  pricePaise,
  isDiscountEnabled,
  discountPercent,
  taxPercent,
});

describe('line total (seed section 9)', () => {
  it('is price times quantity when there is no discount and no tax', () => {
    expect(lineTotal(option(45_000), 3)).toBe(135_000);
  });

  it('takes the discount off before multiplying by the quantity', () => {
    // ₹1,200 less 10 % = ₹1,080, times 2 = ₹2,160
    expect(lineTotal(option(120_000, 10), 2)).toBe(216_000);
  });

  it('ignores a discount percent that is not enabled', () => {
    expect(lineTotal(option(120_000, 10, 0, false), 2)).toBe(240_000);
  });

  it('adds the tax percent on the discounted amount', () => {
    // ₹499 less 5 % = ₹474.05; ×3 = ₹1,422.15; +18 % GST = ₹1,678.137 → ₹1,678.14
    expect(lineAmounts(option(49_900, 5, 18), 3)).toEqual({ net: 142_215, tax: 25_599, total: 167_814 });
  });

  it('rounds half up to the paisa once, at the end', () => {
    // ₹0.05 + 10 % = 5.5 paise → 6 paise
    expect(lineTotal(option(5, 0, 10), 1)).toBe(6);
    // ₹0.25 less 10 % = 22.5 paise ×1 → 23 paise net
    expect(lineAmounts(option(25, 10), 1).net).toBe(23);
  });

  it('keeps net + tax equal to the total', () => {
    for (const [price, discount, tax, qty] of [
      [33_333, 7, 12, 7],
      [99_999, 15, 5, 11],
      [1, 0, 28, 3],
    ] as const) {
      const { net, tax: gst, total } = lineAmounts(option(price, discount, tax), qty);
      expect(net + gst).toBe(total);
    }
  });

  it('stays exact for large amounts and quantities', () => {
    expect(lineTotal(option(2_500_000_00, 0, 18), 999)).toBe(294_705_000_000);
  });
});

describe('unit prices', () => {
  it('gives the discounted unit price before tax and with tax', () => {
    expect(unitPrice(option(100_000, 20, 12))).toBe(80_000);
    expect(unitPriceWithTax(option(100_000, 20, 12))).toBe(89_600);
  });
});
