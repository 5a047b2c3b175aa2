import { MAX_LINE_QUANTITY } from '@discus/domain/contracts/cart';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, type SignedIn, signUp } from './account-fixtures.ts';
import { guestId, item, otherVariantOf, setStock, type Variant, variantsWithStock } from './cart-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

const GET = '/api/users/cart/getCart';
const ADD = '/api/users/cart/addToCart';
const UPDATE = '/api/users/cart/updateCart';

let store: TestStore;
let a: Variant;
let b: Variant;
let c: Variant;
beforeAll(async () => {
  store = await createTestStore();
});
// Every test starts from the same stock of a, b and c, whatever ran before it.
beforeEach(async () => {
  [a, b, c] = (await variantsWithStock(store.db, 3, 10)) as [Variant, Variant, Variant];
});
afterAll(() => store.close());

const getCart = (userId: string, headers: Record<string, string> = {}) => post(store.app, GET, { userId }, headers);
const add = (body: unknown, headers: Record<string, string> = {}) => post(store.app, ADD, body, headers);
const update = (body: unknown, headers: Record<string, string> = {}) => post(store.app, UPDATE, body, headers);

async function linesOf(cartId: string) {
  const { rows } = await store.db.execute(
    sql`SELECT variant_id AS "variantId", quantity FROM cart_lines WHERE cart_id = ${cartId}::uuid ORDER BY variant_id`,
  );
  return rows;
}

describe('a guest cart, reached by its guest id', () => {
  it('answers an empty result before anything is added', async () => {
    const { status, body } = await getCart(guestId());
    expect(status).toBe(200);
    expect(body).toEqual({ result: [], cartData_base: null });
  });

  it('addToCart creates the cart, adds to matching lines, and getCart shows products and stock', async () => {
    const guest = guestId();
    const first = await add({ userId: guest, cartItems: [item(a, 1)] });
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ id: expect.any(String), cartItems: [item(a, 1)], version: 0 });

    const second = await add({ userId: guest, cartItems: [item(a, 2), item(b, 1)] });
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual({ id: first.body.result.id, cartItems: [item(a, 3), item(b, 1)], version: 1 });

    const { status, body } = await getCart(guest);
    expect(status).toBe(200);
    expect(body.cartData_base).toEqual(second.body.result);
    expect(body.result).toHaveLength(1);
    const [lineA, lineB] = body.result[0].cartItemsWithProduct;
    expect(lineA.productDetails).toMatchObject({ id: a.productId, title: a.title, isAvailable: true });
    expect(lineA.productDetails.slug).toEqual(expect.any(String));
    expect(lineA.productDetails.options[0]).toMatchObject({
      _id: expect.any(Number),
      variant_price: expect.any(Number),
      variant_quantity: expect.any(Number),
      variant_discount: { value: expect.any(Number) },
      variant_tax_percentage: expect.any(Number),
    });
    expect(Array.isArray(lineA.productDetails.variant_images)).toBe(true);
    expect(lineA.selectedVariants).toEqual([{ variantId: a.variantId, quantity: 3, availableQuantity: 10 }]);
    expect(lineB.selectedVariants).toEqual([{ variantId: b.variantId, quantity: 1, availableQuantity: 10 }]);
  });

  it('sums a variant named twice in one request', async () => {
    const { status, body } = await add({ userId: guestId(), cartItems: [item(a, 1), item(a, 2)] });
    expect(status).toBe(200);
    expect(body.result.cartItems).toEqual([item(a, 3)]);
  });

  it('updateCart replaces the lines, and an empty list empties the cart', async () => {
    const guest = guestId();
    const created = await add({ userId: guest, cartItems: [item(a, 1), item(b, 2)] });
    const cartId = created.body.result.id;
    const replaced = await update({ cartId, cartItems: [item(b, 5), item(c, 1)] });
    expect(replaced.status).toBe(200);
    expect(replaced.body.result).toEqual({
      id: cartId,
      cartItems: [item(b, 5), item(c, 1)],
      version: expect.any(Number),
    });
    expect((await getCart(guest)).body.cartData_base.cartItems).toEqual([item(b, 5), item(c, 1)]);

    const emptied = await update({ cartId, cartItems: [] });
    expect(emptied.status).toBe(200);
    expect(emptied.body.result).toEqual({ id: cartId, cartItems: [], version: expect.any(Number) });
    const after = await getCart(guest);
    expect(after.body).toEqual({
      result: [{ cartItemsWithProduct: [] }],
      cartData_base: { id: cartId, cartItems: [], version: expect.any(Number) },
    });
  });

  it('updateCart of an unknown cart is 404', async () => {
    const { status, body } = await update({ cartId: guestId(), cartItems: [] });
    expect(status).toBe(404);
    expect(body.message).toEqual(expect.any(String));
  });
});

