export const profileTabs = [
  { id: 'profile', label: 'Profile' },
  { id: 'orders', label: 'Orders' },
  { id: 'wishlist', label: 'Wishlist' },
] as const;
export type ProfileTab = (typeof profileTabs)[number]['id'];

/** seed section 2: MyProfile opens on the tab its navigation state asks for (openMyOrders, openWishlist). */
export function tabFromState(state: unknown): ProfileTab {
  const flags = (state ?? {}) as Record<string, unknown>;
  if (flags.openMyOrders) return 'orders';
  if (flags.openWishlist) return 'wishlist';
  return 'profile';
}
