import { paths } from '@discus/domain/paths';

export type Layout = 'customer' | 'admin' | 'bare';

const testPaymentPage = paths.testPayment('').split('?')[0]?.toLowerCase();
const testGatewayPages = '/test-gateway/';

/**
 * seed section 2: any path containing 'admin' uses the admin layout; /admin_login has no header at
 * all. The test payment page stands in for a payment provider's own page, so it has none either.
 */
export function layoutForPath(pathname: string): Layout {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === paths.adminLogin() || path === testPaymentPage || path.startsWith(testGatewayPages)) return 'bare';
  return path.includes('admin') ? 'admin' : 'customer';
}