describe('refusals', () => {
  it('refuses zero, negative, fractional and too large quantities and malformed bodies (400)', async () => {
    const userId = guestId();
    const bad = [
      { userId, cartItems: [item(a, 0)] },
      { userId, cartItems: [item(a, -1)] },
      { userId, cartItems: [item(a, 1.5)] },
      { userId, cartItems: [item(a, MAX_LINE_QUANTITY + 1)] },
      { userId, cartItems: [item(a, Number.MAX_SAFE_INTEGER)] },
      { userId, cartItems: [] },
      { userId: 'not-a-uuid', cartItems: [item(a, 1)] },
      { userId, cartItems: [{ productId: a.productId, selectedVariants: [] }] },
      { userId, cartItems: [item(a, 1)], price: 1 },
      { cartItems: [item(a, 1)] },
    ];
    for (const body of bad) {
      const answer = await add(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const malformed = await add('{"userId": ');
    expect(malformed.status).toBe(400);
    expect((await update({ cartId: guestId(), cartItems: [item(a, 0)] })).status).toBe(400);
    expect((await getCart('x')).status).toBe(400);
    expect((await getCart(userId)).body.cartData_base).toBeNull();
  });

  it(`takes up to ${MAX_LINE_QUANTITY} of a variant on one line, and refuses more even when in stock`, async () => {
    await setStock(store.db, a.variantId, MAX_LINE_QUANTITY + 10);
    const guest = guestId();
    const most = await add({ userId: guest, cartItems: [item(a, MAX_LINE_QUANTITY)] });
    expect(most.status).toBe(200);
    const cartId = most.body.result.id;
    // Adding to the full line would take it over the maximum too.
    const oneMore = await add({ userId: guest, cartItems: [item(a, 1)] });
    expect(oneMore.status).toBe(400);
    expect(oneMore.body.message).toMatch(/^At most 999 of /);
    const twice = await add({ userId: guestId(), cartItems: [item(a, MAX_LINE_QUANTITY), item(a, 1)] });
    expect(twice.status).toBe(400);
    const over = await update({ cartId, cartItems: [item(a, MAX_LINE_QUANTITY + 1)] });
    expect(over.status).toBe(400);
    expect(over.body.message).toEqual(expect.any(String));
    expect(await linesOf(cartId)).toEqual([{ variantId: a.variantId, quantity: MAX_LINE_QUANTITY }]);
  });

  it('ignores a price inside an item: prices never come from the client', async () => {
    const { status, body } = await add({ userId: guestId(), cartItems: [{ ...item(a, 1), price: 1 }] });
    expect(status).toBe(200);
    expect(body.result.cartItems).toEqual([item(a, 1)]);
  });

  it('refuses a quantity above stock with "Only N left", writing nothing', async () => {
    const guest = guestId();
    const created = await add({ userId: guest, cartItems: [item(a, 8)] });
    expect(created.status).toBe(200);
    const over = await add({ userId: guest, cartItems: [item(b, 1), item(a, 3)] });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`Only 10 left of ${[a.title, a.size].filter(Boolean).join(' ')}`);
    expect(await linesOf(created.body.result.id)).toEqual([{ variantId: a.variantId, quantity: 8 }]);

    const overUpdate = await update({ cartId: created.body.result.id, cartItems: [item(a, 11)] });
    expect(overUpdate.status).toBe(409);
    expect(await linesOf(created.body.result.id)).toEqual([{ variantId: a.variantId, quantity: 8 }]);

    // A first add above stock creates no cart either.
    const fresh = guestId();
    expect((await add({ userId: fresh, cartItems: [item(a, 11)] })).status).toBe(409);
    expect((await getCart(fresh)).body.cartData_base).toBeNull();
  });

  it('refuses unknown variants, variants of another product and withdrawn products', async () => {
    const guest = guestId();
    const unknown = await add({
      userId: guest,
      cartItems: [{ productId: a.productId, selectedVariants: [{ variantId: 2_000_000_000, quantity: 1 }] }],
    });
    expect(unknown.status).toBe(404);
    const mismatched = await add({
      userId: guest,
      cartItems: [{ productId: b.productId, selectedVariants: [{ variantId: a.variantId, quantity: 1 }] }],
    });
    expect(mismatched.status).toBe(400);
    const twice = await add({
      userId: guest,
      cartItems: [item(a, 1), { productId: b.productId, selectedVariants: [{ variantId: a.variantId, quantity: 1 }] }],
    });
    expect(twice.status).toBe(400);

    const [withdrawn] = (await variantsWithStock(store.db, 1, 5, 3)) as [Variant];
    await store.db.execute(sql`UPDATE products SET active = false WHERE id = ${withdrawn.productId}`);
    try {
      const refused = await add({ userId: guest, cartItems: [item(withdrawn, 1)] });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/no longer available/);
    } finally {
      await store.db.execute(sql`UPDATE products SET active = true WHERE id = ${withdrawn.productId}`);
    }
    expect((await getCart(guest)).body.cartData_base).toBeNull();
  });
});

