import type { VariantOption } from '@discus/domain/contracts/catalog';
import { type SQL, sql } from 'drizzle-orm';
import { preparedRows, type Queryable } from '../../db/prepared.ts';
import { imagesJson, optionsJson } from './product-json.ts';

// What the cart module needs to know about products and variants, read here because the
// catalogue owns those tables (DESIGN rule 3).

export type CartVariant = {
  variantId: number;
  productId: number;
  title: string;
  size: string;
  color: string;
  stock: number;
  /** The variant, its product and the product's category are all active. */
  available: boolean;
};

/** SQL: the `CartVariant` rows of these variant ids (an int[]), for a cart statement that reads them with its own work. */
export const cartVariantsOf = (variantIds: SQL) =>
  sql`SELECT v.id AS "variantId", v.product_id AS "productId", p.title, v.size, v.color, v.stock,
      (v.active AND p.active AND c.active) AS available
    FROM variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id
    WHERE v.id = ANY(${variantIds})`;

/** The variants a cart change names, with their current stock (unknown ids are left out). */
export function variantsForCart(db: Queryable, variantIds: number[]): Promise<CartVariant[]> {
  return preparedRows<CartVariant>(db, 'cart-variants', cartVariantsOf(sql`${sql.param(variantIds)}::int[]`));
}

export type CartProduct = {
  id: number;
  title: string;
  slug: string;
  options: VariantOption[];
  variant_images: { filename: string; width: number; height: number; alt: string; variantId: number | null }[];
  isAvailable: boolean;
  /** Per variant id: what can be bought now (0 when the variant or product is withdrawn). */
  stock: Record<string, number>;
};

/**
 * SQL: the `CartProduct` rows of these product ids (an int[]), withdrawn ones included (isAvailable
 * false), for a cart statement that reads them with its own work.
 */
export const cartProductsOf = (productIds: SQL) =>
  sql`SELECT p.id, p.title, p.slug, ${optionsJson} AS options, ${imagesJson} AS variant_images,
      (p.active AND c.active) AS "isAvailable",
      (SELECT coalesce(json_object_agg(v.id, CASE WHEN v.active AND p.active AND c.active THEN v.stock ELSE 0 END),
        '{}'::json) FROM variants v WHERE v.product_id = p.id) AS stock
    FROM products p JOIN categories c ON c.id = p.category_id
    WHERE p.id = ANY(${productIds})`;
