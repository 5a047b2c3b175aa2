import type {
  AdminOrderDetails,
  AdminOrderRow,
  adminOrderFilter,
  OwnerOrderAction,
} from '@discus/domain/contracts/admin-orders';
import { ORDER_CSV_MAX_LINES } from '@discus/domain/contracts/admin-orders';
import { paiseToRupees } from '@discus/domain/money';
import { nextStatus, type OrderStatus, orderStatusLabel } from '@discus/domain/order-status';
import { stringify } from 'csv-stringify/sync';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { inSnapshot } from '../../db/transaction.ts';
import { NotFound } from '../../lib/errors.ts';
import { loadShippingConfig } from '../shipping/settings.ts';
import { loadOrderRows, orderDetailsOf, orderNotFound } from './order-view.ts';

// What the owner sees of the orders (issue 12): the list with filters and search, one order with
// everything the shop knows, and the accountant's CSV.

export type OrderFilter = z.output<typeof adminOrderFilter>;

// Must match the expression of orders_search_trgm_idx (migration, hand-written part) exactly.
const searchText = sql`lower(o.order_number || ' ' || o.customer_name || ' ' || o.email || ' ' || o.phone)`;

/** Asia/Kolkata calendar days, both included, as instants. */
function whereOf(filter: OrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.statuses.length > 0)
    parts.push(
      sql`o.status IN (${sql.join(
        filter.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (filter.from) parts.push(sql`o.created_at >= (${filter.from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  if (filter.to) parts.push(sql`o.created_at < (${filter.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  const query = filter.query.trim().toLowerCase();
  if (query) {
    const digits = query.replace(/\D/g, '');
    const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // One trigram-indexed text of number, name, email and phone (orders_search_trgm_idx).
    const either: SQL[] = [sql`${searchText} LIKE ${like(query)}`];
    // "DS-123", "123" or "000123" all find DS-000123.
    if (/^(ds-?)?\d+$/i.test(query)) either.push(sql`o.order_number = ${`DS-${digits.padStart(6, '0')}`}`);
    // A phone typed with spaces or a +91: its last 10 digits.
    if (digits.length >= 4 && digits !== query) either.push(sql`${searchText} LIKE ${like(digits.slice(-10))}`);
    parts.push(sql`(${sql.join(either, sql` OR `)})`);
  }
  return sql.join(parts, sql` AND `);
}

const orderBy: Record<OrderFilter['sort'], SQL> = {
  newest: sql`o.created_at DESC, o.id DESC`,
  oldest: sql`o.created_at ASC, o.id ASC`,
  total_desc: sql`o.total_paise DESC, o.id DESC`,
  total_asc: sql`o.total_paise ASC, o.id ASC`,
};

type RawRow = Omit<AdminOrderRow, 'grandTotal' | 'statusLabel' | 'placedAt'> & { totalPaise: number; placedAt: string };

const rowColumns = sql`o.id AS "orderId", o.order_number AS "orderNumber", o.status,
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "placedAt",
  o.customer_name AS "customerName", o.phone, o.email, o.state, o.total_paise AS "totalPaise", o.live_fish AS "liveFish",
  (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'goods') AS "itemCount"`;

export function toAdminRow({ totalPaise, ...row }: RawRow): AdminOrderRow {
  return { ...row, statusLabel: orderStatusLabel(row.status), grandTotal: paiseToRupees(totalPaise) };
}

export async function recentOrderRows(db: Db, limit: number): Promise<AdminOrderRow[]> {
  const { rows } = await db.execute<RawRow>(sql`
    SELECT ${rowColumns} FROM orders o ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`);
  return (rows as RawRow[]).map(toAdminRow);
}

export async function listOrders(
  db: Db,
  query: { filter: OrderFilter; pageNo: number; pageSize: number },
): Promise<{ result: AdminOrderRow[]; totalCount: number; pageNo: number; pageSize: number }> {
  const where = whereOf(query.filter);
  const [page, count] = await Promise.all([
    // The page is cut first, then its rows get their item counts: a deep page skips rows cheaply.
    db.execute<RawRow>(sql`
      WITH o AS (
        SELECT o.* FROM orders o WHERE ${where}
        ORDER BY ${orderBy[query.filter.sort]}
        LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize})
      SELECT ${rowColumns} FROM o ORDER BY ${orderBy[query.filter.sort]}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`),
  ]);
  return {
    result: (page.rows as RawRow[]).map(toAdminRow),
    totalCount: (count.rows[0] as { n: number } | undefined)?.n ?? 0,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

// A cell a spreadsheet would run as a formula is written as text.
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const rupees = (paise: number) => (paise / 100).toFixed(2);

const CSV_COLUMNS = [
  'order_number',
  'order_date',
  'status',
  'invoice_number',
  'invoice_date',
  'buyer',
  'state',
  'supply',
  'line',
  'description',
  'hsn',
  'quantity',
  'gst_percent',
  'taxable_value',
  'cgst',
  'sgst',
  'utgst',
  'igst',
  'line_total',
] as const;

/** One CSV line per order line (goods and charges) of the filtered orders, with its GST. */
export async function ordersCsv(db: Db, filter: OrderFilter): Promise<string> {
  const { rows } = await db.execute<Record<string, string | number>>(sql`
    SELECT o.order_number, to_char(o.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS order_date, o.status,
      coalesce(o.invoice_number, '') AS invoice_number, coalesce(o.invoice_date::text, '') AS invoice_date,
      o.customer_name AS buyer, o.state, o.supply_kind AS supply, l.kind AS line,
      trim(l.title || CASE WHEN l.size <> '' THEN ', ' || l.size ELSE '' END) AS description,
      l.hsn_code AS hsn, l.quantity, l.tax_percent AS gst_percent, l.net_paise, l.cgst_paise, l.sgst_paise,
      l.utgst_paise, l.igst_paise, l.total_paise
    FROM orders o JOIN order_lines l ON l.order_id = o.id
    WHERE ${whereOf(filter)}
    ORDER BY ${orderBy[filter.sort]}, l.id
    LIMIT ${ORDER_CSV_MAX_LINES}`);
  return stringify(
    rows.map((r) => ({
      order_number: r.order_number,
      order_date: r.order_date,
      status: r.status,
      invoice_number: r.invoice_number,
      invoice_date: r.invoice_date,
      buyer: asText(String(r.buyer)),
      state: r.state,
      supply: r.supply,
      line: r.line,
      description: asText(String(r.description)),
      hsn: r.hsn,
      quantity: r.quantity,
      gst_percent: r.gst_percent,
      taxable_value: rupees(Number(r.net_paise)),
      cgst: rupees(Number(r.cgst_paise)),
      sgst: rupees(Number(r.sgst_paise)),
      utgst: rupees(Number(r.utgst_paise)),
      igst: rupees(Number(r.igst_paise)),
      line_total: rupees(Number(r.total_paise)),
    })),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}

const OWNER_ACTIONS: readonly OwnerOrderAction[] = ['pack', 'ship', 'deliver', 'cancel'];

/** Money the gateway took that did not pay the order: the owner refunds it from the gateway's dashboard. */
function paymentAlert(payment: { status: string; providerPaymentId: string | null }): string | undefined {
  const which = payment.providerPaymentId ?? 'a payment';
  if (payment.status === 'amount_mismatch')
    return `Razorpay payment ${which} does not match the order's amount, so the order was not marked paid. Check it in Razorpay's dashboard and refund it there.`;
  if (payment.status === 'paid_late')
    return `Payment ${which} arrived after the order had closed or was already paid. Refund it from the payment gateway's dashboard.`;
  return undefined;
}

/**
 * One order as the owner sees it: the buyer's view plus contact, payments, refund, admin timeline,
 * actions; all read as of one moment, so the actions offered fit the status shown.
 */
export function adminOrderDetails(db: Db, orderId: number, now: Date): Promise<AdminOrderDetails> {
  return inSnapshot(db, (tx) => adminOrderDetailsOn(tx, orderId, now));
}

async function adminOrderDetailsOn(db: Tx, orderId: number, now: Date): Promise<AdminOrderDetails> {
  const loaded = await loadOrderRows(db, orderId);
  if (!loaded) throw new NotFound(orderNotFound);
  const order = orderDetailsOf(loaded, now);
  const { order: row, events } = loaded;
  const payments = await db.execute<{
    provider: string;
    status: string;
    amountPaise: number;
    providerPaymentId: string | null;
    createdAt: string;
    decidedAt: string | null;
  }>(sql`
    SELECT provider, status, amount_paise AS "amountPaise", provider_payment_id AS "providerPaymentId",
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
      to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "decidedAt"
    FROM payments WHERE order_id = ${orderId} ORDER BY created_at`);
  const refunds = await db.execute<{
    provider: string;
    amountPaise: number;
    status: 'pending' | 'refunded' | 'failed';
    reason: string;
    reference: string | null;
    failure: string | null;
    createdAt: string;
  }>(sql`
    SELECT provider, amount_paise AS "amountPaise", status, reason, reference, failure,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
    FROM refunds WHERE order_id = ${orderId} ORDER BY created_at, id`);
  const status = row.status as OrderStatus;
  const facts = { paymentReceived: row.paidAt !== null };
  const promised = refunds.rows.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);
  const refundable = row.paidAt ? Math.max(0, row.totalPaise - promised) : 0;
  // Everything paid is on its way back: the order is being unwound, nothing else to do.
  const unwinding = row.paidAt !== null && refundable === 0;
  const actions: OwnerOrderAction[] = unwinding
    ? []
    : OWNER_ACTIONS.filter((action) => nextStatus(status, action, 'owner', facts).ok);
  if (refundable > 0 && nextStatus(status, 'refund', 'owner', facts).ok) actions.push('refund');
  const { doaClaimWindowHours } = await loadShippingConfig(db);
  return {
    order,
    buyer: { name: row.customerName, phone: row.phone, email: row.email, userId: row.userId },
    timeline: events.map((e) => ({
      status: e.status,
      statusLabel: orderStatusLabel(e.status),
      at: new Date(e.at).toISOString(),
      actor: e.actor,
      adminName: e.actor === 'owner' ? e.adminName : null,
      note: e.note,
      internal: e.internal,
    })),
    payments: payments.rows.map((p) => ({
      provider: p.provider,
      status: p.status,
      amount: paiseToRupees(p.amountPaise),
      createdAt: p.createdAt,
      decidedAt: p.decidedAt,
    })),
    refunds: refunds.rows.map(({ amountPaise, ...refund }) => ({ ...refund, amount: paiseToRupees(amountPaise) })),
    refundable: paiseToRupees(refundable),
    alerts: payments.rows.flatMap((p) => paymentAlert(p) ?? []),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    liveFish: row.liveFish,
    doaClaimUntil: row.deliveredAt
      ? new Date(row.deliveredAt.getTime() + doaClaimWindowHours * 3600_000).toISOString()
      : null,
    actions,
  };
}
