import { messages } from '@discus/domain/messages';
import type { Queryable } from '../../db/prepared.ts';
import { Forbidden, Unauthorized } from '../../lib/errors.ts';
import type { Account } from '../../plugins/auth.ts';
import { isProfileId } from '../users/service.ts';

export const notYourCart = 'You can only use your own cart';

/** Who a cart belongs to: a guest id (userId null) or a user's profileId (their users.id). */
export type Owner = { ownerId: string; userId: number | null };

/**
 * The owner behind a `userId` of the spec's cart calls. A registered user's profileId only with
 * that user's x-auth-token (401 without a login, 403 with someone else's); any other UUID is a
 * guest id, usable by whoever holds it (it is random and kept in the guest's local storage).
 */
export async function ownerFor(db: Queryable, userId: string, account: Account | null): Promise<Owner> {
  if (account && account.profileId === userId) return { ownerId: userId, userId: account.userId };
  if (await isProfileId(db, userId)) {
    if (!account) throw new Unauthorized(messages.loginRequired);
    throw new Forbidden(notYourCart);
  }
  return { ownerId: userId, userId: null };
}

/** A guest cart is reached by its random id; a user's cart only with that user's login. */
export function assertMayChange(cart: { userId: number | null }, account: Account | null): void {
  if (cart.userId === null) return;
  if (!account) throw new Unauthorized(messages.loginRequired);
  if (account.userId !== cart.userId) throw new Forbidden(notYourCart);
}
