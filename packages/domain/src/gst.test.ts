import { describe, expect, it } from 'vitest';
import { chargeLine, goodsLine, gstBreakdown, splitLine, supplyKind } from './gst.ts';
import { lineAmounts } from './pricing.ts';

const option = (pricePaise: number, taxPercent: number, discountPercent = 0) => ({
  pricePaise,
  isDiscountEnabled: discountPercent > 0,
  discountPercent,
  taxPercent,
});

describe('place of supply', () => {
  it('is intra-state when the shop and the delivery are in the same state', () => {
    expect(supplyKind('Maharashtra', 'Maharashtra')).toBe('intra_state');
    expect(supplyKind('Delhi', 'Delhi')).toBe('intra_state');
  });

  it('is intra-UT when both are in a union territory without a legislature', () => {
    expect(supplyKind('Chandigarh', 'Chandigarh')).toBe('intra_ut');
  });

  it('is inter-state otherwise, union territories included', () => {
    expect(supplyKind('Maharashtra', 'Gujarat')).toBe('inter_state');
    expect(supplyKind('Maharashtra', 'Chandigarh')).toBe('inter_state');
    expect(supplyKind('Chandigarh', 'Punjab')).toBe('inter_state');
  });
});

describe('one line', () => {
  it('splits intra-state tax into equal CGST and SGST', () => {
    // ₹1,000 at 18 % = ₹180 → ₹90 + ₹90
    const line = gstBreakdown('Maharashtra', 'Maharashtra', [goodsLine(option(100_000, 18), 1)]).lines[0];
    expect(line).toEqual({
      taxable: 100_000,
      rate: 18,
      cgst: 9_000,
      sgst: 9_000,
      utgst: 0,
      igst: 0,
      tax: 18_000,
      total: 118_000,
    });
  });

  it('charges the whole tax as IGST between states', () => {
    const line = gstBreakdown('Maharashtra', 'Karnataka', [goodsLine(option(100_000, 18), 1)]).lines[0];
    expect(line).toEqual({
      taxable: 100_000,
      rate: 18,
      cgst: 0,
      sgst: 0,
      utgst: 0,
      igst: 18_000,
      tax: 18_000,
      total: 118_000,
    });
  });

  it('uses UTGST instead of SGST when the shop is in a union territory without a legislature', () => {
    const line = gstBreakdown('Ladakh', 'Ladakh', [goodsLine(option(100_000, 5), 1)]).lines[0];
    expect(line).toMatchObject({ cgst: 2_500, sgst: 0, utgst: 2_500, igst: 0, tax: 5_000 });
  });

  it('gives the odd paisa to CGST so the halves add up to the tax', () => {
    // ₹0.61 at 5 % = 3.05 paise → 3 paise: 2 + 1
    expect(splitLine('intra_state', goodsLine(option(61, 5), 1))).toMatchObject({ tax: 3, cgst: 2, sgst: 1 });
    expect(splitLine('intra_ut', { taxable: 101, rate: 18, tax: 19 })).toMatchObject({ cgst: 10, utgst: 9 });
  });

  it('has no tax at 0 %', () => {
    const line = gstBreakdown('Maharashtra', 'Maharashtra', [goodsLine(option(250_000, 0), 4)]).lines[0];
    expect(line).toEqual({
      taxable: 1_000_000,
      rate: 0,
      cgst: 0,
      sgst: 0,
      utgst: 0,
      igst: 0,
      tax: 0,
      total: 1_000_000,
    });
  });

  it('takes the taxable value after the discount and the tax exactly as the cart does', () => {
    // ₹499 less 5 % ×3 = ₹1,422.15 taxable, ₹255.99 tax (pricing.test.ts)
    const priced = option(49_900, 18, 5);
    const line = splitLine('intra_state', goodsLine(priced, 3));
    const cart = lineAmounts(priced, 3);
    expect(line).toMatchObject({ taxable: cart.net, tax: cart.tax, total: cart.total, cgst: 12_800, sgst: 12_799 });
  });

  it('keeps the cart tax where taxing the rounded taxable value would give another figure', () => {
    // 2 paise less 5 % = 1.9 → 2 paise taxable; 1.9 × 1.28 = 2.43 → 2 paise total, so 0 tax
    // (2 paise × 28 % would round to 1): the invoice must show the cart's figure
    const priced = option(2, 28, 5);
    expect(lineAmounts(priced, 1)).toEqual({ net: 2, tax: 0, total: 2 });
    expect(splitLine('intra_state', goodsLine(priced, 1))).toMatchObject({
      taxable: 2,
      tax: 0,
      cgst: 0,
      sgst: 0,
      total: 2,
    });
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => splitLine('intra_state', { taxable: 10.5, rate: 18, tax: 2 })).toThrow(RangeError);
    expect(() => splitLine('intra_state', { taxable: 100, rate: 18, tax: -1 })).toThrow(RangeError);
  });
});

describe('charges', () => {
  it('taxes shipping and packing at their own rate on the charge itself', () => {
    // ₹150 shipping and ₹200 packing at 18 %
    expect(chargeLine(15_000, 18)).toEqual({ taxable: 15_000, rate: 18, tax: 2_700 });
    expect(chargeLine(20_000, 18)).toEqual({ taxable: 20_000, rate: 18, tax: 3_600 });
    expect(chargeLine(0, 18)).toEqual({ taxable: 0, rate: 18, tax: 0 });
  });
});

describe('the whole order', () => {
  it('sums every tax head over lines and charges', () => {
    const breakdown = gstBreakdown(
      'Maharashtra',
      'Maharashtra',
      [goodsLine(option(61, 5), 1), goodsLine(option(61, 5), 1), goodsLine(option(450_000, 0), 2)],
      [chargeLine(15_000, 18), chargeLine(20_000, 18)],
    );
    expect(breakdown.kind).toBe('intra_state');
    expect(breakdown.totals).toEqual({
      taxable: 61 + 61 + 900_000 + 15_000 + 20_000,
      cgst: 2 + 2 + 0 + 1_350 + 1_800,
      sgst: 1 + 1 + 0 + 1_350 + 1_800,
      utgst: 0,
      igst: 0,
      tax: 3 + 3 + 2_700 + 3_600,
      total: 64 + 64 + 900_000 + 17_700 + 23_600,
    });
    const { totals } = breakdown;
    expect(totals.cgst + totals.sgst + totals.utgst + totals.igst).toBe(totals.tax);
    expect(totals.taxable + totals.tax).toBe(totals.total);
  });

  it('puts everything under IGST between states', () => {
    const { totals } = gstBreakdown(
      'Maharashtra',
      'Delhi',
      [goodsLine(option(49_900, 18, 5), 3)],
      [chargeLine(35_000, 18)],
    );
    expect(totals).toMatchObject({ cgst: 0, sgst: 0, utgst: 0, igst: 25_599 + 6_300, tax: 25_599 + 6_300 });
  });

  it('has zero totals for an empty order', () => {
    expect(gstBreakdown('Maharashtra', 'Goa', []).totals).toEqual({
      taxable: 0,
      cgst: 0,
      sgst: 0,
      utgst: 0,
      igst: 0,
      tax: 0,
      total: 0,
    });
  });
});
