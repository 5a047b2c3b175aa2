import { DEFAULT_LOW_STOCK_AT } from '@discus/domain/catalogue-rules';
import type {
  InventoryAnswer,
  InventoryProduct,
  InventoryQuery,
  InventoryVariant,
  UpdateVariantBody,
} from '@discus/domain/contracts/admin-catalog';
import { messages } from '@discus/domain/messages';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import type { CatalogueChanges } from '../../plugins/catalogue-changes.ts';
import { changesBetween, recordAudit } from './admin-audit.ts';
import { inventorySearchIds } from './search.ts';
import { setStock } from './stock.ts';

export type Editor = { db: Db; changes: CatalogueChanges; actorUserId: number };

const SETTINGS_KEY = 'inventory';
// The storefront's search finds the active products; more than this many matches is no search.
const SEARCH_LIMIT = 200;

export async function lowStockAt(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTINGS_KEY));
  const value = (row?.value as { lowStockAt?: unknown } | undefined)?.lowStockAt;
  return typeof value === 'number' ? value : DEFAULT_LOW_STOCK_AT;
}

export async function setLowStockAt(db: Db, value: number): Promise<number> {
  await db
    .insert(settings)
    .values({ key: SETTINGS_KEY, value: { lowStockAt: value } })
    .onConflictDoUpdate({ target: settings.key, set: { value: { lowStockAt: value }, updatedAt: new Date() } });
  return value;
}

export const variantColumns = sql`v.id, v.size, v.color, v.price_paise / 100.0 AS price, v.stock,
  v.discount_enabled AS "discountEnabled", v.discount_percent AS "discountPercent", v.tax_percent AS "taxPercent",
  v.active, v.version`;

const variantsJson = sql`(SELECT coalesce(json_agg(json_build_object(
    'id', v.id, 'size', v.size, 'color', v.color, 'price', v.price_paise / 100.0, 'stock', v.stock,
    'discountEnabled', v.discount_enabled, 'discountPercent', v.discount_percent, 'taxPercent', v.tax_percent,
    'active', v.active, 'version', v.version) ORDER BY v.sort_order, v.id), '[]'::json)
  FROM variants v WHERE v.product_id = p.id)`;

