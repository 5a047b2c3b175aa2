import { chargeLine, type GstBreakdown, type GstLine, goodsLine, gstBreakdown } from '@discus/domain/gst';
import { type IndianRegion, isIndianRegion } from '@discus/domain/india';
import { messages } from '@discus/domain/messages';
import { lineAmounts } from '@discus/domain/pricing';
import { quoteShipping, type ShippingConfig } from '@discus/domain/shipping';
import type { Queryable } from '../db/prepared.ts';
import { BadRequest, Conflict } from '../lib/errors.ts';
import { activeCartOf, type CheckoutCart } from '../modules/cart/checkout-cart.ts';
import { outOfStockMessage, type SaleVariant, saleVariants } from '../modules/catalog/stock.ts';

// Step `priceLines` of placing an order, also what the checkout page shows before Pay: every line
// re-priced from today's catalogue with the spec's rule (section 9), shipping quoted for the
// delivery state, GST split by place of supply. Nothing the client sends is a price.

export type PricedLine = {
  variant: SaleVariant;
  quantity: number;
  unitPricePaise: number;
  gst: GstLine;
};

export type PricedCharge = { kind: 'shipping' | 'packing'; title: string; sac: string; gst: GstLine };

export type PricedCheckout = {
  cartId: string;
  state: IndianRegion;
  lines: PricedLine[];
  charges: PricedCharge[];
  gst: GstBreakdown;
  hasLiveFish: boolean;
  shippingPaise: number;
  packingPaise: number;
  freeShippingApplied: boolean;
  dispatchDate: string | null;
  arrival: { earliest: string; latest: string } | null;
  /** Goods before tax; the grand total is gst.totals.total (goods, charges and all GST). */
  goodsNetPaise: number;
  grandTotalPaise: number;
};

// SAC codes of the services billed beside the goods (GST rule 46 asks for them on the invoice).
const SHIPPING_SAC = '996812';
const PACKING_SAC = '998540';

export type PriceCheckoutInput = {
  userId: number;
  state: string;
  shopState: string;
  shipping: ShippingConfig;
  now: Date;
};

export async function priceCheckout(db: Queryable, input: PriceCheckoutInput): Promise<PricedCheckout> {
  checkStates(input);
  const cart = await activeCartOf(db, input.userId);
  if (!cart || cart.lines.length === 0) throw new BadRequest(messages.checkoutCartEmpty);
  const variants = await saleVariants(
    db,
    cart.lines.map((l) => l.variantId),
  );
  return priceCart(cart, variants, input);
}

function checkStates(
  input: Pick<PriceCheckoutInput, 'state' | 'shopState'>,
): asserts input is { state: IndianRegion; shopState: IndianRegion } {
  if (!isIndianRegion(input.state)) throw new BadRequest('Please choose a state or union territory in India.');
  if (!isIndianRegion(input.shopState)) throw new Error(`SHOP_STATE ${input.shopState} is not an Indian state`);
}

/**
 * The same pricing on a cart and its variants already read (placing an order reads them with its
 * other facts in one statement), refusing in the same order as `priceCheckout`.
 */
export function priceCart(
  cart: CheckoutCart | null,
  variants: Map<number, SaleVariant>,
  input: Omit<PriceCheckoutInput, 'userId'>,
): PricedCheckout {
  checkStates(input);
  if (!cart || cart.lines.length === 0) throw new BadRequest(messages.checkoutCartEmpty);
  const lines: Omit<PricedLine, 'gst'>[] = [];
  for (const line of cart.lines) {
    const variant = variants.get(line.variantId);
    if (!variant?.available) {
      throw new Conflict(messages.lineUnavailable);
    }
    if (variant.stock < line.quantity)
      throw new Conflict(outOfStockMessage({ ...variant, quantity: line.quantity }, variant.stock));
    const option = priced(variant);
    lines.push({ variant, quantity: line.quantity, unitPricePaise: lineAmounts(option, 1).net });
  }

  const goods = lines.map((l) => goodsLine(priced(l.variant), l.quantity));
  const goodsTotalPaise = goods.reduce((sum, g) => sum + g.taxable + g.tax, 0);
  const hasLiveFish = lines.some((l) => l.variant.liveFish);
  const quote = quoteShipping(input.shipping, { hasLiveFish, goodsTotalPaise }, input.state, input.now);
  if (!quote.ok) throw new Conflict(quote.message);

  const charges: Omit<PricedCharge, 'gst'>[] = [];
  const chargeLines = [];
  if (quote.feePaise > 0) {
    charges.push({ kind: 'shipping', title: 'Shipping', sac: SHIPPING_SAC });
    chargeLines.push(chargeLine(quote.feePaise, input.shipping.shippingTaxPercent));
  }
  if (quote.packingPaise > 0) {
    charges.push({ kind: 'packing', title: 'Live-fish packing (insulated box, oxygen)', sac: PACKING_SAC });
    chargeLines.push(chargeLine(quote.packingPaise, input.shipping.packingTaxPercent));
  }
  const gst = gstBreakdown(input.shopState, input.state, goods, chargeLines);

  return {
    cartId: cart.cartId,
    state: input.state,
    lines: lines.map((l, i) => ({ ...l, gst: gst.lines[i] as GstLine })),
    charges: charges.map((c, i) => ({ ...c, gst: gst.charges[i] as GstLine })),
    gst,
    hasLiveFish,
    shippingPaise: quote.feePaise,
    packingPaise: quote.packingPaise,
    freeShippingApplied: quote.freeShippingApplied,
    dispatchDate: quote.dispatchDate ?? null,
    arrival: quote.arrival ?? null,
    goodsNetPaise: goods.reduce((sum, g) => sum + g.taxable, 0),
    grandTotalPaise: gst.totals.total,
  };
}

function priced(variant: SaleVariant) {
  return {
    pricePaise: variant.pricePaise,
    isDiscountEnabled: variant.discountEnabled,
    discountPercent: variant.discountPercent,
    taxPercent: variant.taxPercent,
  };
}
