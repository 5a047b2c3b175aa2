import { NEW_BADGE_WINDOW_MS } from './constants.ts';
import { messages } from './messages.ts';

type BadgeInput = {
  createdAt: string;
  options: { isDiscountEnabled: boolean; variant_discount: { value: number } }[];
};

export type Badge = typeof messages.badgeNew | typeof messages.badgeVariants | typeof messages.badgeOffer;

// spec section 2: 'New' under 24 h old, 'Variants available' with more than one option,
// 'Offer available' when any option has a discount.
export function productBadges(product: BadgeInput, now: number = Date.now()): Badge[] {
  const badges: Badge[] = [];
  const age = now - Date.parse(product.createdAt);
  if (age >= 0 && age < NEW_BADGE_WINDOW_MS) badges.push(messages.badgeNew);
  if (product.options.length > 1) badges.push(messages.badgeVariants);
  if (product.options.some((o) => o.isDiscountEnabled && o.variant_discount.value > 0)) {
    badges.push(messages.badgeOffer);
  }
  return badges;
}
