import type { ProductSummary } from '@discus/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { cardData } from './card-data.ts';

const image = (filename: string) => ({ filename, width: 800, height: 800, alt: filename, variantId: null });

describe('cardData', () => {
  it('keeps only the first picture of each product, and everything else', () => {
    const product = { id: 1, title: 'Pigeon Blood', variant_images: [image('a'), image('b'), image('c')] };
    const [card] = cardData([product as unknown as ProductSummary]);
    expect(card).toEqual({ ...product, variant_images: [image('a')] });
  });

  it('leaves products with one picture or none as they are', () => {
    const one = { id: 2, variant_images: [image('a')] } as unknown as ProductSummary;
    const none = { id: 3, variant_images: [] } as unknown as ProductSummary;
    expect(cardData([one, none])).toEqual([one, none]);
  });
});
