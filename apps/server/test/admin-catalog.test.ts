import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './account-fixtures.ts';
import { firstCategoryId, itemForm, ownerToken, photo, upload, variant } from './admin-catalog-fixtures.ts';
import { eventually } from './eventually.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

let store: TestStore;
let token: string;
let fishCategory: number;

beforeAll(async () => {
  store = await createTestStore();
  token = await ownerToken(store);
  fishCategory = await firstCategoryId(store);
});
afterAll(() => store.close());

const admin = (url: string, body: unknown) => post(store.app, `/api/admin/catalog/${url}`, body, authHeader(token));

const counts = async () => {
  const { rows } = await store.db.execute(sql`SELECT (SELECT count(*) FROM products)::int AS products,
    (SELECT count(*) FROM variants)::int AS variants, (SELECT count(*) FROM product_images)::int AS images,
    (SELECT count(*) FROM catalogue_audit)::int AS audits`);
  return rows[0];
};

async function firstVariant() {
  const inventory = await admin('inventory', { sort: 'newest', active: true, stock: 'in_stock' });
  const product = inventory.body.result[0];
  return { product, variant: product.variants[0] };
}

/** Polls the storefront until `check` passes or a second has gone. */
const within1s = <T>(read: () => Promise<T>, check: (value: T) => boolean) => eventually(read, check, 1000);

