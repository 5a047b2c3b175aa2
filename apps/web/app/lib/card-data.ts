import type { ProductSummary } from '@discus/domain/contracts/catalog';

/**
 * What a product card needs: its first picture, not the whole gallery. Loader data is serialised
 * into every page's HTML (issue 14: smaller pages, faster uncached renders).
 */
export function cardData(products: ProductSummary[]): ProductSummary[] {
  return products.map((p) =>
    p.variant_images.length > 1 ? { ...p, variant_images: p.variant_images.slice(0, 1) } : p,
  );
}
