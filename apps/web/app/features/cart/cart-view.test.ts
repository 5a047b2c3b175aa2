import type { GetCartAnswer } from '@discus/domain/contracts/cart';
import type { VariantOption } from '@discus/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { cartView, changeQuantity, removeFromItems, stockFrom } from './cart-view.ts';

const option = (id: number, price: number, quantity: number, extra: Partial<VariantOption> = {}): VariantOption => ({
  _id: id,
  size: '3 inch',
  color: 'Red',
  variant_price: price,
  variant_quantity: quantity,
  isDiscountEnabled: false,
  variant_discount: { value: 0 },
  variant_tax_percentage: 0,
  ...extra,
});

const answer: GetCartAnswer = {
  cartData_base: {
    id: '7b6f4c3e-2a9d-4e1b-8c5f-0a1b2c3d4e5f',
    version: 3,
    cartItems: [
      {
        productId: 1,
        selectedVariants: [
          { variantId: 11, quantity: 2 },
          { variantId: 12, quantity: 3 },
        ],
      },
      { productId: 2, selectedVariants: [{ variantId: 21, quantity: 1 }] },
    ],
  },
  result: [
    {
      cartItemsWithProduct: [
        {
          productDetails: {
            id: 1,
            title: 'Red Melon',
            slug: 'red-melon',
            options: [
              option(11, 1000, 5),
              option(12, 999.99, 2, {
                isDiscountEnabled: true,
                variant_discount: { value: 10 },
                variant_tax_percentage: 18,
              }),
            ],
            variant_images: [{ filename: 'a', width: 1, height: 1, alt: '', variantId: null }],
            isAvailable: true,
          },
          selectedVariants: [
            { variantId: 11, quantity: 2, availableQuantity: 5 },
            { variantId: 12, quantity: 3, availableQuantity: 2 },
          ],
        },
        {
          productDetails: {
            id: 2,
            title: 'Gone',
            slug: 'gone',
            options: [option(21, 500, 4)],
            variant_images: [],
            isAvailable: false,
          },
          selectedVariants: [{ variantId: 21, quantity: 1, availableQuantity: 0 }],
        },
      ],
    },
  ],
};

describe('cartView', () => {
  it('prices each line with the domain rule and sums them into the total', () => {
    const view = cartView(answer);
    // 999.99 less 10% = 899.991 per unit, x3 = 2699.973, +18% = 3185.96814 -> 3185.97
    expect(view.lines.map((l) => l.total)).toEqual([200000, 318597, 50000]);
    expect(view.total).toBe(568597);
    expect(view.count).toBe(6);
  });

  it('caps quantities at stock and flags withdrawn products', () => {
    const [first, second, third] = cartView(answer).lines;
    expect(first?.maxQuantity).toBe(5);
    expect(second?.maxQuantity).toBe(2);
    expect(second?.availableQuantity).toBe(2);
    expect(third?.withdrawn).toBe(true);
    expect(third?.maxQuantity).toBe(0);
  });

  it('is empty without a cart', () => {
    expect(cartView({ cartData_base: null, result: [] }).lines).toEqual([]);
    expect(cartView(null).total).toBe(0);
  });
});

describe('cart item edits', () => {
  const items = answer.cartData_base?.cartItems ?? [];
  it('decreases by one and removes a variant at zero, and the product with its last variant', () => {
    expect(changeQuantity(items, 1, 11, -1)[0]?.selectedVariants).toEqual([
      { variantId: 11, quantity: 1 },
      { variantId: 12, quantity: 3 },
    ]);
    expect(changeQuantity(items, 2, 21, -1).map((i) => i.productId)).toEqual([1]);
  });

  it('removes one variant or a whole product', () => {
    expect(removeFromItems(items, 1, 12)[0]?.selectedVariants).toEqual([{ variantId: 11, quantity: 2 }]);
    expect(removeFromItems(items, 1).map((i) => i.productId)).toEqual([2]);
  });

  it('knows the stock of each variant, none for withdrawn products', () => {
    const stock = stockFrom([answer, null]);
    expect(stock(11)).toBe(5);
    expect(stock(12)).toBe(2);
    expect(stock(21)).toBe(0);
    expect(stock(99)).toBe(0);
  });
});
