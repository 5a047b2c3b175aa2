import type { ProductSummary } from '@discus/domain/contracts/catalog';
import { sql } from 'drizzle-orm';
import { preparedRows, type Queryable } from '../../db/prepared.ts';
import { productsFrom, summaryColumns } from './product-json.ts';

// What other areas (the wishlist) read of the catalogue: products as the cards show them.

/** The visible products among these ids, as the product list answers them, by id. */
export async function productSummaries(db: Queryable, ids: number[]): Promise<Map<number, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await preparedRows<ProductSummary>(
    db,
    'product-summaries-by-id',
    sql`SELECT ${summaryColumns} ${productsFrom(sql`p.id = ANY(${sql.param(ids)}::int[])`)}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether a buyer may see this product, and whether the variant (when named) is one of its options. */
export async function visibleProductVariant(
  db: Queryable,
  productId: number,
  variantId: number | null,
): Promise<{ product: boolean; variant: boolean }> {
  const [row] = await preparedRows<{ variant: boolean }>(
    db,
    'visible-product-variant',
    sql`SELECT EXISTS (SELECT 1 FROM variants v WHERE v.id = ${variantId}::int AND v.product_id = p.id AND v.active)
        AS variant ${productsFrom(sql`p.id = ${productId}`)}`,
  );
  return { product: row !== undefined, variant: row?.variant ?? false };
}
