import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { revokeUserAuthTokens } from './auth-tokens.ts';
import { forgetDevices } from './known-devices.ts';
import { resetEmail } from './reset-email.ts';
import { findUserByEmail } from './service.ts';

// PRODUCT.md section 4: the emailed link is valid 60 minutes and works once.
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

export type ResetMail = { db: Db; mailer: Mailer; shopName: string; log: FastifyBaseLogger };

/** Emails a reset link to a registered address; an unknown address gets nothing (and learns nothing). */
export async function sendResetLink(deps: ResetMail, email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const { token, hash } = newToken();
  await deps.db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS) });
  const link = `${origin}${paths.resetPassword(token)}`;
  await deps.mailer.send(resetEmail(user, deps.shopName, link));
  if (deps.mailer.delivery === 'outbox') {
    deps.log.info({ resetLink: link }, 'password reset link (no SMTP_URL: the email is in DATA_DIR/outbox)');
  }
}

/**
 * Sets the new password, uses up the user's reset links, ends all their logins and forgets their
 * known browsers, all or nothing. Answers whose account it was, so its login holds can be lifted.
 */
export async function completePasswordReset(
  db: Db,
  token: string,
  password: string,
): Promise<{ userId: number; email: string }> {
  return inTransaction(db, async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw new BadRequest(messages.resetLinkInvalid);

    const [user] = await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, reset.userId))
      .returning({ userId: users.id, email: users.email });
    if (!user) throw new BadRequest(messages.resetLinkInvalid);
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await revokeUserAuthTokens(tx, reset.userId);
    await forgetDevices(tx, reset.userId);
    return user;
  });
}
