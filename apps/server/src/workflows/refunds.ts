import { DIRECT_METHODS } from '@discus/domain/direct-payment';
import { messages, refundMoreThanLeft } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { nextStatus } from '@discus/domain/order-status';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { BadRequest, Conflict, NotFound } from '../lib/errors.ts';
import { type LockedOrder, lockOrder, recordNote } from '../modules/orders/order-rows.ts';
import { orderNotFound } from '../modules/orders/order-view.ts';
import type { RefundOutcome } from '../modules/payments/provider.ts';
import type { Admin } from './admin-order-changes.ts';
import { enqueueEmail, moveTo } from './order-changes.ts';
import type { OrderDeps } from './place-order.ts';

// Refunds, whole or in part (issue 12, issue 11, decision 037). The transaction that decides a
// refund (order row locked) checks it against what is left of the payment, writes the refund and
// enqueues the job; the job asks the payment provider outside any transaction (idempotent on the
// refund), and the refund ends done or failed, here or when the provider's webhook says so. The
// order turns `refunded` when everything paid went back; each refund done emails the buyer once.

export const REFUND_QUEUE = 'order-refund';
/** A refund of money that reached the shop outside any gateway (seeded history, direct UPI/bank). */
export const RECORDED_REFUND = 'recorded';

export type RefundAsked = { reason: string; amountPaise?: number | undefined; idempotencyKey: string };

/** Refunds started and not failed: what is already promised back. */
async function promisedBack(tx: Tx, orderId: number): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`SELECT coalesce(sum(amount_paise), 0)::int AS n FROM refunds WHERE order_id = ${orderId} AND status <> 'failed'`,
  );
  return (rows[0] as { n: number }).n;
}

/** What the buyer paid that has not been refunded or promised back yet. */
export async function leftToRefund(tx: Tx, order: LockedOrder): Promise<number> {
  return order.paidAt ? order.totalPaise - (await promisedBack(tx, order.id)) : 0;
}

/** Pack, ship and deliver wait while everything paid is on its way back: the order is being unwound. */
export async function refuseWhileRefundingAll(tx: Tx, order: LockedOrder): Promise<void> {
  if (order.paidAt && (await leftToRefund(tx, order)) <= 0) throw new Conflict(messages.refundAlreadyStarted);
}

/** The money that reached the shop for the order, and through which provider. */
async function paidThrough(tx: Tx, orderId: number): Promise<string> {
  const { rows } = await tx.execute<{ provider: string }>(sql`
    SELECT provider FROM payments WHERE order_id = ${orderId} AND status = 'paid' ORDER BY decided_at DESC LIMIT 1`);
  const provider = rows[0]?.provider;
  // Direct UPI and bank transfers went to the shop's own account: the owner sends the money back.
  if (!provider || (DIRECT_METHODS as readonly string[]).includes(provider)) return RECORDED_REFUND;
  return provider;
}

