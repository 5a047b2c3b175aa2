/** Remembers the answers of a read for a few seconds (per app instance), at most `maxEntries` of them. */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: K, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    const value = load();
    // Kept in order of expiry (one ttl for all): re-inserted at the end, and answers whose time is
    // up let go from the front, full or not, so a stream of one-off searches leaves none behind.
    this.entries.delete(key);
    letGoOfExpired(this.entries, (entry) => entry.expires, now, this.maxEntries);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed read is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Answers held now, their time up or not. */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * For a Map kept in order of expiry (one time to live for all its entries, each re-inserted at the
 * end when set): lets go, from the front, of the entries whose time is up and, while it holds `most`
 * or more, of the oldest ones.
 */
export function letGoOfExpired<K, V>(
  entries: Map<K, V>,
  expiresOf: (value: V) => number,
  now: number,
  most = Infinity,
) {
  for (const [key, value] of entries) {
    if (expiresOf(value) > now && entries.size < most) break;
    entries.delete(key);
  }
}
