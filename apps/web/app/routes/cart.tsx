import { messages } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { primaryButton } from '../components/form/buttons.ts';
import { useCart } from '../features/cart/cart-context.tsx';
import { CartLines } from '../features/cart/cart-lines.tsx';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/cart';

// The cart belongs to one browser (guest id or login) and is read there: the server renders it
// empty for everyone, so it may be indexed like any page (docs/decisions/039).
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Cart',
      description:
        'Your cart: the discus, food and equipment you picked, priced with GST per line. Shipping is added at checkout.',
      path: paths.cart(),
    },
    matches,
  );

export default function CartPage() {
  const cart = useCart();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="page-title">Your cart</h1>
      {!cart.loaded ? (
        <p role="status" className="py-10 text-center text-slate-600">
          {messages.loading}
        </p>
      ) : cart.lines.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">{messages.cartEmpty}</p>
          <Link to={paths.home()} className={`${primaryButton} mt-5`}>
            Browse the fish
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-[1fr_18rem]">
          <section aria-label="Cart lines" className="rounded-xl bg-white px-4 shadow-sm ring-1 ring-slate-200">
            <CartLines />
          </section>
          <aside aria-label="Cart summary" className="h-fit rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm text-slate-700">
              {cart.count} {cart.count === 1 ? 'item' : 'items'}
            </p>
            <div className="mt-2 flex items-center justify-between text-base">
              <span>{messages.cartTotal}</span>
              <span className="font-bold" data-testid="cart-total">
                {formatRupees(cart.total)}
              </span>
            </div>
            <p className="mt-2 text-xs text-slate-600">GST is included per line; shipping is added at checkout.</p>
            {/* A whole page load: only /checkout's own page policy lets Razorpay's Checkout in. */}
            <Link to={paths.checkout()} reloadDocument className={`${primaryButton} mt-4 w-full`}>
              Proceed to checkout
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
