import {
  type AdminReview,
  type AdminReviewsBody,
  RATINGS_PAGE_SIZE,
  type RatingSummary,
  type Review,
} from '@discus/domain/contracts/ratings';
import { messages } from '@discus/domain/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedRows, type Queryable } from '../../db/prepared.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest, NotFound } from '../../lib/errors.ts';
import type { CatalogueChanges } from '../../plugins/catalogue-changes.ts';
import { lockName } from '../catalog/admin-photos.ts';

// issue 13, decision 026. Ratings are plain text (React escapes them on every page); the
// average and count live in product_rating_stats, kept by a trigger on ratings.

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const reviewColumns = sql`r.id, r.product_id AS "productId", r.stars, r.title, r.body AS text,
  u.first_name || CASE WHEN u.last_name <> '' THEN ' ' || left(u.last_name, 1) || '.' ELSE '' END AS author,
  r.verified, r.helpful_count AS "helpfulCount", r.reply,
  ${iso(sql`r.created_at`)} AS "createdAt", ${iso(sql`r.updated_at`)} AS "updatedAt",
  (SELECT coalesce(json_agg(json_build_object('filename', f.filename, 'width', f.width, 'height', f.height)
     ORDER BY f.sort_order, f.id), '[]'::json) FROM rating_photos f WHERE f.rating_id = r.id) AS photos`;

export async function ratingSummary(db: Queryable, productId: number): Promise<RatingSummary> {
  const [row] = await preparedRows<RatingSummary>(
    db,
    'rating-summary',
    sql`SELECT round(star_sum::numeric / rating_count, 1)::float8 AS average, rating_count AS count
      FROM product_rating_stats WHERE product_id = ${productId} AND rating_count > 0`,
  );
  return row ?? { average: 0, count: 0 };
}

const sorts = {
  newest: sql`r.created_at DESC, r.id DESC`,
  helpful: sql`r.helpful_count DESC, r.created_at DESC, r.id DESC`,
};

export async function listRatings(
  db: Queryable,
  query: { productId: number; sort: keyof typeof sorts; pageNo: number },
): Promise<{ result: Review[]; summary: RatingSummary; totalCount: number }> {
  const offset = (query.pageNo - 1) * RATINGS_PAGE_SIZE;
  const [result, summary] = await Promise.all([
    preparedRows<Review>(
      db,
      `ratings-${query.sort}`,
      sql`SELECT ${reviewColumns} FROM ratings r JOIN users u ON u.id = r.user_id
        WHERE r.product_id = ${query.productId} AND r.hidden_at IS NULL
        ORDER BY ${sorts[query.sort]} LIMIT ${RATINGS_PAGE_SIZE} OFFSET ${offset}`,
    ),
    ratingSummary(db, query.productId),
  ]);
  return { result, summary, totalCount: summary.count };
}

export async function myRating(db: Queryable, userId: number, productId: number) {
  const [row] = await preparedRows<Review & { hidden: boolean }>(
    db,
    'my-rating',
    sql`SELECT ${reviewColumns}, r.hidden_at IS NOT NULL AS hidden FROM ratings r JOIN users u ON u.id = r.user_id
      WHERE r.product_id = ${productId} AND r.user_id = ${userId}`,
  );
  return row ?? null;
}

export type RatingInput = { productId: number; stars: number; title: string; text: string; photos: string[] };

async function reviewById(db: Queryable, id: number): Promise<Review> {
  const [row] = await preparedRows<Review>(
    db,
    'review-by-id',
    sql`SELECT ${reviewColumns} FROM ratings r JOIN users u ON u.id = r.user_id WHERE r.id = ${id}`,
  );
  if (!row) throw new NotFound(messages.ratingNotFound);
  return row;
}

/**
 * Writes the user's one rating of a product (a second save edits the first, photos replaced) in
 * one transaction with the change broadcast, so every process's cached pages show the new average.
 */
export async function saveRating(
  db: Db,
  changes: CatalogueChanges,
  userId: number,
  input: RatingInput,
  verified: boolean,
): Promise<Review> {
  const photos = [...new Set(input.photos)];
  return inTransaction(db, async (tx) => {
    // The upload sweep locks the same names: a photo is never deleted while a rating takes it.
    for (const filename of [...photos].sort()) await lockName(tx, 'ratings', filename);
    if (photos.length > 0) {
      const { rows } = await tx.execute<{ filename: string; width: number; height: number }>(
        sql`SELECT filename, width, height FROM image_uploads
          WHERE area = 'ratings' AND filename = ANY(${sql.param(photos)}::text[])`,
      );
      if (rows.length !== photos.length) throw new BadRequest(messages.ratingPhotoUnknown);
    }
    const { rows } = await tx.execute<{ id: number }>(
      sql`INSERT INTO ratings (product_id, user_id, stars, title, body, verified)
        VALUES (${input.productId}, ${userId}, ${input.stars}, ${input.title}, ${input.text}, ${verified})
        ON CONFLICT (product_id, user_id) DO UPDATE SET stars = EXCLUDED.stars, title = EXCLUDED.title,
          body = EXCLUDED.body, verified = EXCLUDED.verified, updated_at = now()
        RETURNING id`,
    );
    const id = (rows[0] as { id: number }).id;
    await tx.execute(sql`DELETE FROM rating_photos WHERE rating_id = ${id}`);
    if (photos.length > 0) {
      await tx.execute(sql`INSERT INTO rating_photos (rating_id, filename, width, height, sort_order)
        SELECT ${id}, u.filename, u.width, u.height, array_position(${sql.param(photos)}::text[], u.filename)
        FROM image_uploads u WHERE u.area = 'ratings' AND u.filename = ANY(${sql.param(photos)}::text[])`);
    }
    await changes.publish(tx, { kind: 'product', productId: input.productId });
    return reviewById(tx.$client, id);
  });
}

