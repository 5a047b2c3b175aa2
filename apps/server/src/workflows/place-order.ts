import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@discus/domain/contracts/checkout';
import type { DirectMethod } from '@discus/domain/direct-payment';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import { refusalOf } from '../db/refusals.ts';
import { orders } from '../db/schema.ts';
import { BadRequest } from '../lib/errors.ts';
import { addressJsonSql, foundAddress, type SavedAddress } from '../modules/addresses/service.ts';
import { activeCartRowsSql, checkoutCartOf, retireOrderedCartSql } from '../modules/cart/checkout-cart.ts';
import {
  type SaleVariant,
  type StockRefusal,
  saleVariantsById,
  saleVariantsSql,
  stockRefusal,
  stockTakeSql,
  totalNeeds,
} from '../modules/catalog/stock.ts';
import { insertOrder, type OrderLineDraft } from '../modules/orders/order-rows.ts';
import { directMethodOf, openPaymentOf, paymentRowSql } from '../modules/payments/payment-rows.ts';
import type { PaymentPage, PaymentProvider } from '../modules/payments/provider.ts';
import { checkoutMethodsOf, paymentSettingsOf, paymentSettingsValueSql } from '../modules/payments/settings.ts';
import { shippingConfigOf, shippingConfigValueSql } from '../modules/shipping/settings.ts';
import type { Account } from '../plugins/auth.ts';
import type { Jobs } from '../plugins/jobs.ts';
import { type PricedCheckout, priceCart } from './price-checkout.ts';

// Placing an order (issue 9), one readable workflow:
//   checkoutFacts → priceLines → (one statement, one transaction: copyIntoOrder with recordPayment,
//   retireCart and reserveStock) → startPayment.
// The statement is the undo of every step in it: a refusal anywhere (the stock) takes back the
// order, the payment record and the stock taken together. startPayment follows the commit and is
// idempotent. The order's payment_expires_at is its hold: the job queue's round expires it when due
// (expireDueOrders, decision 046).
// Three round trips to PostgreSQL in all, login included (decisions 041 and 044): on 2 shared cores
// their number, not the rows written, was an order's cost, and the row of a popular fish is held
// only inside PostgreSQL, never across a round trip to the store.

export type OrderDeps = { db: Db; jobs: Jobs; config: Config; provider: PaymentProvider; now: () => Date };
export type PlaceOrderInput = {
  addressId: number;
  idempotencyKey: string;
  /** One of the methods checkout offers now; direct UPI or bank transfer (issue 11) hold the stock longer. */
  paymentMethod: PaymentMethod;
};
export type PlacedOrder = { orderId: number; orderNumber: string } & PaymentPage;

