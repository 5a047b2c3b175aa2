import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock, type Variant, variantsWithStock } from './cart-fixtures.ts';
import { type Buyer, buyers } from './checkout-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

const LIST = '/api/users/wishlist/list';
const ADD = '/api/users/wishlist/add';
const REMOVE = '/api/users/wishlist/remove';
const MOVE = '/api/users/wishlist/moveToCart';

let store: TestStore;
let asha: Buyer;
let ravi: Buyer;
let a: Variant;
let b: Variant;
beforeAll(async () => {
  store = await createTestStore();
  [asha, ravi] = (await buyers(store.db, 2)) as [Buyer, Buyer];
  [a, b] = (await variantsWithStock(store.db, 2, 5, 40)) as [Variant, Variant];
});
afterAll(() => store.close());

const call = (path: string, body: unknown, who?: Buyer) => post(store.app, path, body, who?.headers ?? {});

describe('a buyer keeps products in their wishlist', () => {
  it('adds a product once however often the heart is tapped, and lists it with today’s price and stock', async () => {
    const first = await call(ADD, { productId: a.productId, variantId: a.variantId }, asha);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.productIds).toEqual([a.productId]);
    const again = await call(ADD, { productId: a.productId }, asha);
    expect(again.body.result.productIds).toEqual([a.productId]);

    const list = await call(LIST, {}, asha);
    expect(list.status).toBe(200);
    expect(list.body.result).toHaveLength(1);
    const [kept] = list.body.result;
    // The option chosen first stays chosen when the heart is tapped again without one.
    expect(kept.variantId).toBe(a.variantId);
    expect(kept.product.id).toBe(a.productId);
    const option = kept.product.options.find((o: { _id: number }) => o._id === a.variantId);
    expect(option.variant_quantity).toBe(5);
    expect(option.variant_price).toEqual(expect.any(Number));

    await setStock(store.db, a.variantId, 0);
    const soldOut = await call(LIST, {}, asha);
    expect(
      soldOut.body.result[0].product.options.find((o: { _id: number }) => o._id === a.variantId).variant_quantity,
    ).toBe(0);
    await setStock(store.db, a.variantId, 5);
  });

  it('removes a product, and removing one not kept is no error', async () => {
    await call(ADD, { productId: b.productId }, asha);
    const removed = await call(REMOVE, { productId: b.productId }, asha);
    expect(removed.status).toBe(200);
    expect(removed.body.result.productIds).not.toContain(b.productId);
    const twice = await call(REMOVE, { productId: b.productId }, asha);
    expect(twice.status).toBe(200);
  });

  it('moves the chosen option into the cart and off the wishlist', async () => {
    await call(ADD, { productId: b.productId, variantId: b.variantId }, asha);
    const moved = await call(MOVE, { productId: b.productId, variantId: b.variantId }, asha);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.result.cartItems).toContainEqual({
      productId: b.productId,
      selectedVariants: [{ variantId: b.variantId, quantity: 1 }],
    });
    const cart = await post(store.app, '/api/users/cart/getCart', { userId: asha.profileId }, asha.headers);
    expect(cart.body.cartData_base.cartItems).toContainEqual(moved.body.result.cartItems.at(-1));
    const list = await call(LIST, {}, asha);
    expect(list.body.result.map((i: { product: { id: number } }) => i.product.id)).not.toContain(b.productId);
  });

  it('keeps a sold-out product on the wishlist when moving it to the cart is refused', async () => {
    await call(ADD, { productId: b.productId, variantId: b.variantId }, asha);
    await setStock(store.db, b.variantId, 0);
    const refused = await call(MOVE, { productId: b.productId, variantId: b.variantId }, asha);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/sold out/);
    const list = await call(LIST, {}, asha);
    expect(list.body.result.map((i: { product: { id: number } }) => i.product.id)).toContain(b.productId);
    await setStock(store.db, b.variantId, 5);
  });

  it('refuses an option of another product when moving to the cart', async () => {
    const refused = await call(MOVE, { productId: b.productId, variantId: a.variantId }, asha);
    expect(refused.status).toBe(400);
  });

  it('leaves out a product the owner withdrew', async () => {
    const [c] = (await variantsWithStock(store.db, 1, 3, 45)) as [Variant];
    await call(ADD, { productId: c.productId }, ravi);
    await store.db.execute(sql`UPDATE products SET active = false WHERE id = ${c.productId}`);
    const list = await call(LIST, {}, ravi);
    expect(list.body.result.map((i: { product: { id: number } }) => i.product.id)).not.toContain(c.productId);
    const again = await call(ADD, { productId: c.productId }, ravi);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(messages.productNotFound);
    await store.db.execute(sql`UPDATE products SET active = true WHERE id = ${c.productId}`);
  });
});

describe('one buyer’s wishlist is out of everyone else’s reach', () => {
  it('asks a guest to log in for every wishlist call', async () => {
    for (const [path, body] of [
      [LIST, {}],
      [ADD, { productId: a.productId }],
      [REMOVE, { productId: a.productId }],
      [MOVE, { productId: a.productId, variantId: a.variantId }],
    ] as const) {
      const { status, body: answer } = await call(path, body);
      expect(status, path).toBe(401);
      expect(answer.message).toBe(messages.loginRequired);
    }
  });

  it('shows another buyer none of Asha’s products and lets them neither remove nor move them', async () => {
    const seen = await call(LIST, {}, ravi);
    expect(seen.body.result.map((i: { product: { id: number } }) => i.product.id)).not.toContain(a.productId);
    // Ravi's remove acts on Ravi's own list: Asha still keeps the product.
    await call(REMOVE, { productId: a.productId }, ravi);
    const moved = await call(MOVE, { productId: a.productId, variantId: a.variantId }, ravi);
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(messages.wishlistNotKept);
    const ashas = await call(LIST, {}, asha);
    expect(ashas.body.result.map((i: { product: { id: number } }) => i.product.id)).toContain(a.productId);
  });

  it('refuses a body naming a user, and a forged or expired token', async () => {
    const named = await call(LIST, { userId: asha.profileId }, ravi);
    expect(named.status).toBe(400);
    const forged = await post(store.app, LIST, {}, { 'x-auth-token': 'x'.repeat(43) });
    expect(forged.status).toBe(401);
  });
});

describe('bad input never reaches the database', () => {
  it.each([
    [{}],
    [{ productId: 'one' }],
    [{ productId: -1 }],
    [{ productId: 1.5 }],
    [{ productId: 2 ** 40 }],
    [{ productId: 1, variantId: 0 }],
    [{ productId: 1, extra: true }],
  ])('refuses %j with 400', async (body) => {
    const { status, body: answer } = await call(ADD, body, asha);
    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
  });

  it('keeps one row when two taps race', async () => {
    const [c] = (await variantsWithStock(store.db, 1, 3, 47)) as [Variant];
    const answers = await Promise.all([1, 2, 3].map(() => call(ADD, { productId: c.productId }, ravi)));
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200]);
    const { rows } = await store.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wishlist_items WHERE user_id = ${ravi.userId} AND product_id = ${c.productId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers 404 for an unknown product or an option of another product', async () => {
    expect((await call(ADD, { productId: 2_000_000_000 }, asha)).status).toBe(404);
    const wrong = await call(ADD, { productId: a.productId, variantId: b.variantId }, asha);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(messages.variantNotFound);
  });

  it('refuses a quantity above what a cart line holds', async () => {
    const { status } = await call(MOVE, { productId: a.productId, variantId: a.variantId, quantity: 1000 }, asha);
    expect(status).toBe(400);
  });
});
