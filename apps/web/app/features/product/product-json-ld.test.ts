import type { Product } from '@discus/domain/contracts/catalog';
import type { Review } from '@discus/domain/contracts/ratings';
import { describe, expect, it } from 'vitest';
import { jsonForScript, productJsonLd } from './product-json-ld.ts';

const product: Product = {
  id: 7,
  title: 'Red Melon Discus',
  slug: 'red-melon-discus',
  category: { id: 1, categoryName: 'Red Discus', slug: 'red-discus' },
  options: [
    {
      _id: 70,
      size: '3"',
      color: '',
      variant_price: 1200,
      variant_quantity: 4,
      isDiscountEnabled: false,
      variant_discount: { value: 0 },
      variant_tax_percentage: 0,
    },
  ],
  variant_images: [],
  liveFish: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  description: 'A red fish',
  hsnCode: null,
  strain: null,
  grade: null,
  oneOff: false,
  rating: null,
};

const review: Review = {
  id: 1,
  productId: 7,
  stars: 4,
  title: '</script><script>alert(1)</script>',
  text: 'Healthy',
  author: 'Asha B.',
  verified: true,
  helpfulCount: 0,
  photos: [],
  reply: null,
  createdAt: '2026-11-10T05:00:00.000Z',
  updatedAt: '2026-11-10T05:00:00.000Z',
};

describe('the product page’s JSON-LD', () => {
  it('has no AggregateRating or Review before the first rating', () => {
    const ld = productJsonLd(product, 'https://shop.example', 'Shop');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });

  it('carries the average, the count and the reviews once rated, with "<" escaped in the script', () => {
    const ld = productJsonLd({ ...product, rating: { average: 4, count: 1 } }, 'https://shop.example', 'Shop', [
      review,
    ]);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Asha B.' },
        datePublished: '2026-11-10',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      }),
    ]);
    expect(jsonForScript(ld)).not.toContain('</script>');
  });
});
