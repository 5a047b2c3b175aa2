import { ADMIN_ROLE } from '@discus/domain/constants';
import type { ImageRef } from '@discus/domain/contracts/catalog';
import { PAYMENT_METHODS, type PaymentMethod } from '@discus/domain/contracts/checkout';
import type { OrderDetails, OrderListItem } from '@discus/domain/contracts/orders';
import { type GstLine, sumGst } from '@discus/domain/gst';
import type { IndianRegion } from '@discus/domain/india';
import { messages } from '@discus/domain/messages';
import { paiseToRupees } from '@discus/domain/money';
import {
  canReorder,
  canRetryPayment,
  isBuyerCancellable,
  type OrderActor,
  type OrderStatus,
  orderStatusLabel,
} from '@discus/domain/order-status';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inSnapshot } from '../../db/transaction.ts';
import { NotFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/auth.ts';
import { type PaymentAttempt, payUrlOf } from '../payments/pay-url.ts';
import { orderSummaryOf } from './summary.ts';

// What a buyer sees of their orders: My Orders and one order with its timeline. Another buyer's
// order is simply not found (an admin sees every order).

export const orderNotFound = messages.orderNotFound;

type OrderRow = {
  id: number;
  orderNumber: string;
  userId: number | null;
  status: OrderStatus;
  createdAt: Date;
  customerName: string;
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: IndianRegion;
  pinCode: string;
  supplyKind: OrderDetails['summary']['supply'];
  dispatchDate: string | null;
  arrivalEarliest: string | null;
  arrivalLatest: string | null;
  paymentExpiresAt: Date | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  shippingPaise: number;
  email: string;
  liveFish: boolean;
  totalPaise: number;
  paidAt: Date | null;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
};

export type LineRow = {
  kind: 'goods' | 'shipping' | 'packing';
  productId: number | null;
  variantId: number | null;
  title: string;
  size: string;
  color: string;
  hsnCode: string;
  liveFish: boolean;
  unitPricePaise: number;
  discountPercent: number;
  taxPercent: number;
  quantity: number;
  netPaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  image: ImageRef | null;
};

/** An order line's stored amounts as the domain's GST line. */
export const gstOf = (l: LineRow): GstLine => ({
  taxable: l.netPaise,
  rate: l.taxPercent,
  cgst: l.cgstPaise,
  sgst: l.sgstPaise,
  utgst: l.utgstPaise,
  igst: l.igstPaise,
  tax: l.taxPaise,
  total: l.totalPaise,
});

/** One order's rows, read as of one moment (its status never newer or older than its timeline). */
export function loadOrderRows(db: Db | Tx, orderId: number) {
  return inSnapshot(db, (tx) => orderRowsOn(tx, orderId));
}

async function orderRowsOn(db: Tx, orderId: number) {
  const { rows } = await db.execute<OrderRow>(sql`
    SELECT id, order_number AS "orderNumber", user_id AS "userId", status, created_at AS "createdAt",
      customer_name AS "customerName", phone, line1, line2, landmark, city, state, pin_code AS "pinCode",
      supply_kind AS "supplyKind", dispatch_date::text AS "dispatchDate", arrival_earliest::text AS "arrivalEarliest",
      arrival_latest::text AS "arrivalLatest", payment_expires_at AS "paymentExpiresAt",
      invoice_number AS "invoiceNumber", invoice_date::text AS "invoiceDate", shipping_paise AS "shippingPaise", email,
      live_fish AS "liveFish", total_paise AS "totalPaise", paid_at AS "paidAt", courier,
      tracking_number AS "trackingNumber", tracking_url AS "trackingUrl", shipped_at AS "shippedAt",
      delivered_at AS "deliveredAt"
    FROM orders WHERE id = ${orderId}`);
  const row = rows[0];
  if (!row) return undefined;
  // Raw queries through Drizzle return timestamps as text.
  const order: OrderRow = {
    ...row,
    createdAt: new Date(row.createdAt),
    paymentExpiresAt: row.paymentExpiresAt ? new Date(row.paymentExpiresAt) : null,
    paidAt: row.paidAt ? new Date(row.paidAt) : null,
    shippedAt: row.shippedAt ? new Date(row.shippedAt) : null,
    deliveredAt: row.deliveredAt ? new Date(row.deliveredAt) : null,
  };
  const lines = await db.execute<LineRow>(sql`
    SELECT l.kind, l.product_id AS "productId", l.variant_id AS "variantId", l.title, l.size, l.color,
      l.hsn_code AS "hsnCode", l.live_fish AS "liveFish", l.unit_price_paise AS "unitPricePaise",
      l.discount_percent AS "discountPercent", l.tax_percent AS "taxPercent", l.quantity,
      l.net_paise AS "netPaise", l.tax_paise AS "taxPaise", l.cgst_paise AS "cgstPaise", l.sgst_paise AS "sgstPaise",
      l.utgst_paise AS "utgstPaise", l.igst_paise AS "igstPaise", l.total_paise AS "totalPaise",
      (SELECT json_build_object('filename', i.filename, 'width', i.width, 'height', i.height, 'alt', i.alt)
        FROM product_images i WHERE i.product_id = l.product_id
        ORDER BY (i.variant_id = l.variant_id) DESC NULLS LAST, i.sort_order LIMIT 1) AS image
    FROM order_lines l WHERE l.order_id = ${orderId} ORDER BY l.id`);
  const events = await db.execute<{
    status: OrderStatus;
    actor: OrderActor;
    note: string;
    at: Date;
    internal: boolean;
    adminName: string | null;
  }>(sql`
    SELECT e.status, e.actor, e.note, e.at, e.internal,
      CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS "adminName"
    FROM order_events e LEFT JOIN users u ON u.id = e.actor_user_id
    WHERE e.order_id = ${orderId} ORDER BY e.at, e.id`);
  const attempt = await db.execute<PaymentAttempt>(sql`
    SELECT id, provider, status FROM payments WHERE order_id = ${orderId} ORDER BY created_at DESC, id LIMIT 1`);
  return { order, lines: lines.rows as LineRow[], events: events.rows, lastAttempt: attempt.rows[0] ?? null };
}

/** How the order is paid: by its newest attempt's provider (the seeded history has none: 'test'). */
function paymentMethodOf(attempt: PaymentAttempt | null): PaymentMethod {
  return PAYMENT_METHODS.find((m) => m === attempt?.provider) ?? 'test';
}

export type OrderRows = NonNullable<Awaited<ReturnType<typeof loadOrderRows>>>;

/** The order for its owner or an admin; anyone else gets 404. */
export async function orderDetailsFor(db: Db, viewer: Account, orderId: number, now: Date): Promise<OrderDetails> {
  const loaded = await loadOrderRows(db, orderId);
  if (!loaded || (loaded.order.userId !== viewer.userId && viewer.role !== ADMIN_ROLE))
    throw new NotFound(orderNotFound);
  return orderDetailsOf(loaded, now);
}

/** What the buyer sees of an order, from its rows. */
export function orderDetailsOf(loaded: OrderRows, now: Date): OrderDetails {
  const { order, lines, events, lastAttempt } = loaded;
  const goods = lines.filter((l) => l.kind === 'goods');
  const charges = lines.filter((l) => l.kind !== 'goods');
  const method = paymentMethodOf(lastAttempt);
  // A direct UPI or bank payment is made outside the store: nothing to retry on a gateway.
  const direct = method === 'upi' || method === 'bank';
  const stillPayable =
    !direct && canRetryPayment(order.status) && (order.paymentExpiresAt === null || order.paymentExpiresAt > now);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    placedAt: order.createdAt.toISOString(),
    paymentMethod: method,
    summary: orderSummaryOf({
      state: order.state,
      supply: order.supplyKind,
      lines: goods.map((l) => ({
        productId: l.productId ?? 0,
        variantId: l.variantId ?? 0,
        title: l.title,
        size: l.size,
        color: l.color,
        hsnCode: l.hsnCode,
        liveFish: l.liveFish,
        image: l.image,
        quantity: l.quantity,
        unitPaise: Math.round(l.netPaise / l.quantity),
        discountPercent: l.discountPercent,
        gst: gstOf(l),
      })),
      charges: charges.map((l) => ({ kind: l.kind as 'shipping' | 'packing', label: l.title, gst: gstOf(l) })),
      totals: sumGst(lines.map(gstOf)),
      shipping: {
        freeShippingApplied: order.shippingPaise === 0,
        transitDaysMin: 0,
        transitDaysMax: 0,
        dispatchDate: order.dispatchDate,
        arrival:
          order.arrivalEarliest && order.arrivalLatest
            ? { earliest: order.arrivalEarliest, latest: order.arrivalLatest }
            : null,
      },
    }),
    address: {
      name: order.customerName,
      phone: order.phone,
      line1: order.line1,
      line2: order.line2,
      landmark: order.landmark,
      city: order.city,
      state: order.state,
      pin: order.pinCode,
    },
    timeline: events
      .filter((e) => !e.internal)
      .map((e) => ({
        status: e.status,
        statusLabel: orderStatusLabel(e.status),
        at: new Date(e.at).toISOString(),
        actor: e.actor,
        note: e.note,
      })),
    shipment: order.shippedAt
      ? {
          courier: order.courier ?? '',
          trackingNumber: order.trackingNumber ?? '',
          trackingUrl: order.trackingUrl,
          shippedAt: order.shippedAt.toISOString(),
          deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
        }
      : null,
    invoiceNumber: order.invoiceNumber,
    canCancel: isBuyerCancellable(order.status),
    canRetryPayment: stillPayable,
    canReorder: canReorder(order.status),
    payUrl: stillPayable && lastAttempt ? payUrlOf(lastAttempt, order.id) : null,
    payBy: stillPayable && order.paymentExpiresAt ? order.paymentExpiresAt.toISOString() : null,
  };
}