export async function placeOrder(deps: OrderDeps, buyer: Account, input: PlaceOrderInput): Promise<PlacedOrder> {
  const facts = await checkoutFacts(deps.db, buyer.userId, input);
  const offered = checkoutMethodsOf(paymentSettingsOf(facts.paymentSettings), deps.provider.name);
  if (!offered.methods.includes(input.paymentMethod)) throw new BadRequest(messages.paymentMethodUnavailable);
  // Direct UPI or bank transfer: the buyer pays the shop's account, the stock is held longer.
  const direct: { method: DirectMethod; holdHours: number } | undefined =
    input.paymentMethod === 'upi' || input.paymentMethod === 'bank'
      ? { method: input.paymentMethod, holdHours: offered.directHoldHours }
      : undefined;
  const again = facts.placed ? await placedBefore(deps, buyer.userId, input.idempotencyKey) : undefined;
  if (again) return again;

  const address = foundAddress(facts.address);
  const now = deps.now();
  const priced = priceCart(checkoutCartOf(facts.cart ?? []), saleVariantsById(facts.variants ?? []), {
    state: address.state,
    shopState: deps.config.shop.state,
    shipping: shippingConfigOf(facts.shippingConfig),
    now,
  });
  // The buyer's email goes with the order (confirmation, invoice), as it was at the time.
  const email = facts.email;
  if (email === null) throw new BadRequest('Your account was not found');

  const holdSeconds = direct ? direct.holdHours * 3600 : deps.config.paymentExpirySeconds;
  const paymentId = randomUUID();
  // Lines of one variant counted together, in id order (the order their rows are locked in).
  const needs = totalNeeds(
    priced.lines.map((l) => ({
      variantId: l.variant.variantId,
      quantity: l.quantity,
      title: l.variant.title,
      size: l.variant.size,
    })),
  );
  let placed: { id: number; orderNumber: string };
  try {
    placed = await insertOrder(
      deps.db,
      {
        userId: buyer.userId,
        status: 'pending_payment',
        customerName: address.name,
        phone: address.phone,
        email,
        line1: address.line1,
        line2: address.line2,
        landmark: address.landmark,
        city: address.city,
        state: address.state,
        pinCode: address.pin,
        subtotalPaise: priced.goodsNetPaise,
        taxPaise: priced.gst.totals.tax,
        shippingPaise: priced.shippingPaise,
        packingPaise: priced.packingPaise,
        totalPaise: priced.grandTotalPaise,
        shopState: deps.config.shop.state,
        supplyKind: priced.gst.kind,
        liveFish: priced.hasLiveFish,
        dispatchDate: priced.dispatchDate,
        arrivalEarliest: priced.arrival?.earliest ?? null,
        arrivalLatest: priced.arrival?.latest ?? null,
        idempotencyKey: input.idempotencyKey,
        stockReserved: true,
        paymentExpiresAt: new Date(now.getTime() + holdSeconds * 1000),
      },
      orderLinesOf(priced),
      {
        actor: 'buyer',
        note: direct
          ? `Order placed; waiting for payment by ${direct.method === 'upi' ? 'UPI' : 'bank transfer'}`
          : 'Order placed; waiting for payment',
      },
      [
        paymentRowSql(paymentId, priced.grandTotalPaise, direct?.method ?? deps.provider.name),
        retireOrderedCartSql(priced.cartId),
      ],
      stockTakeSql(needs),
    );
  } catch (error) {
    const short = refusalOf<StockRefusal>(error);
    if (short) throw await stockRefusal(deps.db, needs, short);
    // The same checkout sent twice at once: the second insert meets the first's key.
    if (isDuplicateCheckout(error)) {
      const first = await placedBefore(deps, buyer.userId, input.idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
  // A direct payment is made outside the store: checkout shows the QR code, link and bank details.
  if (direct) return { orderId: placed.id, orderNumber: placed.orderNumber, payUrl: paths.orderDetails(placed.id) };
  // The attempt just written, as startPayment would read it back after the commit.
  const page = await deps.provider.start({
    paymentId,
    orderId: placed.id,
    orderNumber: placed.orderNumber,
    amountPaise: priced.grandTotalPaise,
    buyer: { name: address.name, email, phone: address.phone },
  });
  return { orderId: placed.id, orderNumber: placed.orderNumber, ...page };
}

/**
 * Everything placing an order reads before its transaction, in one statement instead of one each
 * (decision 041): an order already placed with this key, the payment and shipping settings, the
 * address, the buyer's email, the cart and today's facts of its variants. Each part is its module's own SQL.
 */
async function checkoutFacts(db: Db, userId: number, input: PlaceOrderInput) {
  const [facts] = await preparedRows<{
    placed: boolean;
    paymentSettings: unknown;
    shippingConfig: unknown;
    address: SavedAddress | null;
    email: string | null;
    cart: Parameters<typeof checkoutCartOf>[0] | null;
    variants: SaleVariant[] | null;
  }>(
    db,
    'order-facts',
    sql`WITH cart AS (${activeCartRowsSql(userId)})
    SELECT EXISTS (SELECT FROM orders WHERE user_id = ${userId}::int AND idempotency_key = ${input.idempotencyKey}::uuid)
        AS placed,
      ${paymentSettingsValueSql} AS "paymentSettings",
      ${shippingConfigValueSql} AS "shippingConfig",
      ${addressJsonSql(userId, input.addressId)} AS address,
      (SELECT email FROM users WHERE id = ${userId}::int) AS email,
      (SELECT jsonb_agg(cart) FROM cart) AS cart,
      (SELECT jsonb_agg(sale) FROM (${saleVariantsSql(sql`ARRAY(SELECT "variantId" FROM cart WHERE "variantId" IS NOT NULL)`)}) sale)
        AS variants`,
  );
  if (!facts) throw new Error('reading the checkout facts returned nothing');
  return facts;
}

/** Step `startPayment`, after the commit: the provider's page for one attempt, as often as asked. */
export async function startPayment(deps: OrderDeps, paymentId: string): Promise<PaymentPage> {
  const { rows } = await deps.db.execute<{
    orderId: number;
    orderNumber: string;
    amountPaise: number;
    name: string;
    email: string;
    phone: string;
  }>(sql`
    SELECT o.id AS "orderId", o.order_number AS "orderNumber", p.amount_paise AS "amountPaise",
      o.customer_name AS name, o.email, o.phone
    FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ${paymentId}`);
  const attempt = rows[0];
  if (!attempt) throw new Error(`payment ${paymentId} not found`);
  const { name, email, phone, ...payment } = attempt;
  return deps.provider.start({ paymentId, ...payment, buyer: { name, email, phone } });
}

function orderLinesOf(priced: PricedCheckout): OrderLineDraft[] {
  const goods: OrderLineDraft[] = priced.lines.map((line) => ({
    kind: 'goods',
    productId: line.variant.productId,
    variantId: line.variant.variantId,
    title: line.variant.title,
    size: line.variant.size,
    color: line.variant.color,
    hsnCode: line.variant.hsnCode,
    liveFish: line.variant.liveFish,
    unitPricePaise: line.variant.pricePaise,
    discountPercent: line.variant.discountEnabled ? line.variant.discountPercent : 0,
    taxPercent: line.variant.taxPercent,
    quantity: line.quantity,
    netPaise: line.gst.taxable,
    taxPaise: line.gst.tax,
    cgstPaise: line.gst.cgst,
    sgstPaise: line.gst.sgst,
    utgstPaise: line.gst.utgst,
    igstPaise: line.gst.igst,
    totalPaise: line.gst.total,
  }));
  const charges: OrderLineDraft[] = priced.charges.map((charge) => ({
    kind: charge.kind,
    title: charge.title,
    hsnCode: charge.sac,
    unitPricePaise: charge.gst.taxable,
    taxPercent: charge.gst.rate,
    quantity: 1,
    netPaise: charge.gst.taxable,
    taxPaise: charge.gst.tax,
    cgstPaise: charge.gst.cgst,
    sgstPaise: charge.gst.sgst,
    utgstPaise: charge.gst.utgst,
    igstPaise: charge.gst.igst,
    totalPaise: charge.gst.total,
  }));
  return [...goods, ...charges];
}

/** An order this checkout already placed: the same answer again, with a payment page if still open. */
async function placedBefore(deps: OrderDeps, userId: number, key: string): Promise<PlacedOrder | undefined> {
  const [order] = await deps.db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!order) return undefined;
  const paymentId = (await directMethodOf(deps.db, order.id))
    ? undefined
    : await openPaymentOf(deps.db, order.id, deps.provider.name);
  const page = paymentId ? await startPayment(deps, paymentId) : { payUrl: paths.orderDetails(order.id) };
  return { orderId: order.id, orderNumber: order.orderNumber, ...page };
}

function isDuplicateCheckout(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const failure = e.code ? e : e.cause;
  return failure?.code === '23505' && failure.constraint === 'orders_idempotency_idx';
}