/** Records one refund (of the rest unless told) and enqueues the provider call. The order must be locked. */
export async function startRefund(
  deps: OrderDeps,
  tx: Tx,
  order: LockedOrder,
  admin: Admin,
  asked: RefundAsked,
): Promise<void> {
  const left = await leftToRefund(tx, order);
  if (left <= 0) throw new Conflict(messages.nothingLeftToRefund);
  const amount = asked.amountPaise ?? left;
  if (amount > left) throw new BadRequest(refundMoreThanLeft(formatRupees(left)));
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO refunds (order_id, provider, amount_paise, reason, idempotency_key, actor_user_id)
    VALUES (${order.id}, ${await paidThrough(tx, order.id)}, ${amount}, ${asked.reason}, ${asked.idempotencyKey},
      ${admin.userId})
    RETURNING id`);
  const refund = rows[0] as { id: number };
  const status = (await lockOrder(tx, order.id))?.status ?? order.status;
  const part = amount === order.totalPaise ? '' : ` of ${formatRupees(order.totalPaise)}`;
  await recordNote(tx, order.id, status, {
    actor: 'owner',
    note: `Refund of ${formatRupees(amount)}${part} started: ${asked.reason}`,
    actorUserId: admin.userId,
  });
  await deps.jobs.enqueue(tx, REFUND_QUEUE, { refundId: refund.id });
}

/** The owner refunds a paid order, in whole or in part; the same dialog's key twice refunds once. */
export function refundByOwner(deps: OrderDeps, admin: Admin, orderId: number, asked: RefundAsked): Promise<void> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound(orderNotFound);
    const { rows } = await tx.execute(
      sql`SELECT 1 FROM refunds WHERE order_id = ${order.id} AND idempotency_key = ${asked.idempotencyKey}`,
    );
    if (rows.length > 0) return;
    if (!order.paidAt) throw new Conflict(messages.nothingToRefund);
    const allowed = nextStatus(order.status, 'refund', 'owner', { paymentReceived: true });
    if (!allowed.ok) throw new Conflict(allowed.message);
    await startRefund(deps, tx, order, admin, asked);
  });
}

type RefundRow = {
  orderId: number;
  orderNumber: string;
  provider: string;
  amountPaise: number;
  status: 'pending' | 'refunded' | 'failed';
  reference: string | null;
  idempotencyKey: string;
  providerPaymentId: string | null;
};

async function refundRow(deps: OrderDeps, refundId: number): Promise<RefundRow | undefined> {
  const { rows } = await deps.db.execute<RefundRow>(sql`
    SELECT r.order_id AS "orderId", o.order_number AS "orderNumber", r.provider, r.amount_paise AS "amountPaise",
      r.status, r.reference, r.idempotency_key AS "idempotencyKey",
      (SELECT coalesce(p.provider_payment_id, p.id::text) FROM payments p
        WHERE p.order_id = r.order_id AND p.status = 'paid' ORDER BY p.decided_at DESC LIMIT 1) AS "providerPaymentId"
    FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = ${refundId}`);
  return rows[0] as RefundRow | undefined;
}

/**
 * The refund job: asks the provider (outside any transaction; idempotent on the refund), then
 * records what it said. A refund the provider took but has not finished waits for its webhook.
 */
export async function completeRefund(deps: OrderDeps, refundId: number): Promise<boolean> {
  const refund = await refundRow(deps, refundId);
  if (refund?.status !== 'pending') return false;
  let outcome: RefundOutcome;
  if (refund.provider === RECORDED_REFUND) {
    outcome = { status: 'refunded', reference: 'Recorded by the shop' };
  } else {
    // Already taken by the provider and on its way: its webhook (or reconciliation) ends it.
    if (refund.reference) return false;
    if (refund.provider !== deps.provider.name)
      throw new Error(`No payment provider ${refund.provider} to refund through`);
    if (!refund.providerPaymentId) throw new Error(`order ${refund.orderId} has no paid payment to refund`);
    outcome = await deps.provider.refund({
      refundId,
      idempotencyKey: refund.idempotencyKey,
      orderId: refund.orderId,
      orderNumber: refund.orderNumber,
      amountPaise: refund.amountPaise,
      paymentId: refund.providerPaymentId,
    });
  }
  if (outcome.status === 'failed') return refundFailed(deps, refundId, outcome.reason);
  if (outcome.status === 'pending') {
    await deps.db.execute(
      sql`UPDATE refunds SET reference = ${outcome.reference} WHERE id = ${refundId} AND status = 'pending'`,
    );
    return false;
  }
  return refundDone(deps, refundId, outcome.reference);
}

/** The money went back: the refund is done, the buyer emailed once, and the order refunded once all is back. */
export async function refundDone(deps: OrderDeps, refundId: number, reference: string): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockedOrderOfRefund(tx, refundId);
    const { rows } = await tx.execute<{ amountPaise: number; provider: string; actorUserId: number | null }>(sql`
      UPDATE refunds SET status = 'refunded', reference = ${reference}, done_at = now()
      WHERE id = ${refundId} AND status = 'pending'
      RETURNING amount_paise AS "amountPaise", provider, actor_user_id AS "actorUserId"`);
    const done = rows[0] as { amountPaise: number; provider: string; actorUserId: number | null } | undefined;
    if (!order || !done) return false;
    const how =
      done.provider === RECORDED_REFUND
        ? 'recorded as refunded by the shop'
        : `through ${done.provider} (${reference})`;
    const { rows: sums } = await tx.execute<{ n: number }>(
      sql`SELECT coalesce(sum(amount_paise), 0)::int AS n FROM refunds WHERE order_id = ${order.id} AND status = 'refunded'`,
    );
    const event = { actorUserId: done.actorUserId ?? undefined };
    if ((sums[0] as { n: number }).n >= order.totalPaise) {
      await moveTo(tx, order, 'refund', 'owner', `Refunded ${formatRupees(done.amountPaise)} ${how}`, event);
    } else {
      await recordNote(tx, order.id, order.status, {
        actor: 'owner',
        note: `Refunded ${formatRupees(done.amountPaise)} of ${formatRupees(order.totalPaise)} ${how}`,
        ...event,
      });
    }
    await enqueueEmail(deps, tx, order.id, 'refunded', refundId);
    return true;
  });
}

/** The provider refused or could not send the money back: the owner sees it and may refund again. */
export async function refundFailed(deps: OrderDeps, refundId: number, reason: string): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockedOrderOfRefund(tx, refundId);
    const { rows } = await tx.execute<{ amountPaise: number; actorUserId: number | null }>(sql`
      UPDATE refunds SET status = 'failed', failure = ${reason}, done_at = now()
      WHERE id = ${refundId} AND status = 'pending'
      RETURNING amount_paise AS "amountPaise", actor_user_id AS "actorUserId"`);
    const failed = rows[0] as { amountPaise: number; actorUserId: number | null } | undefined;
    if (!order || !failed) return false;
    await recordNote(tx, order.id, order.status, {
      actor: 'owner',
      note: `Refund of ${formatRupees(failed.amountPaise)} failed: ${reason}. You can refund it again.`,
      actorUserId: failed.actorUserId ?? undefined,
      internal: true,
    });
    return true;
  });
}

async function lockedOrderOfRefund(tx: Tx, refundId: number): Promise<LockedOrder | undefined> {
  const { rows } = await tx.execute<{ orderId: number }>(
    sql`SELECT order_id AS "orderId" FROM refunds WHERE id = ${refundId}`,
  );
  const orderId = rows[0]?.orderId;
  return orderId === undefined ? undefined : lockOrder(tx, orderId);
}
