import type { RazorpayCheckout } from '@discus/domain/contracts/razorpay';
import { messages } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { linkButton, primaryButton } from '../components/form/buttons.ts';
import { useAccount } from '../features/account/account-context.tsx';
import { useCart } from '../features/cart/cart-context.tsx';
import { CartLines } from '../features/cart/cart-lines.tsx';
import { GuestCheckout } from '../features/checkout/guest-checkout.tsx';
import { PlacedOrderPayment } from '../features/checkout/razorpay-payment.tsx';
import { orderIdFrom } from '../features/orders/order-link.ts';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/checkout';

// The buyer's own cart and addresses are read in the browser: the server renders a login prompt for
// everyone, so it may be indexed like any page (docs/decisions/039).
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Checkout',
      description: 'Checkout: choose where your fish go, see the shipping and dispatch dates across India, and pay.',
      path: paths.checkout(),
    },
    matches,
  );

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

// The address and payment form (and zod, which checks it) come only to a logged-in buyer with a cart.
const CheckoutForm = lazy(() =>
  import('../features/checkout/checkout-form.tsx').then((module) => ({ default: module.CheckoutForm })),
);

export default function Checkout() {
  const { user, ready } = useAccount();
  const cart = useCart();
  // paths.checkoutPay: a placed order paid (again) through Razorpay, whose Checkout opens only here.
  const [params, setParams] = useSearchParams();
  const payingFor = params.has('order') ? orderIdFrom(params.get('order')) : undefined;
  const [placed, setPlaced] = useState<RazorpayCheckout | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);

  // Once the buyer changes the cart, an earlier refusal no longer describes it.
  const itemsKey = JSON.stringify(cart.items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the items clears it
  useEffect(() => setRefusal(null), [itemsKey]);

  // A refusal of the order is about the items: bring it (and the lines to fix) into view.
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [refusal]);

  // Placed for Razorpay: the address keeps the order, so a reload opens Checkout for it again.
  const payInRazorpay = (checkout: RazorpayCheckout) => {
    setPlaced(checkout);
    setParams({ order: String(checkout.orderId) }, { replace: true });
  };

  if (payingFor !== undefined) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
        <h1 className="page-title">Checkout</h1>
        <PlacedOrderPayment orderId={payingFor} placed={placed} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="page-title">Checkout</h1>
      {!ready || !cart.loaded ? (
        <p role="status" className="py-10 text-center text-slate-600">
          {messages.loading}
        </p>
      ) : cart.lines.length === 0 ? (
        <div className={`${card} mt-6 text-center`}>
          <p className="text-slate-700">{messages.cartEmpty}</p>
          <Link to={paths.home()} className={`${primaryButton} mt-5`}>
            Browse the fish
          </Link>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          <section aria-labelledby="checkout-items" className={card}>
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="checkout-items" className="text-lg font-semibold text-slate-900">
                Your items
              </h2>
              <Link to={paths.cart()} className={linkButton}>
                Edit cart
              </Link>
            </div>
            {refusal && (
              <p
                ref={refusalRef}
                role="alert"
                className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800"
                data-testid="order-refusal"
              >
                {refusal}
              </p>
            )}
            <CartLines />
            <div className="flex justify-between border-t border-slate-200 pt-3 text-sm">
              <span>{messages.cartTotal}</span>
              <span className="font-semibold">{formatRupees(cart.total)}</span>
            </div>
          </section>
          {user ? (
            <Suspense fallback={<p className="text-center text-slate-600">{messages.loading}</p>}>
              <CheckoutForm user={user} onRefusal={setRefusal} onPlacedForRazorpay={payInRazorpay} />
            </Suspense>
          ) : (
            <GuestCheckout />
          )}
        </div>
      )}
    </div>
  );
}
