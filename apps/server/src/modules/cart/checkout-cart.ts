import { type SQL, sql } from 'drizzle-orm';
import { preparedRows, type Queryable } from '../../db/prepared.ts';

// What checkout reads of a buyer's cart, and the cart's end once its order is placed.

export type CheckoutCart = { cartId: string; lines: { productId: number; variantId: number; quantity: number }[] };

type CartRow = { id: string; productId: number | null; variantId: number | null; quantity: number };

/** The rows of the buyer's active cart, one per line (one with no line for an empty cart). */
export function activeCartRowsSql(userId: number): SQL {
  return sql`SELECT c.id, l.product_id AS "productId", l.variant_id AS "variantId", l.quantity
      FROM carts c LEFT JOIN cart_lines l ON l.cart_id = c.id
      WHERE c.user_id = ${userId}::int AND c.status = 'active'
      ORDER BY l.added_at, l.variant_id`;
}

/** The signed-in buyer's active cart with its lines, or null when they have none. */
export async function activeCartOf(db: Queryable, userId: number): Promise<CheckoutCart | null> {
  return checkoutCartOf(await preparedRows<CartRow>(db, 'checkout-cart', activeCartRowsSql(userId)));
}

/** The cart of `activeCartRowsSql`'s rows (also when read in a larger statement). */
export function checkoutCartOf(rows: readonly CartRow[]): CheckoutCart | null {
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
