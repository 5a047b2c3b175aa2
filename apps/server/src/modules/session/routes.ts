import { apiPaths } from '@discus/domain/contracts/paths';
import { getSessionAnswer, getSessionBody } from '@discus/domain/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteExpiredSessions, startSession } from './service.ts';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Expired anonymous sessions are removed at start and hourly, so the table stays small.
  let cleanup: NodeJS.Timeout | undefined;
  const removeExpired = () =>
    deleteExpiredSessions(app.db).catch((error) => app.log.warn({ err: error }, 'session cleanup failed'));
  app.addHook('onReady', async () => {
    await removeExpired();
    cleanup = setInterval(removeExpired, CLEANUP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(cleanup));

  app.post(
    apiPaths.getSession,
    {
      schema: {
        tags: ['session'],
        summary: 'Issue an anonymous session token',
        body: getSessionBody.optional(),
        response: { 200: getSessionAnswer },
      },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async () => ({ sessionToken: await startSession(app.db) }),
  );
};
