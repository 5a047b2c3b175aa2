import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A leaky bucket: up to `size` attempts at once, then one more each `drainSeconds`. Kept in
 * PostgreSQL (table attempt_buckets), so every app instance shares it and a burst of parallel
 * requests cannot slip past the count (one atomic statement per attempt).
 */
export type Bucket = { name: string; size: number; drainSeconds: number };

export type Taken = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const levelNow = (drainSeconds: number) =>
  sql`greatest(b.level - extract(epoch from now() - b.updated_at) / ${drainSeconds}::float8, 0)`;

/** Counts one attempt, unless the bucket is full: then it says how long until there is room. */
export async function takeAttempt(db: Db, bucket: Bucket, key: string): Promise<Taken> {
  const id = `${bucket.name}:${key}`;
  const level = levelNow(bucket.drainSeconds);
  const taken = await db.execute(sql`
    INSERT INTO attempt_buckets AS b (key, level, updated_at) VALUES (${id}, 1, now())
    ON CONFLICT (key) DO UPDATE SET level = ${level} + 1, updated_at = now()
    WHERE ${level} + 1 <= ${bucket.size}
    RETURNING level`);
  if (taken.rows.length > 0) return { allowed: true };
  const full = await db.execute(sql`SELECT ${level} AS level FROM attempt_buckets AS b WHERE key = ${id}`);
  const current = Number(full.rows[0]?.level ?? bucket.size);
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((current + 1 - bucket.size) * bucket.drainSeconds)),
  };
}

/** Takes back one counted attempt (it turned out to be a success, or was never tried). */
export async function giveBackAttempt(db: Db, bucket: Bucket, key: string): Promise<void> {
  await db.execute(sql`
    UPDATE attempt_buckets AS b SET level = greatest(${levelNow(bucket.drainSeconds)} - 1, 0), updated_at = now()
    WHERE key = ${`${bucket.name}:${key}`}`);
}

export async function emptyBucket(db: Db, bucket: Bucket, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM attempt_buckets WHERE key = ${`${bucket.name}:${key}`}`);
}

/** Every bucket here drains within a day; older rows are empty and only take room. */
export async function deleteDrainedBuckets(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM attempt_buckets WHERE updated_at < now() - interval '1 day'`);
}