describe('the inventory list', () => {
  it('lists products with all their variants, filtered, sorted and paged', async () => {
    const page = await admin('inventory', { pageNo: 1, pageSize: 5, sort: 'title' });
    expect(page.status).toBe(200);
    expect(page.body.result).toHaveLength(5);
    expect(page.body.totalCount).toBeGreaterThan(5);
    const titles = page.body.result.map((p: { title: string }) => p.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(page.body.result[0].variants[0]).toMatchObject({ price: expect.any(Number), version: expect.any(Number) });

    const inCategory = await admin('inventory', { categoryId: fishCategory, pageSize: 100 });
    expect(inCategory.body.result.every((p: { category: { id: number } }) => p.category.id === fishCategory)).toBe(
      true,
    );
  });

  it('finds products with the storefront search, typos included', async () => {
    const found = await admin('inventory', { query: 'pigon blod' });
    expect(found.body.result.length).toBeGreaterThan(0);
    expect(found.body.result[0].title).toMatch(/pigeon blood/i);
  });

  it("keeps every word the owner searches for: none left out, no shopper's word ignored", async () => {
    // A buyer's "purple pigeon blood" shows the pigeon blood discus without "purple"; the owner's finds nothing.
    expect((await admin('inventory', { query: 'purple pigeon blood' })).body.totalCount).toBe(0);
    const fish = (await admin('inventory', { query: 'fish', pageSize: 100 })).body.totalCount;
    const everything = (await admin('inventory', { pageSize: 100 })).body.totalCount;
    expect(fish).toBeGreaterThan(0);
    expect(fish).toBeLessThan(everything);
  });

  it('filters sold out and low stock products by the low-stock setting', async () => {
    const { product, variant: v } = await firstVariant();
    for (const other of product.variants) {
      await admin('updateVariant', { variantId: other.id, version: other.version, stock: 0 });
    }
    const soldOut = await admin('inventory', { stock: 'sold_out', pageSize: 100 });
    expect(soldOut.body.result.map((p: { id: number }) => p.id)).toContain(product.id);
    const current = (await admin('inventory', { query: product.title, pageSize: 100 })).body.result.find(
      (p: { id: number }) => p.id === product.id,
    );
    const again = current.variants.find((x: { id: number }) => x.id === v.id);
    await admin('updateVariant', { variantId: v.id, version: again.version, stock: 2 });
    expect((await admin('lowStock', { lowStockAt: 2 })).body).toEqual({ lowStockAt: 2 });
    const low = await admin('inventory', { stock: 'low', pageSize: 100 });
    expect(low.body.lowStockAt).toBe(2);
    expect(low.body.result.map((p: { id: number }) => p.id)).toContain(product.id);
    await admin('lowStock', { lowStockAt: 1 });
    const notLow = await admin('inventory', { stock: 'low', pageSize: 100 });
    expect(notLow.body.result.map((p: { id: number }) => p.id)).not.toContain(product.id);
  });
});

describe('inline edits', () => {
  it('changes a variant, audits it, and the storefront shows it at once', async () => {
    const { product, variant: v } = await firstVariant();
    const shown = () => post(store.app, '/api/products/getProductById', { id: product.id });
    await shown(); // cached now
    const edit = await admin('updateVariant', {
      variantId: v.id,
      version: v.version,
      price: 999.5,
      discountEnabled: true,
      discountPercent: 15,
      taxPercent: 12,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.result).toMatchObject({ price: 999.5, discountPercent: 15, taxPercent: 12 });
    expect(edit.body.result.version).toBeGreaterThan(v.version);

    const after = await within1s(shown, (a) =>
      a.body.result.options.some(
        (o: { _id: number; variant_price: number }) => o._id === v.id && o.variant_price === 999.5,
      ),
    );
    expect(after.body.result.options.find((o: { _id: number }) => o._id === v.id)).toMatchObject({
      variant_price: 999.5,
      isDiscountEnabled: true,
      variant_discount: { value: 15 },
      variant_tax_percentage: 12,
    });

    const audit = await admin('productAudit', { productId: product.id });
    expect(audit.body.result[0]).toMatchObject({
      actor: expect.stringContaining('owner@example.in'),
      changes: expect.arrayContaining([{ field: 'price', from: v.price, to: 999.5 }]),
    });
  });

  it('refuses an edit based on a version someone changed meanwhile, and keeps their change', async () => {
    const { variant: v } = await firstVariant();
    const mine = await admin('updateVariant', { variantId: v.id, version: v.version, stock: 7 });
    expect(mine.status).toBe(200);
    const theirs = await admin('updateVariant', { variantId: v.id, version: v.version, stock: 1 });
    expect(theirs).toMatchObject({ status: 409, body: { message: messages.staleEdit } });
    const { rows } = await store.db.execute(sql`SELECT stock FROM variants WHERE id = ${v.id}`);
    expect(rows[0]).toEqual({ stock: 7 });
  });

  it('answers 404 for a variant that does not exist', async () => {
    expect(await admin('updateVariant', { variantId: 999_999, version: 1, stock: 1 })).toMatchObject({
      status: 404,
      body: { message: messages.variantNotFound },
    });
  });

  it('counts a sale as a change: a stock edit from before it is refused', async () => {
    const { variant: v } = await firstVariant();
    await store.db.execute(sql`UPDATE variants SET stock = stock - 1 WHERE id = ${v.id}`);
    expect((await admin('updateVariant', { variantId: v.id, version: v.version, stock: 50 })).status).toBe(409);
  });

  it.each([
    [{ stock: -1 }, 'Stock cannot be negative'],
    [{ stock: 2.5 }, 'Stock must be a whole number'],
    [{ price: 0 }, 'Price must be more than ₹0'],
    [{ price: 50_000_000 }, 'Price must be at most'],
    [{ price: 10.555 }, 'at most 2 decimals'],
    [{ taxPercent: 7 }, 'GST rate must be one of 0, 5, 12, 18, 28 %'],
    [{ discountPercent: 95 }, 'Discount must be at most 90 %'],
    [{ surprise: true }, 'Invalid request'],
  ])('refuses %o with a clear 400 and changes nothing', async (change, message) => {
    const { variant: v } = await firstVariant();
    const before = await counts();
    const answer = await admin('updateVariant', { variantId: v.id, version: v.version, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('hides and shows a product: hidden, the storefront answers 404', async () => {
    const { product } = await firstVariant();
    const sitemap = async () => (await store.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(await sitemap()).toContain(`id=${product.id}&amp;`);
    const hidden = await admin('setProductActive', { productId: product.id, version: product.version, active: false });
    expect(hidden.body.result).toMatchObject({ active: false });
    const gone = await within1s(
      () => post(store.app, '/api/products/getProductById', { id: product.id }),
      (a) => a.status === 404,
    );
    expect(gone).toMatchObject({ status: 404, body: { message: messages.productNotFound } });
    expect(await sitemap()).not.toContain(`id=${product.id}&amp;`);
    const stale = await admin('setProductActive', { productId: product.id, version: product.version, active: true });
    expect(stale.status).toBe(409);
    const shown = await admin('setProductActive', {
      productId: product.id,
      version: hidden.body.result.version,
      active: true,
    });
    expect(shown.body.result.active).toBe(true);
  });

  it('sets the stock of many variants at once, or of none when one changed meanwhile', async () => {
    const page = await admin('inventory', { sort: 'oldest', pageSize: 3, active: true });
    const vs = page.body.result.flatMap((p: { variants: { id: number; version: number }[] }) => p.variants).slice(0, 4);
    const stale = vs.map((v: { id: number; version: number }, i: number) => ({
      variantId: v.id,
      version: i === 3 ? v.version + 5 : v.version,
      stock: 11,
    }));
    expect((await admin('bulkStock', { items: stale })).status).toBe(409);
    const { rows: none } = await store.db.execute(
      sql`SELECT count(*)::int AS n FROM variants WHERE stock = 11 AND id = ANY(${sql.param(vs.map((v: { id: number }) => v.id))}::int[])`,
    );
    expect(none[0]).toEqual({ n: 0 });
    const good = await admin('bulkStock', {
      items: vs.map((v: { id: number; version: number }) => ({ variantId: v.id, version: v.version, stock: 11 })),
    });
    expect(good.status).toBe(200);
    expect(good.body.result.map((v: { stock: number }) => v.stock)).toEqual([11, 11, 11, 11]);
    expect((await admin('bulkStock', { items: [{ variantId: vs[0].id, version: 1, stock: -3 }] })).status).toBe(400);
  });
});

describe('photos', () => {
  it('re-encodes a picture into the storefront WebP sizes', async () => {
    const answer = await upload(store.app, token, await photo());
    expect(answer.status).toBe(200);
    expect(answer.body.result.filename).toMatch(/^[a-f0-9]{20}$/);
    const file = await store.app.inject({
      method: 'GET',
      url: `/uploads/products/${answer.body.result.filename}-240.webp`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('refuses a PDF named .jpg, an SVG with a script, a corrupt file and one over the limit', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF');
    expect(await upload(store.app, token, pdf, 'image/jpeg')).toMatchObject({
      status: 400,
      body: { message: 'The file is not an image we can read.' },
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await upload(store.app, token, svg, 'image/png')).toMatchObject({
      status: 400,
      body: { message: 'Please upload a JPEG, PNG, WebP, AVIF or GIF image.' },
    });
    expect((await upload(store.app, token, svg, 'image/svg+xml')).status).toBe(415);
    const corrupt = (await photo()).subarray(0, 60);
    expect((await upload(store.app, token, corrupt)).status).toBe(400);
    const huge = Buffer.alloc(20 * 1024 * 1024, 1);
    expect(await upload(store.app, token, huge, 'image/jpeg')).toMatchObject({
      status: 413,
      body: { message: messages.photoTooLarge },
    });
    expect(await upload(store.app, token, Buffer.alloc(0))).toMatchObject({ status: 400 });
  });
});

describe('adding and editing an item', () => {
  it('adds an item with variants and a photo; search, its category and new arrivals show it with its badges', async () => {
    const uploaded = (await upload(store.app, token, await photo('#2980b9'))).body.result;
    await post(store.app, '/api/products/searchProducts', { query: 'marlboro', pageNo: 1, pageSize: 10 }); // cached
    const saved = await admin('saveProduct', {
      product: itemForm(fishCategory, {
        photos: [{ filename: uploaded.filename, alt: 'Front view', variantIndex: 1 }],
      }),
    });
    expect(saved.status).toBe(200);
    const product = saved.body.result;
    expect(product).toMatchObject({ title: 'Sunset Marlboro Discus', slug: 'sunset-marlboro-discus', sizeInches: 3 });
    expect(product.photos).toEqual([expect.objectContaining({ filename: uploaded.filename, variantIndex: 1 })]);

    const search = await within1s(
      () => post(store.app, '/api/products/searchProducts', { query: 'marlboro', pageNo: 1, pageSize: 10 }),
      (a) => a.body.result.some((p: { id: number }) => p.id === product.id),
    );
    const card = search.body.result.find((p: { id: number }) => p.id === product.id);
    expect(card.options.map((o: { variant_price: number }) => o.variant_price)).toEqual([1250, 1800]);
    const { productBadges } = await import('@discus/domain/badges');
    expect(productBadges(card)).toEqual([messages.badgeNew, messages.badgeVariants, messages.badgeOffer]);

    const { rows } = await store.db.execute(sql`SELECT slug FROM categories WHERE id = ${fishCategory}`);
    const slug = (rows[0] as { slug: string }).slug;
    const shelf = await post(store.app, '/api/products/listProducts', { categorySlug: slug, sort: 'newest' });
    expect(shelf.body.result[0].id).toBe(product.id);
    const typo = await within1s(
      () => post(store.app, '/api/products/searchProducts', { query: 'sunsett', pageNo: 1, pageSize: 10 }),
      (a) => a.body.result.some((p: { id: number }) => p.id === product.id),
    );
    expect(typo.body.result.map((p: { id: number }) => p.id)).toContain(product.id);
    const sitemap = await store.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('sunset-marlboro-discus');

    const audit = await admin('productAudit', { productId: product.id });
    expect(audit.body.result[0]).toMatchObject({ action: 'Created' });
  });

  it('edits an item: renames, reorders and removes variants, and refuses a stale form', async () => {
    const created = (await admin('saveProduct', { product: itemForm(fishCategory, { title: 'Edit Me Discus' }) })).body
      .result;
    const [small, large] = created.variants;
    const edited = await admin('saveProduct', {
      productId: created.id,
      version: created.version,
      product: itemForm(fishCategory, {
        title: 'Edited Discus',
        variants: [
          { ...variant({ size: '4 inch', price: 1900 }), id: large.id, version: large.version },
          variant({ size: '5 inch', price: 2500, stock: 1 }),
        ],
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result.variants.map((v: { size: string }) => v.size)).toEqual(['4 inch', '5 inch']);
    expect(edited.body.result.slug).toBe('edited-discus');
    const { rows } = await store.db.execute(sql`SELECT active FROM variants WHERE id = ${small.id}`);
    expect(rows[0]).toEqual({ active: false });

    const stale = await admin('saveProduct', {
      productId: created.id,
      version: created.version,
      product: itemForm(fishCategory, { title: 'Overwritten' }),
    });
    expect(stale).toMatchObject({ status: 409, body: { message: messages.staleEdit } });
    const audit = await admin('productAudit', { productId: created.id });
    expect(audit.body.result[0].changes).toEqual(
      expect.arrayContaining([{ field: 'title', from: 'Edit Me Discus', to: 'Edited Discus' }]),
    );
  });

  it.each([
    [{ title: 'ab' }, 'Title should be at least 3 characters'],
    [{ title: 'x'.repeat(121) }, 'Title should be at most 120 characters'],
    [{ categoryId: 999_999 }, messages.categoryNotFound],
    [
      { variants: [variant(), variant({ size: ' 3 INCH ', color: 'red' })] },
      'Two variants have the same size and colour',
    ],
    [{ variants: [variant({ stock: -2 })] }, 'Stock cannot be negative'],
    [{ variants: [variant({ stock: 1.5 })] }, 'Stock must be a whole number'],
    [{ variants: [variant({ price: 0 })] }, 'Price must be more than ₹0'],
    [{ variants: [variant({ price: 99_999_999 })] }, 'Price must be at most'],
    [{ variants: [variant({ taxPercent: 7 })] }, 'GST rate must be one of'],
    [{ variants: [] }, 'Add at least one variant'],
    [{ hsnCode: '12' }, 'HSN code must be 4, 6 or 8 digits'],
    [{ photos: [{ filename: 'abcdefabcdefabcdef00', alt: '', variantIndex: null }] }, messages.photoUnknown],
  ])('refuses %o with a clear 400 and saves nothing', async (change, message) => {
    const before = await counts();
    const answer = await admin('saveProduct', { product: itemForm(fishCategory, change) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('shows the description as text, never as markup', async () => {
    const saved = (await admin('saveProduct', { product: itemForm(fishCategory, { title: 'Markup Discus' }) })).body
      .result;
    const shown = await post(store.app, '/api/products/getProductById', { id: saved.id });
    expect(shown.body.result.description).toBe('A bright batch.\n\nHand-picked <b>fish</b>.');
  });
});

describe('categories', () => {
  it('adds, renames (the old address redirects), reorders and hides categories', async () => {
    const image = (
      await upload(store.app, token, await photo('#16a085'), 'image/png', '/api/admin/catalog/uploadCategoryImage')
    ).body.result;
    const added = await admin('saveCategory', {
      category: { categoryName: 'Plants', description: 'Aquarium plants', imageFilename: image.filename, active: true },
    });
    expect(added.body.result).toMatchObject({ categoryName: 'Plants', slug: 'plants', productCount: 0 });
    const duplicate = await admin('saveCategory', {
      category: { categoryName: 'plants', description: '', imageFilename: null, active: true },
    });
    expect(duplicate).toMatchObject({ status: 409, body: { message: messages.categoryNameTaken } });

    const renamed = await admin('saveCategory', {
      categoryId: added.body.result.id,
      category: {
        categoryName: 'Live Plants',
        description: 'Aquarium plants',
        imageFilename: image.filename,
        active: true,
      },
    });
    expect(renamed.body.result.slug).toBe('live-plants');
    const old = await store.app.inject({ method: 'GET', url: '/product-list?category=plants&sort=newest' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/product-list?category=live-plants&sort=newest');

    const all = (await admin('categories', {})).body.result as { id: number }[];
    const reversed = all.map((c) => c.id).reverse();
    const reordered = await admin('reorderCategories', { categoryIds: reversed });
    expect(reordered.body.result.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await admin('reorderCategories', { categoryIds: reversed.slice(1) })).status).toBe(400);

    const categoriesShown = () => post(store.app, '/api/products/categories/getProductCategory', { all: true });
    const first = await within1s(categoriesShown, (a) => a.body.result[0].id === reversed[0]);
    expect(first.body.result[0].id).toBe(reversed[0]);

    const hidden = await admin('saveCategory', {
      categoryId: added.body.result.id,
      category: { categoryName: 'Live Plants', description: '', imageFilename: image.filename, active: false },
    });
    expect(hidden.body.result.active).toBe(false);
    const withoutIt = await within1s(categoriesShown, (a) =>
      a.body.result.every((c: { id: number }) => c.id !== added.body.result.id),
    );
    expect(withoutIt.body.result.map((c: { id: number }) => c.id)).not.toContain(added.body.result.id);

    expect((await admin('deleteCategory', { categoryId: added.body.result.id })).status).toBe(200);
  });

  it('refuses to delete a category with products: it can only be hidden', async () => {
    expect(await admin('deleteCategory', { categoryId: fishCategory })).toMatchObject({
      status: 409,
      body: { message: messages.categoryHasProducts },
    });
  });
});

describe('CSV export and import', () => {
  it('exports every variant and imports a good file completely', async () => {
    await admin('saveProduct', { product: itemForm(fishCategory, { title: '=HYPERLINK("x") Discus' }) });
    const exported = await store.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/exportCsv',
      headers: { 'content-type': 'application/json', ...authHeader(token) },
      payload: '{}',
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe(
      'variant_id,product_id,title,category,size,color,price,stock,discount_enabled,discount_percent,gst_percent,product_active,variant_active',
    );
    // A title that looks like a spreadsheet formula is exported as text.
    expect(exported.body).toContain(`"'=HYPERLINK(""x"") Discus"`);
    const [header, a, b] = lines as [string, string, string];
    const ids = [a, b].map((l) => Number(l.split(',')[0]));
    const csv = [header, `${ids[0]},,,,,,"1,499.00",9,,,,,`, `${ids[1]},,,,,,,3,yes,20,5,,`].join('\n');
    const preview = await admin('importCsv', { csv, apply: false });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ applied: false, errors: [] });
    expect(preview.body.rows.map((r: { line: number }) => r.line)).toEqual([2, 3]);
    const applied = await admin('importCsv', { csv, apply: true });
    expect(applied.body.applied).toBe(true);
    const { rows } = await store.db.execute(
      sql`SELECT id, price_paise, stock, discount_percent, tax_percent FROM variants WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ids[0], price_paise: 149_900, stock: 9 }),
        expect.objectContaining({ id: ids[1], stock: 3, discount_percent: 20, tax_percent: 5 }),
      ]),
    );
  });

  it('applies nothing from a file with one bad line, and names the line', async () => {
    const { rows } = await store.db.execute(sql`SELECT id, stock FROM variants ORDER BY id LIMIT 3`);
    const [x, y, z] = rows as { id: number; stock: number }[];
    const csv = `variant_id,stock,gst_percent\n${x?.id},40,\n${y?.id},-5,\n${z?.id},41,7\n999999,1,\n`;
    const preview = await admin('importCsv', { csv, apply: false });
    expect(preview.body.errors).toEqual([
      { line: 3, message: 'stock: Stock cannot be negative' },
      { line: 4, message: 'gst_percent: GST rate must be one of 0, 5, 12, 18, 28 %' },
      { line: 5, message: 'variant_id: no variant 999999' },
    ]);
    const applied = await admin('importCsv', { csv, apply: true });
    expect(applied.status).toBe(400);
    expect(applied.body.message).toContain(messages.csvNothingApplied);
    expect(applied.body.message).toContain('line 3: stock: Stock cannot be negative');
    const { rows: after } = await store.db.execute(sql`SELECT id, stock FROM variants ORDER BY id LIMIT 3`);
    expect(after).toEqual(rows);
    expect((await admin('importCsv', { csv: 'not,a\n"broken', apply: false })).status).toBe(400);
  });
});

describe('abandoned uploads', () => {
  it('deletes a day-old upload no product uses, and keeps those in use', async () => {
    const { sweepAbandonedUploads } = await import('../src/modules/catalog/admin-photos.ts');
    const abandoned = (await upload(store.app, token, await photo('#8e44ad'))).body.result.filename;
    const used = (await upload(store.app, token, await photo('#f39c12'))).body.result.filename;
    await admin('saveProduct', {
      product: itemForm(fishCategory, {
        title: 'Photo Keeper',
        photos: [{ filename: used, alt: '', variantIndex: null }],
      }),
    });
    await store.db.execute(sql`UPDATE image_uploads SET uploaded_at = now() - interval '25 hours'`);
    expect(await sweepAbandonedUploads(store.db, store.config.uploadsDir)).toBeGreaterThanOrEqual(1);
    const file = (name: string) => store.app.inject({ method: 'GET', url: `/uploads/products/${name}-480.webp` });
    expect((await file(abandoned)).statusCode).toBe(404);
    expect((await file(used)).statusCode).toBe(200);
  });
});
