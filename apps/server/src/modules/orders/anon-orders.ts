import type { AnonOrder } from '@discus/domain/contracts/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const SHOWN_STATUSES = ['paid', 'packed', 'shipped', 'delivered'];

/** Recent orders for the order notifier: where and what, never who (PRODUCT.md section 8). */
export async function recentAnonymousOrders(db: Db, limit = 20): Promise<AnonOrder[]> {
  const { rows } = (await db.execute(sql`
    SELECT o.state, o.city,
      (SELECT coalesce(json_agg(json_build_object('title', l.title) ORDER BY l.id), '[]'::json)
        FROM order_lines l WHERE l.order_id = o.id) AS "productList"
    FROM orders o
    WHERE o.status IN (${sql.join(
      SHOWN_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})
    ORDER BY o.created_at DESC
    LIMIT ${limit}`)) as { rows: AnonOrder[] };
  return rows;
}
