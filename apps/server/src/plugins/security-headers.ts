import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { policyDirectives } from '../lib/content-security.ts';

export type SecurityHeadersOptions = {
  /** HSTS and upgrade-insecure-requests only when the shop's address is https. */
  https: boolean;
  /** Vite's dev server injects its own inline scripts: no CSP under `npm run dev`. */
  devServer: boolean;
};

/** Helmet's headers on every answer; pages replace the CSP with one carrying their nonce (plugins/ssr.ts). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  // Built once at start: @fastify/helmet built helmet's middleware (policy parsing included) again
  // for every request, a twentieth of a search's time (decision 040).
  const headers = helmet({
    contentSecurityPolicy: opts.devServer ? false : { useDefaults: false, directives: policyDirectives(opts.https) },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000 } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });
});
