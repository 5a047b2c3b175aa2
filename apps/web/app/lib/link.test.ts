import { paths } from '@discus/domain/paths';
import { describe, expect, it } from 'vitest';
import { isActivePath } from './link.tsx';

describe('isActivePath: when a NavLink marks the page shown', () => {
  it('marks its own page, whatever the query, and the pages below it', () => {
    expect(isActivePath(paths.aboutUs(), '/about-us')).toBe(true);
    expect(isActivePath(paths.myProfile('wishlist'), '/MyProfile')).toBe(true);
    expect(isActivePath('/admin_orders', '/admin_orders/12')).toBe(true);
  });

  it('does not mark a page that only starts with the same letters', () => {
    expect(isActivePath('/admin_orders', '/admin_orders_export')).toBe(false);
    expect(isActivePath(paths.faq(), '/faqs')).toBe(false);
  });

  it('marks home and an `end` link only on their very page', () => {
    expect(isActivePath(paths.home(), '/')).toBe(true);
    expect(isActivePath(paths.home(), '/about-us')).toBe(false);
    expect(isActivePath('/admin_orders', '/admin_orders/12', true)).toBe(false);
  });

  it('reads paths without regard to case, as React Router does', () => {
    expect(isActivePath('/FAQ', '/faq')).toBe(true);
  });
});
