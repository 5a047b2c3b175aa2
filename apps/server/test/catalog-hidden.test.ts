import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, post, type TestStore } from './test-store.ts';

// The owner withdraws a product, and a whole category: buyers and crawlers must no longer reach
// them anywhere. Both are withdrawn before the store answers anything, so no cache hides a leak.
type Row = { id: number; title: string; slug: string };
let store: TestStore;
let withdrawnProduct: Row;
let hiddenCategory: Row;
let productsOfHiddenCategory: Row[];

beforeAll(async () => {
  store = await createTestStore();
  const pick = async (query: ReturnType<typeof sql>) => (await store.db.execute(query)).rows as Row[];
  [hiddenCategory] = (await pick(sql`SELECT c.id, c.name AS title, c.slug FROM categories c
    WHERE c.active AND (SELECT count(*) FROM products p WHERE p.category_id = c.id AND p.active) >= 2
    ORDER BY c.sort_order DESC LIMIT 1`)) as [Row];
  productsOfHiddenCategory = await pick(
    sql`SELECT id, title, slug FROM products WHERE category_id = ${hiddenCategory.id} AND active`,
  );
  [withdrawnProduct] = (await pick(sql`SELECT p.id, p.title, p.slug FROM products p
    JOIN categories c ON c.id = p.category_id
    WHERE p.active AND c.active AND c.id <> ${hiddenCategory.id} ORDER BY p.id LIMIT 1`)) as [Row];
  await store.db.execute(sql`UPDATE products SET active = false WHERE id = ${withdrawnProduct.id}`);
  await store.db.execute(sql`UPDATE categories SET active = false WHERE id = ${hiddenCategory.id}`);
});
afterAll(() => store.close());

const hiddenIds = () => [withdrawnProduct.id, ...productsOfHiddenCategory.map((p) => p.id)];

async function everyListedId(body: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const { status, body: page } = await post(store.app, '/api/products/listProducts', {
      ...body,
      pageNo,
      pageSize: 100,
    });
    expect(status).toBe(200);
    ids.push(...page.result.map((p: { id: number }) => p.id));
    if (ids.length >= page.totalCount || page.result.length === 0) return ids;
  }
}

describe('withdrawn products and hidden categories', () => {
  it('are not found by search, even by their exact titles', async () => {
    for (const product of [withdrawnProduct, ...productsOfHiddenCategory]) {
      const { status, body } = await post(store.app, '/api/products/searchProducts', {
        query: product.title,
        pageSize: 100,
      });
      expect(status).toBe(200);
      expect(body.result.map((p: { id: number }) => p.id)).not.toContain(product.id);
    }
  });

  it('are in no product list, and the hidden category has no list of its own', async () => {
    const listed = await everyListedId({});
    expect(listed.length).toBeGreaterThan(0);
    for (const id of hiddenIds()) expect(listed).not.toContain(id);
    const onOffer = await everyListedId({ onOffer: true });
    for (const id of hiddenIds()) expect(onOffer).not.toContain(id);
    expect(await post(store.app, '/api/products/listProducts', { categorySlug: hiddenCategory.slug })).toMatchObject({
      status: 404,
      body: { message: 'Category not found' },
    });
  });

  it('are not among the categories, and are not counted in their category', async () => {
    const { body } = await post(store.app, '/api/products/categories/getProductCategory', { all: true });
    const categories = body.result as { id: number; slug: string; productCount: number }[];
    expect(categories.map((c) => c.id)).not.toContain(hiddenCategory.id);
    for (const category of categories) {
      const listed = await everyListedId({ categorySlug: category.slug });
      expect(category.productCount, category.slug).toBe(listed.length);
    }
  });

  it('answer 404 by id', async () => {
    for (const id of hiddenIds()) {
      expect(await post(store.app, '/api/products/getProductById', { id })).toMatchObject({
        status: 404,
        body: { message: 'Product not found' },
      });
    }
  });

  it('are left out of the sitemap', async () => {
    const sitemap = (await store.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toMatch(/product-detail\?id=\d+&amp;/);
    expect(sitemap).toMatch(/category=[\w-]+</);
    expect(sitemap).not.toContain(`category=${hiddenCategory.slug}<`);
    for (const id of hiddenIds()) expect(sitemap).not.toContain(`product-detail?id=${id}&amp;`);
  });
});
