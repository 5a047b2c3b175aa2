import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { knownDevices } from '../../db/schema.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

// docs/decisions/011: a browser that logged in to an account (or completed its reset) is known to
// it, and strangers' wrong guesses at that account do not hold it up.
export const DEVICE_COOKIE = 'discus_device';
const DEVICE_LIFETIME_S = 365 * 24 * 60 * 60;
const TOKEN = /^[\w-]{43}$/;

/** The device token the browser sent, if it looks like one of ours. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && TOKEN.test(value)) return value;
  }
  return undefined;
}

/** The device's key (its token's hash) when the token is known to this user; else undefined. */
export async function knownDeviceKey(db: Db, userId: number, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const hash = hashToken(token);
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hash), eq(knownDevices.userId, userId)));
  return row ? hash : undefined;
}

/** Marks the browser as known to the user (a fresh token unless it already was) and sets its cookie. */
export async function rememberDevice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  knownKey: string | undefined,
): Promise<void> {
  const current = deviceTokenOf(request);
  if (knownKey && current) {
    await db.update(knownDevices).set({ lastUsedAt: sql`now()` }).where(eq(knownDevices.tokenHash, knownKey));
    return setDeviceCookie(request, reply, current);
  }
  const { token, hash } = newToken();
  await db.insert(knownDevices).values({ userId, tokenHash: hash });
  setDeviceCookie(request, reply, token);
}

/** A password reset ends trust in every browser of the account (the new one is added after). */
export async function forgetDevices(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}

export async function deleteStaleDevices(db: Db): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.lastUsedAt, sql`now() - interval '1 year'`));
}

function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${token}; Path=/api/users; Max-Age=${DEVICE_LIFETIME_S}; HttpOnly; SameSite=Strict${secure}`,
  );
}
