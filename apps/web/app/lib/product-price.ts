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

/**
 * The option a "from" price (after discount, before GST) is of: the cheapest in stock, or of all
 * when all are sold out.
 */
function cheapestOption(options: readonly VariantOption[]): VariantOption | undefined {
  const inStock = options.filter((o) => o.variant_quantity > 0);
  let cheapest: { option: VariantOption; price: number } | undefined;
  for (const option of inStock.length > 0 ? inStock : options) {
    const { price } = optionPrice(option);
    if (!cheapest || price < cheapest.price) cheapest = { option, price };
  }
  return cheapest?.option;
}

/**
 * A price as a card shows it (paise), with "from" before it, or the size it is for ("4\"") and the
 * option (`variant`) the card opens the product on; `soldOut`: no option it is of is in stock (the
 * product's, or the size's).
 */
export type ShownPrice = { price: number | null; from?: true; size?: string; variant?: number; soldOut?: true };

/**
 * The price a card (or the search box) shows: of the options a search named (`sizeOptions`,
 * `searchProducts`' answer: of the size asked for, or sorted by) when the product has any, naming
 * the size and the option; else the "from" price when there are several options.
 */
export function shownPrice(options: readonly VariantOption[], sizeOptions?: ReadonlySet<number>): ShownPrice {
  const ofSize = sizeOptions ? options.filter((o) => sizeOptions.has(o._id)) : [];
  const priced = ofSize.length > 0 ? ofSize : options;
  const sizes = new Set(ofSize.map((o) => o.size));
  const cheapest = cheapestOption(priced);
  const shown: ShownPrice = { price: cheapest ? optionPrice(cheapest).price : null };
  if (sizes.size === 1) {
    shown.size = [...sizes][0];
    shown.variant = cheapest?._id;
  } else if (priced.length > 1) shown.from = true;
  if (!priced.some((o) => o.variant_quantity > 0)) shown.soldOut = true;
  return shown;
}
