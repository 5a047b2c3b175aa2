import { z } from 'zod';
import { RATING_PHOTOS_MAX, RATING_SORTS, RATING_TEXT_MAX, RATING_TITLE_MAX } from '../constants.ts';
import { entityId, pageNo } from './common.ts';

// issue 13: product ratings. One per user per product (a second save edits the first), 1–5
// stars, a title and a text stored and shown as plain text, up to 3 photos uploaded first.

export { RATING_PHOTOS_MAX, RATING_SORTS, RATING_TEXT_MAX, RATING_TITLE_MAX };
export const RATINGS_PAGE_SIZE = 10;

/** Average (one decimal) and count of a product's visible ratings. */
export const ratingSummary = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummary>;

const photoName = z.string().regex(/^[a-f0-9]{16,64}$/);

export const ratingPhoto = z.object({ filename: z.string(), width: z.number().int(), height: z.number().int() });

export const review = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** The author's first name and the initial of their last name: never more. */
  author: z.string(),
  verified: z.boolean(),
  helpfulCount: z.number().int(),
  photos: z.array(ratingPhoto),
  reply: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof review>;

// POST /api/products/ratings/list { productId, sort?, pageNo? } → { result, summary, totalCount }
export const listRatingsBody = z
  .object({ productId: entityId, sort: z.enum(RATING_SORTS).default('newest'), pageNo: pageNo.default(1) })
  .strict();
export type ListRatingsBody = z.input<typeof listRatingsBody>;
export const listRatingsAnswer = z.object({
  result: z.array(review),
  summary: ratingSummary,
  totalCount: z.number().int(),
});
export type ListRatingsAnswer = z.infer<typeof listRatingsAnswer>;

// POST /api/products/ratings/mine { productId } → { result: review | null } (with x-auth-token)
export const myRatingBody = z.object({ productId: entityId }).strict();
export const myRatingAnswer = z.object({
  result: review.extend({ hidden: z.boolean() }).nullable(),
});
export type MyRatingAnswer = z.infer<typeof myRatingAnswer>;

// POST /api/products/ratings/save { productId, stars, title, text, photos } → { result: review, message }
export const saveRatingBody = z
  .object({
    productId: entityId,
    stars: z.number().int().min(1).max(5),
    title: z.string().trim().max(RATING_TITLE_MAX),
    text: z.string().trim().max(RATING_TEXT_MAX),
    photos: z.array(photoName).max(RATING_PHOTOS_MAX).default([]),
  })
  .strict();
export type SaveRatingBody = z.input<typeof saveRatingBody>;
export const saveRatingAnswer = z.object({ result: review, message: z.string() });

// POST /api/products/ratings/uploadPhoto (the image as the body) → { result: photo }
export const uploadedRatingPhotoAnswer = z.object({ result: ratingPhoto });

// POST /api/products/ratings/helpful { ratingId } → { result: { helpfulCount } }
export const helpfulBody = z.object({ ratingId: entityId }).strict();
export const helpfulAnswer = z.object({ result: z.object({ helpfulCount: z.number().int() }) });

// Admin (role 1): /api/admin/reviews/list, /hide, /reply
export const adminReviewsBody = z
  .object({
    productId: entityId.optional(),
    stars: z.number().int().min(1).max(5).optional(),
    state: z.enum(['all', 'visible', 'hidden']).default('all'),
    verified: z.boolean().optional(),
    pageNo: pageNo.default(1),
  })
  .strict();
export type AdminReviewsBody = z.input<typeof adminReviewsBody>;
export const adminReview = review.extend({
  productTitle: z.string(),
  authorEmail: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewsAnswer = z.object({ result: z.array(adminReview), totalCount: z.number().int() });
export type AdminReviewsAnswer = z.infer<typeof adminReviewsAnswer>;

export const hideReviewBody = z
  .object({ ratingId: entityId, hidden: z.boolean(), reason: z.string().trim().max(500).default('') })
  .strict();
export const replyReviewBody = z.object({ ratingId: entityId, reply: z.string().trim().max(RATING_TEXT_MAX) }).strict();
export const adminReviewAnswer = z.object({ result: adminReview });
