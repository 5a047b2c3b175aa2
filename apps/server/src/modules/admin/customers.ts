import { apiPaths } from '@discus/domain/contracts/paths';
import { adminCustomersAnswer, adminCustomersBody } from '@discus/domain/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchCustomers } from '../users/customer-search.ts';

/** Registered inside adminRoutes, so only the admin reaches it. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.adminCustomers,
    {
      schema: {
        tags: ['admin'],
        summary: 'Customers by name, email or phone, newest first, paged (admin only)',
        body: adminCustomersBody,
        response: { 200: adminCustomersAnswer },
      },
    },
    async (request) => searchCustomers(app.db, request.body),
  );
};
