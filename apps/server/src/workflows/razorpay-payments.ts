import type { RazorpayVerifyBody } from '@discus/domain/contracts/razorpay';
import { messages } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { nextStatus, type OrderStatus } from '@discus/domain/order-status';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { BadRequest, DomainError, NotFound } from '../lib/errors.ts';
import { lockOrder, recordNote } from '../modules/orders/order-rows.ts';
import { orderNotFound } from '../modules/orders/order-view.ts';
import { type RazorpayPayment, RazorpayUnavailable, razorpayApi } from '../modules/payments/razorpay/api.ts';
import { checkoutSignatureOk } from '../modules/payments/razorpay/signatures.ts';
import type { Account } from '../plugins/auth.ts';
import { markPaid } from './order-changes.ts';
import type { OrderDeps } from './place-order.ts';

// What Razorpay tells the store about its payments (issue 11, decision 037), from three places:
// Checkout's signed answer in the buyer's browser (verify), the webhook, and reconciliation. All
// three end in the same two steps below, idempotent and safe in any order: a payment heard of
// twice changes nothing the second time, and a late failure never moves a paid order back.

/** A captured Razorpay payment, as Razorpay reported it. */
export type CapturedPayment = {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  amountPaise: number;
  currency: string;
};

type Attempt = { id: string; orderId: number; status: string; amountPaise: number; providerPaymentId: string | null };

/** The store's attempt behind a Razorpay order, locked after its order (the order is always locked first). */
async function lockedAttemptOf(tx: Tx, razorpayOrderId: string) {
  const { rows } = await tx.execute<{ orderId: number }>(
    sql`SELECT order_id AS "orderId" FROM payments WHERE provider = 'razorpay' AND provider_order_id = ${razorpayOrderId}`,
  );
  const orderId = rows[0]?.orderId;
  if (orderId === undefined) return undefined;
  const order = await lockOrder(tx, orderId);
  const { rows: attempts } = await tx.execute<Attempt>(sql`
    SELECT id, order_id AS "orderId", status, amount_paise AS "amountPaise", provider_payment_id AS "providerPaymentId"
    FROM payments WHERE provider_order_id = ${razorpayOrderId} FOR UPDATE`);
  const attempt = attempts[0] as Attempt | undefined;
  return order && attempt ? { order, attempt } : undefined;
}

