import type { ReorderAnswer } from '@discus/domain/contracts/orders';
import { canReorder } from '@discus/domain/order-status';
import { sql } from 'drizzle-orm';
import { Conflict, NotFound } from '../lib/errors.ts';
import { addToCart } from '../modules/cart/service.ts';
import { saleVariants } from '../modules/catalog/stock.ts';
import { orderNotFound } from '../modules/orders/order-view.ts';
import type { Account } from '../plugins/auth.ts';
import type { OrderDeps } from './place-order.ts';

/** An order's items back in the buyer's cart in one click, as far as today's stock allows. */
export async function reorder(deps: OrderDeps, buyer: Account, orderId: number): Promise<ReorderAnswer['result']> {
  const { rows: orderRows } = await deps.db.execute<{ status: string; userId: number | null }>(
    sql`SELECT status, user_id AS "userId" FROM orders WHERE id = ${orderId}`,
  );
  const order = orderRows[0];
  if (!order || order.userId !== buyer.userId) throw new NotFound(orderNotFound);
  if (!canReorder(order.status as Parameters<typeof canReorder>[0])) {
    throw new Conflict('This order still holds its items; pay for it or cancel it first');
  }
  const { rows: lines } = await deps.db.execute<{
    productId: number;
    variantId: number;
    quantity: number;
    title: string;
  }>(
    sql`SELECT product_id AS "productId", variant_id AS "variantId", quantity, title FROM order_lines
      WHERE order_id = ${orderId} AND kind = 'goods' AND variant_id IS NOT NULL ORDER BY id`,
  );
  const variants = await saleVariants(
    deps.db,
    lines.map((l) => l.variantId),
  );
  const skipped: ReorderAnswer['result']['skipped'] = [];
  const items = [];
  for (const line of lines) {
    const variant = variants.get(line.variantId);
    if (!variant?.available || variant.stock === 0) {
      skipped.push({ title: line.title, reason: 'Sold out or no longer sold' });
      continue;
    }
    const quantity = Math.min(line.quantity, variant.stock);
    if (quantity < line.quantity)
      skipped.push({ title: line.title, reason: `Only ${variant.stock} left; added those` });
    items.push({ productId: line.productId, selectedVariants: [{ variantId: line.variantId, quantity }] });
  }
  if (items.length > 0) await addToCart(deps.db, { userId: buyer.profileId, cartItems: items }, buyer);
  return { added: items.length, skipped };
}
