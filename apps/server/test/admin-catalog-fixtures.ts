import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ensureAdmin } from '../src/modules/users/admin.ts';
import { authHeader, logIn } from './account-fixtures.ts';
import type { TestStore } from './test-store.ts';

export const OWNER = { email: 'owner@example.in', password: 'owner-password' };

export async function ownerToken(store: TestStore): Promise<string> {
  await ensureAdmin(store.db, OWNER);
  return (await logIn(store.app, OWNER.email, OWNER.password)).body.token;
}

/** The first shown category (a fish category in the demo catalogue). */
export async function firstCategoryId(store: TestStore): Promise<number> {
  const { rows } = await store.db.execute(sql`SELECT id FROM categories WHERE active ORDER BY sort_order LIMIT 1`);
  return (rows[0] as { id: number }).id;
}

export const photo = (color = '#c0392b', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Uploads a picture as the admin screens do: the file itself as the body. */
export async function upload(
  app: FastifyInstance,
  token: string,
  body: Buffer,
  contentType = 'image/png',
  url = '/api/admin/catalog/uploadProductPhoto',
) {
  const answer = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, ...authHeader(token) },
    payload: body,
  });
  return { status: answer.statusCode, body: answer.json() };
}

export const variant = (overrides: Record<string, unknown> = {}) => ({
  size: '3 inch',
  color: 'Red',
  price: 1250,
  stock: 4,
  discountEnabled: false,
  discountPercent: 0,
  taxPercent: 0,
  ...overrides,
});

export const itemForm = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Sunset Marlboro Discus',
  categoryId,
  description: 'A bright batch.\n\nHand-picked <b>fish</b>.',
  hsnCode: '0301',
  liveFish: true,
  sizeInches: 3,
  strain: 'Marlboro',
  grade: 'A',
  oneOff: false,
  active: true,
  variants: [variant(), variant({ size: '4 inch', price: 1800, discountEnabled: true, discountPercent: 10 })],
  photos: [],
  ...overrides,
});