const activeStock = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.active AND ${condition})`;

const minPrice = sql`(SELECT min(v.price_paise) FROM variants v WHERE v.product_id = p.id AND v.active)`;
const totalStock = sql`(SELECT coalesce(sum(v.stock), 0) FROM variants v WHERE v.product_id = p.id AND v.active)`;

/**
 * Matches of the storefront's own search (typo-tolerant, ranked) for the active products, and
 * title matches for the hidden ones the storefront does not show: best first.
 */
async function searchIds(db: Db, query: string): Promise<number[]> {
  const visible = await inventorySearchIds(db, query, SEARCH_LIMIT);
  const { rows } = await db.execute(sql`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
    WHERE NOT (p.active AND c.active) AND p.title ILIKE ${`%${query.replace(/[%_\\]/g, '\\$&')}%`}
    ORDER BY p.created_at DESC LIMIT ${SEARCH_LIMIT}`);
  return [...visible, ...(rows as { id: number }[]).map((r) => r.id)];
}

export async function listInventory(db: Db, query: InventoryQuery): Promise<InventoryAnswer> {
  const low = await lowStockAt(db);
  const filters: SQL[] = [sql`true`];
  let ranked: number[] | undefined;
  if (query.query) {
    ranked = await searchIds(db, query.query);
    filters.push(sql`p.id = ANY(${sql.param(ranked)}::int[])`);
  }
  if (query.categoryId !== undefined) filters.push(sql`p.category_id = ${query.categoryId}`);
  if (query.active !== undefined) filters.push(sql`p.active = ${query.active}`);
  if (query.stock === 'sold_out') filters.push(sql`NOT ${activeStock(sql`v.stock > 0`)}`);
  if (query.stock === 'in_stock') filters.push(activeStock(sql`v.stock > 0`));
  if (query.stock === 'low') {
    filters.push(activeStock(sql`v.stock > 0 AND v.stock <= ${low}`));
  }
  const orders: Record<InventoryQuery['sort'], SQL> = {
    relevance: ranked ? sql`array_position(${sql.param(ranked)}::int[], p.id)` : sql`p.created_at DESC, p.id DESC`,
    newest: sql`p.created_at DESC, p.id DESC`,
    oldest: sql`p.created_at, p.id`,
    title: sql`lower(p.title), p.id`,
    stock_asc: sql`${totalStock}, p.id`,
    price_asc: sql`${minPrice} NULLS LAST, p.id`,
    price_desc: sql`${minPrice} DESC NULLS LAST, p.id`,
  };
  const { rows } = await db.execute(sql`
    SELECT p.id, p.title, p.slug, p.active, p.version,
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
      json_build_object('id', c.id, 'categoryName', c.name, 'active', c.active) AS category,
      (SELECT json_build_object('filename', i.filename, 'alt', i.alt) FROM product_images i
        WHERE i.product_id = p.id ORDER BY i.sort_order, i.id LIMIT 1) AS image,
      ${variantsJson} AS variants,
      count(*) OVER ()::int AS "totalCount"
    FROM products p JOIN categories c ON c.id = p.category_id
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY ${orders[query.sort]}
    LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`);
  const found = rows as (InventoryProduct & { totalCount: number })[];
  let totalCount = found[0]?.totalCount ?? 0;
  if (found.length === 0 && query.pageNo > 1) {
    totalCount = (await listInventory(db, { ...query, pageNo: 1, pageSize: 1 })).totalCount;
  }
  const result = found.map(({ totalCount: _, ...p }) => ({
    ...p,
    variants: p.variants.map((v) => ({ ...v, price: Number(v.price) })),
  }));
  return { result, totalCount, pageNo: query.pageNo, pageSize: query.pageSize, lowStockAt: low };
}

async function variantRow(
  db: Db | Tx,
  variantId: number,
  lock = false,
): Promise<(InventoryVariant & { productId: number }) | undefined> {
  const { rows } = await db.execute(
    sql`SELECT ${variantColumns}, v.product_id AS "productId" FROM variants v WHERE v.id = ${variantId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const row = rows[0] as (InventoryVariant & { productId: number }) | undefined;
  return row && { ...row, price: Number(row.price) };
}

/** One variant's price, stock, discount, GST or active flag, if nobody changed it since `version`. */
export async function updateVariant(editor: Editor, body: UpdateVariantBody): Promise<InventoryVariant> {
  return inTransaction(editor.db, async (tx) => {
    const before = await variantRow(tx, body.variantId, true);
    if (!before) throw new NotFound(messages.variantNotFound);
    if (before.version !== body.version) throw new Conflict(messages.staleEdit);
    const { variantId: _, version: __, stock, ...fields } = body;
    const changes = changesBetween(before, { ...fields, stock });
    if (changes.length === 0) return before;
    if (stock !== undefined && stock !== before.stock) await setStock(tx.$client, [{ variantId: before.id, stock }]);
    await tx.execute(sql`UPDATE variants SET
        price_paise = coalesce(${fields.price === undefined ? null : Math.round(fields.price * 100)}::int, price_paise),
        discount_enabled = coalesce(${fields.discountEnabled ?? null}::boolean, discount_enabled),
        discount_percent = coalesce(${fields.discountPercent ?? null}::smallint, discount_percent),
        tax_percent = coalesce(${fields.taxPercent ?? null}::smallint, tax_percent),
        active = coalesce(${fields.active ?? null}::boolean, active)
      WHERE id = ${before.id}`);
    await recordAudit(tx, {
      actorUserId: editor.actorUserId,
      productId: before.productId,
      action: `Variant ${[before.size, before.color].filter(Boolean).join(' ') || before.id} edited`,
      changes,
    });
    await editor.changes.publish(tx, { kind: 'product', productId: before.productId });
    const after = await variantRow(tx, before.id);
    if (!after) throw new NotFound(messages.variantNotFound);
    return after;
  });
}

