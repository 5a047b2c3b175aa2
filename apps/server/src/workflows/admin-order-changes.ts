import { randomUUID } from 'node:crypto';
import { messages } from '@discus/domain/messages';
import type { OrderAction } from '@discus/domain/order-status';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { BadRequest, NotFound } from '../lib/errors.ts';
import { type LockedOrder, lockOrder, recordNote } from '../modules/orders/order-rows.ts';
import { orderNotFound } from '../modules/orders/order-view.ts';
import { closeOpenPayments } from '../modules/payments/payment-rows.ts';
import { enqueueEmail, moveTo } from './order-changes.ts';
import type { OrderDeps } from './place-order.ts';
import { leftToRefund, refuseWhileRefundingAll, startRefund } from './refunds.ts';

// The owner's changes of an order (issue 12): pack, ship, deliver, cancel, note (refunds:
// refunds.ts). Each runs in one transaction with the order row locked (two admins pressing at once
// take turns, and the second meets the state machine's refusal), leaves a timeline event naming the
// admin, and enqueues the buyer's email in the same transaction.

export type Admin = { userId: number };

async function lockedForOwner(tx: Tx, orderId: number): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new NotFound(orderNotFound);
  return order;
}

async function ownerStep(
  deps: OrderDeps,
  orderId: number,
  action: OrderAction,
  step: (tx: Tx, order: LockedOrder) => Promise<void>,
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const order = await lockedForOwner(tx, orderId);
    if (action !== 'cancel') await refuseWhileRefundingAll(tx, order);
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

/** The owner cancels before the parcel leaves: stock back once, open payments closed, the rest refunded. */
export function cancelByOwner(deps: OrderDeps, admin: Admin, orderId: number, reason: string): Promise<void> {
  return ownerStep(deps, orderId, 'cancel', async (tx, order) => {
    await moveTo(tx, order, 'cancel', 'owner', `Cancelled by the shop: ${reason}`, { actorUserId: admin.userId });
    await closeOpenPayments(tx, order.id, 'cancelled');
    if ((await leftToRefund(tx, order)) > 0) {
      await startRefund(deps, tx, order, admin, { reason, idempotencyKey: randomUUID() });
    }
    await enqueueEmail(deps, tx, order.id, 'cancelled');
  });
}

/** An internal note on the timeline; the buyer never sees it. */
export async function noteOnOrder(deps: OrderDeps, admin: Admin, orderId: number, note: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const order = await lockedForOwner(tx, orderId);
    await recordNote(tx, order.id, order.status, { actor: 'owner', note, actorUserId: admin.userId, internal: true });
  });
}
