import { apiPaths } from '@discus/domain/contracts/paths';
import {
  helpfulAnswer,
  helpfulBody,
  listRatingsAnswer,
  listRatingsBody,
  myRatingAnswer,
  myRatingBody,
  saveRatingAnswer,
  saveRatingBody,
  uploadedRatingPhotoAnswer,
} from '@discus/domain/contracts/ratings';
import { messages } from '@discus/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptPictureBodies, pictureOf } from '../../lib/image-body.ts';
import { requireUser, signedInAccount } from '../../plugins/auth.ts';
import { rateProduct } from '../../workflows/save-rating.ts';
import { uploadPhoto } from '../catalog/admin-photos.ts';
import { listRatings, markHelpful, myRating } from './service.ts';

const tags = ['ratings'];

// issue 13: reading ratings is public; writing needs a login and is rate-limited per address.
export const ratingRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, opts) => {
  app.post(
    apiPaths.listRatings,
    {
      schema: {
        tags,
        summary: 'A product’s visible reviews, newest or most helpful first, with the average and count',
        body: listRatingsBody,
        response: { 200: listRatingsAnswer },
      },
    },
    async (request) => listRatings(app.db, request.body),
  );

  app.post(
    apiPaths.myRating,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The buyer’s own rating of a product, or null',
        body: myRatingBody,
        response: { 200: myRatingAnswer },
      },
    },
    async (request) => ({ result: await myRating(app.db, signedInAccount(request).userId, request.body.productId) }),
  );

  app.post(
    apiPaths.saveRating,
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Rate a product 1–5 stars with a title, text and up to 3 uploaded photos; a second save edits the first',
        body: saveRatingBody,
        response: { 200: saveRatingAnswer },
      },
    },
    async (request) => ({
      result: await rateProduct(app.db, app.catalogueChanges, signedInAccount(request).userId, request.body),
      message: messages.ratingSaved,
    }),
  );

  app.post(
    apiPaths.markRatingHelpful,
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Mark a review helpful (once per user)',
        body: helpfulBody,
        response: { 200: helpfulAnswer },
      },
    },
    async (request) => ({
      result: { helpfulCount: await markHelpful(app.db, signedInAccount(request).userId, request.body.ratingId) },
    }),
  );

  await app.register(ratingPhotoRoutes, opts);
};

/** The photo of a rating as the request body; its own plugin so the image parsers exist only here. */
const ratingPhotoRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, opts) => {
  acceptPictureBodies(app);
  app.post(
    apiPaths.uploadRatingPhoto,
    {
      // Checked before the body is read: a guest's 10 MB is not worth receiving.
      onRequest: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Upload a rating photo (the image as the body): checked by content, re-encoded to WebP sizes',
        response: { 200: uploadedRatingPhotoAnswer },
      },
    },
    async (request) => {
      // The owner's photo pipeline: checked, re-encoded, recorded, swept when no rating uses it.
      return { result: await uploadPhoto(app.db, opts.uploadsDir, 'ratings', pictureOf(request)) };
    },
  );
};
