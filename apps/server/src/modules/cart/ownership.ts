import { messages } from '@discus/domain/messages';
import { Forbidden, Unauthorized } from '../../lib/errors.ts';
import type { Account } from '../../plugins/auth.ts';

export const notYourCart = 'You can only use your own cart';

/**
 * A registered user's profileId as a cart's `userId` needs that user's x-auth-token: refuses with
 * 401 without a login, 403 with someone else's. (Any other UUID is a guest id, usable by whoever
 * holds it: it is random and kept in the guest's local storage.)
 */
export function refuseOwner(account: Account | null): never {
  if (!account) throw new Unauthorized(messages.loginRequired);
  throw new Forbidden(notYourCart);
}

/** A guest cart is reached by its random id; a user's cart only with that user's login. */
export function assertMayChange(cart: { userId: number | null }, account: Account | null): void {
  if (cart.userId === null) return;
  if (!account) throw new Unauthorized(messages.loginRequired);
  if (account.userId !== cart.userId) throw new Forbidden(notYourCart);
}
