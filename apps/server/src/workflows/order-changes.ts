import { financialYear, kolkataDate } from '@discus/domain/dispatch';
import { durationInWords } from '@discus/domain/duration';
import { messages } from '@discus/domain/messages';
import { nextStatus, type OrderActor, type OrderStatus, releasesStock } from '@discus/domain/order-status';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { Conflict, NotFound } from '../lib/errors.ts';
import { returnStock } from '../modules/catalog/stock.ts';
import {
  dueForExpiry,
  type LockedOrder,
  lockOrder,
  recordNote,
  recordStatus,
  setPaid,
  takeBackReservation,
} from '../modules/orders/order-rows.ts';
import { orderNotFound } from '../modules/orders/order-view.ts';
import {
  closeOpenPayments,
  createPayment,
  directMethodOf,
  openPaymentOf,
  orderOfPaymentSql,
  paymentPaidSql,
  receiveCallback,
  setPaymentStatus,
} from '../modules/payments/payment-rows.ts';
import type { PaymentPage } from '../modules/payments/provider.ts';
import type { Account } from '../plugins/auth.ts';
import { type OrderDeps, startPayment } from './place-order.ts';

// Every change of an order after it is placed: paid or declined by the gateway, expired by the
// store, cancelled by the buyer, paid again after a decline. Each runs in one transaction with the
// order row locked, goes through the domain's state machine, leaves a timeline event, returns the
// stock exactly once, and enqueues its email in the same transaction.

export const ORDER_EMAIL_QUEUE = 'order-email';
export type OrderEmailKind = 'confirmed' | 'payment_failed' | 'cancelled' | 'shipped' | 'delivered' | 'refunded';

export async function enqueueEmail(
  deps: OrderDeps,
  tx: Tx,
  orderId: number,
  kind: OrderEmailKind,
  /** A refund's email tells of that refund (an order may be refunded in several parts). */
  refundId?: number,
): Promise<void> {
  // The key names the order event: a job retried after a crash sends nothing twice.
  const key = `order-${orderId}-${kind}${refundId === undefined ? '' : `-${refundId}`}`;
  await deps.jobs.enqueue(tx, ORDER_EMAIL_QUEUE, {
    orderId,
    kind,
    key,
    ...(refundId === undefined ? {} : { refundId }),
  });
}

export async function moveTo(
  tx: Tx,
  order: LockedOrder,
  action: Parameters<typeof nextStatus>[1],
  actor: OrderActor,
  note: string,
  more: { actorUserId?: number; extra?: Parameters<typeof recordStatus>[4] } = {},
): Promise<OrderStatus> {
  const next = nextStatus(order.status, action, actor, { paymentReceived: order.paidAt !== null });
  if (!next.ok) throw new Conflict(next.message);
  if (releasesStock(order.status, next.status)) await returnStock(tx.$client, await takeBackReservation(tx, order.id));
  await recordStatus(tx, order.id, next.status, { actor, note, actorUserId: more.actorUserId }, more.extra);
  return next.status;
}

/** The gateway's verified word on one payment attempt. A replay or a second word changes nothing. */
export async function settlePayment(
  deps: OrderDeps,
  callback: { paymentId: string; outcome: 'paid' | 'declined'; signature: string },
): Promise<{ orderId: number; status: OrderStatus }> {
  return inTransaction(deps.db, async (tx) => {
    // The order first, as every change of an order locks it: an expiry or a cancel under way
    // finishes before the payment's row is taken.
    const order = await lockOrder(tx, orderOfPaymentSql(callback.paymentId));
    const { first, payment } = await receiveCallback(tx, callback);
    if (!first) throw new Conflict(messages.callbackRefused);
    if (!payment) throw new NotFound('Payment not found');
    if (payment.status !== 'created') throw new Conflict('This payment was already decided');
    if (!order) throw new NotFound(orderNotFound);

    if (callback.outcome === 'declined') {
      await setPaymentStatus(tx, payment.id, 'declined');
      // The attempt failed, not the order: its stock stays reserved until it expires, so the buyer
      // can try again (decision 015).
      await recordNote(tx, order.id, order.status, { actor: 'gateway', note: 'Payment declined; you can try again' });
      return { orderId: order.id, status: order.status };
    }

    const next = nextStatus(order.status, 'pay', 'gateway');
    if (!next.ok) {
      // Money arrived for an order that had already expired or been cancelled: its stock is gone
      // back, so it stays as it is and the shop refunds the payment.
      await setPaymentStatus(tx, payment.id, 'paid_late');
      await recordNote(tx, order.id, order.status, {
        actor: 'gateway',
        note: 'Payment received after the order had closed; it will be refunded',
      });
      return { orderId: order.id, status: order.status };
    }
    await markPaid(deps, tx, order.id, { actor: 'gateway', note: 'Payment received' }, paymentPaidSql(payment.id));
    return { orderId: order.id, status: 'paid' };
  });
}