describe('stock changes after adding', () => {
  it('shows a dropped stock and a withdrawn product per line', async () => {
    const [x, y] = (await variantsWithStock(store.db, 2, 10, 4)) as [Variant, Variant];
    const guest = guestId();
    expect((await add({ userId: guest, cartItems: [item(x, 4), item(y, 2)] })).status).toBe(200);
    await setStock(store.db, x.variantId, 2);
    await store.db.execute(sql`UPDATE products SET active = false WHERE id = ${y.productId}`);
    try {
      const { body } = await getCart(guest);
      const [lineX, lineY] = body.result[0].cartItemsWithProduct;
      expect(lineX.productDetails.isAvailable).toBe(true);
      expect(lineX.selectedVariants).toEqual([{ variantId: x.variantId, quantity: 4, availableQuantity: 2 }]);
      expect(lineY.productDetails.isAvailable).toBe(false);
      expect(lineY.selectedVariants).toEqual([{ variantId: y.variantId, quantity: 2, availableQuantity: 0 }]);
    } finally {
      await store.db.execute(sql`UPDATE products SET active = true WHERE id = ${y.productId}`);
    }
  });

  it('shows a withdrawn variant with nothing available', async () => {
    const other = await otherVariantOf(store.db, a, 3);
    if (!other) throw new Error('the first seeded product needs a second variant for this test');
    const guest = guestId();
    expect((await add({ userId: guest, cartItems: [item(other, 1)] })).status).toBe(200);
    await store.db.execute(sql`UPDATE variants SET active = false WHERE id = ${other.variantId}`);
    try {
      const { body } = await getCart(guest);
      expect(body.result[0].cartItemsWithProduct[0].selectedVariants[0].availableQuantity).toBe(0);
    } finally {
      await store.db.execute(sql`UPDATE variants SET active = true WHERE id = ${other.variantId}`);
    }
  });
});

