import type { CartBase, CartItem, CartItemWithProduct, GetCartAnswer } from '@discus/domain/contracts/cart';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/auth.ts';
import { productsForCart, variantsForCart } from '../catalog/cart-products.ts';
import { checkStock, checkVariants, itemsOf, type Line, linesOf } from './lines.ts';
import { assertMayChange, notYourCart, type Owner, ownerFor } from './ownership.ts';

// issue 4. Every change is one transaction on one connection. The cart row is locked first
// (the upsert's DO UPDATE or SELECT ... FOR UPDATE), so changes to one cart run one after the
// other and the quantity checked against stock is the one stored. Variants and stock are read
// just before the transaction; the cart reserves nothing (checkout takes stock conditionally).

type CartRow = { id: string; userId: number | null; status: string; version: number };
const cartNotFound = 'Cart not found';

const linesColumns = sql`product_id AS "productId", variant_id AS "variantId", quantity`;

async function storedLines(client: pg.ClientBase, cartId: string): Promise<Line[]> {
  return preparedRows<Line>(
    client,
    'cart-lines',
    sql`SELECT ${linesColumns} FROM cart_lines WHERE cart_id = ${cartId}::uuid ORDER BY added_at, variant_id`,
  );
}

async function cartBase(client: pg.ClientBase, cartId: string): Promise<CartBase> {
  const [[cart], lines] = await Promise.all([
    preparedRows<{ version: number }>(
      client,
      'cart-version',
      sql`SELECT version FROM carts WHERE id = ${cartId}::uuid`,
    ),
    storedLines(client, cartId),
  ]);
  return { id: cartId, cartItems: itemsOf(lines), version: cart?.version ?? 0 };
}

const unnestLines = (lines: Line[]) =>
  sql`unnest(${sql.param(lines.map((l) => l.productId))}::int[], ${sql.param(lines.map((l) => l.variantId))}::int[],
    ${sql.param(lines.map((l) => l.quantity))}::int[]) WITH ORDINALITY AS l(product_id, variant_id, quantity, n)`;

// Lines keep the order they were first added in (added_at; one request's lines in request order).
const addedAt = sql`now() + l.n * interval '1 microsecond'`;

