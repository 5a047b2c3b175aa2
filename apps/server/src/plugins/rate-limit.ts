import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export type RateLimitOptions = { redisUrl: string | undefined; nameSpace?: string };

/**
 * Per-route limits (each route says its own). With REDIS_URL the counts live in Redis, so several
 * app instances behind a load balancer share them; otherwise they are kept in memory.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: opts.nameSpace ?? 'discus-rate-',
    // If Redis is down the shop keeps selling: the limit is skipped and the warning logged.
    skipOnError: true,
  });
});
