import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authTokens, passwordResets } from '../../db/schema.ts';
import { newToken } from '../../lib/tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
// PRODUCT.md section 4: 30 days with keepSignedIn, 12 hours without.
const KEEP_SIGNED_IN_MS = 30 * 24 * HOUR_MS;
const SIGNED_IN_MS = 12 * HOUR_MS;

/** A new login for the user: the token goes to the client, only its hash is kept. */
export async function issueAuthToken(db: Db, userId: number, keepSignedIn: boolean, now = new Date()): Promise<string> {
  const { token, hash } = newToken();
  const lifetime = keepSignedIn ? KEEP_SIGNED_IN_MS : SIGNED_IN_MS;
  await db.insert(authTokens).values({ userId, tokenHash: hash, expiresAt: new Date(now.getTime() + lifetime) });
  return token;
}

export async function revokeAuthToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Ends the user's logins, all of them or all but the one still in use. */
export async function revokeUserAuthTokens(db: Db | Tx, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
      ),
    );
}

/** Expired logins and reset links are of no use to anyone; revoked ones go once they expire. */
export async function deleteExpiredTokens(db: Db, now = new Date()): Promise<void> {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, now));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
}
