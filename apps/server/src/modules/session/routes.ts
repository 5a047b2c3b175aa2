import { apiPaths } from '@discus/domain/contracts/paths';
import { getSessionAnswer, getSessionBody } from '@discus/domain/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startSession } from './service.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.getSession,
    {
      schema: {
        tags: ['session'],
        summary: 'Issue an anonymous session token (random; the store keeps no copy)',
        body: getSessionBody.optional(),
        response: { 200: getSessionAnswer },
      },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async () => ({ sessionToken: startSession() }),
  );
};
