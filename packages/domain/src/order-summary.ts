import type { ImageRef } from './contracts/catalog.ts';
import type { OrderSummary, SummaryCharge, SummaryLine } from './contracts/order-summary.ts';
import { chargeLine, type GstLine, goodsLine, gstBreakdown } from './gst.ts';
import type { IndianRegion } from './india.ts';
import { type Paise, paiseToRupees } from './money.ts';
import { type PricedOption, unitPrice } from './pricing.ts';
import type { ShippingCart, ShippingQuote } from './shipping.ts';

// One place turns priced lines and a shipping quote into what checkout, the order page and the
// emails show, so the three can never disagree. The server calls it with the catalogue's prices
// at checkout and with the order's copied prices afterwards.

export type SummaryInputLine = {
  productId: number;
  variantId: number;
  title: string;
  size: string;
  color: string;
  hsnCode: string | null;
  liveFish: boolean;
  image: ImageRef | null;
  quantity: number;
  option: PricedOption;
};

export type AcceptedQuote = Extract<ShippingQuote, { ok: true }>;

export type SummaryInput = {
  shopState: IndianRegion;
  deliveryState: IndianRegion;
  lines: readonly SummaryInputLine[];
  shipping: AcceptedQuote;
  shippingTaxPercent: number;
  packingTaxPercent: number;
};

/** What the shipping quote needs to know about a cart: live fish, and the goods total with tax. */
export function shippingCartOf(lines: readonly SummaryInputLine[]): ShippingCart {
  return {
    hasLiveFish: lines.some((line) => line.liveFish),
    goodsTotalPaise: lines.reduce((sum, line) => {
      const { taxable, tax } = goodsLine(line.option, line.quantity);
      return sum + taxable + tax;
    }, 0),
  };
}

function rupeesOf(line: GstLine) {
  return {
    taxable: paiseToRupees(line.taxable),
    taxRate: line.rate,
    cgst: paiseToRupees(line.cgst),
    sgst: paiseToRupees(line.sgst),
    utgst: paiseToRupees(line.utgst),
    igst: paiseToRupees(line.igst),
    tax: paiseToRupees(line.tax),
    total: paiseToRupees(line.total),
  };
}

export function buildOrderSummary(input: SummaryInput): OrderSummary {
  const { shipping } = input;
  // Shipping is always shown, as "free" when waived; packing only when there is a box to pack.
  const charges: { kind: SummaryCharge['kind']; label: string; amount: Paise; rate: number }[] = [
    { kind: 'shipping', label: 'Shipping', amount: shipping.feePaise, rate: input.shippingTaxPercent },
  ];
  if (shipping.packingPaise > 0) {
    charges.push({
      kind: 'packing',
      label: 'Live-fish packing',
      amount: shipping.packingPaise,
      rate: input.packingTaxPercent,
    });
  }
  const breakdown = gstBreakdown(
    input.shopState,
    input.deliveryState,
    input.lines.map((line) => goodsLine(line.option, line.quantity)),
    charges.map((charge) => chargeLine(charge.amount, charge.rate)),
  );
  const lines: SummaryLine[] = input.lines.map((line, index) => ({
    productId: line.productId,
    variantId: line.variantId,
    title: line.title,
    size: line.size,
    color: line.color,
    hsnCode: line.hsnCode,
    liveFish: line.liveFish,
    image: line.image,
    quantity: line.quantity,
    unitPrice: paiseToRupees(unitPrice(line.option)),
    discountPercent: line.option.isDiscountEnabled ? line.option.discountPercent : 0,
    ...rupeesOf(breakdown.lines[index] as GstLine),
  }));
  const summaryCharges: SummaryCharge[] = charges.map((charge, index) => ({
    kind: charge.kind,
    label: charge.label,
    ...rupeesOf(breakdown.charges[index] as GstLine),
  }));
  const { totals } = breakdown;
  return {
    deliveryState: input.deliveryState,
    supply: breakdown.kind,
    lines,
    charges: summaryCharges,
    totals: {
      goods: paiseToRupees(breakdown.lines.reduce((sum, line) => sum + line.total, 0)),
      taxable: paiseToRupees(totals.taxable),
      cgst: paiseToRupees(totals.cgst),
      sgst: paiseToRupees(totals.sgst),
      utgst: paiseToRupees(totals.utgst),
      igst: paiseToRupees(totals.igst),
      tax: paiseToRupees(totals.tax),
      grandTotal: paiseToRupees(totals.total),
    },
    shipping: {
      freeShippingApplied: shipping.freeShippingApplied,
      transitDaysMin: shipping.transitDaysMin,
      transitDaysMax: shipping.transitDaysMax,
      dispatchDate: shipping.dispatchDate ?? null,
      arrival: shipping.arrival ?? null,
    },
  };
}
