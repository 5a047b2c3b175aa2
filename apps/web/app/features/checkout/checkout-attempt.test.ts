import { describe, expect, it } from 'vitest';
import { attemptFingerprint, attemptFor, newAttemptKey } from './checkout-attempt.ts';

const fish = { productId: 1, selectedVariants: [{ variantId: 11, quantity: 2 }] };
const food = { productId: 2, selectedVariants: [{ variantId: 21, quantity: 1 }] };
const items = [fish, food];

describe('checkout attempt', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('keeps the key while the cart and the address stay the same', () => {
    const first = attemptFor(null, attemptFingerprint(items, 7), newKey);
    const again = attemptFor(first, attemptFingerprint([...items].reverse(), 7), newKey);
    expect(again.key).toBe(first.key);
  });

  it('makes a new key when a quantity, a line or the address changes', () => {
    const first = attemptFor(null, attemptFingerprint(items, 7), newKey);
    const more = [{ productId: 1, selectedVariants: [{ variantId: 11, quantity: 3 }] }, food];
    expect(attemptFor(first, attemptFingerprint(more, 7), newKey).key).not.toBe(first.key);
    expect(attemptFor(first, attemptFingerprint(items.slice(1), 7), newKey).key).not.toBe(first.key);
    expect(attemptFor(first, attemptFingerprint(items, 8), newKey).key).not.toBe(first.key);
  });

  it('makes version 4 UUIDs, a new one each time', () => {
    const key = newAttemptKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newAttemptKey()).not.toBe(key);
  });
});
