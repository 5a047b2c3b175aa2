import type { User } from '@discus/domain/contracts/users';
import type { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** A user as the API answers it (seed section 3): never the password hash. */
export function toUser(row: UserRow): User {
  return {
    profileId: row.profileId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    role: row.role,
    userImage: row.imageFilename ? { filename: row.imageFilename } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
