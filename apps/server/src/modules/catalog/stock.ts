import { messages } from '@discus/domain/messages';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { preparedRows, type Queryable } from '../../db/prepared.ts';
import { Conflict } from '../../lib/errors.ts';

// What checkout needs from the catalogue (which owns products and variants, DESIGN rule 3):
// today's prices and tax facts of the variants being bought, and the stock they take or give back.

export type SaleVariant = {
  variantId: number;
  productId: number;
  title: string;
  size: string;
  color: string;
  hsnCode: string;
  liveFish: boolean;
  pricePaise: number;
  discountEnabled: boolean;
  discountPercent: number;
  taxPercent: number;
  stock: number;
  /** The variant, its product and its category are all active. */
  available: boolean;
};

/** The sale facts of the variants whose ids `variantIds` (an SQL int[]) gives. */
export function saleVariantsSql(variantIds: SQL): SQL {
  return sql`SELECT v.id AS "variantId", v.product_id AS "productId", p.title, v.size, v.color,
        coalesce(p.hsn_code, '') AS "hsnCode", p.live_fish AS "liveFish", v.price_paise AS "pricePaise",
        v.discount_enabled AS "discountEnabled", v.discount_percent AS "discountPercent",
        v.tax_percent AS "taxPercent", v.stock, (v.active AND p.active AND c.active) AS available
      FROM variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id
      WHERE v.id = ANY(${variantIds})`;
}

export async function saleVariants(db: Queryable, variantIds: number[]): Promise<Map<number, SaleVariant>> {
  return saleVariantsById(
    await preparedRows<SaleVariant>(db, 'sale-variants', saleVariantsSql(sql`${sql.param(variantIds)}::int[]`)),
  );
}

export function saleVariantsById(rows: readonly SaleVariant[]): Map<number, SaleVariant> {
  return new Map(rows.map((row) => [row.variantId, row]));
}

export type StockNeed = { variantId: number; quantity: number; title: string; size: string };

/** The wanted quantity of each variant, lines of the same variant counted together. */
export function totalNeeds(lines: readonly StockNeed[]): StockNeed[] {
  const byVariant = new Map<number, StockNeed>();
  for (const line of lines) {
    const seen = byVariant.get(line.variantId);
    byVariant.set(line.variantId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  // A fixed order (by id) so two checkouts never wait on each other's rows in opposite orders.
  return [...byVariant.values()].sort((a, b) => a.variantId - b.variantId);
}

export function outOfStockMessage(need: StockNeed, left: number): string {
  const what = need.size ? `${need.title} (${need.size})` : need.title;
  return left > 0 ? `Only ${left} left of ${what}; please lower the quantity.` : `${what} has just sold out.`;
}

/**
 * Step `reserveStock` as part of the order's own statement (decision 044): CTEs to follow the
 * order's, and an expression for its final SELECT that refuses the whole statement (`refuse`,
 * migration 0012) when a variant could not give its quantity. Stock never goes below zero, whoever
 * else is buying the same fish: each row is changed only where it still has the quantity, checked
 * again on its newest version after any wait. One statement commits as it ends: the row of a popular
 * fish is held for the rest of the statement and its commit, not for a round trip to the store.
 * Only rows with enough stock are taken: once a fish is sold out, the buyers still trying are turned
 * away at once instead of taking turns on its row.
 * `needs` must be `totalNeeds`' answer. `shape` names the statement's text: one for a single
 * variant, one for several, whose rows are locked first in id order (`locked`) so that two orders
 * never wait on each other's rows in opposite orders. A single row has no order to keep, and locking
 * it apart cost 10–30 % more CPU an order (docs/benchmarks.md, 2026-11-27, fifth session).
 */
export function stockTakeSql(needs: readonly StockNeed[]): { shape: 'one' | 'several'; ctes: SQL; refusal: SQL } {
  const ids = sql`${sql.param(needs.map((need) => need.variantId))}::int[]`;
  const quantities = sql`${sql.param(needs.map((need) => need.quantity))}::int[]`;
  const several = needs.length > 1;
  return {
    shape: several ? 'several' : 'one',
    ctes: sql`needs AS (SELECT * FROM unnest(${ids}, ${quantities}) AS n(variant_id, quantity)),
      ${
        several
          ? sql`locked AS (
        SELECT v.id FROM variants v JOIN needs n ON n.variant_id = v.id
        WHERE v.id = ANY(${ids}) AND v.stock >= n.quantity
        ORDER BY v.id FOR UPDATE OF v),`
          : sql``
      }
      taken AS (
        UPDATE variants v SET stock = v.stock - n.quantity
        FROM needs n, ${several ? sql`locked l,` : sql``} products p, categories c
        WHERE v.id = ANY(${ids}) AND v.id = n.variant_id ${several ? sql`AND l.id = v.id` : sql``}
          AND v.stock >= n.quantity
          AND p.id = v.product_id AND c.id = p.category_id AND v.active AND p.active AND c.active
        RETURNING v.id)`,
    refusal: sql`CASE WHEN (SELECT count(*) FROM taken) < cardinality(${ids}) THEN refuse((
        SELECT json_build_object('notTaken', json_agg(n.variant_id ORDER BY n.variant_id))
        FROM needs n WHERE n.variant_id NOT IN (SELECT id FROM taken))) END`,
  };
}

/** What `stockTakeSql`'s refusal says: the variants (by id, ascending) that could not give their quantity. */
export type StockRefusal = { notTaken: number[] };

/** The 409 for a refused take: what ran out first (by id), with what is left of it now. */
export async function stockRefusal(
  db: Queryable,
  needs: readonly StockNeed[],
  refused: StockRefusal,
): Promise<Conflict> {
  const need = needs.find((n) => n.variantId === refused.notTaken[0]);
  if (!need) return new Conflict(messages.lineUnavailable);
  const [row] = await preparedRows<{ stock: number }>(
    db,
    'stock-left',
    sql`SELECT stock FROM variants WHERE id = ${need.variantId}`,
  );
  const left = row?.stock ?? 0;
  // Enough left, so it was taken off sale meanwhile (the variant, its product or its category).
  return new Conflict(left >= need.quantity ? messages.lineUnavailable : outOfStockMessage(need, left));
}

/** Gives stock back (an order cancelled or never paid). */
export async function returnStock(client: pg.ClientBase, needs: readonly StockNeed[]): Promise<void> {
  for (const need of totalNeeds(needs)) {
    await preparedRows(
      client,
      'stock-return',
      sql`UPDATE variants SET stock = stock + ${need.quantity} WHERE id = ${need.variantId}`,
    );
  }
}

export type StockSetting = { variantId: number; stock: number; version?: number };

/**
 * The owner sets stock to a count (inventory, bulk edit, import, the item form): the one place
 * besides reserve and return that writes variants.stock. With a version, a variant changed since
 * (by a sale, or another admin) is left alone. Answers the ids it set.
 */
export async function setStock(client: pg.ClientBase, settings: readonly StockSetting[]): Promise<Set<number>> {
  const set = new Set<number>();
  for (const setting of [...settings].sort((a, b) => a.variantId - b.variantId)) {
    const rows = await preparedRows<{ id: number }>(
      client,
      'stock-set',
      sql`UPDATE variants SET stock = ${setting.stock}
        WHERE id = ${setting.variantId} AND (${setting.version ?? null}::int IS NULL OR version = ${setting.version ?? null}::int)
        RETURNING id`,
    );
    if (rows.length > 0) set.add(setting.variantId);
  }
  return set;
}
