import { messages } from '@discus/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { DomainError, TooManyRequests } from '../lib/errors.ts';

type ZodIssueLike = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function describeValidation(errors: ZodIssueLike[]): string {
  const first = errors[0];
  const field =
    first?.params?.issue?.path?.map(String).join('.') || first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  const what = first?.message ?? 'is invalid';
  return field ? `Invalid request: ${field}: ${what}` : `Invalid request: ${what}`;
}

/** Every failure answers { message }: 4xx says what was wrong, 5xx hides the details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyRequests && error.retryAfterSeconds) {
      reply.header('retry-after', error.retryAfterSeconds);
    }
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error.validation as ZodIssueLike[]) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: messages.bodyTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: messages.malformedJson });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: status === 429 ? messages.tooManyRequests : error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(503).send({ message: messages.serviceUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.serverError });
  });
});
