import { paths } from '@discus/domain/paths';
import { sql } from 'drizzle-orm';
import type { RazorpayConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { PaymentProvider } from '../provider.ts';
import { RazorpayError, razorpayApi } from './api.ts';

// Razorpay as the store's online payment provider (issue 11, decision 037). Each payment attempt
// gets one Razorpay order, made on the first start and stored on the attempt, so a start asked
// again (a retried checkout, "Pay now") opens Checkout on the same Razorpay order.

export function razorpayGateway(options: { config: RazorpayConfig; shopName: string; db: Db }): PaymentProvider {
  const { config, db } = options;
  const api = razorpayApi(config);

  async function razorpayOrderOf(start: Parameters<PaymentProvider['start']>[0]): Promise<string> {
    const { rows } = await db.execute<{ providerOrderId: string | null }>(
      sql`SELECT provider_order_id AS "providerOrderId" FROM payments WHERE id = ${start.paymentId}`,
    );
    const known = rows[0]?.providerOrderId;
    if (known) return known;
    const created = await api.createOrder({
      amount: start.amountPaise,
      currency: 'INR',
      receipt: start.orderNumber,
      notes: { store_order_id: String(start.orderId), store_payment_id: start.paymentId },
    });
    // Two starts of one attempt at once (a double click) may each make a Razorpay order: the first
    // stored is the attempt's, the other is never shown to anyone and expires unpaid.
    const { rows: stored } = await db.execute<{ providerOrderId: string }>(sql`
      UPDATE payments SET provider_order_id = coalesce(provider_order_id, ${created.id})
      WHERE id = ${start.paymentId} RETURNING provider_order_id AS "providerOrderId"`);
    return stored[0]?.providerOrderId ?? created.id;
  }

  return {
    name: 'razorpay',
    async start(start) {
      return {
        payUrl: paths.checkoutPay(start.orderId),
        razorpay: {
          checkoutUrl: config.checkoutUrl,
          keyId: config.keyId,
          razorpayOrderId: await razorpayOrderOf(start),
          amountPaise: start.amountPaise,
          currency: 'INR',
          shopName: options.shopName,
          orderId: start.orderId,
          orderNumber: start.orderNumber,
          prefill: { name: start.buyer.name, email: start.buyer.email, contact: `+91${start.buyer.phone}` },
        },
      };
    },
    async refund(refund) {
      try {
        const made = await api.createRefund(
          refund.paymentId,
          {
            amount: refund.amountPaise,
            receipt: `${refund.orderNumber}-R${refund.refundId}`,
            notes: { store_order_id: String(refund.orderId), store_refund_id: String(refund.refundId) },
          },
          refundIdempotencyKey(refund),
        );
        if (made.status === 'failed') return { status: 'failed', reason: 'Razorpay could not process the refund' };
        return { status: made.status === 'processed' ? 'refunded' : 'pending', reference: made.id };
      } catch (error) {
        // Razorpay refused this refund for good (e.g. more than is left to refund): asking again
        // would be refused again, so the owner is told instead.
        if (error instanceof RazorpayError && error.final) return { status: 'failed', reason: error.message };
        throw error;
      }
    },
  };
}

/**
 * The same store refund always asks Razorpay with the same key, so it refunds once; the refund's
 * own UUID keeps two stores on one Razorpay account (a staging copy) from sharing keys.
 */
export function refundIdempotencyKey(refund: { refundId: number; idempotencyKey: string }): string {
  return `refund-${refund.refundId}-${refund.idempotencyKey}`;
}
