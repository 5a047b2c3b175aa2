import type { AdminCategory, CategoryForm } from '@discus/domain/contracts/admin-catalog';
import { messages } from '@discus/domain/messages';
import { slugify } from '@discus/domain/slug';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts';
import { changesBetween, recordAudit } from './admin-audit.ts';
import type { Editor } from './admin-inventory.ts';
import { searchTextOf } from './search-text.ts';

const columns = sql`c.id, c.name AS "categoryName", c.slug, c.description, c.image_filename AS "imageFilename",
  c.sort_order AS "sortOrder", c.active,
  (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS "productCount"`;

export async function adminCategories(db: Db | Tx): Promise<AdminCategory[]> {
  const { rows } = await db.execute(sql`SELECT ${columns} FROM categories c ORDER BY c.sort_order, c.name`);
  return rows as AdminCategory[];
}

async function categoryById(tx: Tx, id: number): Promise<AdminCategory> {
  const { rows } = await tx.execute(sql`SELECT ${columns} FROM categories c WHERE c.id = ${id} FOR UPDATE`);
  const row = rows[0] as AdminCategory | undefined;
  if (!row) throw new NotFound(messages.categoryNotFound);
  return row;
}

async function freeSlug(tx: Tx, name: string, categoryId: number | undefined): Promise<string> {
  const slug = slugify(name);
  if (!slug) throw new BadRequest('Category name needs letters or digits');
  const { rows } = await tx.execute(sql`SELECT 1 FROM categories WHERE (lower(name) = lower(${name}) OR slug = ${slug})
    AND id IS DISTINCT FROM ${categoryId ?? null}::int`);
  if (rows.length > 0) throw new Conflict(messages.categoryNameTaken);
  return slug;
}

async function checkImage(tx: Tx, filename: string | null, current: string | null): Promise<void> {
  if (filename === null || filename === current) return;
  const { rows } = await tx.execute(
    sql`SELECT 1 FROM image_uploads WHERE area = 'categories' AND filename = ${filename}`,
  );
  if (rows.length === 0) throw new BadRequest(messages.photoUnknown);
}

/**
 * Adds a category, or renames, describes, pictures or hides one. A renamed category keeps its old
 * address: the old slug redirects to the new one, and search finds its products by the new name.
 */
export async function saveCategory(
  editor: Editor,
  input: { categoryId?: number; category: CategoryForm },
): Promise<AdminCategory> {
  const form = input.category;
  return inTransaction(editor.db, async (tx) => {
    let id: number;
    let changes = changesBetween({}, form);
    if (input.categoryId === undefined) {
      const slug = await freeSlug(tx, form.categoryName, undefined);
      await checkImage(tx, form.imageFilename, null);
      const { rows } =
        await tx.execute(sql`INSERT INTO categories (name, slug, description, image_filename, active, sort_order)
        VALUES (${form.categoryName}, ${slug}, ${form.description}, ${form.imageFilename}, ${form.active},
          (SELECT coalesce(max(sort_order), 0) + 1 FROM categories))
        RETURNING id`);
      id = (rows[0] as { id: number }).id;
      await tx.execute(sql`DELETE FROM category_slug_redirects WHERE old_slug = ${slug}`);
    } else {
      const before = await categoryById(tx, input.categoryId);
      id = before.id;
      await checkImage(tx, form.imageFilename, before.imageFilename);
      changes = changesBetween(before, form);
      let slug = before.slug;
      if (form.categoryName !== before.categoryName) {
        slug = await freeSlug(tx, form.categoryName, id);
        if (slug !== before.slug) {
          await tx.execute(sql`DELETE FROM category_slug_redirects WHERE old_slug = ${slug}`);
          await tx.execute(sql`INSERT INTO category_slug_redirects (old_slug, category_id) VALUES (${before.slug}, ${id})
            ON CONFLICT (old_slug) DO UPDATE SET category_id = excluded.category_id`);
        }
      }
      await tx.execute(sql`UPDATE categories SET name = ${form.categoryName}, slug = ${slug}, description = ${form.description},
          image_filename = ${form.imageFilename}, active = ${form.active} WHERE id = ${id}`);
      if (form.categoryName !== before.categoryName) await reindexProducts(tx, id, form.categoryName);
    }
    if (changes.length > 0) {
      await recordAudit(tx, {
        actorUserId: editor.actorUserId,
        categoryId: id,
        action: input.categoryId === undefined ? 'Category created' : 'Category edited',
        changes,
      });
    }
    await editor.changes.publish(tx, { kind: 'category', categoryId: id });
    return categoryById(tx, id);
  });
}

// Search matches products by their category's name too.
async function reindexProducts(tx: Tx, categoryId: number, name: string): Promise<void> {
  const { rows } = await tx.execute(sql`SELECT id, title, description FROM products WHERE category_id = ${categoryId}`);
  for (const p of rows as { id: number; title: string; description: string }[]) {
    await tx.execute(
      sql`UPDATE products SET search_text = ${searchTextOf(p.title, name, p.description)} WHERE id = ${p.id}`,
    );
  }
}

export async function reorderCategories(editor: Editor, categoryIds: number[]): Promise<AdminCategory[]> {
  return inTransaction(editor.db, async (tx) => {
    const { rows } = await tx.execute(sql`SELECT id FROM categories ORDER BY id FOR UPDATE`);
    const known = new Set((rows as { id: number }[]).map((r) => r.id));
    if (
      categoryIds.length !== known.size ||
      new Set(categoryIds).size !== known.size ||
      categoryIds.some((id) => !known.has(id))
    ) {
      throw new BadRequest('Send every category exactly once, in the new order');
    }
    for (const [index, id] of categoryIds.entries()) {
      await tx.execute(sql`UPDATE categories SET sort_order = ${index + 1} WHERE id = ${id}`);
    }
    await recordAudit(tx, {
      actorUserId: editor.actorUserId,
      action: 'Categories reordered',
      changes: [{ field: 'order', from: null, to: categoryIds }],
    });
    await editor.changes.publish(tx, { kind: 'all' });
    return adminCategories(tx);
  });
}

/** Only an empty category may go; one with products can only be hidden. */
export async function deleteCategory(editor: Editor, categoryId: number): Promise<void> {
  await inTransaction(editor.db, async (tx) => {
    const before = await categoryById(tx, categoryId);
    if (before.productCount > 0) throw new Conflict(messages.categoryHasProducts);
    await tx.execute(sql`DELETE FROM categories WHERE id = ${categoryId}`);
    await recordAudit(tx, {
      actorUserId: editor.actorUserId,
      categoryId,
      action: 'Category deleted',
      changes: [{ field: 'categoryName', from: before.categoryName, to: null }],
    });
    await editor.changes.publish(tx, { kind: 'category', categoryId });
  });
}

/** The category an old slug now lives at, if it was renamed. */
export async function renamedCategorySlug(db: Db, oldSlug: string): Promise<string | undefined> {
  const { rows } =
    await db.execute(sql`SELECT c.slug FROM category_slug_redirects r JOIN categories c ON c.id = r.category_id
    WHERE r.old_slug = ${oldSlug}`);
  return (rows[0] as { slug: string } | undefined)?.slug;
}
