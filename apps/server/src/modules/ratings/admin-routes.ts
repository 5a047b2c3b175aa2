import { apiPaths } from '@discus/domain/contracts/paths';
import {
  adminReviewAnswer,
  adminReviewsAnswer,
  adminReviewsBody,
  hideReviewBody,
  replyReviewBody,
} from '@discus/domain/contracts/ratings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviews, hideReview, replyToReview } from './service.ts';

const tags = ['admin'];

// issue 13: the owner's review tools; registered inside adminRoutes (one requireAdmin guard).
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.adminReviews,
    {
      schema: {
        tags,
        summary: 'Reviews, newest first, filtered by product, stars, verified and hidden or visible',
        body: adminReviewsBody,
        response: { 200: adminReviewsAnswer },
      },
    },
    async (request) => adminReviews(app.db, request.body),
  );
  app.post(
    apiPaths.adminHideReview,
    {
      schema: {
        tags,
        summary: 'Hide a review with a reason (it leaves the average), or show it again',
        body: hideReviewBody,
        response: { 200: adminReviewAnswer },
      },
    },
    async (request) => ({ result: await hideReview(app.db, app.catalogueChanges, request.body) }),
  );
  app.post(
    apiPaths.adminReplyReview,
    {
      schema: {
        tags,
        summary: 'The shop’s reply under a review (empty removes it)',
        body: replyReviewBody,
        response: { 200: adminReviewAnswer },
      },
    },
    async (request) => ({
      result: await replyToReview(app.db, app.catalogueChanges, request.body.ratingId, request.body.reply),
    }),
  );
};
