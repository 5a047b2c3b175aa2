import type { NonceBody } from './nonce-body.ts';

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** Cut at the render's CSP nonce: each response puts in its own (lib/nonce-body.ts). */
  body: NonceBody;
};

// Addresses remembered as rendered once, per page the cache may hold: only their keys.
const SEEN_PER_PAGE = 10;

/**
 * A tiny time-bounded cache for server-rendered public pages: they carry no personal data, so
 * visitors share a render, and nothing is ever more than `ttlMs` stale. A page is kept from its
 * second render within `ttlMs`: an address asked for once (a crawler's pass, a flood of made-up
 * query strings) costs its render but is not held, so the collector never has to sweep ~30 KB of
 * it a page later (issue 14: the uncached pages' p99 went from 101–140 to 86–95 ms on the product
 * list and page without such pages held).
 */
export class MicroCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();
  /** Addresses rendered once within the last `ttlMs`, and when that runs out, in that order. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  /** Pages held now, their time up or not. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * A page just rendered for `key`: kept if it was rendered once before within `ttlMs` (only then is
   * `page` called to make the copy). Pages whose time is up are let go first, full or not: a
   * crawler's pass over every product leaves no pages behind. When full of pages still fresh, a
   * flood of new addresses cannot push them out (it only goes uncached), and nothing waits longer
   * than `ttlMs`.
   */
  set(key: string, page: () => CachedPage, now = Date.now()): void {
    if (!this.renderedBefore(key, now)) return;
    // Re-inserted at the end, so the Map stays in order of expiry (one ttl for all).
    this.entries.delete(key);
    for (const [oldKey, entry] of this.entries) {
      if (entry.expires > now) break;
      this.entries.delete(oldKey);
    }
    if (this.entries.size >= this.maxEntries) return;
    this.entries.set(key, { page: page(), expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
    this.seen.clear();
  }

  /** Whether `key` was rendered once already within `ttlMs`; if not, it is remembered as now. */
  private renderedBefore(key: string, now: number): boolean {
    const until = this.seen.get(key);
    this.seen.delete(key);
    for (const [oldKey, expires] of this.seen) {
      if (expires > now && this.seen.size < this.maxEntries * SEEN_PER_PAGE) break;
      this.seen.delete(oldKey);
    }
    if (until !== undefined && until > now) return true;
    this.seen.set(key, now + this.ttlMs);
    return false;
  }
}
