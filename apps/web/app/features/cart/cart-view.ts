import { cartItemCount } from '@discus/domain/cart';
import type { CartItem, GetCartAnswer } from '@discus/domain/contracts/cart';
import type { ImageRef, VariantOption } from '@discus/domain/contracts/catalog';
import type { Paise } from '@discus/domain/money';
import { lineTotal } from '@discus/domain/pricing';
import { pricedOption } from '../../lib/product-price.ts';

/** One variant of one product in the cart, as the mini cart and the cart page draw it. */
export type CartLine = {
  key: string;
  productId: number;
  variantId: number;
  title: string;
  slug: string;
  image: ImageRef | null;
  size: string;
  color: string;
  quantity: number;
  /** What may be in the cart at most: the variant's stock, and what the server says is available. */
  maxQuantity: number;
  /** 0 when sold out or withdrawn; below quantity when stock dropped since it was added. */
  availableQuantity: number;
  withdrawn: boolean;
  total: Paise;
};

export type CartView = {
  cartId: string | null;
  items: CartItem[];
  lines: CartLine[];
  /** 'Total (inc. Taxes)': the sum of the line totals (seed section 9, PRODUCT.md section 3). */
  total: Paise;
  count: number;
};

export const emptyCartView: CartView = { cartId: null, items: [], lines: [], total: 0, count: 0 };

/** The getCart answer turned into lines priced with the same rule as the server's (domain). */
export function cartView(answer: GetCartAnswer | null): CartView {
  if (!answer?.cartData_base) return emptyCartView;
  const products = answer.result[0]?.cartItemsWithProduct ?? [];
  const lines: CartLine[] = [];
  for (const { productDetails: product, selectedVariants } of products) {
    for (const selected of selectedVariants) {
      const option: VariantOption | undefined = product.options.find((o) => o._id === selected.variantId);
      const image =
        product.variant_images.find((i) => i.variantId === selected.variantId) ??
        product.variant_images.find((i) => i.variantId === null) ??
        product.variant_images[0] ??
        null;
      const withdrawn = !product.isAvailable || !option;
      lines.push({
        key: `${product.id}:${selected.variantId}`,
        productId: product.id,
        variantId: selected.variantId,
        title: product.title,
        slug: product.slug,
        image,
        size: option?.size ?? '',
        color: option?.color ?? '',
        quantity: selected.quantity,
        maxQuantity: withdrawn ? 0 : Math.min(option.variant_quantity, selected.availableQuantity),
        availableQuantity: withdrawn ? 0 : selected.availableQuantity,
        withdrawn,
        total: option ? lineTotal(pricedOption(option), selected.quantity) : 0,
      });
    }
  }
  const items = answer.cartData_base.cartItems;
  return {
    cartId: answer.cartData_base.id,
    items,
    lines,
    total: lines.reduce((sum, line) => sum + line.total, 0),
    count: cartItemCount(items),
  };
}

/** The items with one variant's quantity changed by delta; at 0 the variant (and an empty product) goes. */
export function changeQuantity(items: CartItem[], productId: number, variantId: number, delta: number): CartItem[] {
  return items
    .map((item) =>
      item.productId !== productId
        ? item
        : {
            ...item,
            selectedVariants: item.selectedVariants
              .map((v) => (v.variantId === variantId ? { ...v, quantity: v.quantity + delta } : v))
              .filter((v) => v.quantity > 0),
          },
    )
    .filter((item) => item.selectedVariants.length > 0);
}

/** The items without one variant, or without the whole product when variantId is omitted. */
export function removeFromItems(items: CartItem[], productId: number, variantId?: number): CartItem[] {
  if (variantId === undefined) return items.filter((item) => item.productId !== productId);
  return changeQuantity(items, productId, variantId, -Number.MAX_SAFE_INTEGER);
}

/** Stock per variant as the getCart answers know it (withdrawn products have none). */
export function stockFrom(answers: (GetCartAnswer | null)[]): (variantId: number) => number {
  const stock = new Map<number, number>();
  for (const answer of answers) {
    for (const { productDetails, selectedVariants } of answer?.result[0]?.cartItemsWithProduct ?? []) {
      for (const option of productDetails.options) {
        stock.set(option._id, productDetails.isAvailable ? option.variant_quantity : 0);
      }
      for (const v of selectedVariants) {
        stock.set(v.variantId, Math.min(stock.get(v.variantId) ?? 0, v.availableQuantity));
      }
    }
  }
  return (variantId) => stock.get(variantId) ?? 0;
}
