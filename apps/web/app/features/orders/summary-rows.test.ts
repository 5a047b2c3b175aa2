import type { OrderSummary } from '@discus/domain/contracts/order-summary';
import { describe, expect, it } from 'vitest';
import { summaryRows, summaryTotals } from './summary-rows.ts';

const zero = { cgst: 0, sgst: 0, utgst: 0 };
const summary: OrderSummary = {
  deliveryState: 'Karnataka',
  supply: 'inter_state',
  lines: [
    {
      productId: 3,
      variantId: 31,
      title: 'Red Melon Discus',
      size: '3 inch',
      color: 'Red',
      hsnCode: '030119',
      liveFish: true,
      image: null,
      quantity: 2,
      unitPrice: 1450,
      discountPercent: 0,
      taxable: 2900,
      taxRate: 0,
      ...zero,
      igst: 0,
      tax: 0,
      total: 2900,
    },
    {
      productId: 9,
      variantId: 91,
      title: 'Discus Granules',
      size: '250 g',
      color: '',
      hsnCode: null,
      liveFish: false,
      image: null,
      quantity: 1,
      unitPrice: 449.5,
      discountPercent: 10,
      taxable: 449.5,
      taxRate: 5,
      ...zero,
      igst: 22.48,
      tax: 22.48,
      total: 471.98,
    },
  ],
  charges: [{ kind: 'shipping', label: 'Shipping', taxable: 250, taxRate: 18, ...zero, igst: 45, tax: 45, total: 295 }],
  totals: { goods: 3371.98, taxable: 3599.5, ...zero, igst: 67.48, tax: 67.48, grandTotal: 3666.98 },
  shipping: { freeShippingApplied: false, transitDaysMin: 2, transitDaysMax: 2, dispatchDate: null, arrival: null },
};

describe('summary rows', () => {
  it('lists the goods with size, colour, HSN and quantity, then the charges, in paise', () => {
    const rows = summaryRows(summary);
    expect(rows.map((r) => r.title)).toEqual(['Red Melon Discus', 'Discus Granules', 'Shipping']);
    expect(rows[0]?.detail).toBe('3 inch · Red · HSN 030119');
    expect(rows[0]?.quantity).toBe('2 × ₹1,450.00');
    expect(rows[1]?.detail).toBe('250 g');
    expect(rows[1]).toMatchObject({ taxable: 44950, rate: 5, igst: 2248, total: 47198 });
    expect(rows[2]).toMatchObject({ quantity: '', taxable: 25000, igst: 4500, total: 29500 });
  });

  it('takes the grand total and the heads from the answer, not from adding up', () => {
    expect(summaryTotals(summary)).toEqual({
      taxable: 359950,
      cgst: 0,
      sgst: 0,
      utgst: 0,
      igst: 6748,
      tax: 6748,
      total: 366698,
    });
  });
});
