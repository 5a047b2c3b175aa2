import { describe, expect, it } from 'vitest';
import { orderSummary } from './contracts/order-summary.ts';
import { buildOrderSummary, type SummaryInputLine, shippingCartOf } from './order-summary.ts';
import { lineTotal } from './pricing.ts';
import { DEMO_SHIPPING_CONFIG, quoteShipping } from './shipping.ts';

const fish: SummaryInputLine = {
  productId: 1,
  variantId: 11,
  title: 'Pigeon Blood Discus',
  size: '3 inch',
  color: 'Red',
  hsnCode: '030119',
  liveFish: true,
  image: null,
  quantity: 2,
  option: { pricePaise: 120_000, isDiscountEnabled: true, discountPercent: 10, taxPercent: 0 },
};
const food: SummaryInputLine = {
  productId: 2,
  variantId: 21,
  title: 'Beefheart Flakes',
  size: '100 g',
  color: '',
  hsnCode: '230990',
  liveFish: false,
  image: null,
  quantity: 3,
  option: { pricePaise: 49_900, isDiscountEnabled: true, discountPercent: 5, taxPercent: 18 },
};
const monday10am = new Date('2026-06-01T04:30:00Z');

function summaryFor(lines: SummaryInputLine[], state: 'Maharashtra' | 'Karnataka') {
  const quote = quoteShipping(DEMO_SHIPPING_CONFIG, shippingCartOf(lines), state, monday10am);
  if (!quote.ok) throw new Error(quote.message);
  return buildOrderSummary({
    shopState: 'Maharashtra',
    deliveryState: state,
    lines,
    shipping: quote,
    shippingTaxPercent: DEMO_SHIPPING_CONFIG.shippingTaxPercent,
    packingTaxPercent: DEMO_SHIPPING_CONFIG.packingTaxPercent,
  });
}

describe('order summary', () => {
  it('knows a cart has live fish and its goods total with tax', () => {
    expect(shippingCartOf([fish, food])).toEqual({
      hasLiveFish: true,
      goodsTotalPaise: lineTotal(fish.option, 2) + lineTotal(food.option, 3),
    });
  });

  it('prices fish and food in Maharashtra with CGST + SGST, shipping and packing', () => {
    const summary = summaryFor([fish, food], 'Maharashtra');
    expect(orderSummary.parse(summary)).toEqual(summary);
    expect(summary.supply).toBe('intra_state');
    expect(summary.lines[0]).toMatchObject({
      unitPrice: 1080,
      discountPercent: 10,
      taxable: 2160,
      tax: 0,
      total: 2160,
    });
    // ₹1,422.15 taxable + ₹255.99 GST: ₹128.00 CGST, ₹127.99 SGST
    expect(summary.lines[1]).toMatchObject({
      taxable: 1422.15,
      taxRate: 18,
      cgst: 128,
      sgst: 127.99,
      igst: 0,
      total: 1678.14,
    });
    expect(summary.charges).toEqual([
      {
        kind: 'shipping',
        label: 'Shipping',
        taxable: 150,
        taxRate: 18,
        cgst: 13.5,
        sgst: 13.5,
        utgst: 0,
        igst: 0,
        tax: 27,
        total: 177,
      },
      {
        kind: 'packing',
        label: 'Live-fish packing',
        taxable: 200,
        taxRate: 18,
        cgst: 18,
        sgst: 18,
        utgst: 0,
        igst: 0,
        tax: 36,
        total: 236,
      },
    ]);
    expect(summary.totals).toEqual({
      goods: 3838.14,
      taxable: 3932.15,
      cgst: 159.5,
      sgst: 159.49,
      utgst: 0,
      igst: 0,
      tax: 318.99,
      grandTotal: 4251.14,
    });
    expect(summary.shipping).toEqual({
      freeShippingApplied: false,
      transitDaysMin: 1,
      transitDaysMax: 1,
      dispatchDate: '2026-06-01',
      arrival: { earliest: '2026-06-02', latest: '2026-06-02' },
    });
  });

  it('puts the tax under IGST in another state and ships dry goods over ₹2,499 free', () => {
    const summary = summaryFor([{ ...food, quantity: 5 }], 'Karnataka');
    expect(summary.supply).toBe('inter_state');
    expect(summary.charges).toHaveLength(1);
    expect(summary.charges[0]).toMatchObject({ kind: 'shipping', taxable: 0, total: 0 });
    expect(summary.shipping).toMatchObject({ freeShippingApplied: true, dispatchDate: null, arrival: null });
    expect(summary.totals.cgst + summary.totals.sgst).toBe(0);
    expect(summary.totals.igst).toBe(summary.totals.tax);
    expect(summary.totals.grandTotal).toBe(summary.totals.goods);
  });
});
