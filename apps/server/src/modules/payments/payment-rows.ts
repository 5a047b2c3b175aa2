import { DIRECT_METHODS, type DirectMethod } from '@discus/domain/direct-payment';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { orders, payments } from '../../db/schema.ts';

export type PaymentStatus =
  | 'created'
  | 'paid'
  | 'declined'
  | 'expired'
  | 'cancelled'
  | 'paid_late'
  // Razorpay reported a captured payment of another amount: the owner looks (decision 037).
  | 'amount_mismatch';

export async function createPayment(tx: Tx, orderId: number, amountPaise: number, provider: string): Promise<string> {
  const [row] = await tx.insert(payments).values({ orderId, amountPaise, provider }).returning({ id: payments.id });
  if (!row) throw new Error('inserting the payment returned nothing');
  return row.id;
}

/**
 * The payment record of an order being placed, written in the order's own statement (it reads the
 * new order's id from `placed`); the id is chosen here so no answer has to come back for it.
 */
export function paymentRowSql(paymentId: string, amountPaise: number, provider: string): SQL {
  return sql`INSERT INTO payments (id, order_id, amount_paise, provider)
    SELECT ${paymentId}::uuid, id, ${amountPaise}::int, ${provider} FROM placed`;
}

/** The id of the order a payment attempt belongs to, as an expression (null for no such payment). */
export function orderOfPaymentSql(paymentId: string): SQL {
  return sql`(SELECT order_id FROM payments WHERE id = ${paymentId}::uuid)`;
}

/**
 * A gateway's callback, received: recorded by its signature and its payment locked, in one
 * statement (its order is locked before it, through `orderOfPaymentSql`). `first` is false when the
 * same callback was handled before (a replay); `payment` is undefined when there is no such payment.
 */
export async function receiveCallback(
  tx: Tx,
  callback: { signature: string; paymentId: string; outcome: string },
): Promise<{ first: boolean; payment: { id: string; status: PaymentStatus } | undefined }> {
  const [row] = await preparedRows<{ first: boolean; id: string | null; status: string | null }>(
    tx,
    'payment-callback',
    sql`WITH receipt AS (
        INSERT INTO payment_callbacks (signature, payment_id, outcome)
        VALUES (${callback.signature}, ${callback.paymentId}::uuid, ${callback.outcome})
        ON CONFLICT DO NOTHING RETURNING 1)
      SELECT EXISTS (SELECT FROM receipt) AS first, locked.id, locked.status
      FROM (SELECT) AS one
      LEFT JOIN LATERAL (SELECT id, status FROM payments WHERE id = ${callback.paymentId}::uuid FOR UPDATE) locked
        ON true`,
  );
  const payment = row?.id ? { id: row.id, status: row.status as PaymentStatus } : undefined;
  return { first: row?.first === true, payment };
}

/** The attempt that paid its order, decided: a statement for the order's own (`setPaid`). */
export function paymentPaidSql(paymentId: string): SQL {
  return sql`UPDATE payments SET status = 'paid', decided_at = now() WHERE id = ${paymentId}::uuid`;
}

export async function setPaymentStatus(tx: Tx, paymentId: string, status: PaymentStatus): Promise<void> {
  await tx.update(payments).set({ status, decidedAt: new Date() }).where(eq(payments.id, paymentId));
}

/** Open attempts of an order end with it (expired, cancelled). */
export async function closeOpenPayments(tx: Tx, orderId: number, status: PaymentStatus): Promise<void> {
  await tx
    .update(payments)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
}

/** What the gateway page shows for one attempt. */
export async function paymentSession(db: Db, paymentId: string) {
  const [row] = await db
    .select({
      paymentId: payments.id,
      status: payments.status,
      amountPaise: payments.amountPaise,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, sql`${paymentId}::uuid`));
  return row as
    | { paymentId: string; status: PaymentStatus; amountPaise: number; orderId: number; orderNumber: string }
    | undefined;
}

/** The newest attempt of an order still waiting for the buyer through this provider, if any. */
export async function openPaymentOf(db: Db | Tx, orderId: number, provider: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created'), eq(payments.provider, provider)))
    .orderBy(sql`${payments.createdAt} DESC`)
    .limit(1);
  return row?.id;
}

/** The direct method (UPI or bank transfer) an order is paid by, if it is one. */
export async function directMethodOf(db: Db | Tx, orderId: number): Promise<DirectMethod | undefined> {
  const [row] = await db
    .select({ provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.provider, [...DIRECT_METHODS])))
    .orderBy(sql`${payments.createdAt} DESC`)
    .limit(1);
  return row?.provider as DirectMethod | undefined;
}

/** The open direct payment of an order (the one a UTR is reported on), locked. */
export async function lockDirectPayment(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: payments.id, provider: payments.provider, status: payments.status, reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.provider, [...DIRECT_METHODS])))
    .orderBy(sql`${payments.createdAt} DESC`)
    .limit(1)
    .for('update');
  return row as { id: string; provider: DirectMethod; status: PaymentStatus; reference: string | null } | undefined;
}