/** My Orders: newest first, paged. */
export async function ordersOf(
  db: Db,
  userId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ result: OrderListItem[]; totalCount: number }> {
  const { rows } = await db.execute<{
    orderId: number;
    orderNumber: string;
    status: OrderStatus;
    placedAt: Date;
    totalPaise: number;
    itemCount: number;
    titles: string[];
    image: ImageRef | null;
    totalCount: number;
  }>(sql`
    SELECT o.id AS "orderId", o.order_number AS "orderNumber", o.status, o.created_at AS "placedAt",
      o.total_paise AS "totalPaise", count(*) OVER () AS "totalCount",
      (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'goods') AS "itemCount",
      (SELECT coalesce(json_agg(l.title ORDER BY l.id), '[]'::json) FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'goods') AS titles,
      (SELECT json_build_object('filename', i.filename, 'width', i.width, 'height', i.height, 'alt', i.alt)
        FROM order_lines l JOIN product_images i ON i.product_id = l.product_id
        WHERE l.order_id = o.id ORDER BY l.id, i.sort_order LIMIT 1) AS image
    FROM orders o WHERE o.user_id = ${userId}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && pageNo > 1) {
    // Past the last page: the window count has no row to ride on.
    const counted = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`,
    );
    totalCount = counted.rows[0]?.n ?? 0;
  }
  return {
    result: rows.map(({ totalPaise, totalCount: _count, placedAt, ...row }) => ({
      ...row,
      placedAt: new Date(placedAt).toISOString(),
      statusLabel: orderStatusLabel(row.status),
      grandTotal: paiseToRupees(totalPaise),
    })),
    totalCount,
  };
}
