import { describe, expect, it } from 'vitest';
import { productBadges } from './badges.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
const opt = (discount = 0, enabled = discount > 0) => ({
  isDiscountEnabled: enabled,
  variant_discount: { value: discount },
});

describe('product card badges (seed section 2)', () => {
  it("shows 'New' for a product created less than 24 hours ago", () => {
    expect(productBadges({ createdAt: hoursAgo(23.9), options: [opt()] }, now)).toEqual(['New']);
  });

  it("drops 'New' at exactly 24 hours", () => {
    expect(productBadges({ createdAt: hoursAgo(24), options: [opt()] }, now)).toEqual([]);
  });

  it("shows 'Variants available' only with more than one option", () => {
    expect(productBadges({ createdAt: hoursAgo(48), options: [opt(), opt()] }, now)).toEqual(['Variants available']);
    expect(productBadges({ createdAt: hoursAgo(48), options: [opt()] }, now)).toEqual([]);
  });

  it("shows 'Offer available' when any option has an enabled discount", () => {
    expect(productBadges({ createdAt: hoursAgo(48), options: [opt(), opt(10)] }, now)).toEqual([
      'Variants available',
      'Offer available',
    ]);
    expect(productBadges({ createdAt: hoursAgo(48), options: [opt(10, false)] }, now)).toEqual([]);
  });

  it('can show all three', () => {
    expect(productBadges({ createdAt: hoursAgo(1), options: [opt(5), opt()] }, now)).toEqual([
      'New',
      'Variants available',
      'Offer available',
    ]);
  });
});
