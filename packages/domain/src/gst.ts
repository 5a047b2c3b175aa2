import { type IndianRegion, levisUtgst } from './india.ts';
import type { Paise } from './money.ts';
import { lineAmounts, type PricedOption } from './pricing.ts';

// GST on an order (PRODUCT.md section 3): every line is taxed at its own rate and the tax is then
// split by the place of supply. The tax itself always comes from `lineAmounts`, so the cart, the
// order and the invoice show the same rupee figure for every line.

/** intra_state: CGST + SGST; intra_ut: CGST + UTGST; inter_state: IGST. */
export type SupplyKind = 'intra_state' | 'intra_ut' | 'inter_state';

/** A line to be split: its taxable value after discount, its GST rate and its tax in paise. */
export type TaxableLine = { taxable: Paise; rate: number; tax: Paise };

export type GstLine = {
  taxable: Paise;
  rate: number;
  cgst: Paise;
  sgst: Paise;
  utgst: Paise;
  igst: Paise;
  tax: Paise;
  total: Paise;
};

export type GstTotals = Omit<GstLine, 'rate'>;

export function supplyKind(shopState: IndianRegion, deliveryState: IndianRegion): SupplyKind {
  if (shopState !== deliveryState) return 'inter_state';
  return levisUtgst(shopState) ? 'intra_ut' : 'intra_state';
}

/** A catalogue line: taxable value and tax exactly as the cart prices it. */
export function goodsLine(option: PricedOption, quantity: number): TaxableLine {
  const { net, tax } = lineAmounts(option, quantity);
  return { taxable: net, rate: option.taxPercent, tax };
}

/** Shipping or packing: the charge is the taxable value, taxed at the rate set for it. */
export function chargeLine(chargePaise: Paise, rate: number): TaxableLine {
  const { net, tax } = lineAmounts(
    { pricePaise: chargePaise, isDiscountEnabled: false, discountPercent: 0, taxPercent: rate },
    1,
  );
  return { taxable: net, rate, tax };
}

/**
 * Halves the tax between the centre and the state. An odd paisa goes to CGST, always, so the two
 * halves add up to the line's tax and a line splits the same way wherever it is shown.
 */
export function splitLine(kind: SupplyKind, line: TaxableLine): GstLine {
  for (const value of [line.taxable, line.tax, line.rate]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`GST amounts must be whole paise: ${value}`);
  }
  const base = { taxable: line.taxable, rate: line.rate, tax: line.tax, total: line.taxable + line.tax };
  if (kind === 'inter_state') return { ...base, cgst: 0, sgst: 0, utgst: 0, igst: line.tax };
  const stateHalf = Math.floor(line.tax / 2);
  const cgst = line.tax - stateHalf;
  return kind === 'intra_ut'
    ? { ...base, cgst, sgst: 0, utgst: stateHalf, igst: 0 }
    : { ...base, cgst, sgst: stateHalf, utgst: 0, igst: 0 };
}

const zeroTotals: GstTotals = { taxable: 0, cgst: 0, sgst: 0, utgst: 0, igst: 0, tax: 0, total: 0 };

/** Totals per tax head: sums of the lines, so they always match what the lines show. */
export function sumGst(lines: readonly GstLine[]): GstTotals {
  return lines.reduce(
    (sum, line) => ({
      taxable: sum.taxable + line.taxable,
      cgst: sum.cgst + line.cgst,
      sgst: sum.sgst + line.sgst,
      utgst: sum.utgst + line.utgst,
      igst: sum.igst + line.igst,
      tax: sum.tax + line.tax,
      total: sum.total + line.total,
    }),
    zeroTotals,
  );
}

export type GstBreakdown = { kind: SupplyKind; lines: GstLine[]; charges: GstLine[]; totals: GstTotals };

/** The whole order: goods lines and charges split by place of supply, with totals over both. */
export function gstBreakdown(
  shopState: IndianRegion,
  deliveryState: IndianRegion,
  lines: readonly TaxableLine[],
  charges: readonly TaxableLine[] = [],
): GstBreakdown {
  const kind = supplyKind(shopState, deliveryState);
  const splitLines = lines.map((line) => splitLine(kind, line));
  const splitCharges = charges.map((charge) => splitLine(kind, charge));
  return { kind, lines: splitLines, charges: splitCharges, totals: sumGst([...splitLines, ...splitCharges]) };
}
