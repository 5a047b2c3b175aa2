import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RazorpayConfig } from '../../config.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { OrderDeps } from '../../workflows/place-order.ts';
import { catalogAdminRoutes } from '../catalog/admin-routes.ts';
import { reviewAdminRoutes } from '../ratings/admin-routes.ts';
import { customerRoutes } from './customers.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminPaymentRoutes } from './payment-settings.ts';

/**
 * Every admin call is registered in here, behind one guard: guests get 401, customers 403,
 * before their body is even read. Later admin areas add their routes with app.register below.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  uploadsDir: string;
  deps: () => OrderDeps;
  razorpay?: RazorpayConfig | undefined;
}> = async (app, opts) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(customerRoutes);
  await app.register(catalogAdminRoutes, { uploadsDir: opts.uploadsDir });
  await app.register(adminOrderRoutes, { deps: opts.deps });
  await app.register(reviewAdminRoutes);
  await app.register(adminPaymentRoutes, { razorpay: opts.razorpay, deps: opts.deps });
};
