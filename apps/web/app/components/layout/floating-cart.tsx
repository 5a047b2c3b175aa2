import { paths } from '@discus/domain/paths';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { CartIcon } from '../icons.tsx';

/** seed section 2: on mobile a floating cart button with a badge, except on cart and checkout. */
export function FloatingCart({ itemCount }: { itemCount: number }) {
  const { pathname } = useLocation();
  if (pathname === paths.cart() || pathname === paths.checkout()) return null;
  return (
    <Link to={paths.cart()} data-testid="floating-cart" className="floating-cart">
      <CartIcon />
      <span className="sr-only">{`Cart, ${itemCount} items`}</span>
      <span aria-hidden="true" data-testid="floating-cart-badge" className="floating-cart-badge">
        {itemCount}
      </span>
    </Link>
  );
}
