import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE } from '@discus/domain/constants';
import { normalizeEmail } from '@discus/domain/email';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { ConfigError } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { revokeUserAuthTokens } from './auth-tokens.ts';
import { findUserByEmail } from './service.ts';

type AdminSettings = { email: string; password: string };

/**
 * The owner's account comes from ADMIN_EMAIL / ADMIN_PASSWORD (PRODUCT.md section 4, issue 8):
 * - absent: created as admin;
 * - present and not made by these settings: made admin only if its password is ADMIN_PASSWORD,
 *   otherwise the start is refused (someone may have registered the owner's address first);
 * - made by these settings: takes ADMIN_PASSWORD when that changed since the last start (a
 *   password changed in the store is kept while ADMIN_PASSWORD stays the same);
 * and an account made admin by an earlier ADMIN_EMAIL goes back to being a customer.
 */
export async function ensureAdmin(db: Db, admin: AdminSettings): Promise<'created' | 'exists'> {
  const email = normalizeEmail(admin.email);
  let outcome: 'created' | 'exists' = 'exists';
  let account = await findUserByEmail(db, email);
  if (!account) {
    const passwordHash = await hashPassword(admin.password);
    const [created] = await db
      .insert(users)
      .values({
        profileId: randomUUID(),
        firstName: 'Shop',
        lastName: 'Admin',
        email,
        passwordHash,
        role: ADMIN_ROLE,
        adminPasswordFromEnv: passwordHash,
      })
      .onConflictDoNothing()
      .returning();
    if (created) outcome = 'created';
    account = created ?? (await findUserByEmail(db, email));
    if (!account) throw new Error(`ADMIN_EMAIL: the account ${email} could not be created`);
  } else if (account.adminPasswordFromEnv === null) {
    await adoptAccount(db, account.id, account.passwordHash, admin);
  } else if (!(await verifyPassword(admin.password, account.adminPasswordFromEnv))) {
    await applyNewAdminPassword(db, account.id, admin.password);
  } else if (account.role !== ADMIN_ROLE) {
    await db.update(users).set({ role: ADMIN_ROLE }).where(eq(users.id, account.id));
  }
  await demoteEarlierAdmins(db, account.id);
  return outcome;
}

async function adoptAccount(db: Db, id: number, passwordHash: string, admin: AdminSettings): Promise<void> {
  if (!(await verifyPassword(admin.password, passwordHash))) {
    throw new ConfigError(
      `ADMIN_EMAIL: an account with the email ${admin.email} already exists and its password is not ADMIN_PASSWORD, ` +
        'so it is not made admin (anyone could have registered that address first). If the account is yours, ' +
        'start once without ADMIN_EMAIL and ADMIN_PASSWORD, reset its password to ADMIN_PASSWORD through ' +
        '"Forgot password", then start again; or choose another ADMIN_EMAIL.',
    );
  }
  await db.update(users).set({ role: ADMIN_ROLE, adminPasswordFromEnv: passwordHash }).where(eq(users.id, id));
}

/** A new ADMIN_PASSWORD replaces the account's password and ends its logins, as a reset would. */
async function applyNewAdminPassword(db: Db, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, adminPasswordFromEnv: passwordHash, role: ADMIN_ROLE })
      .where(eq(users.id, id));
    await revokeUserAuthTokens(tx, id);
  });
}

async function demoteEarlierAdmins(db: Db, ownerId: number): Promise<void> {
  await db
    .update(users)
    .set({ role: 0, adminPasswordFromEnv: null })
    .where(and(isNotNull(users.adminPasswordFromEnv), ne(users.id, ownerId)));
}
