import { INVOICE_NUMBER_MAX_LENGTH, invoicePrefix } from '@discus/domain/order-number';
import type { OrderActor, OrderStatus } from '@discus/domain/order-status';
import { and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedRows, type Queryable } from '../../db/prepared.ts';
import { orderEvents, type orderLines, orders } from '../../db/schema.ts';
import type { StockNeed } from '../catalog/stock.ts';

// The orders module's own tables: the copied order, its lines, its timeline.

export type OrderDraft = typeof orders.$inferInsert;
export type OrderLineDraft = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/**
 * Step `copyIntoOrder` in one statement: a number, the order, its lines and its first timeline
 * event, together with `alongside`, the other steps' writes that need the new order's id (each a
 * data-modifying statement reading `placed(id)`, e.g. the payment record), and `guarded`: further
 * CTEs and a check on them that may refuse the whole statement (the stock taken, decision 044).
 * One round trip instead of one per table: on 2 shared cores an order's round trips, not its rows,
 * were its cost (decision 041). Run outside a transaction, the statement is the whole order: it
 * commits as it ends, or writes nothing. It runs as a named prepared statement, one per `guarded`
 * shape: the same `alongside` must always be passed, and each shape must always have the same text.
 */
export async function insertOrder(
  client: Queryable,
  draft: Omit<OrderDraft, 'orderNumber'>,
  lines: OrderLineDraft[],
  event: { actor: OrderActor; note: string },
  alongside: SQL[],
  guarded: { shape: string; ctes: SQL; refusal: SQL },
): Promise<{ id: number; orderNumber: string }> {
  // Numbered, so the lines keep the order given (their ids follow it, as the order's views read them).
  const rows = lines.map((line, position) => ({ ...lineRow(line), position }));
  const [order] = await preparedRows<{ id: number; orderNumber: string }>(
    client,
    `order-place-${guarded.shape}`,
    sql`WITH numbered AS (SELECT nextval('order_numbers') AS n),
      placed AS (
        INSERT INTO orders (order_number, user_id, status, customer_name, phone, email, line1, line2, landmark,
          city, state, pin_code, subtotal_paise, tax_paise, shipping_paise, packing_paise, total_paise, shop_state,
          supply_kind, live_fish, dispatch_date, arrival_earliest, arrival_latest, idempotency_key, stock_reserved,
          payment_expires_at)
        SELECT ${orderNumberSql(sql`n`)}, ${draft.userId ?? null}::int, ${draft.status}, ${draft.customerName},
          ${draft.phone}, ${draft.email}, ${draft.line1}, ${draft.line2 ?? ''}, ${draft.landmark ?? ''}, ${draft.city},
          ${draft.state}, ${draft.pinCode}, ${draft.subtotalPaise}::int, ${draft.taxPaise}::int,
          ${draft.shippingPaise ?? 0}::int, ${draft.packingPaise ?? 0}::int, ${draft.totalPaise}::int,
          ${draft.shopState ?? 'Maharashtra'}, ${draft.supplyKind ?? 'intra_state'}, ${draft.liveFish ?? false}::boolean,
          ${draft.dispatchDate ?? null}::date, ${draft.arrivalEarliest ?? null}::date, ${draft.arrivalLatest ?? null}::date,
          ${draft.idempotencyKey ?? null}::uuid, ${draft.stockReserved ?? false}::boolean,
          ${draft.paymentExpiresAt?.toISOString() ?? null}::timestamptz
        FROM numbered
        RETURNING id, order_number),
      lines AS (
        INSERT INTO order_lines (order_id, kind, product_id, variant_id, title, size, color, unit_price_paise,
          discount_percent, tax_percent, quantity, hsn_code, live_fish, net_paise, tax_paise, cgst_paise, sgst_paise,
          utgst_paise, igst_paise, total_paise)
        SELECT placed.id, l.kind, l.product_id, l.variant_id, l.title, l.size, l.color, l.unit_price_paise,
          l.discount_percent, l.tax_percent, l.quantity, l.hsn_code, l.live_fish, l.net_paise, l.tax_paise,
          l.cgst_paise, l.sgst_paise, l.utgst_paise, l.igst_paise, l.total_paise
        FROM placed, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS l(kind text,
          product_id int, variant_id int, title text, size text, color text, unit_price_paise int,
          discount_percent smallint, tax_percent smallint, quantity int, hsn_code text, live_fish boolean,
          net_paise int, tax_paise int, cgst_paise int, sgst_paise int, utgst_paise int, igst_paise int,
          total_paise int, position int)
        ORDER BY l.position),
      event AS (
        INSERT INTO order_events (order_id, status, actor, note)
        SELECT id, ${draft.status}, ${event.actor}, ${event.note} FROM placed)
      ${sql.join(
        alongside.map((write, i) => sql`, ${sql.raw(`alongside_${i}`)} AS (${write})`),
        sql``,
      )},
      ${guarded.ctes}
    SELECT id, order_number AS "orderNumber", ${guarded.refusal} AS refused FROM placed`,
  );
  if (!order) throw new Error('inserting the order returned nothing');
  return order;
}

