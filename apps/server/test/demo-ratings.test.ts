import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRatings } from '../src/seed/demo-ratings.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
  await seedDemoRatings(store.db, store.config.uploadsDir, new Date());
});
afterAll(() => store.close());

describe('the demo shop’s reviews', () => {
  it('come from demo customers who received the product, on fish and food only, some with photos', async () => {
    const { rows } = await store.db.execute<{
      n: number;
      unverified: number;
      unbought: number;
      otherShelves: number;
      photos: number;
      products: number;
    }>(sql`
      SELECT count(*)::int AS n,
        count(*) FILTER (WHERE NOT r.verified)::int AS unverified,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
          WHERE o.user_id = r.user_id AND o.status = 'delivered' AND l.product_id = r.product_id))::int AS unbought,
        count(*) FILTER (WHERE NOT p.live_fish AND c.slug <> 'fish-food')::int AS "otherShelves",
        (SELECT count(*)::int FROM rating_photos) AS photos,
        count(DISTINCT r.product_id)::int AS products
      FROM ratings r JOIN products p ON p.id = r.product_id JOIN categories c ON c.id = p.category_id`);
    const seen = rows[0];
    expect(seen?.n).toBeGreaterThan(5);
    expect(seen).toMatchObject({ unverified: 0, unbought: 0, otherShelves: 0 });
    expect(seen?.photos).toBeGreaterThan(0);
    const { rows: catalogue } = await store.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    expect(seen?.products).toBeLessThan(catalogue[0]?.n ?? 0);
  });

  it('show on the product cards with averages that match the reviews', async () => {
    const { rows } = await store.db.execute<{ productId: number; average: number; count: number }>(sql`
      SELECT product_id AS "productId", round(avg(stars), 1)::float8 AS average, count(*)::int AS count
      FROM ratings GROUP BY product_id ORDER BY product_id LIMIT 3`);
    for (const expected of rows) {
      const { body } = await post(store.app, '/api/products/getProductById', { id: expected.productId });
      expect(body.result.rating).toEqual({ average: expected.average, count: expected.count });
    }
  });

  it('belong to accounts nobody can log in to', async () => {
    const { rows } = await store.db.execute<{ email: string }>(
      sql`SELECT u.email FROM users u JOIN ratings r ON r.user_id = u.id LIMIT 1`,
    );
    const login = await post(store.app, '/api/users/login', {
      email: rows[0]?.email,
      password: 'demo-account-no-login',
    });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(messages.invalidCredentials);
  });
});

describe('the demo reviews of one product', () => {
  it('never repeat the same words', async () => {
    const { rows } = await store.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT product_id, title FROM ratings GROUP BY product_id, title HAVING count(*) > 1) d`);
    expect(rows[0]?.n).toBe(0);
  });
});
