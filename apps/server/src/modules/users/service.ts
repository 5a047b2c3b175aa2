import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE } from '@discus/domain/constants';
import type { changePasswordBody, registerBody, User, updateProfileBody } from '@discus/domain/contracts/users';
import { normalizeEmail } from '@discus/domain/email';
import { messages } from '@discus/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { preparedRows, type Queryable } from '../../db/prepared.ts';
import { users } from '../../db/schema.ts';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import { saveImage } from '../../lib/images.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Account } from '../../plugins/auth.ts';
import { revokeUserAuthTokens } from './auth-tokens.ts';
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

export async function register(db: Db, form: z.infer<typeof registerBody>): Promise<void> {
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
  if (inserted.length === 0) throw new Conflict(messages.emailTaken);
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
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, account.userId));
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
    throw new BadRequest(messages.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.userId));
    await revokeUserAuthTokens(tx, account.userId, account.tokenId);
  });
}

/** The photo is judged by its content and re-encoded (lib/images.ts); the old files stay, they may be shared. */
export async function setProfileImage(db: Db, uploadsDir: string, account: Account, image: Buffer): Promise<User> {
  const { filename } = await saveImage(image, { uploadsDir, area: 'users' });
  return updated(
    await db.update(users).set({ imageFilename: filename }).where(eq(users.id, account.userId)).returning(),
  );
}

function updated(rows: UserRow[]): User {
  const [row] = rows;
  if (!row) throw new NotFound(messages.accountNotFound);
  return toUser(row);
}

/** Whether `id` is a registered user's profileId (the cart uses it to tell users from guest ids). */
export async function isProfileId(db: Queryable, id: string): Promise<boolean> {
  const rows = await preparedRows(db, 'profile-id-exists', sql`SELECT 1 FROM users WHERE profile_id = ${id}`);
  return rows.length > 0;
}
