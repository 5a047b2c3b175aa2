import { z } from 'zod';
import { DIRECT_METHODS } from '../direct-payment.ts';
import { entityId } from './common.ts';
import { plainText } from './text.ts';

// Direct UPI and bank transfer (issue 11). POST, JSON, x-auth-token; the owner's calls under /api/admin.

/** What checkout offers now: the owner's choice, less what cannot work (no UPI ID, no keys). */
export const checkoutMethodsBody = z.object({}).strict();
export const checkoutMethodsAnswer = z.object({
  result: z.object({
    methods: z.array(z.enum(['test', 'razorpay', 'upi', 'bank'])),
    /** Hours a direct payment holds the stock. */
    directHoldHours: z.number().int(),
  }),
});

export const directPaymentBody = z.object({ orderId: entityId }).strict();
/** How to pay one order directly: the payee, the amount, the reference the order waits for. */
export const directPaymentDetails = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.string(),
  method: z.enum(DIRECT_METHODS),
  amount: z.number(),
  holdUntil: z.string().nullable(),
  reference: z.string().nullable(),
  upi: z.object({ payeeName: z.string(), upiId: z.string(), uri: z.string(), qrSvg: z.string() }).nullable(),
  bank: z.object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string() }).nullable(),
});
export type DirectPaymentDetails = z.infer<typeof directPaymentDetails>;
export const directPaymentAnswer = z.object({ result: directPaymentDetails });

export const reportPaymentBody = z
  .object({
    orderId: entityId,
    reference: z.string().trim().min(1, 'Please enter the UTR or reference').max(40, 'The reference is too long'),
  })
  .strict();
export const reportPaymentAnswer = directPaymentAnswer.extend({ message: z.string() });

export const adminConfirmPaymentBody = z.object({ orderId: entityId }).strict();
export const adminRejectPaymentBody = z.object({ orderId: entityId, reason: plainText('Reason', 3, 300) }).strict();
