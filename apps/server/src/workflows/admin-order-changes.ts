import { DIRECT_METHODS } from '@discus/domain/direct-payment';
import { messages } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { nextStatus, type OrderAction } from '@discus/domain/order-status';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { BadRequest, Conflict, NotFound } from '../lib/errors.ts';
import { type LockedOrder, lockOrder, recordNote } from '../modules/orders/order-rows.ts';
import { orderNotFound } from '../modules/orders/order-view.ts';
import { closeOpenPayments } from '../modules/payments/payment-rows.ts';
import { enqueueEmail, moveTo } from './order-changes.ts';
import type { OrderDeps } from './place-order.ts';

// The owner's changes of an order (issue 12): pack, ship, deliver, cancel, refund, note. Each runs
// in one transaction with the order row locked (two admins pressing at once take turns, and the
// second meets the state machine's refusal), leaves a timeline event naming the admin, and enqueues
// the buyer's email in the same transaction. Refunds go through the payment provider in a job
// after the commit (REFUND_QUEUE), so a provider that is slow or down never holds the order's lock.

export const REFUND_QUEUE = 'order-refund';
/** A refund of money that reached the shop outside any gateway (seeded history, later direct UPI/bank). */
export const RECORDED_REFUND = 'recorded';

export type Admin = { userId: number };

async function lockedForOwner(tx: Tx, orderId: number): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new NotFound(orderNotFound);
  return order;
}

async function refundOf(tx: Tx, orderId: number): Promise<{ id: number; status: string } | undefined> {
  const { rows } = await tx.execute<{ id: number; status: string }>(
    sql`SELECT id, status FROM refunds WHERE order_id = ${orderId}`,
  );
  return rows[0] as { id: number; status: string } | undefined;
}

/** Pack, ship and deliver wait while a refund is on its way: the order is being unwound. */
async function refuseWhileRefunding(tx: Tx, orderId: number): Promise<void> {
  if (await refundOf(tx, orderId)) throw new Conflict(messages.refundAlreadyStarted);
}

async function ownerStep(
  deps: OrderDeps,
  orderId: number,
  action: OrderAction,
  step: (tx: Tx, order: LockedOrder) => Promise<void>,
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const order = await lockedForOwner(tx, orderId);
    if (action !== 'cancel') await refuseWhileRefunding(tx, order.id);
    await step(tx, order);
  });
}

export function packOrder(deps: OrderDeps, admin: Admin, orderId: number): Promise<void> {
  return ownerStep(deps, orderId, 'pack', async (tx, order) => {
    await moveTo(tx, order, 'pack', 'owner', 'Packed', { actorUserId: admin.userId });
  });
}

export type Shipping = { courier: string; trackingNumber: string; trackingUrl?: string | undefined };

export function shipOrder(deps: OrderDeps, admin: Admin, orderId: number, shipping: Shipping): Promise<void> {
  return ownerStep(deps, orderId, 'ship', async (tx, order) => {
    await moveTo(
      tx,
      order,
      'ship',
      'owner',
      `Shipped with ${shipping.courier}, tracking number ${shipping.trackingNumber}`,
      {
        actorUserId: admin.userId,
        extra: {
          courier: shipping.courier,
          trackingNumber: shipping.trackingNumber,
          trackingUrl: shipping.trackingUrl ?? null,
          shippedAt: deps.now(),
          // The stock has left the shop with the parcel: nothing is held for the order any more.
          stockReserved: false,
        },
      },
    );
    await enqueueEmail(deps, tx, order.id, 'shipped');
  });
}

/** Tolerance for a phone's clock running a little ahead of the server's. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export function deliverOrder(deps: OrderDeps, admin: Admin, orderId: number, deliveredAt?: Date): Promise<void> {
  return ownerStep(deps, orderId, 'deliver', async (tx, order) => {
    const now = deps.now();
    const at = deliveredAt ?? now;
    if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new BadRequest(messages.deliveredInFuture);
    const { rows } = await tx.execute<{ shippedAt: string | null }>(
      sql`SELECT shipped_at AS "shippedAt" FROM orders WHERE id = ${order.id}`,
    );
    const shippedAt = rows[0]?.shippedAt;
    // Checked only for an order that may be delivered: a refusal by state reads better first.
    if (order.status === 'shipped' && shippedAt && at < new Date(shippedAt)) {
      throw new BadRequest(messages.deliveredBeforeShipped);
    }
    await moveTo(tx, order, 'deliver', 'owner', 'Delivered', { actorUserId: admin.userId, extra: { deliveredAt: at } });
    await enqueueEmail(deps, tx, order.id, 'delivered');
  });
}

/** The money that reached the shop for the order, and through which provider. */
async function paidThrough(tx: Tx, order: LockedOrder): Promise<{ provider: string; paymentId: string | null }> {
  const { rows } = await tx.execute<{ id: string; provider: string }>(sql`
    SELECT id, provider FROM payments WHERE order_id = ${order.id} AND status = 'paid' ORDER BY decided_at DESC LIMIT 1`);
  const paid = rows[0] as { id: string; provider: string } | undefined;
  // Direct UPI and bank transfers went to the shop's own account: the owner sends the money back.
  if (paid && (DIRECT_METHODS as readonly string[]).includes(paid.provider)) {
    return { provider: RECORDED_REFUND, paymentId: null };
  }
  return paid ? { provider: paid.provider, paymentId: paid.id } : { provider: RECORDED_REFUND, paymentId: null };
}

