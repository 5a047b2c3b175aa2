import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

async function placeOrder(status: string, city: string, title: string): Promise<void> {
  await store.db.execute(sql`WITH o AS (
      INSERT INTO orders (order_number, status, customer_name, phone, email, line1, city, state, pin_code,
        subtotal_paise, tax_paise, total_paise)
      VALUES (${`T-${randomBytes(4).toString('hex')}`}, ${status}, 'Test Buyer', '9876543210', 'buyer@example.in',
        'Flat 101', ${city}, 'Kerala', '682001', 100000, 5000, 105000)
      RETURNING id)
    INSERT INTO order_lines (order_id, title, unit_price_paise, quantity, net_paise, tax_paise, total_paise)
    SELECT id, ${title}, 100000, 1, 100000, 5000, 105000 FROM o`);
}

describe('POST /api/orders/getAnonOrders', () => {
  it('shows paid orders and never one that is not paid', async () => {
    const seeded = (await post(store.app, '/api/orders/getAnonOrders')).body.result as { city: string }[];
    expect(seeded.length).toBeGreaterThan(0);
    for (const status of ['pending', 'awaiting_payment', 'payment_failed', 'cancelled', 'refunded']) {
      await placeOrder(status, `Unpaid ${status}`, 'Unpaid Red Turquoise');
    }
    await placeOrder('paid', 'Paidpuram', 'Paid Blue Diamond');

    const { body } = await post(store.app, '/api/orders/getAnonOrders');
    const shown = body.result as { city: string; productList: { title: string }[] }[];
    expect(shown[0]).toEqual({ state: 'Kerala', city: 'Paidpuram', productList: [{ title: 'Paid Blue Diamond' }] });
    expect(JSON.stringify(shown)).not.toMatch(/Unpaid/);
  });
});

describe('compression of API answers', () => {
  const bigSearch = { query: 'discus', pageSize: 50 };

  it('compresses an answer over 1 KB with brotli or gzip, as the client accepts', async () => {
    const plain = await post(store.app, '/api/products/searchProducts', bigSearch);
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await store.app.inject({
        method: 'POST',
        url: '/api/products/searchProducts',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        payload: bigSearch,
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.length).toBeLessThan(JSON.stringify(plain.body).length / 2);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.body);
    }
  });

  it('leaves small answers and clients without compression alone', async () => {
    const small = await store.app.inject({
      method: 'POST',
      url: '/api/products/getProductById',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: { id: 999_999 },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ message: messages.productNotFound });
    const identity = await store.app.inject({
      method: 'POST',
      url: '/api/products/searchProducts',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      payload: bigSearch,
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().result.length).toBeGreaterThan(0);
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with a plain message and none of the details', async () => {
    const app = await buildApp({ config: store.config, db: store.db });
    try {
      app.post('/api/test/throws', async () => {
        throw new Error('connect ECONNREFUSED postgres://discus:s3cret@db.internal:5432');
      });
      app.post('/api/test/bad-query', async () => {
        await store.db.execute(sql`SELECT secret_column FROM no_such_table`);
        return {};
      });
      await app.ready();
      for (const url of ['/api/test/throws', '/api/test/bad-query']) {
        const response = await post(app, url, {});
        expect(response.status).toBe(500);
        expect(response.body).toEqual({ message: messages.serverError });
        expect(JSON.stringify(response.headers)).not.toMatch(/s3cret|no_such_table/);
      }
    } finally {
      await app.close();
    }
  });
});

describe('/uploads', () => {
  it('serves nothing outside the uploads folder, whatever the spelling of ..', async () => {
    // A file just beside the uploads folder, which a traversal would reach.
    const name = `beside-uploads-${randomBytes(4).toString('hex')}.txt`;
    const beside = path.join(store.config.uploadsDir, '..', name);
    await writeFile(beside, 'owner notes');
    try {
      for (const url of [
        `/uploads/../${name}`,
        `/uploads/..%2f${name}`,
        `/uploads/%2e%2e/${name}`,
        `/uploads/%2e%2e%2f${name}`,
        `/uploads/..%5c${name}`,
        `/uploads/products/..%2f..%2f${name}`,
        '/uploads/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      ]) {
        const response = await store.app.inject({ method: 'GET', url });
        expect([400, 403, 404], url).toContain(response.statusCode);
        expect(response.body, url).not.toMatch(/owner notes|root:/);
      }
    } finally {
      await rm(beside, { force: true });
    }
  });

  it('refuses dotfiles and dot-folders', async () => {
    const name = `.secret-${randomBytes(4).toString('hex')}`;
    const uploadsDir = store.config.uploadsDir;
    await writeFile(path.join(uploadsDir, name), 'owner notes');
    await mkdir(path.join(uploadsDir, name.replace('secret', 'git')), { recursive: true });
    await writeFile(path.join(uploadsDir, name.replace('secret', 'git'), 'config'), 'owner notes');
    try {
      for (const url of [`/uploads/${name}`, `/uploads/${name.replace('secret', 'git')}/config`]) {
        const response = await store.app.inject({ method: 'GET', url });
        expect([403, 404], url).toContain(response.statusCode);
        expect(response.body).not.toContain('owner notes');
      }
    } finally {
      await rm(path.join(uploadsDir, name), { force: true });
      await rm(path.join(uploadsDir, name.replace('secret', 'git')), { recursive: true, force: true });
    }
  });
});

describe('security headers', () => {
  // The headers the store sets today on every answer (pages get more in plugins/ssr.ts).
  const expected = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };

  it('are on API answers, refusals, unknown addresses and images', async () => {
    const product = (await post(store.app, '/api/products/getProductById', { id: 1 })).body.result;
    const answers = [
      await post(store.app, '/api/products/searchProducts', { query: 'discus' }),
      await post(store.app, '/api/products/searchProducts', { query: 'discus', admin: true }),
      await post(store.app, '/api/nothing/here', {}),
      await store.app.inject({ method: 'GET', url: '/robots.txt' }),
      await store.app.inject({
        method: 'GET',
        url: `/uploads/products/${product.variant_images[0].filename}-480.webp`,
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(expected);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });
});
