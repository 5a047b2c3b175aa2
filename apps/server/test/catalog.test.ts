import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, post, type TestStore } from './test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

type Option = {
  _id: number;
  size: string;
  color: string;
  variant_price: number;
  variant_quantity: number;
  isDiscountEnabled: boolean;
  variant_discount: { value: number };
  variant_tax_percentage: number;
};
type ProductSummary = {
  id: number;
  title: string;
  slug: string;
  category: { categoryName: string; slug: string };
  options: Option[];
  createdAt: string;
  variant_images: { filename: string; width: number; height: number }[];
};
type Page = { result: ProductSummary[]; totalCount: number; pageNo: number; pageSize: number };

const search = async (query: string, pageNo = 1, pageSize = 10) =>
  (await post(store.app, '/api/products/searchProducts', { query, pageNo, pageSize })).body as Page;

describe('POST /api/products/categories/getProductCategory', () => {
  it('answers { result } with the categories in their order, with names and product counts', async () => {
    const { status, body } = await post(store.app, '/api/products/categories/getProductCategory', { all: true });
    expect(status).toBe(200);
    expect(body.result.length).toBeGreaterThanOrEqual(8);
    for (const category of body.result) {
      expect(category).toMatchObject({
        id: expect.any(Number),
        categoryName: expect.any(String),
        slug: expect.any(String),
      });
      expect(category.productCount).toBeGreaterThanOrEqual(0);
    }
    const names = body.result.map((c: { categoryName: string }) => c.categoryName.toLowerCase()).join(' ');
    expect(names).toMatch(/discus/);
    expect(names).toMatch(/food/);
  });

  it('refuses a wrong type for all', async () => {
    const { status, body } = await post(store.app, '/api/products/categories/getProductCategory', { all: 'yes' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/all/);
  });
});

describe('POST /api/products/searchProducts', () => {
  it('answers products shaped as the spec says, with the total for paging', async () => {
    const page = await search('discus');
    expect(page.totalCount).toBeGreaterThan(10);
    expect(page.result).toHaveLength(10);
    const [first] = page.result;
    expect(first).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      category: { categoryName: expect.any(String) },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(first?.options[0]).toEqual({
      _id: expect.any(Number),
      size: expect.any(String),
      color: expect.any(String),
      variant_price: expect.any(Number),
      variant_quantity: expect.any(Number),
      isDiscountEnabled: expect.any(Boolean),
      variant_discount: { value: expect.any(Number) },
      variant_tax_percentage: expect.any(Number),
    });
  });

  it('pages through results without repeating a product', async () => {
    const first = await search('discus', 1, 5);
    const second = await search('discus', 2, 5);
    expect(second.pageNo).toBe(2);
    expect(second.totalCount).toBe(first.totalCount);
    const firstIds = first.result.map((p) => p.id);
    expect(second.result.some((p) => firstIds.includes(p.id))).toBe(false);
  });

  it('ignores case and finds the product whose title matches best first', async () => {
    const page = await search('PIGEON BLOOD');
    expect(page.result[0]?.title).toMatch(/pigeon blood/i);
  });

  it('finds products while a word is still being typed', async () => {
    const page = await search('pige');
    expect(page.result[0]?.title).toMatch(/pigeon/i);
  });

  it('tolerates a typo', async () => {
    const page = await search('pigon blod');
    expect(page.result[0]?.title).toMatch(/pigeon blood/i);
  });

  it('matches category names and description words', async () => {
    const byCategory = await search('medicine');
    expect(byCategory.result.some((p) => /medicine/i.test(p.category.categoryName))).toBe(true);
    const { body } = await post(store.app, '/api/products/getProductById', { id: byCategory.result[0]?.id });
    expect(body.result.description.length).toBeGreaterThan(20);
    const word = (body.result.description as string)
      .toLowerCase()
      .split(/[^a-z]+/)
      .find((w: string) => w.length > 7 && !body.result.title.toLowerCase().includes(w));
    if (!word) throw new Error('description has no long word to search for');
    const byDescription = await search(word);
    expect(byDescription.result.map((p) => p.id)).toContain(body.result.id);
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    expect(await search('zzqxv')).toMatchObject({ result: [], totalCount: 0 });
  });

  it('treats SQL and LIKE characters as plain text', async () => {
    const hostile = await search("'; DROP TABLE products; --");
    expect(hostile.totalCount).toBe(0);
    // Wildcards alone are no words: the whole catalogue, as for an empty query.
    expect((await search('%')).totalCount).toBe((await search('')).totalCount);
    expect((await search('discus')).totalCount).toBeGreaterThan(0);
  });

  it('caps the page size at 100 and refuses bad paging', async () => {
    for (const body of [
      { query: 'discus', pageNo: 1, pageSize: 101 },
      { query: 'discus', pageNo: 0, pageSize: 10 },
      { query: 'discus', pageNo: 1.5, pageSize: 10 },
      { query: 'discus', pageNo: '1', pageSize: 10 },
    ]) {
      const { status, body: answer } = await post(store.app, '/api/products/searchProducts', body);
      expect(status).toBe(400);
      expect(answer.message).toMatch(/page/i);
    }
  });

  it('refuses a missing or overlong query', async () => {
    expect((await post(store.app, '/api/products/searchProducts', { pageNo: 1, pageSize: 10 })).status).toBe(400);
    expect((await post(store.app, '/api/products/searchProducts', { query: 'a'.repeat(201) })).status).toBe(400);
  });
});

describe('POST /api/products/listProducts', () => {
  it('lists one category, newest first by default', async () => {
    const categories = (await post(store.app, '/api/products/categories/getProductCategory', { all: true })).body
      .result;
    const category = categories.find((c: { productCount: number }) => c.productCount > 3);
    const { status, body } = await post(store.app, '/api/products/listProducts', { categorySlug: category.slug });
    expect(status).toBe(200);
    expect(body.totalCount).toBe(category.productCount);
    const page = body as Page;
    expect(page.result.every((p) => p.category.slug === category.slug)).toBe(true);
    const times = page.result.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sorts by the lowest price a buyer pays, as the card shows it, both ways', async () => {
    // The cheapest option in stock, or any when all are sold out.
    const lowest = (p: ProductSummary) => {
      const inStock = p.options.filter((o) => o.variant_quantity > 0);
      return Math.min(
        ...(inStock.length > 0 ? inStock : p.options).map((o) =>
          o.isDiscountEnabled ? (o.variant_price * (100 - o.variant_discount.value)) / 100 : o.variant_price,
        ),
      );
    };
    const asc = (await post(store.app, '/api/products/listProducts', { sort: 'price_asc', pageSize: 100 }))
      .body as Page;
    const ascPrices = asc.result.map(lowest);
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
    const desc = (await post(store.app, '/api/products/listProducts', { sort: 'price_desc', pageSize: 100 }))
      .body as Page;
    const descPrices = desc.result.map(lowest);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
  });

  it('lists only products with an enabled discount when asked for offers', async () => {
    const page = (await post(store.app, '/api/products/listProducts', { onOffer: true, pageSize: 100 })).body as Page;
    expect(page.totalCount).toBeGreaterThan(0);
    for (const product of page.result) {
      expect(product.options.some((o) => o.isDiscountEnabled && o.variant_discount.value > 0)).toBe(true);
    }
  });

  it('answers 404 for an unknown category and 400 for an unknown sort', async () => {
    const missing = await post(store.app, '/api/products/listProducts', { categorySlug: 'no-such-category' });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Category not found' } });
    expect((await post(store.app, '/api/products/listProducts', { sort: 'cheapest' })).status).toBe(400);
  });
});

describe('POST /api/products/getProductById', () => {
  it('answers one product with its options, images and description', async () => {
    const [hit] = (await search('discus')).result;
    const { status, body } = await post(store.app, '/api/products/getProductById', { id: hit?.id });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ id: hit?.id, title: hit?.title, description: expect.any(String) });
    expect(body.result.options.length).toBeGreaterThan(0);
    expect(body.result.variant_images[0]).toMatchObject({ filename: expect.any(String), width: expect.any(Number) });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await post(store.app, '/api/products/getProductById', { id: 999_999 })).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    for (const id of ['1', -1, 0, 1.5, null, 2 ** 40]) {
      const { status, body } = await post(store.app, '/api/products/getProductById', { id });
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
  });
});
