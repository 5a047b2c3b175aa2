import zlib from 'node:zlib';
import { MAX_BODY_BYTES } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { razorpayCheckoutSources } from './lib/content-security.ts';
import { withRedactedRequests } from './lib/request-log.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { categoryRedirectsPlugin } from './modules/catalog/category-redirects.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { startOrderJobs } from './modules/orders/jobs.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { razorpayGateway } from './modules/payments/razorpay/gateway.ts';
import { razorpayRoutes } from './modules/payments/razorpay/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { testGateway } from './modules/payments/test-gateway.ts';
import { ratingRoutes } from './modules/ratings/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { webAppRoutes } from './modules/seo/web-app.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { stockAlertRoutes } from './modules/stock-alerts/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { catalogueChangesPlugin } from './plugins/catalogue-changes.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { ssrPlugin, type WebSource } from './plugins/ssr.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import type { OrderDeps } from './workflows/place-order.ts';

export type AppOptions = {
  config: Config;
  db: Db;
  /** Where the pages come from; without it only the API is served (tests). */
  web?: WebSource;
  /** `npm run dev`: Vite's middleware answers module requests before Fastify. */
  serverFactory?: FastifyServerOptions['serverFactory'];
  logger?: FastifyServerOptions['logger'];
  /** Key prefix of the shared rate-limit counters (tests keep theirs apart). */
  rateLimitNameSpace?: string;
  /** How long a rendered public page may be reused. */
  pageCacheTtlMs?: number;
  /** How often this process looks for due background jobs (tests poll faster). */
  jobPollingSeconds?: number;
};

/** The whole store as one Fastify instance: API, images, and the server-rendered web app. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedactedRequests(opts.logger),
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: 200 },
    requestTimeout: 30_000,
    trustProxy: opts.config.trustProxy,
    serverFactory: opts.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();
  const https = opts.config.publicUrl?.startsWith('https:') ?? false;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin, { https, devServer: opts.web?.kind === 'vite' });
  // API answers over 1 KB go out compressed (Indian mobile networks); pages and assets come
  // already compressed (plugins/ssr.ts, precompressed build) and are left alone.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(dbPlugin, { db: opts.db });
  await app.register(authPlugin);
  await app.register(catalogueChangesPlugin);
  await app.register(jobsPlugin, { pollingSeconds: opts.jobPollingSeconds });
  await app.register(mailerPlugin, opts.config.mail);
  await app.register(rateLimitPlugin, { redisUrl: opts.config.redisUrl, nameSpace: opts.rateLimitNameSpace });
  await app.register(openApiPlugin);

  await app.register(sessionRoutes);
  await app.register(catalogRoutes);
  await app.register(categoryRedirectsPlugin);
  // With Razorpay's keys online payments are Razorpay's; without them, the test gateway's.
  const provider = opts.config.razorpay
    ? razorpayGateway({ config: opts.config.razorpay, shopName: opts.config.shop.name, db: opts.db })
    : testGateway;
  const orderDeps = (): OrderDeps => ({
    db: app.db,
    jobs: app.jobs,
    config: opts.config,
    provider,
    now: () => new Date(),
  });
  await app.register(orderRoutes, { deps: orderDeps });
  // The test gateway "pays" whatever it is asked to: it exists only while no real gateway does.
  if (provider === testGateway) {
    await app.register(paymentRoutes, { deps: orderDeps, shopName: opts.config.shop.name });
  }
  if (opts.config.razorpay) await app.register(razorpayRoutes, { deps: orderDeps, razorpay: opts.config.razorpay });
  await app.register(addressRoutes);
  await startOrderJobs(app, orderDeps);
  await app.register(contactRoutes, { shopEmail: opts.config.shop.email });
  await app.register(userRoutes, {
    linkOrigin: opts.config.linkOrigin,
    shopName: opts.config.shop.name,
    uploadsDir: opts.config.uploadsDir,
  });
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(ratingRoutes, { uploadsDir: opts.config.uploadsDir });
  await app.register(stockAlertRoutes, {
    linkOrigin: opts.config.linkOrigin,
    shopName: opts.config.shop.name,
    sweepSeconds: opts.jobPollingSeconds,
  });
  await app.register(adminRoutes, {
    uploadsDir: opts.config.uploadsDir,
    deps: orderDeps,
    razorpay: opts.config.razorpay,
  });
  await app.register(seoRoutes, { linkOrigin: opts.config.linkOrigin });
  await app.register(webAppRoutes, { shop: opts.config.shop });
  await app.register(uploadsPlugin, { uploadsDir: opts.config.uploadsDir });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: messages.notFound }));

  if (opts.web) {
    await app.register(ssrPlugin, {
      web: opts.web,
      shop: opts.config.shop,
      publicUrl: opts.config.publicUrl,
      linkOrigin: opts.config.linkOrigin,
      https,
      cacheTtlMs: opts.pageCacheTtlMs ?? (opts.web.kind === 'build' ? 5000 : 0),
      // Razorpay's Checkout.js runs on /checkout only, and only when Razorpay is set up.
      extraSources: opts.config.razorpay ? { [paths.checkout()]: razorpayCheckoutSources(opts.config.razorpay) } : {},
    });
  }
  return app;
}
