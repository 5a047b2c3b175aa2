import type { NonceBody } from './nonce-body.ts';

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** Cut at the render's CSP nonce: each response puts in its own (lib/nonce-body.ts). */
  body: NonceBody;
};

/**
 * A tiny time-bounded cache for server-rendered public pages: they carry no personal data, so a
 * burst of visitors shares one render, and nothing is ever more than `ttlMs` stale.
 */
export class MicroCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();

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
   * Pages whose time is up are let go first, full or not: a crawler's pass over every product
   * leaves no pages behind. When full of pages still fresh, a flood of new addresses cannot push
   * them out (it only goes uncached), and nothing waits longer than `ttlMs`.
   */
  set(key: string, page: CachedPage, now = Date.now()): void {
    // Re-inserted at the end, so the Map stays in order of expiry (one ttl for all).
    this.entries.delete(key);
    for (const [oldKey, entry] of this.entries) {
      if (entry.expires > now) break;
      this.entries.delete(oldKey);
    }
    if (this.entries.size >= this.maxEntries) return;
    this.entries.set(key, { page, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
