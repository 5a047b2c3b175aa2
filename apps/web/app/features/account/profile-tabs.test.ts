import { describe, expect, it } from 'vitest';
import { tabFromState } from './profile-tabs.ts';

describe('tabFromState', () => {
  it('opens the tab the navigation state asks for', () => {
    expect(tabFromState({ openMyProfile: true })).toBe('profile');
    expect(tabFromState({ openMyOrders: true })).toBe('orders');
    expect(tabFromState({ openWishlist: true })).toBe('wishlist');
  });
  it('opens the tab the address names when there is no state (a plain page load)', () => {
    expect(tabFromState(null, '#wishlist')).toBe('wishlist');
    expect(tabFromState(undefined, '#orders')).toBe('orders');
    expect(tabFromState({ openMyOrders: true }, '#wishlist')).toBe('orders');
    expect(tabFromState(null, '#nothing')).toBe('profile');
  });
  it('opens the profile without any state', () => {
    expect(tabFromState(null)).toBe('profile');
    expect(tabFromState(undefined)).toBe('profile');
    expect(tabFromState('openWishlist')).toBe('profile');
  });
});
