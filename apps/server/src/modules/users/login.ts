import type { loginBody, User } from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { verifyPassword, verifyPasswordOfNobody } from '../../lib/passwords.ts';
import { issueAuthToken } from './auth-tokens.ts';
import { findUserByEmail } from './service.ts';
import { toUser } from './user-dto.ts';

/** A wrong password and an unknown email get the same answer, after the same work. */
export async function logIn(
  db: Db,
  { email, password, keepSignedIn }: z.infer<typeof loginBody>,
): Promise<{ user: User; token: string }> {
  const row = await findUserByEmail(db, email);
  const valid = row ? await verifyPassword(password, row.passwordHash) : await verifyPasswordOfNobody(password);
  if (!row || !valid) throw new Unauthorized(messages.invalidCredentials);
  return { user: toUser(row), token: await issueAuthToken(db, row.id, keepSignedIn) };
}
