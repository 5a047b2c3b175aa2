import { paths } from '@discus/domain/paths';

export type Layout = 'customer' | 'admin' | 'bare';

const testPaymentPages = paths.testPayment('').toLowerCase();

/**
 * seed section 2: any path containing 'admin' uses the admin layout; /admin_login has no header at
 * all. The test payment page stands in for a payment provider's own page, so it has none either.
 */
export function layoutForPath(pathname: string): Layout {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === paths.adminLogin() || path.startsWith(testPaymentPages)) return 'bare';
  return path.includes('admin') ? 'admin' : 'customer';
}
