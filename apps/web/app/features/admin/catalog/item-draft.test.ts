import { productBadges } from '@discus/domain/badges';
import { messages } from '@discus/domain/messages';
import { describe, expect, it } from 'vitest';
import { draftErrors, emptyDraft, emptyVariant, formOf, type ItemDraft, moved, previewOf } from './item-draft.ts';

const filled = (): ItemDraft => ({
  ...emptyDraft(),
  title: 'Red Melon Discus',
  categoryId: '1',
  variants: [
    { ...emptyVariant(), size: '3 inch', price: '1,250', stock: '4' },
    { ...emptyVariant(), size: '4 inch', price: '1800', stock: '2', discountEnabled: true, discountPercent: '10' },
  ],
});

describe('the item form draft', () => {
  it('turns typed text into the API form, prices with Indian grouping included', () => {
    const form = formOf(filled());
    expect(form.variants.map((v) => v.price)).toEqual([1250, 1800]);
    expect(form.categoryId).toBe(1);
    expect(draftErrors(filled())).toEqual({});
  });

  it('names the field of every broken rule', () => {
    const draft = filled();
    draft.title = 'ab';
    draft.categoryId = '';
    draft.variants[0] = { ...(draft.variants[0] as ItemDraft['variants'][number]), stock: '-1', taxPercent: '7' };
    draft.variants[1] = { ...(draft.variants[1] as ItemDraft['variants'][number]), price: '' };
    const errors = draftErrors(draft);
    expect(errors.title).toBe('Title should be at least 3 characters');
    expect(errors.categoryId).toBe('Choose a category');
    expect(errors['variants.0.stock']).toBe('Stock cannot be negative');
    expect(errors['variants.0.taxPercent']).toContain('GST rate must be one of');
    expect(errors['variants.1.price']).toBeDefined();
  });

  it('refuses two variants of the same size and colour', () => {
    const draft = filled();
    draft.variants[1] = { ...(draft.variants[1] as ItemDraft['variants'][number]), size: ' 3 INCH' };
    expect(draftErrors(draft)['variants.1.size']).toBe('Two variants have the same size and colour');
  });

  it('previews the card with the badges the storefront will show', () => {
    const now = Date.now();
    const card = previewOf(filled(), 'Discus', new Date(now).toISOString());
    expect(productBadges(card, now)).toEqual([messages.badgeNew, messages.badgeVariants, messages.badgeOffer]);
  });

  it('moves a variant or photo one place, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