describe('ownership', () => {
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    alice = await signUp(store.app);
    bob = await signUp(store.app);
  });

  it("a user's profileId without their token is refused even before the user has a cart", async () => {
    const fresh = await signUp(store.app);
    expect((await getCart(fresh.user.profileId)).status).toBe(401);
    expect((await getCart(fresh.user.profileId, authHeader(alice.token))).status).toBe(403);
    expect((await getCart(fresh.user.profileId, authHeader(fresh.token))).body).toEqual({
      result: [],
      cartData_base: null,
    });
  });

  it("a user's cart is theirs with their token; another user's token is 403, no token 401", async () => {
    const mine = await add({ userId: alice.user.profileId, cartItems: [item(a, 1)] }, authHeader(alice.token));
    expect(mine.status).toBe(200);
    const read = await getCart(alice.user.profileId, authHeader(alice.token));
    expect(read.body.cartData_base).toEqual(mine.body.result);

    expect((await getCart(alice.user.profileId, authHeader(bob.token))).status).toBe(403);
    expect((await getCart(alice.user.profileId)).status).toBe(401);
    expect((await getCart(alice.user.profileId, authHeader('x'.repeat(43)))).status).toBe(401);
    const asGuest = await add({ userId: alice.user.profileId, cartItems: [item(a, 1)] });
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.message).toEqual(expect.any(String));
    expect((await add({ userId: alice.user.profileId, cartItems: [item(a, 1)] }, authHeader(bob.token))).status).toBe(
      403,
    );

    const cartId = mine.body.result.id;
    expect((await update({ cartId, cartItems: [] }, authHeader(bob.token))).status).toBe(403);
    expect((await update({ cartId, cartItems: [] })).status).toBe(401);
    expect(await linesOf(cartId)).toEqual([{ variantId: a.variantId, quantity: 1 }]);
    const own = await update({ cartId, cartItems: [item(a, 2)] }, authHeader(alice.token));
    expect(own.status).toBe(200);
    expect(own.body.result.cartItems).toEqual([item(a, 2)]);
  });

  it('a user cannot retire or read another user cart through syncedLocalCartId', async () => {
    const bobs = await add({ userId: bob.user.profileId, cartItems: [item(b, 1)] }, authHeader(bob.token));
    const refused = await add(
      { userId: alice.user.profileId, cartItems: [item(c, 1)], syncedLocalCartId: bobs.body.result.id },
      authHeader(alice.token),
    );
    expect(refused.status).toBe(403);
    expect(await linesOf(bobs.body.result.id)).toEqual([{ variantId: b.variantId, quantity: 1 }]);
  });

  it('login merge: the user cart is updated with syncedLocalCartId and the guest cart is retired', async () => {
    const carol = await signUp(store.app);
    const guest = guestId();
    const guestCart = await add({ userId: guest, cartItems: [item(a, 2), item(b, 1)] });
    const userCart = await add({ userId: carol.user.profileId, cartItems: [item(a, 1)] }, authHeader(carol.token));
    const merged = await update(
      {
        cartId: userCart.body.result.id,
        cartItems: [item(a, 3), item(b, 1)],
        syncedLocalCartId: guestCart.body.result.id,
      },
      authHeader(carol.token),
    );
    expect(merged.status).toBe(200);
    expect(merged.body.result.cartItems).toEqual([item(a, 3), item(b, 1)]);
    expect(await getCart(guest).then((r) => r.body)).toEqual({ result: [], cartData_base: null });
    expect(await linesOf(guestCart.body.result.id)).toEqual([]);
    // The retired guest cart cannot be changed any more; a new add under the guest id starts afresh.
    expect((await update({ cartId: guestCart.body.result.id, cartItems: [item(a, 1)] })).status).toBe(404);
    const again = await add({ userId: guest, cartItems: [item(c, 1)] });
    expect(again.body.result.id).not.toBe(guestCart.body.result.id);
  });

  it('login merge without a user cart: addToCart with syncedLocalCartId moves the guest cart', async () => {
    const dave = await signUp(store.app);
    const guest = guestId();
    const guestCart = await add({ userId: guest, cartItems: [item(b, 2)] });
    const moved = await add(
      { userId: dave.user.profileId, cartItems: [item(b, 2)], syncedLocalCartId: guestCart.body.result.id },
      authHeader(dave.token),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.result.cartItems).toEqual([item(b, 2)]);
    expect((await getCart(guest)).body).toEqual({ result: [], cartData_base: null });
    expect((await getCart(dave.user.profileId, authHeader(dave.token))).body.cartData_base).toEqual(moved.body.result);
  });

  it('a failed merge retires nothing', async () => {
    const erin = await signUp(store.app);
    const guest = guestId();
    const guestCart = await add({ userId: guest, cartItems: [item(c, 1)] });
    const refused = await add(
      { userId: erin.user.profileId, cartItems: [item(c, 11)], syncedLocalCartId: guestCart.body.result.id },
      authHeader(erin.token),
    );
    expect(refused.status).toBe(409);
    expect((await getCart(guest)).body.cartData_base).toEqual(guestCart.body.result);
  });
});

