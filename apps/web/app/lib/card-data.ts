import { type Badge, productBadges } from '@discus/domain/badges';
import type { ImageRef, ProductSummary } from '@discus/domain/contracts/catalog';
import { shownPrice } from './product-price.ts';

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
  /** The first picture; its alt is the card's title. */
  image?: Omit<ImageRef, 'alt'>;
  /** The cheapest option in stock (any when all are sold out), after discount, before GST: paise. */
  price: number | null;
  badges: Badge[];
  // What is false or missing is left out: every key is serialised into the page once per card.
  /** Several options: the price is a "from" price. */
  from?: true;
  /** The size a search asked for ("4\""): the price is that size's, not a "from" price. */
  size?: string;
  /** With `size`: the option of that size the card opens the product on. */
  variant?: number;
  /** No option in stock; with `size`, no option of that size. */
  soldOut?: true;
  taxed?: true;
  rating?: { average: number; count: number };
  /**
   * The one option in stock when there is nothing to choose: the card's quick add; never another
   * than the size the card shows.
   */
  quickAdd?: { variantId: number; stock: number };
};

/** `sizeOptions`: the options of the sizes a search asked for (`searchProducts`' `sizeOptions`). */
export function cardView(product: ProductSummary, now: number, sizeOptions?: ReadonlySet<number>): CardView {
  const inStock = product.options.filter((o) => o.variant_quantity > 0);
  const shown = shownPrice(product.options, sizeOptions);
  // The one option in stock, unless the card shows another (a size asked for, sold out).
  const [single] = inStock.length === 1 ? inStock : [];
  const only = single && (shown.variant === undefined || shown.variant === single._id) ? single : undefined;
  const image = product.variant_images[0];
  const card: CardView = {
    id: product.id,
    title: product.title,
    slug: product.slug,
    categoryName: product.category.categoryName,
    badges: productBadges(product, now),
    ...shown,
  };
  if (image) card.image = { filename: image.filename, width: image.width, height: image.height };
  if (product.options.some((o) => o.variant_tax_percentage > 0)) card.taxed = true;
  if (product.rating) card.rating = product.rating;
  if (only) card.quickAdd = { variantId: only._id, stock: only.variant_quantity };
  return card;
}

export function cardViews(products: ProductSummary[], now: number, sizeOptions?: readonly number[]): CardView[] {
  const ofSize = sizeOptions && new Set(sizeOptions);
  return products.map((product) => cardView(product, now, ofSize));
}
