import { type SQL, sql } from 'drizzle-orm';
import { preparedRows, type Queryable } from '../../db/prepared.ts';

// What checkout reads of a buyer's cart, and the cart's end once its order is placed.

export type CheckoutCart = { cartId: string; lines: { productId: number; variantId: number; quantity: number }[] };

/** The signed-in buyer's active cart with its lines, or null when they have none. */
export async function activeCartOf(db: Queryable, userId: number): Promise<CheckoutCart | null> {
  const rows = await preparedRows<{ id: string; productId: number | null; variantId: number | null; quantity: number }>(
    db,
    'checkout-cart',
    sql`SELECT c.id, l.product_id AS "productId", l.variant_id AS "variantId", l.quantity
      FROM carts c LEFT JOIN cart_lines l ON l.cart_id = c.id
      WHERE c.user_id = ${userId} AND c.status = 'active'
      ORDER BY l.added_at, l.variant_id`,
  );
  const first = rows[0];
  if (!first) return null;
  const lines = rows.flatMap((r) =>
    r.productId !== null && r.variantId !== null
      ? [{ productId: r.productId, variantId: r.variantId, quantity: r.quantity }]
      : [],
  );
  return { cartId: first.id, lines };
}

/**
 * The cart became an order: it is kept for the record but no longer used. Written in the order's
 * own statement (`insertOrder`'s `alongside`), so it is retired exactly when the order exists.
 */
export function retireOrderedCartSql(cartId: string): SQL {
  return sql`UPDATE carts SET status = 'retired', updated_at = now() WHERE id = ${cartId}::uuid AND status = 'active'`;
}
