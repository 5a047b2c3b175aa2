import type { Paise } from './money.ts';

export type PricedOption = {
  pricePaise: Paise;
  isDiscountEnabled: boolean;
  discountPercent: number;
  taxPercent: number;
};

export type LineAmounts = { net: Paise; tax: Paise; total: Paise };

// Exact rational arithmetic, one rounding at the end (half up to the paisa): PRODUCT.md section 3.
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

function effectiveDiscount(option: PricedOption): number {
  return option.isDiscountEnabled ? option.discountPercent : 0;
}

/** Unit price after the discount, before tax. */
export function unitPrice(option: PricedOption): Paise {
  return divideHalfUp(BigInt(option.pricePaise) * BigInt(100 - effectiveDiscount(option)), 100n);
}

/**
 * spec section 9: price, less the discount percent if enabled, times the quantity, plus the tax
 * percent. Variant prices are tax-exclusive.
 */
export function lineAmounts(option: PricedOption, quantity: number): LineAmounts {
  const netTimes100 = BigInt(option.pricePaise) * BigInt(100 - effectiveDiscount(option)) * BigInt(quantity);
  const net = divideHalfUp(netTimes100, 100n);
  const total = divideHalfUp(netTimes100 * BigInt(100 + option.taxPercent), 10_000n);
  return { net, tax: total - net, total };
}

export function lineTotal(option: PricedOption, quantity: number): Paise {
  return lineAmounts(option, quantity).total;
}

/** The price a buyer pays for one unit, tax included. */
export function unitPriceWithTax(option: PricedOption): Paise {
  return lineTotal(option, 1);
}
