import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { Link } from 'react-router';
import { CartIcon } from '../icons.tsx';

/**
 * The header's mini cart (a native popover: light dismiss, Escape and focus return for free).
 * The cart itself arrives with issue #4; until then it is honestly empty.
 */
export function CartPopover() {
  return (
    <>
      <button
        type="button"
        popoverTarget="mini-cart"
        className="relative rounded-full p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
      >
        <CartIcon />
        <span className="sr-only">Cart</span>
      </button>
      <div
        id="mini-cart"
        popover="auto"
        className="fixed inset-auto top-16 right-2 m-0 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 shadow-xl"
      >
        <h2 className="mb-2 text-base font-semibold">Your cart</h2>
        <p className="py-6 text-center text-sm text-slate-600">{messages.cartEmpty}</p>
        <div className="flex items-center justify-between border-t border-slate-200 pt-3 text-sm">
          <span>{messages.cartTotal}</span>
          <span className="font-semibold">₹0.00</span>
        </div>
        <Link
          to={paths.cart()}
          className="mt-3 block rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-800"
        >
          View cart
        </Link>
      </div>
    </>
  );
}
