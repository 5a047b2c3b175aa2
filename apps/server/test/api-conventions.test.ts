import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, post, type TestStore } from './test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

describe('POST /getSession', () => {
  it('issues a fresh random token each time and keeps no copy of it', async () => {
    const first = await post(store.app, '/getSession', { client: 'web', secret: 'public', key: 'abc' });
    const second = await post(store.app, '/getSession');
    expect(first.status).toBe(200);
    expect(first.body.sessionToken).toMatch(/^[\w-]{40,}$/);
    expect(second.body.sessionToken).not.toBe(first.body.sessionToken);

    // issue 8: a 30-day row per call that nothing read; there is nowhere left to write one.
    const { rows } = await store.db.execute(sql`SELECT to_regclass('sessions') AS sessions`);
    expect(rows).toEqual([{ sessions: null }]);
  });
});

describe('POST /api/orders/getAnonOrders', () => {
  it('answers recent orders with state, city and product titles only', async () => {
    const { status, body } = await post(store.app, '/api/orders/getAnonOrders');
    expect(status).toBe(200);
    expect(body.result.length).toBeGreaterThan(0);
    for (const order of body.result) {
      expect(Object.keys(order).sort()).toEqual(['city', 'productList', 'state']);
      expect(order.productList.length).toBeGreaterThan(0);
      for (const line of order.productList) expect(Object.keys(line)).toEqual(['title']);
    }
    expect(JSON.stringify(body)).not.toMatch(/@|\b9\d{9}\b/);
  });

  it('accepts an empty JSON object too', async () => {
    expect((await post(store.app, '/api/orders/getAnonOrders', {})).status).toBe(200);
  });
});

describe('bad input gets a 4xx with { message }, never a 500', () => {
  it('refuses malformed JSON', async () => {
    const { status, body } = await post(store.app, '/api/products/searchProducts', '{"query": "disc');
    expect(status).toBe(400);
    expect(body.message).toBe('Request body is not valid JSON');
  });

  it('refuses a body over 1 MB', async () => {
    const { status, body } = await post(store.app, '/api/products/searchProducts', {
      query: 'x',
      padding: 'y'.repeat(1024 * 1024),
    });
    expect(status).toBe(413);
    expect(body.message).toBe('Request body is too large');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/products/searchProducts',
      headers: { 'content-type': 'text/plain' },
      payload: 'query=discus',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses fields the call does not know, and prototype pollution', async () => {
    const extra = await post(store.app, '/api/products/searchProducts', { query: 'discus', admin: true });
    expect(extra.status).toBe(400);
    const polluted = await post(store.app, '/api/products/searchProducts', '{"query":"d","__proto__":{"x":1}}');
    expect(polluted.status).toBe(400);
    expect(polluted.body.message).toEqual(expect.any(String));
  });

  it('answers 404 { message } for an unknown call', async () => {
    expect(await post(store.app, '/api/nothing/here', {})).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
  });

  // The spec's client sends x-session-token on every call; the server reads nothing from it, so a
  // missing, real or made-up token must all get the same answer (never a 4xx).
  it('answers the same with or without an x-session-token: calls need no session', async () => {
    const { body } = await post(store.app, '/getSession');
    const search = { query: 'discus' };
    const without = await post(store.app, '/api/products/searchProducts', search);
    expect(without.status).toBe(200);
    for (const token of [body.sessionToken, 'made-up', '']) {
      const headers = { 'x-session-token': token };
      const withToken = await post(store.app, '/api/products/searchProducts', search, headers);
      expect(withToken.status).toBe(200);
      expect(withToken.body).toEqual(without.body);
      expect((await post(store.app, '/api/orders/getAnonOrders', undefined, headers)).status).toBe(200);
    }
  });
});

describe('documentation, crawlers and images', () => {
  it('describes every call in OpenAPI at /api/docs', async () => {
    const html = await store.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(html.statusCode);
    const spec = (await store.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/getSession',
        '/api/products/categories/getProductCategory',
        '/api/products/searchProducts',
        '/api/products/listProducts',
        '/api/products/getProductById',
        '/api/orders/getAnonOrders',
        '/api/users/register',
        '/api/users/login',
        '/api/users/resetPassword',
        '/api/users/completeResetPassword',
        '/api/users/getUserById',
        '/api/users/updateProfile',
        '/api/users/changePassword',
        '/api/users/uploadProfileImage',
        '/api/users/logout',
        '/api/admin/customers',
      ]),
    );
  });

  it('lists categories and products in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await store.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/product-list?category=');
    expect(sitemap.body).toMatch(/<loc>http:\/\/localhost:3000\/product-detail\?id=\d+&amp;title=/);
    const robots = await store.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('serves product images as WebP that browsers may keep for a year', async () => {
    const product = (await post(store.app, '/api/products/getProductById', { id: 1 })).body.result;
    const image = await store.app.inject({
      method: 'GET',
      url: `/uploads/products/${product.variant_images[0].filename}-480.webp`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});
