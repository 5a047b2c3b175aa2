import { sql } from 'drizzle-orm';
import { preparedRows, type Queryable } from '../../db/prepared.ts';

/** Whether the user received this product in an order marked delivered ("Verified purchase"). */
export async function receivedProduct(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const rows = await preparedRows(
    db,
    'received-product',
    sql`SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.user_id = ${userId} AND o.status = 'delivered' AND l.product_id = ${productId} LIMIT 1`,
  );
  return rows.length > 0;
}
