import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@discus/domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { saveImage } from '../../lib/images.ts';

type UserRow = typeof users.$inferSelect;

// Photo files are named by their content, so two accounts showing the same picture share them.
// Saving one and deleting one both hold a lock on its name: a photo is never deleted between
// being written for one account and being recorded there.
const lockName = (tx: Tx, filename: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`user-photo:${filename}`}))`);

const filesOf = (uploadsDir: string, filename: string) =>
  IMAGE_WIDTHS.map((width) => path.join(uploadsDir, 'users', `${filename}-${width}.webp`));

/** Saves the photo as the user's, then deletes the one it replaces if no account shows that any more. */
export async function replaceProfilePhoto(
  db: Db,
  uploadsDir: string,
  userId: number,
  image: Buffer,
): Promise<UserRow | undefined> {
  const { filename } = await saveImage(image, { uploadsDir, area: 'users' });
  const { row, previous } = await inTransaction(db, async (tx) => {
    await lockName(tx, filename);
    const [before] = await tx
      .select({ imageFilename: users.imageFilename })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [row] = await tx.update(users).set({ imageFilename: filename }).where(eq(users.id, userId)).returning();
    // Another account may have let go of this very picture just before the lock was ours.
    if (!filesOf(uploadsDir, filename).every((file) => existsSync(file))) {
      await saveImage(image, { uploadsDir, area: 'users' });
    }
    return { row, previous: before?.imageFilename };
  });
  if (previous && previous !== filename) await deleteIfUnused(db, uploadsDir, previous);
  return row;
}

async function deleteIfUnused(db: Db, uploadsDir: string, filename: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockName(tx, filename);
    const [shown] = await tx.select({ id: users.id }).from(users).where(eq(users.imageFilename, filename)).limit(1);
    if (shown) return;
    await Promise.all(filesOf(uploadsDir, filename).map((file) => rm(file, { force: true })));
  });
}