/** Shows or hides a product in the storefront. */
export async function setProductActive(
  editor: Editor,
  body: { productId: number; version: number; active: boolean },
): Promise<{ id: number; active: boolean; version: number }> {
  return inTransaction(editor.db, async (tx) => {
    const { rows } = await tx.execute(
      sql`SELECT id, active, version FROM products WHERE id = ${body.productId} FOR UPDATE`,
    );
    const before = rows[0] as { id: number; active: boolean; version: number } | undefined;
    if (!before) throw new NotFound(messages.productNotFound);
    if (before.version !== body.version) throw new Conflict(messages.staleEdit);
    if (before.active === body.active) return before;
    const updated = await tx.execute(
      sql`UPDATE products SET active = ${body.active}, updated_at = now() WHERE id = ${before.id} RETURNING id, active, version`,
    );
    await recordAudit(tx, {
      actorUserId: editor.actorUserId,
      productId: before.id,
      action: body.active ? 'Activated' : 'Deactivated',
      changes: [{ field: 'active', from: before.active, to: body.active }],
    });
    await editor.changes.publish(tx, { kind: 'product', productId: before.id });
    return updated.rows[0] as { id: number; active: boolean; version: number };
  });
}

/** Sets the stock of many variants in one go: all of them, or none if any changed meanwhile. */
export async function bulkStock(
  editor: Editor,
  items: { variantId: number; version: number; stock: number }[],
): Promise<InventoryVariant[]> {
  return inTransaction(editor.db, async (tx) => {
    const ids = items.map((i) => i.variantId);
    const { rows } = await tx.execute(
      sql`SELECT ${variantColumns}, v.product_id AS "productId" FROM variants v
        WHERE v.id = ANY(${sql.param(ids)}::int[]) ORDER BY v.id FOR UPDATE`,
    );
    const before = new Map((rows as (InventoryVariant & { productId: number })[]).map((r) => [r.id, r]));
    for (const item of items) {
      const row = before.get(item.variantId);
      if (!row) throw new NotFound(messages.variantNotFound);
      if (row.version !== item.version) throw new Conflict(messages.staleEdit);
    }
    const changed = items.filter((i) => before.get(i.variantId)?.stock !== i.stock);
    await setStock(tx.$client, changed);
    const products = new Set<number>();
    for (const item of changed) {
      const row = before.get(item.variantId) as InventoryVariant & { productId: number };
      products.add(row.productId);
      await recordAudit(tx, {
        actorUserId: editor.actorUserId,
        productId: row.productId,
        action: `Stock of ${[row.size, row.color].filter(Boolean).join(' ') || row.id} set (bulk)`,
        changes: [{ field: 'stock', from: row.stock, to: item.stock }],
      });
    }
    for (const productId of products) await editor.changes.publish(tx, { kind: 'product', productId });
    const { rows: after } = await tx.execute(
      sql`SELECT ${variantColumns} FROM variants v WHERE v.id = ANY(${sql.param(ids)}::int[]) ORDER BY v.id`,
    );
    return (after as InventoryVariant[]).map((v) => ({ ...v, price: Number(v.price) }));
  });
}

/** Active variants of active products at or below the low-stock mark, sold out first (the dashboard). */
export async function lowStockVariants(db: Db, limit: number) {
  const at = await lowStockAt(db);
  const { rows } = await db.execute<{
    productId: number;
    variantId: number;
    title: string;
    size: string;
    stock: number;
  }>(sql`
    SELECT p.id AS "productId", v.id AS "variantId", p.title, v.size, v.stock
    FROM variants v JOIN products p ON p.id = v.product_id
    WHERE v.active AND p.active AND v.stock <= ${at}
    ORDER BY v.stock, p.title, v.id LIMIT ${limit}`);
  return {
    lowStockAt: at,
    variants: rows as { productId: number; variantId: number; title: string; size: string; stock: number }[],
  };
}