/** One helpful vote per user: a second is no change. Answers the count now stored. */
export async function markHelpful(db: Db, userId: number, ratingId: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.execute<{ userId: number }>(
      sql`SELECT user_id AS "userId" FROM ratings WHERE id = ${ratingId} AND hidden_at IS NULL`,
    );
    const rating = rows[0];
    if (!rating) throw new NotFound(messages.ratingNotFound);
    if (rating.userId === userId) throw new BadRequest(messages.ratingOwnHelpful);
    const { rows: added } = await tx.execute(
      sql`INSERT INTO rating_votes (rating_id, user_id) VALUES (${ratingId}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1`,
    );
    const { rows: counted } = await tx.execute<{ helpfulCount: number }>(
      added.length > 0
        ? sql`UPDATE ratings SET helpful_count = helpful_count + 1 WHERE id = ${ratingId} RETURNING helpful_count AS "helpfulCount"`
        : sql`SELECT helpful_count AS "helpfulCount" FROM ratings WHERE id = ${ratingId}`,
    );
    return (counted[0] as { helpfulCount: number }).helpfulCount;
  });
}

// The owner's review tools (issue 13, admin).

const adminColumns = sql`${reviewColumns}, p.title AS "productTitle", u.email AS "authorEmail",
  r.hidden_at IS NOT NULL AS hidden, r.hidden_reason AS "hiddenReason"`;

export async function adminReviews(
  db: Queryable,
  query: Required<Pick<AdminReviewsBody, 'state' | 'pageNo'>> & Omit<AdminReviewsBody, 'state' | 'pageNo'>,
): Promise<{ result: AdminReview[]; totalCount: number }> {
  const filters: SQL[] = [sql`true`];
  if (query.productId !== undefined) filters.push(sql`r.product_id = ${query.productId}`);
  if (query.stars !== undefined) filters.push(sql`r.stars = ${query.stars}`);
  if (query.verified !== undefined) filters.push(sql`r.verified = ${query.verified}`);
  if (query.state === 'hidden') filters.push(sql`r.hidden_at IS NOT NULL`);
  if (query.state === 'visible') filters.push(sql`r.hidden_at IS NULL`);
  const where = sql.join(filters, sql` AND `);
  const from = sql`FROM ratings r JOIN users u ON u.id = r.user_id JOIN products p ON p.id = r.product_id WHERE ${where}`;
  const pageSize = 20;
  const [result, [count]] = await Promise.all([
    preparedRows<AdminReview>(
      db,
      `admin-reviews-${filters.length}-${query.state}-${query.productId !== undefined}-${query.stars !== undefined}-${query.verified !== undefined}`,
      sql`SELECT ${adminColumns} ${from} ORDER BY r.created_at DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(query.pageNo - 1) * pageSize}`,
    ),
    preparedRows<{ n: number }>(
      db,
      `admin-reviews-count-${filters.length}-${query.state}-${query.productId !== undefined}-${query.stars !== undefined}-${query.verified !== undefined}`,
      sql`SELECT count(*)::int AS n ${from}`,
    ),
  ]);
  return { result, totalCount: count?.n ?? 0 };
}

async function adminReviewById(tx: Tx, id: number): Promise<AdminReview> {
  const { rows } = await tx.execute<AdminReview>(
    sql`SELECT ${adminColumns} FROM ratings r JOIN users u ON u.id = r.user_id JOIN products p ON p.id = r.product_id
      WHERE r.id = ${id}`,
  );
  const row = rows[0];
  if (!row) throw new NotFound(messages.ratingNotFound);
  return row;
}

/** Hides a review (it leaves the average, through the trigger) or shows it again. */
export async function hideReview(
  db: Db,
  changes: CatalogueChanges,
  change: { ratingId: number; hidden: boolean; reason: string },
): Promise<AdminReview> {
  if (change.hidden && change.reason === '') throw new BadRequest(messages.reviewHideReason);
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.execute<{ productId: number }>(
      change.hidden
        ? sql`UPDATE ratings SET hidden_at = coalesce(hidden_at, now()), hidden_reason = ${change.reason}
            WHERE id = ${change.ratingId} RETURNING product_id AS "productId"`
        : sql`UPDATE ratings SET hidden_at = NULL, hidden_reason = NULL WHERE id = ${change.ratingId}
            RETURNING product_id AS "productId"`,
    );
    const row = rows[0];
    if (!row) throw new NotFound(messages.ratingNotFound);
    await changes.publish(tx, { kind: 'product', productId: row.productId });
    return adminReviewById(tx, change.ratingId);
  });
}

/** The shop's reply under a review (an empty reply removes it). */
export async function replyToReview(
  db: Db,
  changes: CatalogueChanges,
  ratingId: number,
  reply: string,
): Promise<AdminReview> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.execute<{ productId: number }>(
      sql`UPDATE ratings SET reply = ${reply === '' ? null : reply}, replied_at = ${reply === '' ? null : sql`now()`}
        WHERE id = ${ratingId} RETURNING product_id AS "productId"`,
    );
    const row = rows[0];
    if (!row) throw new NotFound(messages.ratingNotFound);
    await changes.publish(tx, { kind: 'product', productId: row.productId });
    return adminReviewById(tx, ratingId);
  });
}
