import type { WishlistItem } from '@discus/domain/contracts/wishlist';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows, type Queryable } from '../../db/prepared.ts';
import { BadRequest, NotFound } from '../../lib/errors.ts';
import { productSummaries, visibleProductVariant } from '../catalog/summaries.ts';

// issue 13. Every function takes the signed-in user's id from their token (never from the
// request body), so one user's wishlist is out of reach of everyone else.

export async function wishlistIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await preparedRows<{ productId: number }>(
    db,
    'wishlist-ids',
    sql`SELECT product_id AS "productId" FROM wishlist_items WHERE user_id = ${userId} ORDER BY created_at DESC, product_id`,
  );
  return rows.map((r) => r.productId);
}

export async function listWishlist(db: Db, userId: number): Promise<WishlistItem[]> {
  const rows = await preparedRows<{ productId: number; variantId: number | null; addedAt: string }>(
    db,
    'wishlist-rows',
    sql`SELECT product_id AS "productId", variant_id AS "variantId",
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "addedAt"
      FROM wishlist_items WHERE user_id = ${userId} ORDER BY created_at DESC, product_id`,
  );
  const products = await productSummaries(
    db,
    rows.map((r) => r.productId),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    if (!product) return [];
    // An option the owner removed since falls back to "none chosen".
    const variantId = product.options.some((o) => o._id === row.variantId) ? row.variantId : null;
    return [{ product, variantId, addedAt: row.addedAt }];
  });
}

export async function addToWishlist(db: Db, userId: number, productId: number, variantId?: number): Promise<number[]> {
  const visible = await visibleProductVariant(db, productId, variantId ?? null);
  if (!visible.product) throw new NotFound(messages.productNotFound);
  if (variantId !== undefined && !visible.variant) throw new NotFound(messages.variantNotFound);
  // One statement: two taps racing meet on the primary key, and neither fails.
  await preparedRows(
    db,
    'wishlist-add',
    sql`INSERT INTO wishlist_items (user_id, product_id, variant_id) VALUES (${userId}, ${productId}, ${variantId ?? null}::int)
      ON CONFLICT (user_id, product_id) DO UPDATE
      SET variant_id = coalesce(EXCLUDED.variant_id, wishlist_items.variant_id)`,
  );
  return wishlistIds(db, userId);
}

export async function removeFromWishlist(db: Queryable, userId: number, productId: number): Promise<number[]> {
  await preparedRows(
    db,
    'wishlist-remove',
    sql`DELETE FROM wishlist_items WHERE user_id = ${userId} AND product_id = ${productId}`,
  );
  return wishlistIds(db, userId);
}

/** Refuses a product that is not on this user's list. */
export async function assertKept(db: Queryable, userId: number, productId: number): Promise<void> {
  const rows = await preparedRows(
    db,
    'wishlist-kept',
    sql`SELECT 1 FROM wishlist_items WHERE user_id = ${userId} AND product_id = ${productId}`,
  );
  if (rows.length === 0) throw new BadRequest(messages.wishlistNotKept);
}
