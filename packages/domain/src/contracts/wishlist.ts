import { z } from 'zod';
import { cartBase, MAX_LINE_QUANTITY } from './cart.ts';
import { productSummary } from './catalog.ts';
import { entityId } from './common.ts';

// issue 13: a logged-in buyer's wishlist. Every call acts on the list of the x-auth-token's owner
// only; no call names a user, so another user's list cannot be reached.

// A list is bounded by the catalogue itself: one row per product.

/** One kept product with today's price, offer and stock (its options), and the option picked. */
export const wishlistItem = z.object({
  product: productSummary,
  /** The option chosen when the heart was tapped (null: none chosen yet). */
  variantId: z.number().int().nullable(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItem>;

// POST /api/users/wishlist/list {} → { result: WishlistItem[] } newest first; withdrawn products
// are left out.
export const listWishlistBody = z.object({}).strict();
export const listWishlistAnswer = z.object({ result: z.array(wishlistItem) });
export type ListWishlistAnswer = z.infer<typeof listWishlistAnswer>;

// POST /api/users/wishlist/add { productId, variantId? } → { result: { productIds } }: adding a
// product already kept changes nothing but its chosen option (idempotent).
export const addToWishlistBody = z.object({ productId: entityId, variantId: entityId.optional() }).strict();

// POST /api/users/wishlist/remove { productId } → { result: { productIds } }: removing one not kept
// is not an error.
export const removeFromWishlistBody = z.object({ productId: entityId }).strict();

/** The ids of every product on the list, so hearts can be drawn without the full list. */
export const wishlistIdsAnswer = z.object({ result: z.object({ productIds: z.array(z.number().int()) }) });
export type WishlistIdsAnswer = z.infer<typeof wishlistIdsAnswer>;

// POST /api/users/wishlist/moveToCart { productId, variantId, quantity? } → { result: cart }: the
// chosen option goes into the buyer's cart (checked against stock) and leaves the wishlist.
export const moveWishlistToCartBody = z
  .object({
    productId: entityId,
    variantId: entityId,
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
  })
  .strict();
export const moveWishlistToCartAnswer = z.object({ result: cartBase });
