import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { newToken } from '../../lib/tokens.ts';

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** An anonymous session token for any visitor (PRODUCT.md section 4). */
export async function startSession(db: Db, now = new Date()): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({ tokenHash: hash, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) });
  return token;
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}
