import { type Badge, productBadges } from '@discus/domain/badges';
import type { ImageRef, ProductSummary } from '@discus/domain/contracts/catalog';
import { lowestPrice } from './product-price.ts';

/**
 * What a product card shows, worked out by the loader: a page's loader data is serialised into its
 * HTML, and a card needs a few words and numbers, not every option and picture of the product
 * (issue 14: smaller pages, faster uncached renders).
 */
export type CardView = {
  id: number;
  title: string;
  slug: string;
  categoryName: string;
  image: ImageRef | null;
  /** The cheapest option in stock (any when all are sold out), after discount, before GST: paise. */
  price: number | null;
  /** Several options: the price is a "from" price. */
  from: boolean;
  soldOut: boolean;
  taxed: boolean;
  badges: Badge[];
  rating: { average: number; count: number } | null;
  /** The one option in stock when there is nothing to choose: the card's quick add. */
  quickAdd: { variantId: number; stock: number } | null;
};

export function cardView(product: ProductSummary, now: number): CardView {
  const inStock = product.options.filter((o) => o.variant_quantity > 0);
  const only = inStock.length === 1 ? inStock[0] : undefined;
  const image = product.variant_images[0];
  return {
    id: product.id,
    title: product.title,
    slug: product.slug,
    categoryName: product.category.categoryName,
    image: image ? { filename: image.filename, width: image.width, height: image.height, alt: image.alt } : null,
    price: lowestPrice(product.options),
    from: product.options.length > 1,
    soldOut: inStock.length === 0,
    taxed: product.options.some((o) => o.variant_tax_percentage > 0),
    badges: productBadges(product, now),
    rating: product.rating ?? null,
    quickAdd: only ? { variantId: only._id, stock: only.variant_quantity } : null,
  };
}

export function cardViews(products: ProductSummary[], now: number): CardView[] {
  return products.map((product) => cardView(product, now));
}
