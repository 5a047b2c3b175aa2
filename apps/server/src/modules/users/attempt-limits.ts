import { createHash } from 'node:crypto';
import { normalizeEmail } from '@discus/domain/email';
import { messages } from '@discus/domain/messages';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Bucket, takeAttempt } from '../../lib/attempt-buckets.ts';
import { TooManyRequests } from '../../lib/errors.ts';

// docs/decisions/011. Login buckets count wrong passwords only (a success gives its attempt back).
export const loginBuckets = {
  // Generous: many buyers share one carrier-grade NAT address.
  address: { name: 'login-address', size: 30, drainSeconds: 20 },
  // Strangers (browsers not known to the account): 5 guesses, then one every 10 minutes.
  account: { name: 'login-account', size: 5, drainSeconds: 600 },
  // The owner's own browser, apart from strangers: room for typos.
  device: { name: 'login-device', size: 10, drainSeconds: 300 },
} satisfies Record<string, Bucket>;

export const resetBuckets = {
  // Over this, the address is refused (429).
  address: { name: 'reset-address', size: 10, drainSeconds: 60 },
  // Over this, the answer stays the same but no further email goes out: the owner is never
  // refused, and the links already sent (valid 60 minutes) are in their inbox.
  account: { name: 'reset-account', size: 3, drainSeconds: 1200 },
} satisfies Record<string, Bucket>;

// Registering an email that has an account emails its owner: 3 such emails, then one an hour.
export const registrationNoticeBucket: Bucket = { name: 'registration-notice', size: 3, drainSeconds: 3600 };

// Per signed-in user: a wrong current password costs a 32 MiB scrypt run, a photo a re-encode.
export const passwordChangeBucket: Bucket = { name: 'password-change', size: 5, drainSeconds: 600 };
export const photoUploadBucket: Bucket = { name: 'photo-upload', size: 10, drainSeconds: 60 };

/** The account an email names, in its one spelling, hashed: the buckets hold no addresses. */
export const accountKey = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');

export const addressKey = (request: FastifyRequest) => normalizeIP(request.ip);

/** Counts the attempt, or refuses it with 429 and Retry-After when the bucket is full. */
export async function takeOrRefuse(db: Db, bucket: Bucket, key: string): Promise<void> {
  const taken = await takeAttempt(db, bucket, key);
  if (!taken.allowed) throw new TooManyRequests(messages.tooManyRequests, taken.retryAfterSeconds);
}
