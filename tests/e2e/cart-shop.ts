import type { VariantOption } from '@discus/domain/contracts/catalog';
import type { APIRequestContext, Page } from '@playwright/test';
import { call } from './api.ts';

export type CartProduct = { id: number; title: string; slug: string; options: VariantOption[] };

/** A product with two options in stock, one of them low (2 or 3 left), found through the API. */
export async function productWithLowStock(
  request: APIRequestContext,
): Promise<{ product: CartProduct; low: VariantOption; other: VariantOption }> {
  for (let pageNo = 1; pageNo <= 5; pageNo++) {
    const { result } = await call<{ result: CartProduct[] }>(request, '/api/products/listProducts', {
      pageNo,
      pageSize: 100,
    });
    for (const product of result) {
      const low = product.options.find((o) => o.variant_quantity === 2 || o.variant_quantity === 3);
      const other = product.options.find((o) => o !== low && o.variant_quantity > 0);
      if (low && other) return { product, low, other };
    }
    if (result.length < 100) break;
  }
  throw new Error('no product with a low-stock option and another option in stock');
}

/** The line's name in the cart's controls: title, size and colour. */
export function lineLabel(product: CartProduct, option: VariantOption): string {
  return [product.title, option.size, option.color].filter(Boolean).join(', ');
}

/** Picks an option on the product page with the size and colour chips. */
export async function chooseOption(page: Page, option: VariantOption): Promise<void> {
  if (option.size) {
    await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: option.size, exact: true }).click();
  }
  if (option.color) {
    const colour = page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: option.color, exact: true });
    await colour.click();
  }
}
