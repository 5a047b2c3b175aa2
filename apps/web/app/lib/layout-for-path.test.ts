import { describe, expect, it } from 'vitest';
import { layoutForPath } from './layout-for-path.ts';

describe('layoutForPath', () => {
  it('draws /admin_login bare, whatever its case or trailing slash', () => {
    expect(layoutForPath('/admin_login')).toBe('bare');
    expect(layoutForPath('/Admin_Login/')).toBe('bare');
  });
  it('draws the test payment page bare, as a provider page of its own', () => {
    expect(layoutForPath('/test-gateway/5f0c1a2b-77d4-4e8a-9b1c-2d3e4f5a6b7c')).toBe('bare');
  });
  it('uses the admin layout for any other path containing admin', () => {
    expect(layoutForPath('/admin_dashboard')).toBe('admin');
    expect(layoutForPath('/admin_order_details/42')).toBe('admin');
  });
  it('uses the customer layout everywhere else', () => {
    expect(layoutForPath('/')).toBe('customer');
    expect(layoutForPath('/MyProfile')).toBe('customer');
    expect(layoutForPath('/reset-password/abc')).toBe('customer');
  });
});
