import { describe, expect, it } from 'vitest';
import { type CachedPage, MicroCache } from './micro-cache.ts';
import { cutAtNonce } from './nonce-body.ts';

const page = (text: string) => (): CachedPage => ({
  status: 200,
  headers: [],
  body: cutAtNonce(Buffer.from(text), 'nonce'),
});
/** Rendered twice, so kept from the second render. */
const renderTwice = (cache: MicroCache, key: string, text: string, now: number) => {
  cache.set(key, page(text), now);
  cache.set(key, page(text), now);
};

describe('MicroCache', () => {
  it('serves a page from its second render until its time is up', () => {
    const cache = new MicroCache(5000, 10);
    renderTwice(cache, '/faq', 'faq', 0);
    expect(cache.get('/faq', 4999)?.body.pieces.join('')).toBe('faq');
    expect(cache.get('/faq', 5000)).toBeUndefined();
  });

  it('holds no copy of a page rendered once, and makes none', () => {
    const cache = new MicroCache(5000, 10);
    let copies = 0;
    for (let n = 0; n < 100; n++) {
      cache.set(
        `/product-list?page=${n}`,
        () => {
          copies++;
          return page('list')();
        },
        n,
      );
    }
    expect(copies).toBe(0);
    expect(cache.size).toBe(0);
    expect(cache.get('/product-list?page=99', 100)).toBeUndefined();
  });

  it('keeps a page rendered again within a minute, and again at once when its copy runs out', () => {
    const cache = new MicroCache(5000, 10);
    cache.set('/faq', page('faq'), 0);
    cache.set('/faq', page('faq'), 30_000);
    expect(cache.get('/faq', 30_000)?.body.pieces.join('')).toBe('faq');
    expect(cache.get('/faq', 35_000)).toBeUndefined();
    cache.set('/faq', page('faq'), 40_000);
    expect(cache.get('/faq', 40_000)?.body.pieces.join('')).toBe('faq');

    cache.set('/about-us', page('about'), 0);
    cache.set('/about-us', page('about'), 61_000);
    expect(cache.get('/about-us', 61_000)).toBeUndefined();
  });

  it('remembers at most ten addresses rendered once for each page it may hold', () => {
    const cache = new MicroCache(5000, 2);
    cache.set('/faq', page('faq'), 0);
    for (let n = 0; n < 100; n++) cache.set(`/junk-${n}`, page('junk'), 0);
    // A flood of made-up addresses pushed the first one out of memory: its next render is a first.
    cache.set('/faq', page('faq'), 0);
    expect(cache.get('/faq', 0)).toBeUndefined();
    cache.set('/faq', page('faq'), 0);
    expect(cache.get('/faq', 0)?.body.pieces.join('')).toBe('faq');
  });

  it('when full, keeps the fresh pages it has rather than let a flood of new keys push them out', () => {
    const cache = new MicroCache(5000, 2);
    renderTwice(cache, '/', 'home', 0);
    renderTwice(cache, '/faq', 'faq', 0);
    for (let n = 0; n < 100; n++) renderTwice(cache, `/junk-${n}`, 'junk', 1000);
    expect(cache.get('/', 1000)?.body.pieces.join('')).toBe('home');
    expect(cache.get('/faq', 1000)?.body.pieces.join('')).toBe('faq');
    expect(cache.get('/junk-0', 1000)).toBeUndefined();
  });

  it('makes room from pages whose time is up', () => {
    const cache = new MicroCache(5000, 2);
    renderTwice(cache, '/', 'home', 0);
    renderTwice(cache, '/faq', 'faq', 3000);
    renderTwice(cache, '/cart', 'cart', 6000);
    expect(cache.get('/cart', 6000)?.body.pieces.join('')).toBe('cart');
    expect(cache.get('/faq', 6000)?.body.pieces.join('')).toBe('faq');
  });

  it('lets go of pages whose time is up as new ones come, full or not', () => {
    const cache = new MicroCache(5000, 2000);
    // A crawler's hour: every page twice, never asked for again.
    for (let n = 0; n < 1000; n++) renderTwice(cache, `/product-detail?id=${n}`, 'fish', n * 3600);
    expect(cache.size).toBeLessThanOrEqual(2);
    expect(cache.get('/product-detail?id=999', 999 * 3600)?.body.pieces.join('')).toBe('fish');
  });

  it('forgets every page on a catalogue change, and keeps the next render of one asked for before', () => {
    const cache = new MicroCache(5000, 10);
    renderTwice(cache, '/', 'home', 0);
    cache.clear();
    expect(cache.get('/', 1)).toBeUndefined();
    cache.set('/', page('new home'), 1);
    expect(cache.get('/', 1)?.body.pieces.join('')).toBe('new home');
  });
});
