import { sql } from 'drizzle-orm';
import { RazorpayError, razorpayApi } from '../modules/payments/razorpay/api.ts';
import type { OrderDeps } from './place-order.ts';
import { razorpayPaymentCaptured } from './razorpay-payments.ts';
import { refundDone, refundFailed } from './refunds.ts';

// Reconciliation (issue 11, decision 037): a webhook can be lost and a buyer's browser can close
// before Checkout answers. Orders still waiting for payment a few minutes after their Razorpay
// order was made, and Razorpay refunds still on their way, are asked about directly; what Razorpay
// says goes through the same idempotent steps as its webhook.

/** How old an attempt or a refund is before the store asks Razorpay itself. */
export const RECONCILE_AFTER_SECONDS = 5 * 60;
/** How often each store process looks. */
export const RECONCILE_EVERY_SECONDS = 60;
const BATCH = 50;

export async function reconcileRazorpay(deps: OrderDeps): Promise<{ paid: number; refundsSettled: number }> {
  const config = deps.config.razorpay;
  if (!config) return { paid: 0, refundsSettled: 0 };
  const api = razorpayApi(config);
  const before = new Date(deps.now().getTime() - RECONCILE_AFTER_SECONDS * 1000);

  let paid = 0;
  const { rows: waiting } = await deps.db.execute<{ razorpayOrderId: string }>(sql`
    SELECT p.provider_order_id AS "razorpayOrderId"
    FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE p.provider = 'razorpay' AND p.provider_order_id IS NOT NULL AND p.status IN ('created', 'declined')
      AND o.status = 'pending_payment' AND p.created_at < ${before}
    ORDER BY p.created_at LIMIT ${BATCH}`);
  for (const { razorpayOrderId } of waiting) {
    const captured = (await api.fetchOrderPayments(razorpayOrderId)).find(
      (p) => p.status === 'captured' || p.status === 'refunded',
    );
    if (!captured) continue;
    const settled = await razorpayPaymentCaptured(deps, {
      razorpayOrderId,
      razorpayPaymentId: captured.id,
      amountPaise: captured.amount,
      currency: captured.currency,
    });
    if (settled?.status === 'paid') paid += 1;
  }

  let refundsSettled = 0;
  const { rows: refunds } = await deps.db.execute<{ id: number; reference: string }>(sql`
    SELECT id, reference FROM refunds
    WHERE provider = 'razorpay' AND status = 'pending' AND reference IS NOT NULL AND created_at < ${before}
    ORDER BY created_at LIMIT ${BATCH}`);
  for (const refund of refunds) {
    const found = await api.fetchRefund(refund.reference).catch((error: unknown) => {
      if (error instanceof RazorpayError && error.final) return undefined;
      throw error;
    });
    if (found?.status === 'processed' && (await refundDone(deps, refund.id, found.id))) refundsSettled += 1;
    if (found?.status === 'failed' && (await refundFailed(deps, refund.id, 'Razorpay could not send the money back')))
      refundsSettled += 1;
  }
  return { paid, refundsSettled };
}
