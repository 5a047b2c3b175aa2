import type { CartBase } from '@discus/domain/contracts/cart';
import type { Db } from '../db/client.ts';
import { addToCart } from '../modules/cart/service.ts';
import { assertKept, removeFromWishlist } from '../modules/wishlist/service.ts';
import type { Account } from '../plugins/auth.ts';

export type MoveToCart = { productId: number; variantId: number; quantity: number };

/**
 * A kept product's chosen option into the buyer's cart, then off the wishlist. The cart checks the
 * option and its stock (a refusal leaves the wishlist as it was); adding is the cart's own
 * race-safe add, so the two areas each keep their rules.
 */
export async function moveWishlistToCart(db: Db, buyer: Account, move: MoveToCart): Promise<CartBase> {
  await assertKept(db, buyer.userId, move.productId);
  const cart = await addToCart(
    db,
    {
      userId: buyer.profileId,
      cartItems: [
        { productId: move.productId, selectedVariants: [{ variantId: move.variantId, quantity: move.quantity }] },
      ],
    },
    buyer,
  );
  await removeFromWishlist(db, buyer.userId, move.productId);
  return cart;
}
