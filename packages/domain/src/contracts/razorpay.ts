import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.ts';
import { entityId } from './common.ts';

// Razorpay Checkout (issue 11). What /checkout needs to open Razorpay's Checkout for one store
// order: the public key id and the Razorpay order the server made for it (never a secret). The
// script is loaded from `checkoutUrl` (RAZORPAY_CHECKOUT_URL), on /checkout only.
export const razorpayCheckout = z.object({
  checkoutUrl: z.string(),
  keyId: z.string(),
  razorpayOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  shopName: z.string(),
  orderId: entityId,
  orderNumber: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type RazorpayCheckout = z.infer<typeof razorpayCheckout>;

const razorpayId = (prefix: string) =>
  z
    .string()
    .max(64)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), 'Not a Razorpay id');

// POST /api/payments/razorpay/verify (x-auth-token, the order's buyer): Checkout's handler
// response. The signature is checked against the Razorpay order id the store stored for this
// order, never the one sent back. → { result: { orderId, status } }
export const razorpayVerifyBody = z
  .object({
    orderId: entityId,
    razorpay_order_id: razorpayId('order'),
    razorpay_payment_id: razorpayId('pay'),
    razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'Not a signature'),
  })
  .strict();
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBody>;
export const razorpayVerifyAnswer = z.object({
  result: z.object({ orderId: entityId, status: z.enum(ORDER_STATUSES) }),
});
