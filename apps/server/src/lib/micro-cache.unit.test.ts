import { describe, expect, it } from 'vitest';
import { type CachedPage, MicroCache } from './micro-cache.ts';
import { cutAtNonce } from './nonce-body.ts';

const page = (text: string): CachedPage => ({ status: 200, headers: [], body: cutAtNonce(Buffer.from(text), 'nonce') });

describe('MicroCache', () => {
  it('serves a page until its time is up', () => {
    const cache = new MicroCache(5000, 10);
    cache.set('/faq', page('faq'), 0);
    expect(cache.get('/faq', 4999)?.body.pieces.join('')).toBe('faq');
    expect(cache.get('/faq', 5000)).toBeUndefined();
  });

  it('when full, keeps the fresh pages it has rather than let a flood of new keys push them out', () => {
    const cache = new MicroCache(5000, 2);
    cache.set('/', page('home'), 0);
    cache.set('/faq', page('faq'), 0);
    for (let n = 0; n < 100; n++) cache.set(`/junk-${n}`, page('junk'), 1000);
    expect(cache.get('/', 1000)?.body.pieces.join('')).toBe('home');
    expect(cache.get('/faq', 1000)?.body.pieces.join('')).toBe('faq');
    expect(cache.get('/junk-0', 1000)).toBeUndefined();
  });

  it('makes room from pages whose time is up', () => {
    const cache = new MicroCache(5000, 2);
    cache.set('/', page('home'), 0);
    cache.set('/faq', page('faq'), 3000);
    cache.set('/cart', page('cart'), 6000);
    expect(cache.get('/cart', 6000)?.body.pieces.join('')).toBe('cart');
    expect(cache.get('/faq', 6000)?.body.pieces.join('')).toBe('faq');
  });

  it('lets go of pages whose time is up as new ones come, full or not', () => {
    const cache = new MicroCache(5000, 2000);
    // A crawler's hour: every page once, never asked for again.
    for (let n = 0; n < 1000; n++) cache.set(`/product-detail?id=${n}`, page('fish'), n * 3600);
    expect(cache.size).toBeLessThanOrEqual(2);
    expect(cache.get('/product-detail?id=999', 999 * 3600)?.body.pieces.join('')).toBe('fish');
  });
});
