import { rm } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, type UploadArea } from '@discus/domain/constants';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type SavedImage, saveImage } from '../../lib/images.ts';

// An upload no saved form has used for this long is an abandoned form's: it is deleted.
export const ABANDONED_AFTER_HOURS = 24;

type PhotoArea = Extract<UploadArea, 'products' | 'categories' | 'ratings'>;

// Files are named by their content, so a product and a category (or two uploads) may share one.
// Recording an upload and deleting an abandoned one both lock its name, so a file is never
// deleted between being written for a form and being recorded.
export const lockName = (tx: Tx, area: PhotoArea, filename: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`upload:${area}:${filename}`}))`);

const filesOf = (uploadsDir: string, area: PhotoArea, filename: string) =>
  IMAGE_WIDTHS.map((width) => path.join(uploadsDir, area, `${filename}-${width}.webp`));

/** Checks the picture by content, re-encodes it to the storefront's WebP sizes and records it. */
export async function uploadPhoto(db: Db, uploadsDir: string, area: PhotoArea, image: Buffer): Promise<SavedImage> {
  const saved = await saveImage(image, { uploadsDir, area });
  await inTransaction(db, async (tx) => {
    await lockName(tx, area, saved.filename);
    await tx.execute(sql`INSERT INTO image_uploads (area, filename, width, height) VALUES
        (${area}, ${saved.filename}, ${saved.width}, ${saved.height})
      ON CONFLICT (area, filename) DO UPDATE SET uploaded_at = now()`);
    // A sweep may have deleted the same picture's files just before the lock was ours.
    await saveImage(image, { uploadsDir, area });
  });
  return saved;
}

const inUse = (area: PhotoArea) =>
  area === 'products'
    ? sql`EXISTS (SELECT 1 FROM product_images i WHERE i.filename = u.filename)`
    : area === 'categories'
      ? sql`EXISTS (SELECT 1 FROM categories c WHERE c.image_filename = u.filename)`
      : // issue 13: a buyer's rating photo uploaded for a rating never saved
        sql`EXISTS (SELECT 1 FROM rating_photos f WHERE f.filename = u.filename)`;

/** Deletes the uploads of abandoned forms: older than a day and used by no product, category or rating. */
export async function sweepAbandonedUploads(db: Db, uploadsDir: string): Promise<number> {
  let removed = 0;
  for (const area of ['products', 'categories', 'ratings'] as const) {
    const { rows } = await db.execute(sql`SELECT filename FROM image_uploads u
      WHERE area = ${area} AND uploaded_at < now() - make_interval(hours => ${ABANDONED_AFTER_HOURS})`);
    for (const { filename } of rows as { filename: string }[]) {
      const gone = await inTransaction(db, async (tx) => {
        await lockName(tx, area, filename);
        const { rows: stale } = await tx.execute(sql`DELETE FROM image_uploads u
          WHERE area = ${area} AND filename = ${filename}
            AND uploaded_at < now() - make_interval(hours => ${ABANDONED_AFTER_HOURS})
          RETURNING ${inUse(area)} AS used`);
        const row = stale[0] as { used: boolean } | undefined;
        if (!row || row.used) return false;
        await Promise.all(filesOf(uploadsDir, area, filename).map((file) => rm(file, { force: true })));
        return true;
      });
      if (gone) removed++;
    }
  }
  return removed;
}
