import type { Dashboard, RevenuePeriod } from '@discus/domain/contracts/admin-orders';
import { paiseToRupees } from '@discus/domain/money';
import { ORDER_STATUSES, type OrderStatus, orderStatusLabel } from '@discus/domain/order-status';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// The dashboard's sales figures (issue 12), computed in SQL over Asia/Kolkata calendar days: an
// order paid at 23:30 IST counts for that day, not the next one in UTC. Revenue is the paid
// orders' totals (GST included, and shown apart), leaving out orders cancelled or refunded; an
// order refunded in part counts what it kept, its GST in the same share.

type Sums = { revenue: number; gst: number; orders: number };

// What each order has given back so far (refunds done; pending and failed ones have not).
const refunded = sql`LEFT JOIN LATERAL (SELECT coalesce(sum(r.amount_paise), 0) AS paise FROM refunds r
  WHERE r.order_id = o.id AND r.status = 'refunded') back ON true`;
const kept = sql`(o.total_paise - back.paise)`;
const keptTax = sql`round(o.tax_paise * ${kept}::numeric / nullif(o.total_paise, 0))`;

function period(now: Sums, before: Sums): RevenuePeriod {
  return {
    revenue: paiseToRupees(now.revenue),
    gst: paiseToRupees(now.gst),
    orders: now.orders,
    previousRevenue: paiseToRupees(before.revenue),
    changePercent:
      before.revenue === 0 ? null : Math.round(((now.revenue - before.revenue) / before.revenue) * 1000) / 10,
  };
}

export async function salesFigures(
  db: Db,
  now: Date,
): Promise<Omit<Dashboard, 'stock' | 'recentOrders' | 'searchMisses'>> {
  const at = now.toISOString();
  const { rows } = await db.execute<Record<string, number | string>>(sql`
    WITH d AS (SELECT (${at}::timestamptz AT TIME ZONE 'Asia/Kolkata')::date AS today),
    paid AS (
      SELECT (o.paid_at AT TIME ZONE 'Asia/Kolkata')::date AS day, ${kept} AS total, ${keptTax} AS tax
      FROM d, orders o ${refunded}
      WHERE o.paid_at >= (d.today - 59)::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND o.paid_at < (d.today + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND o.status NOT IN ('cancelled', 'refunded')
    )
    SELECT d.today::text AS today,
      coalesce(sum(total) FILTER (WHERE day = d.today), 0)::bigint AS r0,
      coalesce(sum(tax) FILTER (WHERE day = d.today), 0)::bigint AS g0,
      count(*) FILTER (WHERE day = d.today)::int AS n0,
      coalesce(sum(total) FILTER (WHERE day = d.today - 1), 0)::bigint AS p0,
      coalesce(sum(total) FILTER (WHERE day > d.today - 7), 0)::bigint AS r7,
      coalesce(sum(tax) FILTER (WHERE day > d.today - 7), 0)::bigint AS g7,
      count(*) FILTER (WHERE day > d.today - 7)::int AS n7,
      coalesce(sum(total) FILTER (WHERE day <= d.today - 7 AND day > d.today - 14), 0)::bigint AS p7,
      coalesce(sum(total) FILTER (WHERE day > d.today - 30), 0)::bigint AS r30,
      coalesce(sum(tax) FILTER (WHERE day > d.today - 30), 0)::bigint AS g30,
      count(*) FILTER (WHERE day > d.today - 30)::int AS n30,
      coalesce(sum(total) FILTER (WHERE day <= d.today - 30), 0)::bigint AS p30
    FROM d LEFT JOIN paid ON true GROUP BY d.today`);
  const f = rows[0] as Record<string, number | string>;
  const n = (key: string) => Number(f[key] ?? 0);
  const none = { gst: 0, orders: 0 };

  const chart = await db.execute<{ date: string; revenue: number; orders: number }>(sql`
    WITH d AS (SELECT (${at}::timestamptz AT TIME ZONE 'Asia/Kolkata')::date AS today),
    days AS (SELECT generate_series(d.today - 29, d.today, interval '1 day')::date AS day FROM d),
    paid AS (
      SELECT (o.paid_at AT TIME ZONE 'Asia/Kolkata')::date AS day, sum(${kept})::bigint AS total, count(*)::int AS n
      FROM d, orders o ${refunded}
      WHERE o.paid_at >= (d.today - 29)::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND o.paid_at < (d.today + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND o.status NOT IN ('cancelled', 'refunded')
      GROUP BY 1
    )
    SELECT days.day::text AS date, coalesce(paid.total, 0)::bigint AS revenue, coalesce(paid.n, 0)::int AS orders
    FROM days LEFT JOIN paid ON paid.day = days.day ORDER BY days.day`);

  // LATERAL: the month's orders (by paid_at's index) find their lines by order id, rather than the
  // planner reading every order line of all time to join them.
  const top = await db.execute<{ productId: number | null; title: string; quantity: number; revenue: number }>(sql`
    WITH d AS (SELECT (${at}::timestamptz AT TIME ZONE 'Asia/Kolkata')::date AS today),
    month AS (
      SELECT o.id FROM orders o, d
      WHERE o.paid_at >= (d.today - 29)::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND o.paid_at < (d.today + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND o.status NOT IN ('cancelled', 'refunded'))
    SELECT l.product_id AS "productId", min(l.title) AS title, sum(l.quantity)::int AS quantity,
      sum(l.total_paise)::bigint AS revenue
    FROM month CROSS JOIN LATERAL (
      SELECT l.product_id, l.title, l.quantity, l.total_paise FROM order_lines l
      WHERE l.order_id = month.id AND l.kind = 'goods' OFFSET 0) l
    GROUP BY l.product_id ORDER BY revenue DESC, title LIMIT 5`);

  const counts = await db.execute<{ status: OrderStatus; n: number }>(
    sql`SELECT status, count(*)::int AS n FROM orders GROUP BY status`,
  );
  const byStatus = new Map((counts.rows as { status: OrderStatus; n: number }[]).map((r) => [r.status, r.n]));
  const count = (status: OrderStatus) => byStatus.get(status) ?? 0;

  return {
    today: String(f.today),
    revenue: {
      today: period({ revenue: n('r0'), gst: n('g0'), orders: n('n0') }, { revenue: n('p0'), ...none }),
      last7Days: period({ revenue: n('r7'), gst: n('g7'), orders: n('n7') }, { revenue: n('p7'), ...none }),
      last30Days: period({ revenue: n('r30'), gst: n('g30'), orders: n('n30') }, { revenue: n('p30'), ...none }),
    },
    needsAction: {
      toPack: count('paid'),
      toShip: count('packed'),
      toDeliver: count('shipped'),
      paymentsToConfirm: count('payment_review'),
    },
    byStatus: ORDER_STATUSES.map((status) => ({ status, statusLabel: orderStatusLabel(status), count: count(status) })),
    topProducts: top.rows.map((r) => ({
      productId: r.productId,
      title: r.title,
      quantity: r.quantity,
      revenue: paiseToRupees(Number(r.revenue)),
    })),
    chart: chart.rows.map((r) => ({ date: r.date, revenue: paiseToRupees(Number(r.revenue)), orders: r.orders })),
  };
}
