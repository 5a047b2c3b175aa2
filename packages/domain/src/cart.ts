import type { CartItem } from './contracts/cart.ts';

/**
 * seed section 4: the guest cart and the user's cart are merged on login; lines with the same
 * product and variant have their quantities added, capped at what is in stock when known.
 */
export function mergeCartItems(
  first: CartItem[],
  second: CartItem[],
  stockOf: (variantId: number) => number = () => Number.POSITIVE_INFINITY,
): CartItem[] {
  const merged = new Map<number, Map<number, number>>();
  for (const item of [...first, ...second]) {
    const variants = merged.get(item.productId) ?? new Map<number, number>();
    for (const { variantId, quantity } of item.selectedVariants) {
      variants.set(variantId, (variants.get(variantId) ?? 0) + quantity);
    }
    merged.set(item.productId, variants);
  }
  const result: CartItem[] = [];
  for (const [productId, variants] of merged) {
    const selectedVariants = [...variants]
      .map(([variantId, quantity]) => ({ variantId, quantity: Math.min(quantity, stockOf(variantId)) }))
      .filter((v) => v.quantity > 0);
    if (selectedVariants.length > 0) result.push({ productId, selectedVariants });
  }
  return result;
}

/** How many pieces the cart holds (the floating cart's badge). */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.selectedVariants.reduce((s, v) => s + v.quantity, 0), 0);
}
