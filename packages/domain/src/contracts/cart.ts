import { z } from 'zod';
import { imageRef, variantOption } from './catalog.ts';
import { entityId } from './common.ts';

// seed section 3 "Cart" and section 7 calls. A cart belongs to a guest id (random UUID kept as
// userId in local storage) or, once logged in, to the user's profileId (with their x-auth-token).

const MAX_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

export const cartOwnerId = z.string().uuid();

export const selectedVariant = z.object({
  variantId: entityId,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

export const cartItem = z.object({
  productId: entityId,
  selectedVariants: z.array(selectedVariant).min(1).max(50),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartItems = z.array(cartItem).max(MAX_LINES);

/** cartData_base: the cart as stored. */
export const cartBase = z.object({
  id: z.string().uuid(),
  cartItems: z.array(cartItem),
  /** Raised by every change to the cart; send it back with updateCart. */
  version: z.number().int(),
});
export type CartBase = z.infer<typeof cartBase>;

/** One product of the cart with what a buyer needs to see, priced by the server. */
export const cartItemWithProduct = z.object({
  productDetails: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    options: z.array(variantOption),
    variant_images: z.array(imageRef.extend({ variantId: z.number().int().nullable() })),
    /** False when the product was withdrawn after it was added. */
    isAvailable: z.boolean(),
  }),
  selectedVariants: z.array(
    selectedVariant.extend({
      quantity: z.number().int().min(1),
      /** What can be bought now: 0 when sold out or withdrawn; below quantity when stock dropped. */
      availableQuantity: z.number().int().min(0),
    }),
  ),
});
export type CartItemWithProduct = z.infer<typeof cartItemWithProduct>;

// POST /api/users/cart/getCart { userId } → { result: [{ cartItemsWithProduct }], cartData_base }
export const getCartBody = z.object({ userId: cartOwnerId }).strict();
export const getCartAnswer = z.object({
  result: z.array(z.object({ cartItemsWithProduct: z.array(cartItemWithProduct) })),
  cartData_base: cartBase.nullable(),
});
export type GetCartAnswer = z.infer<typeof getCartAnswer>;

// POST /api/users/cart/addToCart { userId, cartItems, syncedLocalCartId? } → { result }: creates
// the cart when there is none; otherwise adds the quantities to matching lines.
export const addToCartBody = z
  .object({ userId: cartOwnerId, cartItems: cartItems.min(1), syncedLocalCartId: z.string().uuid().optional() })
  .strict();

// POST /api/users/cart/updateCart { cartId, cartItems, syncedLocalCartId? } → { result }: replaces
// the items; with syncedLocalCartId that guest cart is emptied and retired in the same transaction.
// With `version` (from the read the change is based on) a cart changed since then is refused with
// 409, so a remove in one tab never drops what another tab added meanwhile.
export const updateCartBody = z
  .object({
    cartId: z.string().uuid(),
    cartItems,
    syncedLocalCartId: z.string().uuid().optional(),
    version: z.number().int().min(0).optional(),
  })
  .strict();

export const cartAnswer = z.object({ result: cartBase });
