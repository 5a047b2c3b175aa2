import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { paymentWebhookEvents } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { OrderDeps } from './place-order.ts';
import { razorpayPaymentCaptured, razorpayPaymentFailed } from './razorpay-payments.ts';
import { refundDone, refundFailed } from './refunds.ts';

// Razorpay's webhook events (issue 11, decision 037). The route keeps each event once, by its
// x-razorpay-event-id, and enqueues its job in the same transaction; the job acts on it through
// the same idempotent steps as Checkout's answer and reconciliation, so duplicates and any order
// of arrival end the same way.

export const RAZORPAY_EVENT_QUEUE = 'razorpay-event';

/** The events the store acts on; others are kept and left alone. */
export const RAZORPAY_EVENTS = [
  'payment.captured',
  'order.paid',
  'payment.failed',
  'refund.processed',
  'refund.failed',
] as const;

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullish(),
});
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
/** What the store reads of an event (Razorpay sends more). */
export const razorpayEvent = z.object({
  event: z.string().max(100),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
});
export type RazorpayEvent = z.infer<typeof razorpayEvent>;

/** Keeps a verified event (all of it, as sent) once; false for a delivery already taken. */
export async function takeRazorpayEvent(
  deps: OrderDeps,
  eventId: string,
  event: RazorpayEvent,
  sent: unknown,
): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const taken = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId, event: event.event, payload: sent })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (taken.length === 0) return false;
    if ((RAZORPAY_EVENTS as readonly string[]).includes(event.event)) {
      await deps.jobs.enqueue(tx, RAZORPAY_EVENT_QUEUE, { eventId });
    }
    return true;
  });
}

/** The store's refund a Razorpay refund is: by the id Razorpay gave it, or the note the store sent with it. */
async function storeRefundOf(deps: OrderDeps, refund: z.infer<typeof refundEntity>): Promise<number | undefined> {
  const noted = Array.isArray(refund.notes) ? undefined : Number(refund.notes?.store_refund_id);
  const { rows } = await deps.db.execute<{ id: number }>(sql`
    SELECT r.id FROM refunds r
    WHERE r.provider = 'razorpay' AND (r.reference = ${refund.id} OR r.id = ${Number.isInteger(noted) ? noted : null})
      AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = r.order_id AND p.provider_payment_id = ${refund.payment_id})
    LIMIT 1`);
  return rows[0]?.id;
}

/** The job of one kept event. */
export async function actOnRazorpayEvent(deps: OrderDeps, eventId: string): Promise<void> {
  const [row] = await deps.db
    .select({ payload: paymentWebhookEvents.payload })
    .from(paymentWebhookEvents)
    .where(sql`${paymentWebhookEvents.eventId} = ${eventId}`);
  const parsed = razorpayEvent.safeParse(row?.payload);
  if (!parsed.success) return;
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  const refund = payload.refund?.entity;

  if ((event === 'payment.captured' || event === 'order.paid') && payment?.order_id) {
    if (payment.status !== 'captured') return;
    await razorpayPaymentCaptured(deps, {
      razorpayOrderId: payment.order_id,
      razorpayPaymentId: payment.id,
      amountPaise: payment.amount,
      currency: payment.currency,
    });
  } else if (event === 'payment.failed' && payment?.order_id) {
    await razorpayPaymentFailed(deps, {
      razorpayOrderId: payment.order_id,
      razorpayPaymentId: payment.id,
      reason: payment.error_description ?? null,
    });
  } else if ((event === 'refund.processed' || event === 'refund.failed') && refund) {
    const refundId = await storeRefundOf(deps, refund);
    if (refundId === undefined) return;
    if (event === 'refund.processed') await refundDone(deps, refundId, refund.id);
    else await refundFailed(deps, refundId, 'Razorpay could not send the money back');
  }
}
