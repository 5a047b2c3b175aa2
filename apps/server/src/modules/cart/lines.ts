import { type CartItem, MAX_LINE_QUANTITY } from '@discus/domain/contracts/cart';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts';
import type { CartVariant } from '../catalog/cart-products.ts';

/** One stored cart line. */
export type Line = { productId: number; variantId: number; quantity: number };

/** The request's items as lines, one per variant (a variant named twice has its quantities added). */
export function linesOf(items: CartItem[]): Line[] {
  const byVariant = new Map<number, Line>();
  for (const item of items) {
    for (const { variantId, quantity } of item.selectedVariants) {
      const seen = byVariant.get(variantId);
      if (seen && seen.productId !== item.productId) {
        throw new BadRequest(`Variant ${variantId} is listed under two products`);
      }
      byVariant.set(variantId, { productId: item.productId, variantId, quantity: (seen?.quantity ?? 0) + quantity });
    }
  }
  return [...byVariant.values()];
}

/** Stored lines back in the spec's shape: grouped by product, in the order they were added. */
export function itemsOf(lines: Line[]): CartItem[] {
  const byProduct = new Map<number, CartItem>();
  for (const { productId, variantId, quantity } of lines) {
    const item = byProduct.get(productId) ?? { productId, selectedVariants: [] };
    item.selectedVariants.push({ variantId, quantity });
    byProduct.set(productId, item);
  }
  return [...byProduct.values()];
}

const label = (v: CartVariant) => [v.title, v.size].filter(Boolean).join(' ');

/** Refuses lines naming unknown, withdrawn or mismatched variants; answers the variants by id. */
export function checkVariants(lines: Line[], variants: CartVariant[]): Map<number, CartVariant> {
  const byId = new Map(variants.map((v) => [v.variantId, v]));
  for (const line of lines) {
    const variant = byId.get(line.variantId);
    if (!variant) throw new NotFound(`Variant ${line.variantId} was not found`);
    if (variant.productId !== line.productId) {
      throw new BadRequest(`Variant ${line.variantId} is not an option of product ${line.productId}`);
    }
    if (!variant.available) throw new BadRequest(`${label(variant)} is no longer available`);
  }
  return byId;
}

/** Refuses a quantity above the variant's stock, or above what one line may hold. */
export function checkStock(variant: CartVariant, quantity: number): void {
  // The request's own quantities are each within the limit; their sum with the line may not be.
  if (quantity > MAX_LINE_QUANTITY) {
    throw new BadRequest(`At most ${MAX_LINE_QUANTITY} of ${label(variant)} fit in one cart`);
  }
  if (quantity <= variant.stock) return;
  throw new Conflict(
    variant.stock > 0 ? `Only ${variant.stock} left of ${label(variant)}` : `${label(variant)} is sold out`,
  );
}
