import type { NonceBody } from './nonce-body.ts';
import { letGoOfExpired } from './ttl-cache.ts';

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** Cut at the render's CSP nonce: each response puts in its own (lib/nonce-body.ts). */
  body: NonceBody;
};

// Addresses remembered as rendered, per page the cache may hold (only their keys), and for how many
// of the cache's times: a page rendered again within a minute (with the 5 s cache) is kept.
const SEEN_PER_PAGE = 10;
const SEEN_FOR_TTLS = 12;

/**
 * A tiny time-bounded cache for server-rendered public pages: they carry no personal data, so
 * visitors share a render, and nothing is ever more than `ttlMs` stale. A page is kept when it was
 * rendered before within the last 12 × `ttlMs`: an address asked for once (a crawler's pass, a flood
 * of made-up query strings) costs its render but is not held, so the collector never has to sweep
 * ~30 KB of it later (issue 14: the tail of uncached pages, decision 010), while a product asked
 * for again within a minute is kept from that render on, each time its copy runs out.
 */
export class MicroCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();
  /** Addresses rendered within the last 12 × `ttlMs`, and when that runs out, in that order. */
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
   * A page just rendered for `key`: kept if it was rendered before within 12 × `ttlMs` (only then is
   * `page` called to make the copy). Pages whose time is up are let go first, full or not: a
   * crawler's pass over every product leaves no pages behind. When full of pages still fresh, a
   * flood of new addresses cannot push them out (it only goes uncached), and nothing waits longer
   * than `ttlMs`.
   */
  set(key: string, page: () => CachedPage, now = Date.now()): void {
    if (!this.renderedBefore(key, now)) return;
    // Re-inserted at the end, so the Map stays in order of expiry (one ttl for all).
    this.entries.delete(key);
    letGoOfExpired(this.entries, (entry) => entry.expires, now);
    if (this.entries.size >= this.maxEntries) return;
    this.entries.set(key, { page: page(), expires: now + this.ttlMs });
  }

  /** Every page goes (a catalogue change); the addresses rendered are still remembered as asked for. */
  clear(): void {
    this.entries.clear();
  }

  /** Whether `key` was rendered before within 12 × `ttlMs`; it is remembered as rendered now. */
  private renderedBefore(key: string, now: number): boolean {
    const until = this.seen.get(key);
    // Re-inserted at the end, so the Map stays in order of expiry.
    this.seen.delete(key);
    letGoOfExpired(this.seen, (expires) => expires, now, this.maxEntries * SEEN_PER_PAGE);
    this.seen.set(key, now + this.ttlMs * SEEN_FOR_TTLS);
    return until !== undefined && until > now;
  }
}
