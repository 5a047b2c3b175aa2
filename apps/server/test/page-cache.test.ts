import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from './test-store.ts';

// Issue 8, hole 3: one visitor's request headers must never shape the page the page cache then
// serves to everyone, and junk query strings must not push real pages out of it.
const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
const stores: TestStore[] = [];
let unset: TestStore;
let configured: TestStore;

beforeAll(async () => {
  if (!existsSync(webBuildDir)) throw new Error('the page tests need the built web app: run `npm run build` first');
  const web = { kind: 'build' as const, dir: webBuildDir };
  unset = await createTestStore({}, { web, pageCacheTtlMs: 60_000 });
  configured = await createTestStore({ PUBLIC_URL: 'https://shop.example.in' }, { web, pageCacheTtlMs: 60_000 });
  stores.push(unset, configured);
});
afterAll(async () => {
  for (const store of stores) await store.close();
});

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const page = (store: TestStore, url: string, headers: Record<string, string> = {}) =>
  store.app.inject({ method: 'GET', url, headers });
// Links may or may not carry it (only inline scripts need one): the pages are the same without.
const withoutNonces = (html: string) => html.replaceAll(/ nonce="[^"]+"/g, '');
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('the page cache', () => {
  it('holds a page from its second render, so an address asked for once costs no memory', async () => {
    const once = await page(unset, '/product-list?category=red-discus&page=7');
    expect(once.headers['x-render-cache']).toBe('miss');
    const second = await page(unset, '/product-list?category=red-discus&page=7');
    expect(second.headers['x-render-cache']).toBe('miss');
    const third = await page(unset, '/product-list?category=red-discus&page=7');
    expect(third.headers['x-render-cache']).toBe('hit');
    expect(withoutNonces(third.body)).toBe(withoutNonces(second.body));
  });

  it('serves everyone a product page with PUBLIC_URL addresses, whatever Host the first visitor sent', async () => {
    // Twice: a page is kept from its second render, so the copy everyone gets is this visitor's.
    for (let visit = 0; visit < 2; visit++) {
      const poisoned = await page(configured, '/product-detail?id=1', forged);
      expect(poisoned.statusCode).toBe(200);
      expect(poisoned.headers['x-render-cache']).toBe('miss');
      expect(poisoned.body).not.toContain('evil.example');
    }

    const next = await page(configured, '/product-detail?id=1');
    expect(next.headers['x-render-cache']).toBe('hit');
    expect(next.body).not.toContain('evil.example');
    expect(canonical(next.body)).toMatch(/^https:\/\/shop\.example\.in\/product-detail\?id=1&(amp;)?title=/);
    expect(next.body).toMatch(/<meta property="og:image" content="https:\/\/shop\.example\.in\/uploads\//);
    expect(next.body).toContain('"url":"https://shop.example.in/product-detail?id=1');
  });

  it('uses root-relative addresses while PUBLIC_URL is unset, never the Host', async () => {
    const poisoned = await page(unset, '/product-detail?id=2', forged);
    expect(poisoned.body).not.toContain('evil.example');
    expect(canonical(poisoned.body)).toMatch(/^\/product-detail\?id=2&(amp;)?title=/);
    expect((await page(unset, '/', forged)).body).not.toContain('evil.example');
  });

  it('keeps one copy of a page however many unused query parameters are added', async () => {
    await page(unset, '/product-list?category=red-discus&sort=price_asc');
    await page(unset, '/product-list?category=red-discus&sort=price_asc&utm_source=mail');
    for (let n = 0; n < 20; n++) {
      const junk = await page(unset, `/product-list?sort=price_asc&category=red-discus&utm_source=${n}&x${n}=1`);
      expect(junk.statusCode).toBe(200);
      expect(junk.headers['x-render-cache']).toBe('hit');
    }
  });

  it('renders a search page again once the search index has followed a change, not only when the change arrives', async () => {
    const search = '/product-list?search=pigeon';
    const cache = async () => (await page(unset, search)).headers['x-render-cache'];
    expect([await cache(), await cache(), await cache()]).toEqual(['miss', 'miss', 'hit']);
    // A page rendered between a change and the index following it came from the old index.
    unset.app.catalogueChanges.indexFollowed();
    // Asked for before the change, it is kept again from its first render after it.
    expect([await cache(), await cache()]).toEqual(['miss', 'hit']);
  });

  it('sends a page gzipped, rendered or kept, as the same page with the nonce of its own response', async () => {
    const gzipped = async () => {
      const answer = await unset.app.inject({
        method: 'GET',
        url: '/product-list?category=red-discus&sort=newest',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(answer.headers['content-encoding']).toBe('gzip');
      const nonce = /'nonce-([\w-]+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      const html = gunzipSync(answer.rawPayload).toString();
      return { cache: answer.headers['x-render-cache'], nonce, html, bytes: answer.rawPayload.length };
    };
    const first = await gzipped();
    const rendered = await gzipped();
    const kept = await gzipped();
    expect([first.cache, rendered.cache, kept.cache]).toEqual(['miss', 'miss', 'hit']);
    expect(rendered.nonce).not.toBe(kept.nonce);
    for (const { html, nonce } of [rendered, kept]) {
      expect(html).toContain('data-testid="product-card"');
      expect(html).toContain('</html>');
      const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(scriptNonces.length).toBeGreaterThan(1);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    }
    expect(withoutNonces(kept.html)).toBe(withoutNonces(rendered.html));
  });
});
