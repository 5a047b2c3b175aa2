import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_TYPES } from '@discus/domain/catalogue-rules';
import { messages } from '@discus/domain/messages';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequest } from './errors.ts';

/**
 * Makes the calls of this (encapsulated) plugin take a picture as the request body instead of
 * JSON: only image types, at most `maxBytes`, with clear 413 and 415 answers. Nothing else in the
 * app accepts such bodies.
 */
export function acceptPictureBodies(
  app: FastifyInstance,
  { types = PRODUCT_PHOTO_TYPES, maxBytes = PRODUCT_PHOTO_MAX_BYTES, tooLarge = messages.photoTooLarge } = {},
): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...types, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ message: tooLarge });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Please upload a JPEG, PNG, WebP, AVIF or GIF image.' });
    }
    throw error;
  });
}

/** The picture a request carries; an empty body is refused. */
export function pictureOf(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new BadRequest(messages.photoRequired);
  return request.body;
}
