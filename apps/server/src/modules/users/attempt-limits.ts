import { createHash } from 'node:crypto';
import { messages } from '@discus/domain/messages';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../lib/errors.ts';

const WINDOW_MS = 60_000;

type Limits = { perAddressPerMinute: number; perAccountPerMinute: number };

// The account is the email in the body, whatever its case: guessing one person's password from
// many addresses is slowed as much as trying many accounts from one address. It is hashed, so the
// counters (in Redis, possibly) hold no email addresses.
const accountOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const account = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return createHash('sha256').update(account).digest('hex').slice(0, 32);
};

/**
 * A preHandler counting attempts per client address and per account in the shared rate-limit
 * store (plugins/rate-limit.ts: memory, or Redis with REDIS_URL); past either limit, 429.
 * Two counters on one route need createRateLimit: two rateLimit() preHandlers would run only the
 * first. Its keys carry no route name, so each key starts with the limiter's name.
 */
export function limitAttempts(app: FastifyInstance, name: string, limits: Limits) {
  const counters = [
    app.createRateLimit({
      max: limits.perAddressPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${name}:address:${normalizeIP(request.ip)}`,
    }),
    app.createRateLimit({
      max: limits.perAccountPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${name}:account:${accountOf(request)}`,
    }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const count of counters) {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new TooManyRequests(messages.tooManyRequests);
      }
    }
  };
}
