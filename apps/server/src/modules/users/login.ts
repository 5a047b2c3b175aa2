import type { loginBody, User } from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { giveBackAttempt } from '../../lib/attempt-buckets.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { verifyPassword, verifyPasswordOfNobody } from '../../lib/passwords.ts';
import { accountKey, loginBuckets, takeOrRefuse } from './attempt-limits.ts';
import { issueAuthToken } from './auth-tokens.ts';
import { knownDeviceKey } from './known-devices.ts';
import { findUserByEmail } from './service.ts';
import { toUser } from './user-dto.ts';

export type LoginClient = { address: string; deviceToken: string | undefined };
export type LoggedIn = { user: User; token: string; userId: number; deviceKey: string | undefined };

/**
 * A wrong password and an unknown email get the same answer, after the same work. Each attempt
 * is counted per address and per account (or, from a browser known to the account, per that
 * browser) before the password is checked, and given back when it was right: only failures count.
 */
export async function logIn(db: Db, form: z.infer<typeof loginBody>, client: LoginClient): Promise<LoggedIn> {
  await takeOrRefuse(db, loginBuckets.address, client.address);
  const row = await findUserByEmail(db, form.email);
  const deviceKey = row ? await knownDeviceKey(db, row.id, client.deviceToken) : undefined;
  const [bucket, key] = deviceKey ? [loginBuckets.device, deviceKey] : [loginBuckets.account, accountKey(form.email)];
  await takeOrRefuse(db, bucket, key);

  const valid = row
    ? await verifyPassword(form.password, row.passwordHash)
    : await verifyPasswordOfNobody(form.password);
  if (!row || !valid) throw new Unauthorized(messages.invalidCredentials);
  await giveBackAttempt(db, loginBuckets.address, client.address);
  await giveBackAttempt(db, bucket, key);
  return { user: toUser(row), token: await issueAuthToken(db, row.id, form.keepSignedIn), userId: row.id, deviceKey };
}
