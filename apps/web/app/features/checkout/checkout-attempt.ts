import type { CartItem } from '@discus/domain/contracts/cart';

/**
 * What one checkout attempt is: the cart's lines and the address they go to. While it stays the
 * same, Pay sends the same idempotency key, so a double click or a retry after a lost answer
 * gives one order; a changed cart or address is a new attempt with a new key.
 */
export function attemptFingerprint(items: readonly CartItem[], addressId: number | null): string {
  const lines = items
    .flatMap((item) => item.selectedVariants.map((v) => `${item.productId}:${v.variantId}x${v.quantity}`))
    .sort();
  return `${addressId ?? '-'}|${lines.join(',')}`;
}

export type Attempt = { fingerprint: string; key: string };

/** The attempt for this fingerprint: the previous one while nothing changed, otherwise a new key. */
export function attemptFor(previous: Attempt | null, fingerprint: string, newKey: () => string): Attempt {
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}

/**
 * A version 4 UUID. crypto.randomUUID exists only on secure pages (HTTPS or localhost);
 * getRandomValues works everywhere, so a shop opened over plain HTTP on a LAN can still pay.
 */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