/** Sets the quantities of these lines of a cart. */
function setLines(client: pg.ClientBase, cartId: string, lines: Line[]) {
  return preparedRows(
    client,
    'cart-set-lines',
    sql`INSERT INTO cart_lines (cart_id, product_id, variant_id, quantity, added_at)
      SELECT ${cartId}::uuid, l.product_id, l.variant_id, l.quantity, ${addedAt} FROM ${unnestLines(lines)}
      ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
  );
}

/**
 * One statement: the owner's active cart, created when there is none, and the lines added to it.
 * Race-safe: two first adds for one owner meet on the partial unique index and the second then
 * adds to the first's cart; DO UPDATE locks the cart row, so adds to one cart queue up. Answers
 * the quantities now stored.
 */
function addLines(client: pg.ClientBase, owner: Owner, lines: Line[]) {
  return preparedRows<{
    cartId: string;
    created: boolean;
    version: number;
    productId: number;
    variantId: number;
    quantity: number;
  }>(
    client,
    'cart-add-lines',
    sql`WITH cart AS (
        INSERT INTO carts (owner_id, user_id) VALUES (${owner.ownerId}, ${owner.userId}::int)
        ON CONFLICT (owner_id) WHERE status = 'active' DO UPDATE SET updated_at = now(), version = carts.version + 1
        RETURNING id, version, (xmax = 0) AS created),
      added AS (
        INSERT INTO cart_lines (cart_id, product_id, variant_id, quantity, added_at)
        SELECT cart.id, l.product_id, l.variant_id, l.quantity, ${addedAt} FROM cart, ${unnestLines(lines)}
        ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity
        RETURNING cart_id, product_id, variant_id, quantity, added_at)
      SELECT added.cart_id AS "cartId", cart.created, cart.version, added.product_id AS "productId",
        added.variant_id AS "variantId", added.quantity
      FROM added, cart ORDER BY added.added_at, added.variant_id`,
  );
}

async function lockedCart(client: pg.ClientBase, cartId: string): Promise<CartRow | undefined> {
  const [cart] = await preparedRows<CartRow>(
    client,
    'cart-lock',
    sql`SELECT id, user_id AS "userId", status, version FROM carts WHERE id = ${cartId}::uuid FOR UPDATE`,
  );
  return cart;
}

/**
 * seed section 4: the guest cart merged in on login is emptied and retired with the change that
 * took its lines. Its id is the proof for a guest cart; a user's cart only by that user. A cart
 * already retired (a retried merge) or unknown is left alone.
 */
async function retireSynced(
  client: pg.ClientBase,
  syncedId: string | undefined,
  intoCartId: string,
  account: Account | null,
): Promise<void> {
  if (!syncedId) return;
  if (syncedId === intoCartId) throw new BadRequest('A cart cannot be merged into itself');
  const synced = await lockedCart(client, syncedId);
  if (synced?.status !== 'active') return;
  if (synced.userId !== null && synced.userId !== account?.userId) throw new Forbidden(notYourCart);
  await preparedRows(client, 'cart-empty', sql`DELETE FROM cart_lines WHERE cart_id = ${syncedId}::uuid`);
  await preparedRows(
    client,
    'cart-retire',
    sql`UPDATE carts SET status = 'retired', updated_at = now() WHERE id = ${syncedId}::uuid`,
  );
}

export async function getCart(db: Db, userId: string, account: Account | null): Promise<GetCartAnswer> {
  const rows = await preparedRows<
    { id: string; cartUserId: number | null; version: number } & { [K in keyof Line]: Line[K] | null }
  >(
    db,
    'cart-of-owner',
    sql`SELECT c.id, c.user_id AS "cartUserId", c.version, l.product_id AS "productId", l.variant_id AS "variantId", l.quantity
      FROM carts c LEFT JOIN cart_lines l ON l.cart_id = c.id
      WHERE c.owner_id = ${userId} AND c.status = 'active'
      ORDER BY l.added_at, l.variant_id`,
  );
  const cartId = rows[0]?.id;
  if (!cartId) {
    // No cart: still refuse a profileId without its owner's login (401/403), as for a user's cart.
    await ownerFor(db, userId, account);
    return { result: [], cartData_base: null };
  }
  // A user's cart only with that user's login; a guest cart by its guest id alone.
  assertMayChange({ userId: rows[0]?.cartUserId ?? null }, account);
  const lines = rows.filter((r): r is (typeof rows)[number] & Line => r.variantId !== null);
  const cartItems = itemsOf(lines);
  const products = new Map(
    (lines.length
      ? await productsForCart(
          db,
          cartItems.map((i) => i.productId),
        )
      : []
    ).map((p) => [p.id, p]),
  );
  const cartItemsWithProduct: CartItemWithProduct[] = [];
  for (const item of cartItems) {
    const product = products.get(item.productId);
    if (!product) continue;
    const { stock, ...productDetails } = product;
    cartItemsWithProduct.push({
      productDetails,
      selectedVariants: item.selectedVariants.map((v) => ({
        ...v,
        availableQuantity: stock[String(v.variantId)] ?? 0,
      })),
    });
  }
  return {
    result: [{ cartItemsWithProduct }],
    cartData_base: { id: cartId, cartItems, version: rows[0]?.version ?? 0 },
  };
}

export type AddToCart = { userId: string; cartItems: CartItem[]; syncedLocalCartId?: string | undefined };

/** Adds the quantities to the owner's active cart, creating it when there is none. */
export async function addToCart(db: Db, body: AddToCart, account: Account | null): Promise<CartBase> {
  const lines = linesOf(body.cartItems);
  // Read before the transaction, so it holds its connection only for the writes.
  const [owner, found] = await Promise.all([
    ownerFor(db, body.userId, account),
    variantsForCart(
      db,
      lines.map((l) => l.variantId),
    ),
  ]);
  const variants = checkVariants(lines, found);
  return inTransaction(db, async ({ $client: client }) => {
    const stored = await addLines(client, owner, lines);
    for (const line of stored) {
      const variant = variants.get(line.variantId);
      if (variant) checkStock(variant, line.quantity);
    }
    const first = stored[0];
    if (!first) throw new Error('adding lines stored none');
    await retireSynced(client, body.syncedLocalCartId, first.cartId, account);
    // A cart created by this statement holds just these lines.
    if (first.created) return { id: first.cartId, cartItems: itemsOf(stored), version: first.version };
    return cartBase(client, first.cartId);
  });
}

export type UpdateCart = {
  cartId: string;
  cartItems: CartItem[];
  syncedLocalCartId?: string | undefined;
  version?: number | undefined;
};

/** Replaces the lines of a cart the caller may change (an empty list empties it). */
export async function updateCart(db: Db, body: UpdateCart, account: Account | null): Promise<CartBase> {
  const lines = linesOf(body.cartItems);
  if (lines.length > 0) {
    const variants = checkVariants(
      lines,
      await variantsForCart(
        db,
        lines.map((l) => l.variantId),
      ),
    );
    for (const line of lines) {
      const variant = variants.get(line.variantId);
      if (variant) checkStock(variant, line.quantity);
    }
  }
  return inTransaction(db, async ({ $client: client }) => {
    const cart = await lockedCart(client, body.cartId);
    if (cart?.status !== 'active') throw new NotFound(cartNotFound);
    assertMayChange(cart, account);
    if (body.version !== undefined && body.version !== cart.version) throw new Conflict(messages.cartChanged);
    await preparedRows(
      client,
      'cart-drop-lines',
      sql`DELETE FROM cart_lines WHERE cart_id = ${cart.id}::uuid
        AND NOT (variant_id = ANY(${sql.param(lines.map((l) => l.variantId))}::int[]))`,
    );
    if (lines.length > 0) await setLines(client, cart.id, lines);
    await preparedRows(
      client,
      'cart-touch',
      sql`UPDATE carts SET updated_at = now(), version = version + 1 WHERE id = ${cart.id}::uuid`,
    );
    await retireSynced(client, body.syncedLocalCartId, cart.id, account);
    return cartBase(client, cart.id);
  });
}
