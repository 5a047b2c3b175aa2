import { messages } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCart } from '../../features/cart/cart-context.tsx';
import { Link } from '../../lib/link.tsx';
import { CartIcon } from '../icons.tsx';

// Lines exist only once the browser has read the cart: their code comes then (issue 14).
const CartLines = lazy(() => import('../../features/cart/cart-lines.tsx').then((m) => ({ default: m.CartLines })));

/** The header's mini cart (a native popover: light dismiss, Escape and focus return for free). */
export function CartPopover() {
  const cart = useCart();
  const popover = useRef<HTMLDivElement>(null);
  const close = () => popover.current?.hidePopover();
  // Its content is drawn when it first opens (before it shows: `beforetoggle` renders at once), so
  // every page's HTML is lighter by it (issue 14).
  const [opened, setOpened] = useState(false);
  // Opened by the browser before this page's JavaScript ran (a popover needs none): draw it now.
  useEffect(() => {
    if (popover.current?.matches(':popover-open')) setOpened(true);
  }, []);
  return (
    <>
      <button type="button" popoverTarget="mini-cart" className="cart-button">
        <CartIcon />
        <span className="sr-only">{`Cart, ${cart.count} items`}</span>
        {cart.count > 0 && (
          <span
            aria-hidden="true"
            data-testid="header-cart-count"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-coral-600 px-1 text-[0.7rem] font-bold text-white"
          >
            {cart.count}
          </span>
        )}
      </button>
      <div
        id="mini-cart"
        ref={popover}
        popover="auto"
        className="mini-cart"
        onBeforeToggle={(event) => {
          if (event.newState === 'open') setOpened(true);
        }}
      >
        {opened && <MiniCartContent onNavigate={close} />}
      </div>
    </>
  );
}

function MiniCartContent({ onNavigate }: { onNavigate: () => void }) {
  const cart = useCart();
  return (
    <>
      <h2 className="mb-2 text-base font-semibold">Your cart</h2>
      {cart.lines.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{messages.cartEmpty}</p>
      ) : (
        <Suspense fallback={null}>
          <CartLines compact onNavigate={onNavigate} />
        </Suspense>
      )}
      <div className="mini-cart-total">
        <span>{messages.cartTotal}</span>
        <span className="font-semibold" data-testid="mini-cart-total">
          {formatRupees(cart.total)}
        </span>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link
          to={paths.cart()}
          onClick={onNavigate}
          className="block rounded-md border border-slate-300 bg-white px-4 py-2 text-center text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          View cart
        </Link>
        {cart.lines.length > 0 && (
          <Link
            to={paths.checkout()}
            // A whole page load: only /checkout's own page policy lets Razorpay's Checkout in.
            reloadDocument
            onClick={onNavigate}
            className="block rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-800"
          >
            Checkout
          </Link>
        )}
      </div>
    </>
  );
}
