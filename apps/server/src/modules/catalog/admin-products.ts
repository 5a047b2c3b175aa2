import type { EditableProduct, ProductFormValues } from '@discus/domain/contracts/admin-catalog';
import { messages } from '@discus/domain/messages';
import { slugify } from '@discus/domain/slug';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts';
import { type Change, changesBetween, recordAudit } from './admin-audit.ts';
import type { Editor } from './admin-inventory.ts';
import { searchTextOf } from './search-text.ts';
import { setStock } from './stock.ts';

const paise = (rupees: number) => Math.round(rupees * 100);

/** The product as the edit form shows it: every active variant and every photo. */
export async function getEditableProduct(db: Db | Tx, productId: number): Promise<EditableProduct> {
  const { rows } = await db.execute(sql`
    SELECT p.id, p.slug, p.version, p.title, p.category_id AS "categoryId", p.description,
      coalesce(p.hsn_code, '') AS "hsnCode", p.live_fish AS "liveFish", p.size_inches AS "sizeInches",
      coalesce(p.strain, '') AS strain, coalesce(p.grade, '') AS grade, p.one_off AS "oneOff", p.active,
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
    FROM products p WHERE p.id = ${productId}`);
  const product = rows[0] as Omit<EditableProduct, 'variants' | 'photos'> | undefined;
  if (!product) throw new NotFound(messages.productNotFound);
  const { rows: variantRows } = await db.execute(sql`
    SELECT v.id, v.version, v.size, v.color, v.price_paise AS "pricePaise", v.stock, v.discount_enabled AS "discountEnabled",
      v.discount_percent AS "discountPercent", v.tax_percent AS "taxPercent"
    FROM variants v WHERE v.product_id = ${productId} AND v.active ORDER BY v.sort_order, v.id`);
  const variants = (variantRows as (EditableProduct['variants'][number] & { pricePaise: number })[]).map(
    ({ pricePaise, ...v }) => ({ ...v, price: pricePaise / 100 }),
  );
  const { rows: photoRows } = await db.execute(sql`
    SELECT filename, width, height, alt, variant_id AS "variantId" FROM product_images
    WHERE product_id = ${productId} ORDER BY sort_order, id`);
  const photos = (
    photoRows as { filename: string; width: number; height: number; alt: string; variantId: number | null }[]
  ).map(({ variantId, ...photo }) => {
    const index = variants.findIndex((v) => v.id === variantId);
    return { ...photo, variantIndex: index >= 0 ? index : null };
  });
  return { ...product, variants, photos };
}

