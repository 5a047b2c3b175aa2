import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE } from '@discus/domain/constants';
import { normalizeEmail } from '@discus/domain/email';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';

/**
 * The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD (PRODUCT.md section 4): created when
 * absent, never duplicated; an existing account with that email keeps its password and becomes admin.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<'created' | 'exists'> {
  const email = normalizeEmail(admin.email);
  const inserted = await db
    .insert(users)
    .values({
      profileId: randomUUID(),
      firstName: 'Shop',
      lastName: 'Admin',
      email,
      passwordHash: await hashPassword(admin.password),
      role: ADMIN_ROLE,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0) return 'created';
  await db.execute(sql`UPDATE users SET role = ${ADMIN_ROLE} WHERE email = ${email}`);
  return 'exists';
}
