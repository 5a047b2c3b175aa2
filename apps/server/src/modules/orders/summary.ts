import type { ImageRef } from '@discus/domain/contracts/catalog';
import type { OrderSummary, SummaryCharge, SummaryLine } from '@discus/domain/contracts/order-summary';
import type { GstLine, GstTotals } from '@discus/domain/gst';
import type { IndianRegion } from '@discus/domain/india';
import { paiseToRupees as rupees } from '@discus/domain/money';

// The one shape checkout, the order page and the emails render (contracts/order-summary.ts), built
// from paise amounts: from a priced cart before Pay, or from an order's copied lines after.

export type SummaryLineSource = {
  productId: number;
  variantId: number;
  title: string;
  size: string;
  color: string;
  hsnCode: string;
  liveFish: boolean;
  image: ImageRef | null;
  quantity: number;
  unitPaise: number;
  discountPercent: number;
  gst: GstLine;
};

export type SummarySource = {
  state: IndianRegion;
  supply: OrderSummary['supply'];
  lines: SummaryLineSource[];
  charges: { kind: SummaryCharge['kind']; label: string; gst: GstLine }[];
  totals: GstTotals;
  shipping: OrderSummary['shipping'];
};

const split = (gst: GstLine) => ({
  taxable: rupees(gst.taxable),
  taxRate: gst.rate,
  cgst: rupees(gst.cgst),
  sgst: rupees(gst.sgst),
  utgst: rupees(gst.utgst),
  igst: rupees(gst.igst),
  tax: rupees(gst.tax),
  total: rupees(gst.total),
});

export function orderSummaryOf(source: SummarySource): OrderSummary {
  const lines: SummaryLine[] = source.lines.map((line) => ({
    productId: line.productId,
    variantId: line.variantId,
    title: line.title,
    size: line.size,
    color: line.color,
    hsnCode: line.hsnCode || null,
    liveFish: line.liveFish,
    image: line.image,
    quantity: line.quantity,
    unitPrice: rupees(line.unitPaise),
    discountPercent: line.discountPercent,
    ...split(line.gst),
  }));
  const goods = source.lines.reduce((sum, l) => sum + l.gst.total, 0);
  return {
    deliveryState: source.state,
    supply: source.supply,
    lines,
    charges: source.charges.map((c) => ({ kind: c.kind, label: c.label, ...split(c.gst) })),
    totals: {
      goods: rupees(goods),
      taxable: rupees(source.totals.taxable),
      cgst: rupees(source.totals.cgst),
      sgst: rupees(source.totals.sgst),
      utgst: rupees(source.totals.utgst),
      igst: rupees(source.totals.igst),
      tax: rupees(source.totals.tax),
      grandTotal: rupees(source.totals.total),
    },
    shipping: source.shipping,
  };
}
