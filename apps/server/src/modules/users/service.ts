import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE } from '@discus/domain/constants';
import type { changePasswordBody, registerBody, User, updateProfileBody } from '@discus/domain/contracts/users';
import { normalizeEmail } from '@discus/domain/email';
import { messages } from '@discus/domain/messages';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { preparedRows, type Queryable } from '../../db/prepared.ts';
import { users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { giveBackAttempt } from '../../lib/attempt-buckets.ts';
import { BadRequest, Forbidden, NotFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Account } from '../../plugins/auth.ts';
import { passwordChangeBucket, photoUploadBucket, takeOrRefuse } from './attempt-limits.ts';
import { revokeUserAuthTokens } from './auth-tokens.ts';
import { replaceProfilePhoto } from './profile-photos.ts';
import { toUser } from './user-dto.ts';

type UserRow = typeof users.$inferSelect;

/** Emails are stored in their one spelling (normalizeEmail) and looked up in it, never by SQL lower(). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

/** Creates the account, or says the email already has one (changing nothing: the caller must not tell). */
export async function register(db: Db, form: z.infer<typeof registerBody>): Promise<'created' | 'taken'> {
  const { password, ...profile } = form;
  const inserted = await db
    .insert(users)
    .values({
      ...profile,
      email: normalizeEmail(profile.email),
      profileId: randomUUID(),
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? 'created' : 'taken';
}

/** A user's own account, or anyone's for the admin; nobody else's. */
export async function getUserFor(db: Db, account: Account, profileId: string): Promise<User> {
  if (account.profileId !== profileId && account.role !== ADMIN_ROLE) throw new Forbidden(messages.notYourAccount);
  const [row] = await db.select().from(users).where(eq(users.profileId, profileId));
  if (!row) throw new NotFound(messages.accountNotFound);
  return toUser(row);
}

export async function updateProfile(
  db: Db,
  account: Account,
  profile: z.infer<typeof updateProfileBody>,
): Promise<User> {
  return updated(await db.update(users).set(profile).where(eq(users.id, account.userId)).returning());
}

/** The login in use stays; every other login of the user ends. */
export async function changePassword(
  db: Db,
  account: Account,
  { currentPassword, newPassword }: z.infer<typeof changePasswordBody>,
): Promise<void> {
  const attempts = String(account.userId);
  await takeOrRefuse(db, passwordChangeBucket, attempts);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, account.userId));
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
    throw new BadRequest(messages.wrongCurrentPassword);
  }
  await giveBackAttempt(db, passwordChangeBucket, attempts);
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.userId));
    await revokeUserAuthTokens(tx, account.userId, account.tokenId);
  });
}

/** The photo is judged by its content and re-encoded (lib/images.ts); the one it replaces goes if unused. */
export async function setProfileImage(db: Db, uploadsDir: string, account: Account, image: Buffer): Promise<User> {
  await takeOrRefuse(db, photoUploadBucket, String(account.userId));
  const row = await replaceProfilePhoto(db, uploadsDir, account.userId, image);
  return updated(row ? [row] : []);
}

function updated(rows: UserRow[]): User {
  const [row] = rows;
  if (!row) throw new NotFound(messages.accountNotFound);
  return toUser(row);
}

/** SQL: whether `id` is a registered user's profileId, for a statement that asks along with its own work. */
export const profileIdExists = (id: SQL) => sql`EXISTS (SELECT 1 FROM users WHERE profile_id = ${id})`;

/** Whether `id` is a registered user's profileId (the cart uses it to tell users from guest ids). */
export async function isProfileId(db: Queryable, id: string): Promise<boolean> {
  const [row] = await preparedRows<{ found: boolean }>(
    db,
    'profile-id-exists',
    sql`SELECT ${profileIdExists(sql`${id}`)} AS found`,
  );
  return row?.found === true;
}

/** The user's email (the stock alerts of a logged-in buyer go to it). */
export async function emailOf(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await preparedRows<{ email: string }>(
    db,
    'user-email',
    sql`SELECT email FROM users WHERE id = ${userId}`,
  );
  return row?.email;
}
