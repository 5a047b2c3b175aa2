import { apiPaths } from '@discus/domain/contracts/paths';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, userAnswer } from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequest } from '../../lib/errors.ts';
import { requireUser, signedInAccount } from '../../plugins/auth.ts';
import { setProfileImage } from './service.ts';

/**
 * The one call whose body is not JSON but the photo itself (Content-Type image/jpeg, png or webp,
 * at most 5 MB). Its own plugin, so the image parsers exist for this route only; any other
 * content type here is a 415.
 */
export const profileImageRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, opts) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...PROFILE_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: PROFILE_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    apiPaths.uploadProfileImage,
    {
      schema: {
        tags: ['users'],
        summary: 'Upload a profile photo: the image as the body; checked by content and re-encoded',
        response: { 200: userAnswer },
      },
      // Checked before the body is read: a guest's 5 MB is not worth receiving.
      onRequest: requireUser,
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new BadRequest(messages.photoRequired);
      return { user: await setProfileImage(app.db, opts.uploadsDir, signedInAccount(request), request.body) };
    },
  );
};