async function settleAttempt(tx: Tx, attemptId: string, status: string, razorpayPaymentId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE payments SET status = ${status}, provider_payment_id = ${razorpayPaymentId}, decided_at = now()
    WHERE id = ${attemptId}`);
}

/**
 * "Razorpay says this payment is captured." The order is paid when it still waits for payment and
 * the amount is the attempt's; money that does not pay the order (another amount, an order that
 * closed or was paid meanwhile) is flagged for the owner instead. Undefined: not one of our orders.
 */
export async function razorpayPaymentCaptured(
  deps: OrderDeps,
  captured: CapturedPayment,
): Promise<{ orderId: number; status: OrderStatus } | undefined> {
  return inTransaction(deps.db, async (tx) => {
    const found = await lockedAttemptOf(tx, captured.razorpayOrderId);
    if (!found) return undefined;
    const { order, attempt } = found;
    const answer = { orderId: order.id, status: order.status };
    if (attempt.providerPaymentId === captured.razorpayPaymentId) return answer;

    const late = {
      actor: 'gateway' as const,
      note: `Payment ${captured.razorpayPaymentId} received after the order had closed or was paid; it will be refunded`,
    };
    // Another payment settled this attempt already: the attempt keeps that one, the owner is told.
    if (attempt.providerPaymentId) {
      await recordNote(tx, order.id, order.status, { ...late, internal: true });
      return answer;
    }
    if (captured.amountPaise !== attempt.amountPaise || captured.currency !== 'INR') {
      await settleAttempt(tx, attempt.id, 'amount_mismatch', captured.razorpayPaymentId);
      await recordNote(tx, order.id, order.status, {
        actor: 'gateway',
        internal: true,
        note: `Razorpay payment ${captured.razorpayPaymentId} of ${captured.currency} ${formatRupees(captured.amountPaise)} does not match the ${formatRupees(attempt.amountPaise)} asked for; the order was not marked paid`,
      });
      return answer;
    }
    if (!nextStatus(order.status, 'pay', 'gateway').ok) {
      // The order closed (expired, cancelled) or another attempt paid it first: its stock may be
      // gone, so it stays as it is and the shop refunds this money.
      await settleAttempt(tx, attempt.id, 'paid_late', captured.razorpayPaymentId);
      await recordNote(tx, order.id, order.status, late);
      return answer;
    }
    await settleAttempt(tx, attempt.id, 'paid', captured.razorpayPaymentId);
    await markPaid(deps, tx, order.id, {
      actor: 'gateway',
      note: `Paid through Razorpay (${captured.razorpayPaymentId})`,
    });
    return { orderId: order.id, status: 'paid' };
  });
}

/**
 * "Razorpay says this payment failed." Like a declined attempt: the order keeps its stock until it
 * expires and the buyer can try again. Once the attempt is decided (paid, or failed before), a
 * failure changes nothing: a late one never moves a paid order back.
 */
export async function razorpayPaymentFailed(
  deps: OrderDeps,
  failed: { razorpayOrderId: string; razorpayPaymentId: string; reason: string | null },
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const found = await lockedAttemptOf(tx, failed.razorpayOrderId);
    if (found?.attempt.status !== 'created' || found.order.status !== 'pending_payment') return;
    await tx.execute(sql`UPDATE payments SET status = 'declined', decided_at = now() WHERE id = ${found.attempt.id}`);
    await recordNote(tx, found.order.id, found.order.status, {
      actor: 'gateway',
      note: `Payment declined${failed.reason ? ` (${failed.reason})` : ''}; you can try again`,
    });
  });
}

/**
 * Checkout's answer from the buyer's browser: trusted only when its signature is right for the
 * Razorpay order the store made for this order, and then only for what Razorpay itself says of
 * the payment (captured, and for how much).
 */
export async function verifyRazorpayPayment(
  deps: OrderDeps,
  buyer: Account,
  body: RazorpayVerifyBody,
): Promise<{ orderId: number; status: OrderStatus }> {
  const razorpay = deps.config.razorpay;
  const { rows } = await deps.db.execute<{ status: OrderStatus; userId: number | null; stored: string | null }>(sql`
    SELECT o.status, o.user_id AS "userId",
      (SELECT p.provider_order_id FROM payments p WHERE p.order_id = o.id AND p.provider = 'razorpay'
        AND p.provider_order_id = ${body.razorpay_order_id}) AS stored
    FROM orders o WHERE o.id = ${body.orderId}`);
  const order = rows[0];
  if (!order || order.userId !== buyer.userId) throw new NotFound(orderNotFound);
  if (!razorpay || !order.stored) throw new BadRequest(messages.callbackRefused);
  if (!checkoutSignatureOk(razorpay.keySecret, order.stored, body.razorpay_payment_id, body.razorpay_signature)) {
    throw new BadRequest(messages.callbackRefused);
  }
  let payment: RazorpayPayment;
  try {
    payment = await razorpayApi(razorpay).fetchPayment(body.razorpay_payment_id);
  } catch (error) {
    // The webhook or reconciliation will settle it: the signature alone says nothing of the amount.
    if (error instanceof RazorpayUnavailable) throw new DomainError(502, messages.razorpayUnavailable);
    throw error;
  }
  if (payment.order_id !== order.stored) throw new BadRequest(messages.callbackRefused);
  if (payment.status === 'captured' || payment.status === 'refunded') {
    const settled = await razorpayPaymentCaptured(deps, {
      razorpayOrderId: order.stored,
      razorpayPaymentId: payment.id,
      amountPaise: payment.amount,
      currency: payment.currency,
    });
    if (settled) return settled;
  }
  return { orderId: body.orderId, status: order.status };
}
