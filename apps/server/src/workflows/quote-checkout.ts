import type { OrderSummary } from '@discus/domain/contracts/order-summary';
import { orderSummaryOf } from '../modules/orders/summary.ts';
import { loadShippingConfig } from '../modules/shipping/settings.ts';
import type { Account } from '../plugins/auth.ts';
import type { OrderDeps } from './place-order.ts';
import { type PricedCheckout, priceCheckout } from './price-checkout.ts';

/** What checkout shows before Pay: the same pricing the order will be placed with. */
export async function quoteCheckout(deps: OrderDeps, buyer: Account, state: string): Promise<OrderSummary> {
  const shipping = await loadShippingConfig(deps.db);
  const priced = await priceCheckout(deps.db, {
    userId: buyer.userId,
    state,
    shopState: deps.config.shop.state,
    shipping,
    now: deps.now(),
  });
  return summaryOfPriced(priced, shipping.regions[priced.state]);
}

function summaryOfPriced(
  priced: PricedCheckout,
  region: { transitDaysMin: number; transitDaysMax: number },
): OrderSummary {
  return orderSummaryOf({
    state: priced.state,
    supply: priced.gst.kind,
    lines: priced.lines.map((l) => ({
      productId: l.variant.productId,
      variantId: l.variant.variantId,
      title: l.variant.title,
      size: l.variant.size,
      color: l.variant.color,
      hsnCode: l.variant.hsnCode,
      liveFish: l.variant.liveFish,
      image: null,
      quantity: l.quantity,
      unitPaise: l.unitPricePaise,
      discountPercent: l.variant.discountEnabled ? l.variant.discountPercent : 0,
      gst: l.gst,
    })),
    charges: priced.charges.map((c) => ({ kind: c.kind, label: c.title, gst: c.gst })),
    totals: priced.gst.totals,
    shipping: {
      freeShippingApplied: priced.freeShippingApplied,
      transitDaysMin: region.transitDaysMin,
      transitDaysMax: region.transitDaysMax,
      dispatchDate: priced.dispatchDate,
      arrival: priced.arrival,
    },
  });
}
