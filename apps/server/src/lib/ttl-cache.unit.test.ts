import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('reuses an answer until it expires', async () => {
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load, 0)).toBe(1);
    expect(await cache.get('a', load, 999)).toBe(1);
    expect(await cache.get('a', load, 1000)).toBe(2);
  });

  it('does not remember a failure', async () => {
    const cache = new TtlCache<string, number>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 7, 1)).toBe(7);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = new TtlCache<string, string>(1000, 2);
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    await cache.get('a', load('a'), 0);
    await cache.get('b', load('b'), 0);
    await cache.get('c', load('c'), 0);
    expect(loads).toBe(3);
    await cache.get('b', load('b'), 1);
    expect(loads).toBe(3);
    await cache.get('a', load('a'), 1);
    expect(loads).toBe(4);
  });

  it('lets go of answers whose time is up as new ones come, full or not', async () => {
    const cache = new TtlCache<string, number>(1000, 2000);
    for (let n = 0; n < 1000; n++) await cache.get(`search ${n}`, async () => n, n * 600);
    expect(cache.size).toBeLessThanOrEqual(2);
    // One asked for again after its time keeps its place at the end (the order of expiry).
    let loads = 0;
    await cache.get('a', async () => ++loads, 1_000_000);
    await cache.get('b', async () => ++loads, 1_000_500);
    await cache.get('a', async () => ++loads, 1_001_000);
    expect(await cache.get('a', async () => ++loads, 1_001_600)).toBe(3);
    expect(loads).toBe(3);
  });
});
