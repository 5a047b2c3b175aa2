import {
  type CartBase,
  type CartItem,
  type CartItemWithProduct,
  type GetCartAnswer,
  MAX_LINE_QUANTITY,
} from '@discus/domain/contracts/cart';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { preparedRows, type Queryable } from '../../db/prepared.ts';
import { refusalOf } from '../../db/refusals.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/auth.ts';
import {
  type CartProduct,
  type CartVariant,
  cartProductsOf,
  cartVariantsOf,
  variantsForCart,
} from '../catalog/cart-products.ts';
import { profileIdExists } from '../users/service.ts';
import { checkStock, checkVariants, itemsOf, type Line, linesOf } from './lines.ts';
import { assertMayChange, notYourCart, refuseOwner } from './ownership.ts';

// issue 4. Every change is atomic: one statement (addToCart, getCart: one round trip each, decision
// 040) or one transaction on one connection (updateCart, merges). The cart row is locked first (the
// upsert's DO UPDATE or SELECT ... FOR UPDATE), so changes to one cart run one after the other and
// the quantity checked against stock is the one stored. The cart reserves nothing (checkout takes
// stock conditionally).

type CartRow = { id: string; userId: number | null; status: string; version: number };

// Cart changes commit without waiting for the WAL to reach the disk (decision 040): twice the adds a
// second on this machine. A PostgreSQL or machine crash may lose the changes of its last fraction of
// a second (never half of one); a cart is worth that, orders and payments are not (they keep the
// default). Set in a statement of the change's own transaction, so it ends with it.
const unflushedCommit = sql`set_config('synchronous_commit', 'off', true)`;
const cartNotFound = 'Cart not found';

// Lines `l` as the JSON of `Line`s, in the order first added (one request's lines in request order).
const linesJson = sql`coalesce(json_agg(json_build_object('productId', l.product_id, 'variantId', l.variant_id,
  'quantity', l.quantity) ORDER BY l.added_at, l.variant_id), '[]')`;

