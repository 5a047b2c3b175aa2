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
});
