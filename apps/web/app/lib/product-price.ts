import type { VariantOption } from '@discus/domain/contracts/catalog';
import { rupeesToPaise } from '@discus/domain/money';
import { type PricedOption, unitPrice, unitPriceWithTax } from '@discus/domain/pricing';

/** A variant option as the API speaks it (rupees) turned into the pricing rule's terms (paise). */
export function pricedOption(option: VariantOption): PricedOption {
  return {
    pricePaise: rupeesToPaise(option.variant_price),
    isDiscountEnabled: option.isDiscountEnabled,
    discountPercent: option.variant_discount.value,
    taxPercent: option.variant_tax_percentage,
  };
}

export type OptionPrice = { listPrice: number; price: number; priceWithTax: number; discountPercent: number };

/** What one unit of an option costs: list price, after discount, and with GST (all paise). */
export function optionPrice(option: VariantOption): OptionPrice {
  const priced = pricedOption(option);
  return {
    listPrice: priced.pricePaise,
    price: unitPrice(priced),
    priceWithTax: unitPriceWithTax(priced),
    discountPercent: priced.isDiscountEnabled ? priced.discountPercent : 0,
  };
}

/** The "from" price (after discount, before GST): the cheapest option in stock, or any when all are sold out. */
export function lowestPrice(options: VariantOption[]): number | null {
  const inStock = options.filter((o) => o.variant_quantity > 0);
  const candidates = inStock.length > 0 ? inStock : options;
  if (candidates.length === 0) return null;
  return Math.min(...candidates.map((o) => optionPrice(o).price));
}
