import { ADMIN_ROLE } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedRows } from '../db/prepared.ts';
import { Forbidden, Unauthorized } from '../lib/errors.ts';
import { hashToken } from '../lib/tokens.ts';

/** Who sent a request: the owner of a valid x-auth-token. `tokenId` is that login (for logout). */
export type Account = { userId: number; profileId: string; role: number; tokenId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the preHandlers below; null for a guest or on routes that do not ask. */
    account: Account | null;
  }
}

const AUTH_TOKEN_HEADER = 'x-auth-token';

// Tokens are 43 base64url characters (lib/tokens.ts); anything else is not worth a lookup.
const TOKEN_SHAPE = /^[\w-]{20,200}$/;

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('account', null);
});

async function findAccount(request: FastifyRequest): Promise<Account | null> {
  const token = request.headers[AUTH_TOKEN_HEADER];
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null;
  const [account] = await preparedRows<Account>(
    request.server.db,
    'account-by-token',
    sql`SELECT u.id AS "userId", u.profile_id AS "profileId", u.role, t.id AS "tokenId"
      FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = ${hashToken(token)} AND t.revoked_at IS NULL AND t.expires_at > now()`,
  );
  return account ?? null;
}

// The token is looked up only on routes that need it (these preHandlers), not on every request:
// a logged-in buyer sends x-auth-token with every catalogue call, which must stay cache-fast.

/** Reads x-auth-token; a missing, unknown, expired or revoked token leaves a guest (null). */
export async function identifyAccount(request: FastifyRequest): Promise<void> {
  request.account = await findAccount(request);
}

/** Refuses guests with 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await identifyAccount(request);
  if (!request.account) throw new Unauthorized(messages.loginRequired);
}

/** Every admin call goes through this: 401 for guests, 403 for anyone whose role is not admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.account?.role !== ADMIN_ROLE) throw new Forbidden(messages.adminOnly);
}

/** The account of a route guarded by requireUser or requireAdmin. */
export function signedInAccount(request: FastifyRequest): Account {
  if (!request.account) throw new Unauthorized(messages.loginRequired);
  return request.account;
}
