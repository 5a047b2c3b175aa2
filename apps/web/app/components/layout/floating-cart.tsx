import { paths } from '@discus/domain/paths';
import { Link, useLocation } from 'react-router';
import { CartIcon } from '../icons.tsx';

/** seed section 2: on mobile a floating cart button with a badge, except on cart and checkout. */
export function FloatingCart({ itemCount }: { itemCount: number }) {
  const { pathname } = useLocation();
  if (pathname === paths.cart() || pathname === paths.checkout()) return null;
  return (
    <Link
      to={paths.cart()}
      data-testid="floating-cart"
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg sm:hidden"
    >
      <CartIcon />
      <span className="sr-only">Cart, {itemCount} items</span>
      <span
        aria-hidden="true"
        data-testid="floating-cart-badge"
        className="absolute -top-1 -right-1 flex min-w-6 items-center justify-center rounded-full bg-coral-600 px-1.5 text-xs font-bold text-white"
      >
        {itemCount}
      </span>
    </Link>
  );
}
