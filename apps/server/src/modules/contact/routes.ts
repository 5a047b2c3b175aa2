import { contactBody } from '@discus/domain/contracts/contact';
import { apiPaths } from '@discus/domain/contracts/paths';
import { messageAnswer } from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/errors.ts';
import { contactEmail } from './contact-email.ts';

type Options = { shopEmail: string };

export const contactRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  app.post(
    apiPaths.sendContactMessage,
    {
      schema: {
        tags: ['contact'],
        summary: "Send a message to the shop from the contact page (reply goes to the buyer's email)",
        body: contactBody,
        response: { 200: messageAnswer },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      try {
        await app.mailer.send(contactEmail(request.body, opts.shopEmail));
      } catch (error) {
        request.log.error({ err: error }, 'contact message not sent');
        // The buyer is told, so they can call instead of waiting for an answer that never comes.
        throw new DomainError(503, messages.contactNotSent);
      }
      return { message: messages.contactSent };
    },
  );
};
