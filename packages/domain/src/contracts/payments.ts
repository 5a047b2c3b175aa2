import { z } from 'zod';
import { orderStatus } from './orders.ts';

// POST /api/payments/test/*: the built-in test gateway ("Test payment: no money moves"). Its page
// reads the session and posts the buyer's choice to decide; the gateway side then signs a
// callback the way a real gateway does, and the store verifies it before changing the order.
// Amounts are paise here, as gateways (Razorpay) speak them.

export const paymentId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a payment id');

export const TEST_PAYMENT_OUTCOMES = ['paid', 'declined'] as const;
export const testPaymentOutcome = z.enum(TEST_PAYMENT_OUTCOMES);

// POST /api/payments/test/callback: HMAC-SHA256 (hex) over the other fields, with a timestamp so
// that an old callback replayed later is refused. → { result: { status } } (the order's status).
export const testCallbackBody = z
  .object({
    paymentId,
    outcome: testPaymentOutcome,
    /** Unix time in seconds when the gateway signed it. */
    timestamp: z.number().int().min(0).max(1e10),
    signature: z.string().regex(/^[0-9a-f]{64}$/, 'Not a signature'),
  })
  .strict();
export type TestCallbackBody = z.infer<typeof testCallbackBody>;
export const testCallbackAnswer = z.object({ result: z.object({ status: orderStatus }) });

export const TEST_PAYMENT_STATUSES = ['pending', 'paid', 'declined', 'expired'] as const;

// POST /api/payments/test/session { paymentId } → what the gateway page shows.
export const testSessionBody = z.object({ paymentId }).strict();
export const testSessionAnswer = z.object({
  result: z.object({
    orderNumber: z.string(),
    amountPaise: z.number().int(),
    shopName: z.string(),
    status: z.enum(TEST_PAYMENT_STATUSES),
  }),
});
export type TestSessionAnswer = z.infer<typeof testSessionAnswer>;

// POST /api/payments/test/decide { paymentId, outcome } → { result: { returnUrl } }: the page's
// Pay and Decline buttons; returnUrl is where the buyer goes next (payment-success or the order).
export const testDecideBody = z.object({ paymentId, outcome: testPaymentOutcome }).strict();
export const testDecideAnswer = z.object({ result: z.object({ returnUrl: z.string() }) });
