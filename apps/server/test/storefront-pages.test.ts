import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from './test-store.ts';

// Issue 14: the storefront's pages as a phone and a crawler get them, rendered on every request.
const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
let store: TestStore;

beforeAll(async () => {
  if (!existsSync(webBuildDir)) throw new Error('the page tests need the built web app: run `npm run build` first');
  // No page cache: every request renders.
  store = await createTestStore(
    { PUBLIC_URL: 'https://shop.example.in' },
    { web: { kind: 'build', dir: webBuildDir }, pageCacheTtlMs: 0 },
  );
});
afterAll(async () => {
  await store.close();
});

const get = (url: string) => store.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
const PAGES = ['/', '/product-list?category=red-discus', '/product-detail?id=1', '/cart', '/checkout'];

describe('storefront pages without the page cache', () => {
  it('render every time, whole, with their heading', async () => {
    for (const url of PAGES) {
      for (let visit = 0; visit < 2; visit++) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['x-render-cache'], url).toBe('miss');
        expect(page.body, url).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(page.body, url).toContain('</html>');
      }
    }
  });

  it('leave their scripts to the page module script: no preload list before the content', async () => {
    const home = (await get('/')).body;
    expect(home).not.toContain('rel="modulepreload"');
    expect(home).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import \* as route0 from "\/assets\/root-[\w-]+\.js"/);
  });

  it('show a product card with what a buyer needs, and not the whole product in the data', async () => {
    const list = (await get('/product-list?category=red-discus')).body;
    expect(list).toContain('data-testid="product-card"');
    expect(list).toMatch(/₹[\d,]+\.\d\d/);
    // The cards' loader data has no options or galleries (lib/card-data.ts).
    expect(list).not.toContain('variant_quantity');
    expect(list).not.toContain('variant_images');
  });
});

describe('the cart and checkout for crawlers', () => {
  it('are indexable pages with a canonical address and a description', async () => {
    for (const path of ['/cart', '/checkout']) {
      const html = (await get(path)).body;
      expect(html, path).not.toMatch(/<meta name="robots"/);
      expect(html, path).toContain(`<link rel="canonical" href="https://shop.example.in${path}"/>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
    }
  });

  it('are not disallowed in robots.txt, while the admin area and profiles still are', async () => {
    const robots = (await store.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).not.toMatch(/Disallow: \/(cart|checkout)/);
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /MyProfile');
  });
});

describe('the terms of service', () => {
  it('name how long an unpaid order holds its items, as the shop set it', async () => {
    expect((await get('/terms-of-service')).body).toContain('<strong>15 minutes</strong>');
    const halfHour = await createTestStore(
      { PAYMENT_EXPIRY_SECONDS: '1800' },
      { web: { kind: 'build', dir: webBuildDir }, pageCacheTtlMs: 0 },
    );
    try {
      const terms = await halfHour.app.inject({ method: 'GET', url: '/terms-of-service' });
      expect(terms.body).toContain('<strong>30 minutes</strong>');
      expect(terms.body).not.toContain('15 minutes');
    } finally {
      await halfHour.close();
    }
  });
});
