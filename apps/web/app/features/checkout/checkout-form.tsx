import type { PaymentMethod } from '@discus/domain/contracts/checkout';
import type { RazorpayCheckout } from '@discus/domain/contracts/razorpay';
import type { User } from '@discus/domain/contracts/users';
import { isIndianRegion } from '@discus/domain/india';
import { messages } from '@discus/domain/messages';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import { useRef, useState } from 'react';
import { linkButton, primaryButton } from '../../components/form/buttons.ts';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useRefusedSession } from '../account/use-refused-session.ts';
import { useCart } from '../cart/cart-context.tsx';
import { AddressPicker } from './address-picker.tsx';
import { type Attempt, attemptFingerprint, attemptFor, newAttemptKey } from './checkout-attempt.ts';
import { MethodChoice, OnlyMethod, useCheckoutMethods } from './payment-methods.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { useAddresses } from './use-addresses.ts';
import { useShippingQuote } from './use-shipping-quote.ts';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

type Props = {
  user: User;
  onRefusal: (message: string | null) => void;
  /** The order is placed and pays through Razorpay: the page opens Checkout for it. */
  onPlacedForRazorpay: (checkout: RazorpayCheckout) => void;
};

/** A logged-in buyer's checkout: where to, what it costs with shipping and GST, and Pay. */
export function CheckoutForm({ user, onRefusal, onPlacedForRazorpay }: Props) {
  const cart = useCart();
  const onRefused = useRefusedSession();
  const addresses = useAddresses(user.profileId);
  const region = addresses.chosen && isIndianRegion(addresses.chosen.state) ? addresses.chosen.state : null;
  const fingerprint = attemptFingerprint(cart.items, addresses.chosen?.id ?? null);
  const { quote, reload } = useShippingQuote(region, fingerprint);
  const attempt = useRef<Attempt | null>(null);
  const [paying, setPaying] = useState(false);
  const offered = useCheckoutMethods();
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const method = chosenMethod ?? offered?.[0] ?? 'test';

  const pay = async () => {
    if (!addresses.chosen || paying) return;
    // One key per attempt: a double click or a retry of the same cart and address is one order.
    attempt.current = attemptFor(attempt.current, fingerprint, newAttemptKey);
    setPaying(true);
    onRefusal(null);
    try {
      const placed = await browserApi.placeOrder({
        addressId: addresses.chosen.id,
        idempotencyKey: attempt.current.key,
        paymentMethod: method,
      });
      if (placed.razorpay) {
        onPlacedForRazorpay(placed.razorpay);
        // The server has retired the cart into the order: the header's count follows.
        await cart.refresh();
      } else window.location.assign(placed.payUrl);
    } catch (error) {
      setPaying(false);
      if (onRefused(error)) return;
      onRefusal(error instanceof ApiError ? error.message : messages.serverError);
      // What changed (stock, availability, price) shows on the lines and in a new quote.
      await cart.refresh();
      await reload();
    }
  };

  const ready = quote.kind === 'ready' ? quote.quote : null;
  return (
    <>
      <section aria-labelledby="checkout-address" className={card}>
        <h2 id="checkout-address" className="mb-3 text-lg font-semibold text-slate-900">
          Delivery address
        </h2>
        {addresses.unreadable ? (
          <p className="text-sm text-slate-700">
            We could not load your addresses.{' '}
            <button type="button" className={linkButton} onClick={() => void addresses.retry()}>
              Try again
            </button>
          </p>
        ) : addresses.addresses === null ? (
          <p role="status" className="text-slate-600">
            {messages.loading}
          </p>
        ) : (
          <AddressPicker
            addresses={addresses.addresses}
            chosen={addresses.chosen}
            onChoose={addresses.choose}
            onSave={addresses.save}
            onRemove={addresses.remove}
          />
        )}
        {quote.kind === 'refused' && (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="address-refusal">
            {quote.message}
          </p>
        )}
      </section>

      <section aria-labelledby="checkout-summary" className={card}>
        <h2 id="checkout-summary" className="mb-3 text-lg font-semibold text-slate-900">
          Shipping, GST and total
        </h2>
        {quote.kind === 'idle' && (
          <p className="text-sm text-slate-600">Choose or add an address to see the shipping and GST.</p>
        )}
        {quote.kind === 'loading' && (
          <p role="status" className="text-sm text-slate-600">
            {messages.loading}
          </p>
        )}
        {quote.kind === 'refused' && (
          <p className="text-sm text-slate-700">Choose another address above, or change your cart, to go on.</p>
        )}
        {ready && <QuoteSummary quote={ready} />}
        {offered && offered.length > 1 && <MethodChoice offered={offered} method={method} onChoose={setMethod} />}
        {offered?.length === 1 && <OnlyMethod method={method} />}
        <button
          type="button"
          className={`${primaryButton} mt-5 w-full py-3 text-base`}
          disabled={!ready || paying || cart.lines.some((l) => l.quantity > l.availableQuantity)}
          onClick={() => void pay()}
        >
          {paying
            ? 'Placing your order…'
            : ready
              ? `Pay ${formatRupees(rupeesToPaise(ready.totals.grandTotal))}`
              : 'Pay'}
        </button>
      </section>
    </>
  );
}
