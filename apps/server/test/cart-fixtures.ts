import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

export type Variant = { productId: number; variantId: number; title: string; size: string };

/**
 * `count` active variants of distinct active products of the seeded catalogue, from the `skip`-th
 * on, each set to `stock` pieces. Tests that take different slices never touch each other's stock.
 */
export async function variantsWithStock(db: Db, count: number, stock: number, skip = 0): Promise<Variant[]> {
  const { rows } = await db.execute(
    sql`SELECT DISTINCT ON (p.id) p.id AS "productId", v.id AS "variantId", p.title, v.size
      FROM products p JOIN categories c ON c.id = p.category_id JOIN variants v ON v.product_id = p.id
      WHERE p.active AND c.active AND v.active
      ORDER BY p.id, v.sort_order, v.id LIMIT ${count} OFFSET ${skip}`,
  );
  const variants = rows as Variant[];
  for (const v of variants) await setStock(db, v.variantId, stock);
  return variants;
}

/** A second active variant of the same product, when the product has one. */
export async function otherVariantOf(db: Db, variant: Variant, stock: number): Promise<Variant | undefined> {
  const { rows } = await db.execute(
    sql`SELECT v.product_id AS "productId", v.id AS "variantId", p.title, v.size
      FROM variants v JOIN products p ON p.id = v.product_id
      WHERE v.product_id = ${variant.productId} AND v.id <> ${variant.variantId} AND v.active LIMIT 1`,
  );
  const other = rows[0] as Variant | undefined;
  if (other) await setStock(db, other.variantId, stock);
  return other;
}

export async function setStock(db: Db, variantId: number, stock: number): Promise<void> {
  await db.execute(sql`UPDATE variants SET stock = ${stock} WHERE id = ${variantId}`);
}

export const guestId = () => randomUUID();

export const item = (v: Variant, quantity: number) => ({
  productId: v.productId,
  selectedVariants: [{ variantId: v.variantId, quantity }],
});