describe('concurrency', () => {
  it('refuses a replace based on an older read, so an add from another tab is never lost', async () => {
    const guest = guestId();
    const first = await add({ userId: guest, cartItems: [item(a, 1)] });
    const read = (await getCart(guest)).body.cartData_base;
    expect(read.version).toBe(first.body.result.version);

    // Another tab adds b after this tab read the cart.
    const other = await add({ userId: guest, cartItems: [item(b, 1)] });
    expect(other.body.result.version).toBeGreaterThan(read.version);

    // This tab removes a, based on its older read: refused, and b stays.
    const stale = await update({ cartId: read.id, cartItems: [], version: read.version });
    expect(stale).toMatchObject({ status: 409, body: { message: messages.cartChanged } });
    expect(await linesOf(read.id)).toEqual(
      [
        { variantId: a.variantId, quantity: 1 },
        { variantId: b.variantId, quantity: 1 },
      ].sort((x, y) => x.variantId - y.variantId),
    );

    // Re-read and remove again: a goes, b stays.
    const fresh = (await getCart(guest)).body.cartData_base;
    const done = await update({ cartId: fresh.id, cartItems: [item(b, 1)], version: fresh.version });
    expect(done.status).toBe(200);
    expect(done.body.result.version).toBe(fresh.version + 1);
    expect(await linesOf(read.id)).toEqual([{ variantId: b.variantId, quantity: 1 }]);
  });

  it('50 concurrent adds of 1 to one cart lose none', async () => {
    const [v] = (await variantsWithStock(store.db, 1, 60, 6)) as [Variant];
    const guest = guestId();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => add({ userId: guest, cartItems: [item(v, 1)] })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((r) => r.body.result.id));
    expect(ids.size).toBe(1);
    const { body } = await getCart(guest);
    expect(body.cartData_base.cartItems).toEqual([item(v, 50)]);
  });

  it('answers each concurrent add with the cart as it was at the version it answers', async () => {
    const variants = await variantsWithStock(store.db, 12, 5, 8);
    const guest = guestId();
    const first = (await add({ userId: guest, cartItems: [item(variants[0] as Variant, 1)] })).body.result;
    const answers = await Promise.all(variants.slice(1).map((v) => add({ userId: guest, cartItems: [item(v, 1)] })));
    // Every add is one more line and one more version: an answer naming a version shows as many lines.
    for (const answer of answers) {
      const { version, cartItems } = answer.body.result;
      expect(cartItems.length, `version ${version}`).toBe(1 + version - first.version);
    }
    expect((await getCart(guest)).body.cartData_base.cartItems).toHaveLength(variants.length);
  });

  it('concurrent adds beyond stock stop at stock exactly', async () => {
    const [v] = (await variantsWithStock(store.db, 1, 20, 7)) as [Variant];
    const guest = guestId();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => add({ userId: guest, cartItems: [item(v, 1)] })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(10);
    expect((await getCart(guest)).body.cartData_base.cartItems).toEqual([item(v, 20)]);
  });
});
