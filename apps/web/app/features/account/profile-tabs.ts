export const profileTabs = [
  { id: 'profile', label: 'Profile' },
  { id: 'orders', label: 'Orders' },
  { id: 'wishlist', label: 'Wishlist' },
] as const;
export type ProfileTab = (typeof profileTabs)[number]['id'];

/**
 * seed section 2: MyProfile opens on the tab its navigation state asks for (openMyOrders,
 * openWishlist), else the one its address's hash names (`paths.myProfile(tab)`): a link followed
 * before the page's JavaScript ran is a plain page load, which carries no state.
 */
export function tabFromState(state: unknown, hash = ''): ProfileTab {
  const flags = (state ?? {}) as Record<string, unknown>;
  if (flags.openMyOrders) return 'orders';
  if (flags.openWishlist) return 'wishlist';
  if (flags.openMyProfile) return 'profile';
  if (hash === '#orders') return 'orders';
  if (hash === '#wishlist') return 'wishlist';
  return 'profile';
}