/** Records the refund (once per order) and enqueues the provider call; the order turns refunded when it is done. */
async function startRefund(deps: OrderDeps, tx: Tx, order: LockedOrder, admin: Admin, reason: string): Promise<void> {
  const through = await paidThrough(tx, order);
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO refunds (order_id, provider, amount_paise, actor_user_id)
    VALUES (${order.id}, ${through.provider}, ${order.totalPaise}, ${admin.userId})
    ON CONFLICT (order_id) DO NOTHING RETURNING id`);
  const refund = rows[0] as { id: number } | undefined;
  if (!refund) throw new Conflict(messages.refundAlreadyStarted);
  await recordNote(tx, order.id, (await lockOrder(tx, order.id))?.status ?? order.status, {
    actor: 'owner',
    note: `Refund of ${formatRupees(order.totalPaise)} started: ${reason}`,
    actorUserId: admin.userId,
  });
  await deps.jobs.enqueue(tx, REFUND_QUEUE, { refundId: refund.id });
}

/** The owner cancels before the parcel leaves: stock back once, open payments closed, money refunded. */
export function cancelByOwner(deps: OrderDeps, admin: Admin, orderId: number, reason: string): Promise<void> {
  return ownerStep(deps, orderId, 'cancel', async (tx, order) => {
    await moveTo(tx, order, 'cancel', 'owner', `Cancelled by the shop: ${reason}`, { actorUserId: admin.userId });
    await closeOpenPayments(tx, order.id, 'cancelled');
    if (order.paidAt) await startRefund(deps, tx, order, admin, reason);
    await enqueueEmail(deps, tx, order.id, 'cancelled');
  });
}

/** A whole-order refund of a paid order that is not being cancelled (e.g. after delivery). */
export function refundByOwner(deps: OrderDeps, admin: Admin, orderId: number, reason: string): Promise<void> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockedForOwner(tx, orderId);
    if (await refundOf(tx, order.id)) throw new Conflict(messages.refundAlreadyStarted);
    if (!order.paidAt) throw new Conflict(messages.nothingToRefund);
    const allowed = nextStatus(order.status, 'refund', 'owner', { paymentReceived: true });
    if (!allowed.ok) throw new Conflict(allowed.message);
    await startRefund(deps, tx, order, admin, reason);
  });
}

/** An internal note on the timeline; the buyer never sees it. */
export async function noteOnOrder(deps: OrderDeps, admin: Admin, orderId: number, note: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const order = await lockedForOwner(tx, orderId);
    await recordNote(tx, order.id, order.status, { actor: 'owner', note, actorUserId: admin.userId, internal: true });
  });
}

/**
 * The refund job: asks the provider (outside any transaction; the provider is idempotent on the
 * refund's id), then records it and turns the order refunded. A second run finds it done.
 */
export async function completeRefund(deps: OrderDeps, refundId: number): Promise<boolean> {
  const { rows } = await deps.db.execute<{
    orderId: number;
    provider: string;
    amountPaise: number;
    status: string;
    orderNumber: string;
  }>(sql`
    SELECT r.order_id AS "orderId", r.provider, r.amount_paise AS "amountPaise", r.status, o.order_number AS "orderNumber"
    FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = ${refundId}`);
  const refund = rows[0] as
    | { orderId: number; provider: string; amountPaise: number; status: string; orderNumber: string }
    | undefined;
  if (refund?.status !== 'pending') return false;

  let reference: string;
  if (refund.provider === RECORDED_REFUND) {
    reference = 'Recorded by the shop';
  } else {
    if (refund.provider !== deps.provider.name)
      throw new Error(`No payment provider ${refund.provider} to refund through`);
    const paid = await deps.db.execute<{ id: string }>(sql`
      SELECT id FROM payments WHERE order_id = ${refund.orderId} AND status = 'paid' ORDER BY decided_at DESC LIMIT 1`);
    const paymentId = (paid.rows[0] as { id: string } | undefined)?.id;
    if (!paymentId) throw new Error(`order ${refund.orderId} has no paid payment to refund`);
    reference = (
      await deps.provider.refund({
        refundId,
        orderId: refund.orderId,
        orderNumber: refund.orderNumber,
        amountPaise: refund.amountPaise,
        paymentId,
      })
    ).reference;
  }

  return inTransaction(deps.db, async (tx) => {
    const order = await lockedForOwner(tx, refund.orderId);
    const { rows: done } = await tx.execute<{ actorUserId: number | null }>(sql`
      UPDATE refunds SET status = 'refunded', reference = ${reference}, done_at = now()
      WHERE id = ${refundId} AND status = 'pending' RETURNING actor_user_id AS "actorUserId"`);
    const finished = done[0] as { actorUserId: number | null } | undefined;
    if (!finished) return false;
    const how =
      refund.provider === RECORDED_REFUND
        ? 'recorded as refunded by the shop'
        : `through ${refund.provider} (${reference})`;
    await moveTo(tx, order, 'refund', 'owner', `Refunded ${formatRupees(refund.amountPaise)} ${how}`, {
      actorUserId: finished.actorUserId ?? undefined,
    });
    await enqueueEmail(deps, tx, order.id, 'refunded');
    return true;
  });
}
