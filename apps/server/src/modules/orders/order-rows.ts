import type { OrderActor, OrderStatus } from '@discus/domain/order-status';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orderLines, orders } from '../../db/schema.ts';
import type { StockNeed } from '../catalog/stock.ts';

// The orders module's own tables: the copied order, its lines, its timeline.

export type OrderDraft = typeof orders.$inferInsert;
export type OrderLineDraft = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** Step `copyIntoOrder`: the order with its lines and its first timeline event. */
export async function insertOrder(
  tx: Tx,
  draft: Omit<OrderDraft, 'orderNumber'>,
  lines: OrderLineDraft[],
  formatNumber: (n: number) => string,
  event: { actor: OrderActor; note: string },
): Promise<{ id: number; orderNumber: string }> {
  const { rows } = await tx.execute<{ n: number }>(sql`SELECT nextval('order_numbers')::int AS n`);
  const orderNumber = formatNumber((rows[0] as { n: number }).n);
  const [order] = await tx
    .insert(orders)
    .values({ ...draft, orderNumber })
    .returning({ id: orders.id });
  if (!order) throw new Error('inserting the order returned nothing');
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
  await tx.insert(orderEvents).values({ orderId: order.id, status: draft.status, ...event });
  return { id: order.id, orderNumber };
}

/** A timeline entry: who (and which admin), why, and whether only the shop sees it. */
export type OrderEvent = { actor: OrderActor; note: string; actorUserId?: number; internal?: boolean };

export type LockedOrder = {
  id: number;
  orderNumber: string;
  userId: number | null;
  status: OrderStatus;
  stockReserved: boolean;
  paymentExpiresAt: Date | null;
  paidAt: Date | null;
  totalPaise: number;
};

/** The order, locked for the rest of the transaction: two changes of one order take turns. */
export async function lockOrder(tx: Tx, orderId: number): Promise<LockedOrder | undefined> {
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      status: orders.status,
      stockReserved: orders.stockReserved,
      paymentExpiresAt: orders.paymentExpiresAt,
      paidAt: orders.paidAt,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return order as LockedOrder | undefined;
}

/** Records a status change on the timeline and on the order. */
export async function recordStatus(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  event: OrderEvent,
  extra: Partial<
    Pick<
      OrderDraft,
      | 'paidAt'
      | 'invoiceNumber'
      | 'invoiceDate'
      | 'courier'
      | 'trackingNumber'
      | 'trackingUrl'
      | 'shippedAt'
      | 'deliveredAt'
      | 'stockReserved'
    >
  > = {},
): Promise<void> {
  await tx
    .update(orders)
    .set({ status, updatedAt: new Date(), ...extra })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({ orderId, status, ...event });
}

/** Notes an event that changes no status (e.g. a declined payment attempt, the owner's note). */
export async function recordNote(tx: Tx, orderId: number, status: OrderStatus, event: OrderEvent): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, status, ...event });
}

/**
 * The reserved stock of an order, exactly once: the flag flips in the same statement that reads
 * the lines, so a second cancel or an expiry racing a cancel finds nothing left to return.
 */
export async function takeBackReservation(tx: Tx, orderId: number): Promise<StockNeed[]> {
  const { rows } = await tx.execute<StockNeed>(sql`
    WITH released AS (
      UPDATE orders SET stock_reserved = false WHERE id = ${orderId} AND stock_reserved RETURNING id
    )
    SELECT l.variant_id AS "variantId", l.quantity, l.title, l.size
    FROM order_lines l JOIN released r ON r.id = l.order_id
    WHERE l.kind = 'goods' AND l.variant_id IS NOT NULL`);
  return rows as StockNeed[];
}
