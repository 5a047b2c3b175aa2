import { z } from 'zod';
import { deliveryState } from './addresses.ts';
import { imageRef } from './catalog.ts';

// What the checkout page, the order page and the emails render: priced lines with their GST
// split, the charges, the totals and the shipping promise. Amounts are rupees, as every answer
// (decision 004); the server builds it in one place (apps/server/src/modules/orders/summary.ts).

const rupees = z.number();

const gstSplit = {
  taxable: rupees,
  taxRate: z.number().int(),
  cgst: rupees,
  sgst: rupees,
  utgst: rupees,
  igst: rupees,
  tax: rupees,
  total: rupees,
};

export const summaryLine = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  title: z.string(),
  size: z.string(),
  color: z.string(),
  hsnCode: z.string().nullable(),
  liveFish: z.boolean(),
  image: imageRef.nullable(),
  quantity: z.number().int(),
  /** One unit after the discount, before tax. */
  unitPrice: rupees,
  discountPercent: z.number().int(),
  ...gstSplit,
});
export type SummaryLine = z.infer<typeof summaryLine>;

export const CHARGE_KINDS = ['shipping', 'packing'] as const;
export const summaryCharge = z.object({ kind: z.enum(CHARGE_KINDS), label: z.string(), ...gstSplit });
export type SummaryCharge = z.infer<typeof summaryCharge>;

export const summaryTotals = z.object({
  /** The goods, tax included: what the cart calls "Total (inc. Taxes)". */
  goods: rupees,
  taxable: rupees,
  cgst: rupees,
  sgst: rupees,
  utgst: rupees,
  igst: rupees,
  tax: rupees,
  grandTotal: rupees,
});
export type SummaryTotals = z.infer<typeof summaryTotals>;

export const shippingPromise = z.object({
  freeShippingApplied: z.boolean(),
  transitDaysMin: z.number().int(),
  transitDaysMax: z.number().int(),
  /** Live fish only: the Kolkata date they leave the shop, 'YYYY-MM-DD'. */
  dispatchDate: z.string().nullable(),
  arrival: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
});
export type ShippingPromise = z.infer<typeof shippingPromise>;

export const orderSummary = z.object({
  deliveryState,
  /** intra_state: CGST + SGST; intra_ut: CGST + UTGST; inter_state: IGST. */
  supply: z.enum(['intra_state', 'intra_ut', 'inter_state']),
  lines: z.array(summaryLine),
  charges: z.array(summaryCharge),
  totals: summaryTotals,
  shipping: shippingPromise,
});
export type OrderSummary = z.infer<typeof orderSummary>;
