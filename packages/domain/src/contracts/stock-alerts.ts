import { z } from 'zod';
import { messages } from '../messages.ts';
import { isValidEmail } from '../validation.ts';
import { entityId } from './common.ts';

// issue 13: "Tell me when it is back" on a sold-out variant. A logged-in buyer is subscribed at
// once (their account's email); a guest gives an email and confirms it with the emailed link.

// POST /api/products/stockAlerts/subscribe { variantId, email? } → { result: { status }, message }
export const subscribeStockAlertBody = z
  .object({
    variantId: entityId,
    email: z
      .string()
      .trim()
      .max(254, messages.invalidEmailRegister)
      .refine((v) => isValidEmail(v), messages.invalidEmailRegister)
      .optional(),
  })
  .strict();
export const subscribeStockAlertAnswer = z.object({
  /** active: the email comes on restock; pending: the guest must open the confirmation link first. */
  result: z.object({ status: z.enum(['active', 'pending']) }),
  message: z.string(),
});
export type SubscribeStockAlertAnswer = z.infer<typeof subscribeStockAlertAnswer>;

/** The token of a confirmation or unsubscribe link. */
export const stockAlertTokenBody = z.object({ token: z.string().regex(/^[\w-]{20,200}$/) }).strict();
// POST /api/products/stockAlerts/confirm { token } and /unsubscribe { token } → { message }
export const stockAlertMessageAnswer = z.object({ message: z.string() });
