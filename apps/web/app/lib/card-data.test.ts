import type { ProductSummary, VariantOption } from '@discus/domain/contracts/catalog';
import { messages } from '@discus/domain/messages';
import { describe, expect, it } from 'vitest';
import { cardView } from './card-data.ts';

const now = Date.parse('2026-11-24T12:00:00Z');
const image = (filename: string) => ({ filename, width: 800, height: 800, alt: filename, variantId: null });
const option = (id: number, price: number, quantity: number, extra: Partial<VariantOption> = {}): VariantOption => ({
  _id: id,
  size: `${id}"`,
  color: 'red',
  variant_price: price,
  variant_quantity: quantity,
  isDiscountEnabled: false,
  variant_discount: { value: 0 },
  variant_tax_percentage: 0,
  ...extra,
});
const product = (extra: Partial<ProductSummary>): ProductSummary => ({
  id: 7,
  title: 'Pigeon Blood Discus',
  slug: 'pigeon-blood-discus',
  category: { id: 1, categoryName: 'Red Discus', slug: 'red-discus' },
  options: [option(1, 1500, 3)],
  variant_images: [image('a'), image('b')],
  liveFish: true,
  createdAt: '2026-01-01T00:00:00Z',
  rating: null,
  ...extra,
});

describe('a product card', () => {
  it('carries the first picture only, the category name and the one option to quick add, and nothing false', () => {
    const card = cardView(product({}), now);
    expect(card).toEqual({
      id: 7,
      title: 'Pigeon Blood Discus',
      slug: 'pigeon-blood-discus',
      categoryName: 'Red Discus',
      image: { filename: 'a', width: 800, height: 800 },
      price: 150_000,
      badges: [],
      quickAdd: { variantId: 1, stock: 3 },
    });
  });

  it('shows the price of the size a search asked for, naming the size, instead of a "from" price', () => {
    const options = [option(1, 1000, 2), option(4, 3200, 1), option(5, 4000, 1)];
    const card = cardView(product({ options }), now, new Set([4]));
    expect(card.price).toBe(320_000);
    expect(card.size).toBe('4"');
    expect(card.from).toBeUndefined();
    // The card opens the product on that size.
    expect(card.variant).toBe(4);
    // A product without an option of the size: its "from" price, as without a size.
    const other = cardView(product({ options }), now, new Set([99]));
    expect(other).toEqual(cardView(product({ options }), now));
    expect(other.from).toBe(true);
  });

  it('opens the product on the cheapest option in stock of the size when several are named', () => {
    const options = [option(1, 1000, 2), option(2, 3000, 0, { size: '4"' }), option(3, 3600, 1, { size: '4"' })];
    const card = cardView(product({ options }), now, new Set([2, 3]));
    expect(card).toMatchObject({ price: 360_000, size: '4"', variant: 3 });
    // Without a size named, the product opens as it is.
    expect(cardView(product({ options }), now).variant).toBeUndefined();
  });

  it('says the size a search asked for is sold out, and quick adds no other size in its place', () => {
    // "bloodworm 250g": the 250 g is sold out, the 100 g (the one option in stock) is not.
    const options = [option(1, 200, 25, { size: '100 g' }), option(2, 400, 0, { size: '250 g' })];
    const card = cardView(product({ options }), now, new Set([2]));
    expect(card).toMatchObject({ size: '250 g', variant: 2, soldOut: true });
    expect(card.quickAdd).toBeUndefined();
    // Without a size asked for, the one option in stock is the card's quick add, as before.
    const plain = cardView(product({ options }), now);
    expect(plain.soldOut).toBeUndefined();
    expect(plain.quickAdd).toEqual({ variantId: 1, stock: 25 });
  });

  it('quick adds the size a search asked for only when it is the one option in stock', () => {
    const options = [option(1, 200, 25, { size: '100 g' }), option(2, 400, 3, { size: '250 g' })];
    // Two options in stock: the buyer picks on the product page, as without a size.
    expect(cardView(product({ options }), now, new Set([2])).quickAdd).toBeUndefined();
    const onlyAsked = [option(1, 200, 0, { size: '100 g' }), option(2, 400, 3, { size: '250 g' })];
    expect(cardView(product({ options: onlyAsked }), now, new Set([2]))).toMatchObject({
      size: '250 g',
      quickAdd: { variantId: 2, stock: 3 },
    });
    expect(cardView(product({ options: onlyAsked }), now, new Set([2])).soldOut).toBeUndefined();
  });

  it('shows a "from" price of the cheapest option in stock after discount, and the badges', () => {
    const options = [
      option(1, 1000, 0),
      option(2, 2000, 4, { isDiscountEnabled: true, variant_discount: { value: 10 }, variant_tax_percentage: 5 }),
      option(3, 2500, 1),
    ];
    const card = cardView(product({ options, createdAt: new Date(now - 3_600_000).toISOString() }), now);
    expect(card.price).toBe(180_000);
    expect(card.from).toBe(true);
    expect(card.taxed).toBe(true);
    expect(card.quickAdd).toBeUndefined();
    expect(card.badges).toEqual([messages.badgeNew, messages.badgeVariants, messages.badgeOffer]);
  });

  it('is sold out, with nothing to quick add, when no option is in stock', () => {
    const card = cardView(product({ options: [option(1, 900, 0)], variant_images: [] }), now);
    expect(card).toMatchObject({ soldOut: true, price: 90_000 });
    expect(card.quickAdd).toBeUndefined();
    expect(card.image).toBeUndefined();
  });
});
