import type { Product } from '@discus/domain/contracts/catalog';
import type { Review } from '@discus/domain/contracts/ratings';
import { imageUrl } from '@discus/domain/images';
import { paths } from '@discus/domain/paths';
import { optionPrice } from '../../lib/product-price.ts';

/** schema.org Product with an AggregateOffer in rupees, for rich results in search engines. */
export function productJsonLd(
  product: Product,
  origin: string,
  shopName: string,
  reviews: Review[] = [],
): Record<string, unknown> {
  const prices = product.options.map((o) => optionPrice(o).priceWithTax / 100);
  const inStock = product.options.some((o) => o.variant_quantity > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: String(product.id),
    category: product.category.categoryName,
    brand: { '@type': 'Brand', name: shopName },
    image: product.variant_images.map((i) => `${origin}${imageUrl('products', i.filename, 960)}`),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: prices.length ? Math.min(...prices).toFixed(2) : undefined,
      highPrice: prices.length ? Math.max(...prices).toFixed(2) : undefined,
      offerCount: product.options.length,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${origin}${paths.productDetail(product.id, product.slug)}`,
    },
    // issue 13: only when there are ratings (an empty AggregateRating is an error to search engines).
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, 5).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            datePublished: r.createdAt.slice(0, 10),
            name: r.title || undefined,
            reviewBody: r.text || undefined,
            reviewRating: { '@type': 'Rating', ratingValue: r.stars, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** JSON for a <script> element: "<" escaped so no text in a product can close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
