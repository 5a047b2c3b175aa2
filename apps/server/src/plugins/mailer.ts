import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailerOptions } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(async (app: FastifyInstance, opts: MailerOptions) => {
  const mailer = createMailer(opts);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});