/**
 * `formatOrderNumber` ('DS-000123', more digits past 999,999) in SQL, for numbers taken in the
 * statement that uses them; the orders integration test holds the two to the same answers.
 */
export function orderNumberSql(n: SQL): SQL {
  return sql`'DS-' || lpad(${n}::text, greatest(6, length(${n}::text)), '0')`;
}

/**
 * `formatInvoiceNumber` ('INV/26-27/000123') in SQL, for a number taken in the statement that uses
 * it; past the 16 characters GST allows, the statement refuses (and writes nothing). The orders
 * integration test holds the two to the same answers.
 */
export function invoiceNumberSql(financialYear: string, n: SQL): SQL {
  const prefix = invoicePrefix(financialYear);
  const digits = INVOICE_NUMBER_MAX_LENGTH - prefix.length;
  return sql`CASE WHEN ${n} < ${10 ** digits}::int THEN ${prefix}::text || lpad(${n}::text, ${digits}::int, '0')
    ELSE refuse(json_build_object('invoiceNumbersUsedUp', ${financialYear}::text))::text END`;
}

/** A line as the statement's JSON row: every column given, so no column default is needed. */
function lineRow(line: OrderLineDraft) {
  return {
    kind: line.kind ?? 'goods',
    product_id: line.productId ?? null,
    variant_id: line.variantId ?? null,
    title: line.title,
    size: line.size ?? '',
    color: line.color ?? '',
    unit_price_paise: line.unitPricePaise,
    discount_percent: line.discountPercent ?? 0,
    tax_percent: line.taxPercent ?? 0,
    quantity: line.quantity,
    hsn_code: line.hsnCode ?? '',
    live_fish: line.liveFish ?? false,
    net_paise: line.netPaise,
    tax_paise: line.taxPaise,
    cgst_paise: line.cgstPaise ?? 0,
    sgst_paise: line.sgstPaise ?? 0,
    utgst_paise: line.utgstPaise ?? 0,
    igst_paise: line.igstPaise ?? 0,
    total_paise: line.totalPaise,
  };
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

/**
 * Up to `limit` orders whose payment hold ran out by `now`, those due first first: still waiting for
 * the payment (or, paid directly, for the owner to find it). Through `orders_status_created_idx`:
 * only the orders waiting are read, never the shop's whole history.
 */
export async function dueForExpiry(db: Db, now: Date, limit: number): Promise<number[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, ['pending_payment', 'payment_review']), lte(orders.paymentExpiresAt, now)))
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
  return due.map((order) => order.id);
}

/**
 * The order, locked for the rest of the transaction: two changes of one order take turns. Every
 * change locks the order's row before any of its payments' rows, so two never wait on each other.
 * `orderId` may be another module's expression for it (`orderOfPaymentSql`).
 */
export async function lockOrder(tx: Tx, orderId: number | SQL): Promise<LockedOrder | undefined> {
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

/**
 * Records a status change on the timeline and on the order. Paid is not one of them: its invoice
 * number is taken from the year's series in the same statement (`setPaid`).
 */
export async function recordStatus(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  event: OrderEvent,
  extra: Partial<
    Pick<OrderDraft, 'courier' | 'trackingNumber' | 'trackingUrl' | 'shippedAt' | 'deliveredAt' | 'stockReserved'>
  > = {},
): Promise<void> {
  await tx
    .update(orders)
    .set({ status, updatedAt: new Date(), ...extra })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({ orderId, status, ...event });
}

/**
 * The order is paid: the year's next tax invoice number, the order's change and its timeline entry
 * in one statement, with `settled`, the payments module's statement deciding the attempt that paid
 * (`paymentPaidSql`) when there is one to decide. GST rule 46: consecutive per financial year, so
 * every paid order takes its turn on the year's row, from this statement to the commit.
 */
export async function setPaid(
  tx: Tx,
  orderId: number,
  paid: { paidAt: Date; financialYear: string; invoiceDate: string },
  event: OrderEvent,
  settled?: SQL,
) {
  await preparedRows(
    tx,
    settled ? 'order-paid-settled' : 'order-paid',
    sql`WITH numbered AS (
        INSERT INTO invoice_series (financial_year, last_number) VALUES (${paid.financialYear}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_series.last_number + 1
        RETURNING last_number AS n),
      noted AS (
        INSERT INTO order_events (order_id, status, actor, note, actor_user_id, internal)
        VALUES (${orderId}::int, 'paid', ${event.actor}, ${event.note}, ${event.actorUserId ?? null}::int,
          ${event.internal ?? false}::boolean))
      ${settled ? sql`, settled AS (${settled})` : sql``}
      UPDATE orders SET status = 'paid', updated_at = now(), paid_at = ${paid.paidAt.toISOString()}::timestamptz,
        invoice_number = ${invoiceNumberSql(paid.financialYear, sql`n`)}, invoice_date = ${paid.invoiceDate}::date
      FROM numbered WHERE orders.id = ${orderId}::int`,
  );
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
