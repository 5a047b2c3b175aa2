import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { newToken } from '../src/lib/tokens.ts';
import { authHeader } from './account-fixtures.ts';
import { item, type Variant } from './cart-fixtures.ts';
import { post } from './test-store.ts';

export type Buyer = { userId: number; profileId: string; headers: Record<string, string> };

/**
 * Buyers with a login each, written straight to the database: hundreds of them would otherwise
 * meet the login rate limit, which is not what these tests are about.
 */
export async function buyers(db: Db, count: number): Promise<Buyer[]> {
  const made: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const profileId = randomUUID();
    const { token, hash } = newToken();
    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO users (profile_id, first_name, last_name, email, phone, password_hash)
      VALUES (${profileId}, 'Asha', 'Buyer', ${`buyer-${profileId}@example.com`}, '9876543210', 'not-a-hash')
      RETURNING id`);
    const userId = (rows[0] as { id: number }).id;
    await db.execute(sql`INSERT INTO auth_tokens (user_id, token_hash, expires_at)
      VALUES (${userId}, ${hash}, now() + interval '1 day')`);
    made.push({ userId, profileId, headers: authHeader(token) });
  }
  return made;
}

export const PUNE = {
  name: 'Asha Buyer',
  phone: '9876543210',
  line1: 'Flat 12, Lotus Court',
  line2: 'Kothrud',
  landmark: 'Near the lake',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411038',
};
export const BENGALURU = { ...PUNE, city: 'Bengaluru', state: 'Karnataka', pin: '560001' };

export async function saveAddress(app: FastifyInstance, buyer: Buyer, address: Record<string, unknown> = PUNE) {
  const saved = await post(app, '/api/users/addresses/save', address, buyer.headers);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.result as { id: number; isDefault: boolean } & typeof PUNE;
}

export async function fillCart(app: FastifyInstance, buyer: Buyer, lines: [Variant, number][]) {
  const added = await post(
    app,
    '/api/users/cart/addToCart',
    { userId: buyer.profileId, cartItems: lines.map(([v, q]) => item(v, q)) },
    buyer.headers,
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

export const placeOrder = (app: FastifyInstance, buyer: Buyer, addressId: number, key = randomUUID()) =>
  post(app, '/api/orders/placeOrder', { addressId, idempotencyKey: key, paymentMethod: 'test' }, buyer.headers);

export async function stockOf(db: Db, variantId: number): Promise<number> {
  const { rows } = await db.execute<{ stock: number }>(sql`SELECT stock FROM variants WHERE id = ${variantId}`);
  return (rows[0] as { stock: number }).stock;
}

/** The nth active variant of a live fish (or of dry goods), given this stock; each test its own nth. */
export async function variantWhere(db: Db, liveFish: boolean, stock: number, nth: number): Promise<Variant> {
  const { rows } = await db.execute(sql`
    SELECT p.id AS "productId", v.id AS "variantId", p.title, v.size
    FROM products p JOIN categories c ON c.id = p.category_id JOIN variants v ON v.product_id = p.id
    WHERE p.active AND c.active AND v.active AND p.live_fish = ${liveFish} AND NOT p.one_off
    ORDER BY v.id LIMIT 1 OFFSET ${nth}`);
  const variant = rows[0] as Variant;
  await db.execute(sql`UPDATE variants SET stock = ${stock} WHERE id = ${variant.variantId}`);
  return variant;
}
