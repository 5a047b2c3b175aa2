import { z } from 'zod';
import { deliveryState } from './addresses.ts';
import { entityId } from './common.ts';
import { orderSummary } from './order-summary.ts';
import { razorpayCheckout } from './razorpay.ts';

// POST /api/orders/shippingQuote and /api/orders/placeOrder (x-auth-token): the checkout page.
// Both read the buyer's own cart on the server and price it from the catalogue; no price, total
// or tax is ever taken from the client.

// POST /api/orders/shippingQuote { state } → { result: OrderSummary }. A state that cannot take
// the cart's live fish, an empty cart or a line no longer available is a 4xx { message }.
export const shippingQuoteBody = z.object({ state: deliveryState }).strict();
export const shippingQuoteAnswer = z.object({ result: orderSummary });
export type ShippingQuoteAnswer = z.infer<typeof shippingQuoteAnswer>;

export const PAYMENT_METHODS = ['test', 'razorpay', 'upi', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// POST /api/orders/placeOrder { addressId, idempotencyKey, paymentMethod } →
// { result: { orderId, orderNumber, payUrl } }. The same idempotencyKey (one per checkout visit,
// kept across retries) answers with the same order. Only 'test' is offered for now.
export const placeOrderBody = z
  .object({
    addressId: entityId,
    idempotencyKey: z.string().uuid('The checkout key must be a UUID'),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: 'Please choose a payment method' }),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;
export const placeOrderAnswer = z.object({
  result: z.object({
    orderId: z.number().int(),
    orderNumber: z.string(),
    payUrl: z.string(),
    /** Paying through Razorpay: what /checkout opens Razorpay's Checkout with. */
    razorpay: razorpayCheckout.optional(),
  }),
});
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswer>;