/** The cart's version with its lines, read together (one snapshot: the lines are those of that version). */
async function cartBase(client: Queryable, cartId: string): Promise<CartBase> {
  const [cart] = await preparedRows<{ version: number; lines: Line[] }>(
    client,
    'cart-base',
    sql`SELECT c.version, (SELECT ${linesJson} FROM cart_lines l WHERE l.cart_id = c.id) AS lines
      FROM carts c WHERE c.id = ${cartId}::uuid`,
  );
  return { id: cartId, cartItems: itemsOf(cart?.lines ?? []), version: cart?.version ?? 0 };
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

type Added = {
  /** `userId` is someone's profileId, and not the caller's. */
  profileId: boolean;
  /** A line names an unknown, withdrawn or mismatched variant. */
  badLine: boolean;
  /** When refused: the variants named, to say which and why. */
  variants: CartVariant[] | null;
  cartId: string | null;
  version: number | null;
  created: boolean | null;
  /** The cart's version when the statement began (null: there was no active cart). */
  versionBefore: number | null;
  /** Every line of the cart once added to, in the order first added. */
  lines: Line[];
};

/**
 * One statement, one round trip (decision 040): checks the owner and the variants, creates the
 * owner's active cart when there is none, adds the lines to it and answers the cart's lines. It
 * writes nothing when a check fails; a line it stored above stock (or above what a line may hold)
 * makes it call `refuse`, which takes everything back. Race-safe: two first adds for one owner meet
 * on the partial unique index and the second then adds to the first's cart; DO UPDATE locks the
 * cart row and adds to the stored quantity, so adds to one cart queue up and the quantity checked is
 * the one stored.
 */
async function addLines(client: Queryable, userId: string, ownerUserId: number | null, lines: Line[]) {
  const variantIds = sql`${sql.param(lines.map((l) => l.variantId))}::int[]`;
  try {
    const [added] = await preparedRows<Added>(
      client,
      'cart-add-lines',
      sql`WITH l AS (SELECT * FROM ${unnestLines(lines)}),
        v AS (${cartVariantsOf(variantIds)}),
        unflushed AS (SELECT ${unflushedCommit}),
        checks AS (
          SELECT ${ownerUserId}::int IS NULL AND ${profileIdExists(sql`${userId}`)} AS "profileId",
            EXISTS (SELECT 1 FROM l LEFT JOIN v ON v."variantId" = l.variant_id
              WHERE v."variantId" IS NULL OR v."productId" <> l.product_id OR NOT v.available) AS "badLine"
          FROM unflushed),
        before AS (SELECT version FROM carts WHERE owner_id = ${userId} AND status = 'active'),
        cart AS (
          INSERT INTO carts (owner_id, user_id)
          SELECT ${userId}, ${ownerUserId}::int FROM checks WHERE NOT (checks."profileId" OR checks."badLine")
          ON CONFLICT (owner_id) WHERE status = 'active' DO UPDATE SET updated_at = now(), version = carts.version + 1
          RETURNING id, version, (xmax = 0) AS created),
        added AS (
          INSERT INTO cart_lines (cart_id, product_id, variant_id, quantity, added_at)
          SELECT cart.id, l.product_id, l.variant_id, l.quantity, ${addedAt} FROM cart, l
          ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity
          RETURNING product_id, variant_id, quantity, added_at),
        kept AS (
          SELECT k.product_id, k.variant_id, k.quantity, k.added_at FROM cart_lines k JOIN cart ON k.cart_id = cart.id
          WHERE NOT (k.variant_id = ANY(${variantIds})))
      SELECT checks."profileId", checks."badLine",
        CASE WHEN checks."profileId" OR checks."badLine" THEN (SELECT coalesce(json_agg(v), '[]') FROM v) END AS variants,
        cart.id AS "cartId", cart.version, cart.created, (SELECT version FROM before) AS "versionBefore",
        (SELECT ${linesJson} FROM (SELECT * FROM added UNION ALL SELECT * FROM kept) l) AS lines,
        (SELECT count(CASE WHEN a.quantity > least(v.stock, ${MAX_LINE_QUANTITY}::int)
            THEN refuse(json_build_object('variant', to_json(v), 'quantity', a.quantity)) END)
          FROM added a JOIN v ON v."variantId" = a.variant_id) AS refusals
      FROM checks LEFT JOIN cart ON true`,
    );
    return added as Added;
  } catch (error) {
    const refused = refusalOf<{ variant: CartVariant; quantity: number }>(error);
    if (refused) checkStock(refused.variant, refused.quantity);
    throw error;
  }
}

async function lockedCart(client: pg.ClientBase, cartId: string): Promise<CartRow | undefined> {
  const [cart] = await preparedRows<CartRow>(
    client,
    'cart-lock',
    sql`SELECT id, user_id AS "userId", status, version, ${unflushedCommit} AS unflushed
      FROM carts WHERE id = ${cartId}::uuid FOR UPDATE`,
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

type OwnersCart = {
  id: string | null;
  cartUserId: number | null;
  version: number | null;
  /** Without a cart: whether `userId` is someone's profileId (then their login is needed). */
  profileId: boolean | null;
  lines: Line[];
  products: CartProduct[];
};

/** The owner's active cart with its products, in one statement (one round trip, decision 040). */
export async function getCart(db: Db, userId: string, account: Account | null): Promise<GetCartAnswer> {
  const [cart] = await preparedRows<OwnersCart>(
    db,
    'cart-of-owner',
    sql`WITH cart AS (SELECT id, user_id, version FROM carts WHERE owner_id = ${userId} AND status = 'active'),
        lines AS (SELECT l.product_id, l.variant_id, l.quantity, l.added_at FROM cart_lines l JOIN cart ON l.cart_id = cart.id)
      SELECT cart.id, cart.user_id AS "cartUserId", cart.version,
        CASE WHEN cart.id IS NULL THEN ${profileIdExists(sql`${userId}`)} END AS "profileId",
        (SELECT ${linesJson} FROM lines l) AS lines,
        (SELECT coalesce(json_agg(p), '[]')
          FROM (${cartProductsOf(sql`ARRAY(SELECT DISTINCT product_id FROM lines)`)}) p) AS products
      FROM (SELECT 1) AS one LEFT JOIN cart ON true`,
  );
  if (!cart?.id) {
    // No cart: still refuse a profileId without its owner's login (401/403), as for a user's cart.
    if (cart?.profileId && account?.profileId !== userId) refuseOwner(account);
    return { result: [], cartData_base: null };
  }
  // A user's cart only with that user's login; a guest cart by its guest id alone.
  assertMayChange({ userId: cart.cartUserId }, account);
  const cartItems = itemsOf(cart.lines);
  const products = new Map(cart.products.map((p) => [p.id, p]));
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
    cartData_base: { id: cart.id, cartItems, version: cart.version ?? 0 },
  };
}

export type AddToCart = { userId: string; cartItems: CartItem[]; syncedLocalCartId?: string | undefined };

/** Adds the quantities to the owner's active cart, creating it when there is none. */
export async function addToCart(db: Db, body: AddToCart, account: Account | null): Promise<CartBase> {
  const lines = linesOf(body.cartItems);
  // A registered user's profileId is theirs only with their own login (see ownership.ts).
  const ownerUserId = account && account.profileId === body.userId ? account.userId : null;
  const answer = async (client: Queryable, added: Added): Promise<CartBase> => {
    if (added.profileId) refuseOwner(account);
    if (added.badLine || !added.cartId || added.version === null) {
      checkVariants(lines, added.variants ?? []);
      throw new Error('adding lines stored none');
    }
    // The lines answered are the cart at this version unless another change came in between.
    if (added.created || added.versionBefore === added.version - 1) {
      return { id: added.cartId, cartItems: itemsOf(added.lines), version: added.version };
    }
    return cartBase(client, added.cartId);
  };
  if (!body.syncedLocalCartId) {
    return answer(db, await addLines(db, body.userId, ownerUserId, lines));
  }
  const synced = body.syncedLocalCartId;
  return inTransaction(db, async ({ $client: client }) => {
    const cart = await answer(client, await addLines(client, body.userId, ownerUserId, lines));
    await retireSynced(client, synced, cart.id, account);
    return cart;
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
