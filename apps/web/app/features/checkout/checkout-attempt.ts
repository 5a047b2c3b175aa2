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
