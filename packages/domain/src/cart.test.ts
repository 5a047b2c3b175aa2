import { describe, expect, it } from 'vitest';
import { cartItemCount, mergeCartItems } from './cart.ts';

describe('mergeCartItems (seed section 4)', () => {
  it('adds the quantities of the same product and variant', () => {
    const guest = [{ productId: 1, selectedVariants: [{ variantId: 10, quantity: 2 }] }];
    const user = [
      {
        productId: 1,
        selectedVariants: [
          { variantId: 10, quantity: 1 },
          { variantId: 11, quantity: 1 },
        ],
      },
    ];
    expect(mergeCartItems(user, guest)).toEqual([
      {
        productId: 1,
        selectedVariants: [
          { variantId: 10, quantity: 3 },
          { variantId: 11, quantity: 1 },
        ],
      },
    ]);
  });

  it('keeps lines that only one cart has', () => {
    const merged = mergeCartItems(
      [{ productId: 1, selectedVariants: [{ variantId: 10, quantity: 1 }] }],
      [{ productId: 2, selectedVariants: [{ variantId: 20, quantity: 4 }] }],
    );
    expect(merged.map((i) => i.productId)).toEqual([1, 2]);
  });

  it('caps a merged quantity at the stock and drops what is sold out', () => {
    const stock = new Map([
      [10, 2],
      [11, 0],
    ]);
    const merged = mergeCartItems(
      [{ productId: 1, selectedVariants: [{ variantId: 10, quantity: 2 }] }],
      [
        {
          productId: 1,
          selectedVariants: [
            { variantId: 10, quantity: 2 },
            { variantId: 11, quantity: 1 },
          ],
        },
      ],
      (id) => stock.get(id) ?? 0,
    );
    expect(merged).toEqual([{ productId: 1, selectedVariants: [{ variantId: 10, quantity: 2 }] }]);
  });
});

describe('cartItemCount', () => {
  it('counts every piece', () => {
    expect(
      cartItemCount([
        {
          productId: 1,
          selectedVariants: [
            { variantId: 10, quantity: 2 },
            { variantId: 11, quantity: 1 },
          ],
        },
        { productId: 2, selectedVariants: [{ variantId: 20, quantity: 3 }] },
      ]),
    ).toBe(6);
    expect(cartItemCount([])).toBe(0);
  });
});