/**
 * The order is paid: its tax invoice number is allocated and the buyer's confirmation enqueued.
 * `settled`: the payments module's statement deciding the attempt that paid, written with the order.
 */
export async function markPaid(
  deps: OrderDeps,
  tx: Tx,
  orderId: number,
  event: { actor: OrderActor; note: string; actorUserId?: number },
  settled?: SQL,
): Promise<void> {
  const now = deps.now();
  await enqueueEmail(deps, tx, orderId, 'confirmed');
  // Last: the invoice number, allocated when paid so unpaid orders leave no gaps, holds the year's
  // row until the commit. The timeline's entry is written by the same statement.
  const paid = { paidAt: now, financialYear: financialYear(now), invoiceDate: kolkataDate(now) };
  await setPaid(tx, orderId, paid, event, settled);
}

/** Orders expired in one round at most; the rest wait for the next (a round every few seconds). */
const EXPIRIES_A_ROUND = 100;

/**
 * The job queue's regular round (decision 046): every order whose payment hold has run out is
 * expired. An order that fails is logged by the caller's `onError` and looked at again next round.
 */
export async function expireDueOrders(deps: OrderDeps, onError: (error: unknown, orderId: number) => void) {
  for (const orderId of await dueForExpiry(deps.db, deps.now(), EXPIRIES_A_ROUND)) {
    try {
      await expireOrder(deps, orderId);
    } catch (error) {
      onError(error, orderId);
    }
  }
}

/** The reservation ran out unpaid: stock back, order payment_failed. Early or repeated runs do nothing. */
export async function expireOrder(deps: OrderDeps, orderId: number): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'pending_payment' && order?.status !== 'payment_review') return false;
    // Not yet due (its hold was moved on meanwhile): a later round looks again.
    if (order.paymentExpiresAt && order.paymentExpiresAt > deps.now()) return false;
    const direct = await directMethodOf(tx, order.id);
    const note = direct
      ? order.status === 'payment_review'
        ? 'The payment was not confirmed within the hold time; the items were released'
        : 'Not paid within the hold time; the items were released'
      : `Not paid within ${durationInWords(deps.config.shop.paymentHoldMinutes)}; the items were released`;
    if (!direct && order.status !== 'pending_payment') return false;
    await moveTo(tx, order, 'expire', 'system', note);
    await closeOpenPayments(tx, order.id, 'expired');
    await enqueueEmail(deps, tx, order.id, 'payment_failed');
    return true;
  });
}

/** The buyer cancels their own order before it is packed; its stock returns once. */
export async function cancelOrder(deps: OrderDeps, buyer: Account, orderId: number, reason?: string) {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== buyer.userId) throw new NotFound(orderNotFound);
    const refund = order.paidAt ? ' A refund to the original payment method follows.' : '';
    const status = await moveTo(
      tx,
      order,
      'cancel',
      'buyer',
      `Cancelled by the buyer${reason ? `: ${reason}` : ''}.${refund}`,
    );
    await closeOpenPayments(tx, order.id, 'cancelled');
    await enqueueEmail(deps, tx, order.id, 'cancelled');
    return { orderId: order.id, status };
  });
}

/**
 * Paying again for an order still waiting for payment (after a decline, or a closed payment
 * window): the open attempt if there is one (a Razorpay order takes any number of tries until one
 * is captured), else a new one.
 */
export async function retryPayment(deps: OrderDeps, buyer: Account, orderId: number): Promise<PaymentPage> {
  const paymentId = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== buyer.userId) throw new NotFound(orderNotFound);
    const open = order.status === 'pending_payment' && (!order.paymentExpiresAt || order.paymentExpiresAt > deps.now());
    if (!open || (await directMethodOf(tx, order.id))) throw new Conflict(messages.notPayableOnline);
    const reusable = await openPaymentOf(tx, order.id, deps.provider.name);
    if (reusable) return reusable;
    // An attempt through another provider (the shop changed gateways meanwhile) ends here.
    await closeOpenPayments(tx, order.id, 'cancelled');
    return createPayment(tx, order.id, order.totalPaise, deps.provider.name);
  });
  return startPayment(deps, paymentId);
}
