import { paths } from '@discus/domain/paths';

export type Layout = 'customer' | 'admin' | 'bare';

/** seed section 2: any path containing 'admin' uses the admin layout; /admin_login has no header at all. */
export function layoutForPath(pathname: string): Layout {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === paths.adminLogin()) return 'bare';
  return path.includes('admin') ? 'admin' : 'customer';
}
