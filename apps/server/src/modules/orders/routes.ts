import { getAnonOrdersAnswer, getAnonOrdersBody } from '@discus/domain/contracts/orders';
import { apiPaths } from '@discus/domain/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentAnonymousOrders } from './anon-orders.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.getAnonOrders,
    {
      schema: {
        tags: ['orders'],
        summary: 'Recent orders as state, city and product titles only (for the order notifier)',
        body: getAnonOrdersBody.optional(),
        response: { 200: getAnonOrdersAnswer },
      },
    },
    async () => ({ result: await recentAnonymousOrders(app.db) }),
  );
};