async function uniqueSlug(tx: Tx, title: string, productId: number | undefined): Promise<string> {
  const base = slugify(title) || 'item';
  const { rows } = await tx.execute(
    sql`SELECT slug FROM products WHERE (slug = ${base} OR slug LIKE ${`${base}-%`}) AND id IS DISTINCT FROM ${productId ?? null}::int`,
  );
  const taken = new Set((rows as { slug: string }[]).map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Width and height of each photo named by the form: uploaded here, or already some product's. */
async function knownPhotos(tx: Tx, filenames: string[]): Promise<Map<string, { width: number; height: number }>> {
  const { rows } = await tx.execute(sql`
    SELECT filename, width, height FROM image_uploads WHERE area = 'products' AND filename = ANY(${sql.param(filenames)}::text[])
    UNION ALL
    SELECT filename, width, height FROM product_images WHERE filename = ANY(${sql.param(filenames)}::text[])`);
  const found = new Map<string, { width: number; height: number }>();
  for (const row of rows as { filename: string; width: number; height: number }[]) found.set(row.filename, row);
  return found;
}

async function categoryName(tx: Tx, categoryId: number): Promise<string> {
  const { rows } = await tx.execute(sql`SELECT name FROM categories WHERE id = ${categoryId}`);
  const row = rows[0] as { name: string } | undefined;
  if (!row) throw new BadRequest(messages.categoryNotFound);
  return row.name;
}

const productFields = (form: ProductFormValues) => ({
  title: form.title,
  categoryId: form.categoryId,
  description: form.description,
  hsnCode: form.hsnCode,
  liveFish: form.liveFish,
  sizeInches: form.sizeInches,
  strain: form.strain,
  grade: form.grade,
  oneOff: form.oneOff,
  active: form.active,
});

/**
 * Creates a product, or changes one nobody changed since `version`, with its variants and photos,
 * in one transaction: nothing is half-saved. Variants removed from the form are deactivated, not
 * deleted, so past orders keep pointing at them.
 */
export async function saveProduct(
  editor: Editor,
  input: { productId?: number; version?: number; product: ProductFormValues },
): Promise<EditableProduct> {
  const form = input.product;
  return inTransaction(editor.db, async (tx) => {
    const category = await categoryName(tx, form.categoryId);
    const photoSizes = await knownPhotos(
      tx,
      form.photos.map((p) => p.filename),
    );
    if (form.photos.some((p) => !photoSizes.has(p.filename))) throw new BadRequest(messages.photoUnknown);
    const searchText = searchTextOf(form.title, category, form.description);
    const changes: Change[] = [];
    let productId: number;

    if (input.productId === undefined) {
      const slug = await uniqueSlug(tx, form.title, undefined);
      const { rows } = await tx.execute(sql`INSERT INTO products
          (slug, title, description, category_id, hsn_code, strain, grade, live_fish, one_off, size_inches, active, search_text)
        VALUES (${slug}, ${form.title}, ${form.description}, ${form.categoryId}, ${form.hsnCode || null}, ${form.strain || null},
          ${form.grade || null}, ${form.liveFish}, ${form.oneOff}, ${form.sizeInches}, ${form.active}, ${searchText})
        RETURNING id`);
      productId = (rows[0] as { id: number }).id;
      changes.push(...changesBetween({}, productFields(form)).filter((c) => c.to !== '' && c.to !== null));
    } else {
      const { rows } = await tx.execute(sql`SELECT version FROM products WHERE id = ${input.productId} FOR UPDATE`);
      const locked = rows[0] as { version: number } | undefined;
      if (!locked) throw new NotFound(messages.productNotFound);
      if (locked.version !== input.version) throw new Conflict(messages.staleEdit);
      const before = await getEditableProduct(tx, input.productId);
      productId = input.productId;
      const slug = before.title === form.title ? before.slug : await uniqueSlug(tx, form.title, productId);
      await tx.execute(sql`UPDATE products SET slug = ${slug}, title = ${form.title}, description = ${form.description},
          category_id = ${form.categoryId}, hsn_code = ${form.hsnCode || null}, strain = ${form.strain || null},
          grade = ${form.grade || null}, live_fish = ${form.liveFish}, one_off = ${form.oneOff},
          size_inches = ${form.sizeInches}, active = ${form.active}, search_text = ${searchText}, updated_at = now()
        WHERE id = ${productId}`);
      changes.push(...changesBetween(productFields({ ...before, photos: [], variants: [] }), productFields(form)));
    }

    const variantIds = await saveVariants(tx, productId, form, changes);
    await savePhotos(tx, productId, form, variantIds, changes);
    await recordAudit(tx, {
      actorUserId: editor.actorUserId,
      productId,
      action: input.productId === undefined ? 'Created' : 'Edited',
      changes,
    });
    await editor.changes.publish(tx, { kind: 'product', productId });
    return getEditableProduct(tx, productId);
  });
}

async function saveVariants(tx: Tx, productId: number, form: ProductFormValues, changes: Change[]): Promise<number[]> {
  const { rows } = await tx.execute(sql`
    SELECT id, version, size, color, price_paise / 100.0 AS price, stock, discount_enabled AS "discountEnabled",
      discount_percent AS "discountPercent", tax_percent AS "taxPercent", active
    FROM variants WHERE product_id = ${productId} ORDER BY id FOR UPDATE`);
  const existing = new Map(
    (
      rows as (Record<string, unknown> & {
        id: number;
        version: number;
        price: string;
        size: string;
        color: string;
        stock: number;
        active: boolean;
      })[]
    ).map((r) => [r.id, { ...r, price: Number(r.price) }]),
  );
  const kept = new Set<number>();
  const ids: number[] = [];
  for (const [index, variant] of form.variants.entries()) {
    const label = [variant.size, variant.color].filter(Boolean).join(' ') || `variant ${index + 1}`;
    const { id, stock, version, ...fields } = variant;
    if (id === undefined) {
      // Re-adding a size and colour the product had before brings that variant back.
      const { rows: inserted } = await tx.execute(sql`INSERT INTO variants
          (product_id, size, color, price_paise, stock, discount_enabled, discount_percent, tax_percent, sort_order, active)
        VALUES (${productId}, ${variant.size}, ${variant.color}, ${paise(variant.price)}, ${stock},
          ${variant.discountEnabled}, ${variant.discountPercent}, ${variant.taxPercent}, ${index}, true)
        RETURNING id`);
      const newId = (inserted[0] as { id: number }).id;
      ids.push(newId);
      kept.add(newId);
      changes.push({ field: `variant ${label}`, from: null, to: { ...fields, stock } });
      continue;
    }
    const before = existing.get(id);
    if (!before) throw new BadRequest(messages.variantNotFound);
    if (version !== undefined && version !== before.version) throw new Conflict(messages.staleEdit);
    kept.add(id);
    ids.push(id);
    for (const change of changesBetween(before, { ...fields, stock, active: true })) {
      changes.push({ ...change, field: `${label}: ${change.field}` });
    }
    if (before.stock !== stock) await setStock(tx.$client, [{ variantId: id, stock }]);
    await tx.execute(sql`UPDATE variants SET size = ${variant.size}, color = ${variant.color},
        price_paise = ${paise(variant.price)}, discount_enabled = ${variant.discountEnabled},
        discount_percent = ${variant.discountPercent}, tax_percent = ${variant.taxPercent}, sort_order = ${index}, active = true
      WHERE id = ${id}`);
  }
  for (const [id, before] of existing) {
    if (kept.has(id) || before.active !== true) continue;
    await tx.execute(sql`UPDATE variants SET active = false WHERE id = ${id}`);
    changes.push({
      field: `variant ${[before.size, before.color].filter(Boolean).join(' ') || id}`,
      from: 'active',
      to: 'removed',
    });
  }
  return ids;
}

async function savePhotos(
  tx: Tx,
  productId: number,
  form: ProductFormValues,
  variantIds: number[],
  changes: Change[],
): Promise<void> {
  const { rows } = await tx.execute(
    sql`SELECT filename, width, height FROM product_images WHERE product_id = ${productId} ORDER BY sort_order, id`,
  );
  const before = rows as { filename: string; width: number; height: number }[];
  const sizes = await knownPhotos(
    tx,
    form.photos.map((p) => p.filename),
  );
  await tx.execute(sql`DELETE FROM product_images WHERE product_id = ${productId}`);
  for (const [index, photo] of form.photos.entries()) {
    const size = sizes.get(photo.filename) as { width: number; height: number };
    const variantId = photo.variantIndex === null ? null : (variantIds[photo.variantIndex] ?? null);
    await tx.execute(sql`INSERT INTO product_images (product_id, variant_id, filename, width, height, alt, sort_order)
      VALUES (${productId}, ${variantId}, ${photo.filename}, ${size.width}, ${size.height}, ${photo.alt}, ${index})`);
  }
  const was = before.map((p) => p.filename);
  const now = form.photos.map((p) => p.filename);
  if (JSON.stringify(was) !== JSON.stringify(now)) changes.push({ field: 'photos', from: was, to: now });
}
