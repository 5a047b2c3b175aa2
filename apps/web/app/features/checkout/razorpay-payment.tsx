import type { RazorpayCheckout } from '@discus/domain/contracts/razorpay';
import { messages } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import type { ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../../components/form/buttons.ts';
import { Link } from '../../lib/link.tsx';
import { useAccount } from '../account/account-context.tsx';
import { type RazorpayStage, useRazorpayPayment } from './use-razorpay-payment.ts';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

/**
 * /checkout?order=N (paths.checkoutPay): the buyer's placed order, paid in Razorpay's Checkout.
 * `placed` is what placeOrder answered when the order was placed on this page a moment ago.
 */
export function PlacedOrderPayment({ orderId, placed }: { orderId: number | null; placed: RazorpayCheckout | null }) {
  const { user, ready, openLogin } = useAccount();
  if (!ready) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {messages.loading}
      </p>
    );
  }
  if (orderId === null) {
    return (
      <p role="alert" className={`${card} mt-6 text-slate-700`}>
        This link does not name an order.
      </p>
    );
  }
  if (!user) {
    return (
      <div className={`${card} mt-6 text-center`}>
        <p className="text-slate-700">Please log in to pay for your order.</p>
        <button type="button" onClick={() => openLogin()} className={`${primaryButton} mt-4`}>
          {messages.loginRegister}
        </button>
      </div>
    );
  }
  return <RazorpayPayment key={orderId} orderId={orderId} placed={placed?.orderId === orderId ? placed : undefined} />;
}

/** What is happening with the payment, and Pay now / Try again when Checkout is not open. */
function RazorpayPayment({ orderId, placed }: { orderId: number; placed: RazorpayCheckout | undefined }) {
  const { stage, checkout, payAgain } = useRazorpayPayment(orderId, placed);
  return (
    <section aria-labelledby="razorpay-order" className={`${card} mt-6`} data-testid="razorpay-payment">
      <h2 id="razorpay-order" className="text-lg font-semibold text-slate-900">
        {checkout ? `Order ${checkout.orderNumber}` : 'Your order'}
      </h2>
      {checkout && (
        <p className="mt-1 text-sm text-slate-700">
          To pay <strong className="text-slate-900">{formatRupees(checkout.amountPaise)}</strong> by card, UPI or
          netbanking through Razorpay
        </p>
      )}
      <div className="mt-4">
        <StageNotice stage={stage} orderNumber={checkout?.orderNumber} />
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {(stage.kind === 'dismissed' || stage.kind === 'failed' || stage.kind === 'unreachable') && (
          <button type="button" className={`${primaryButton} py-3 text-base`} onClick={payAgain}>
            {stage.kind === 'dismissed' ? 'Pay now' : 'Try again'}
          </button>
        )}
        {stage.kind !== 'verifying' && (
          <Link to={paths.orderDetails(orderId)} className={secondaryButton}>
            View your order
          </Link>
        )}
      </div>
    </section>
  );
}

function StageNotice({ stage, orderNumber }: { stage: RazorpayStage; orderNumber: string | undefined }) {
  switch (stage.kind) {
    case 'opening':
      return <Status>Opening Razorpay…</Status>;
    case 'open':
      return <Status>Complete your payment in the Razorpay window.</Status>;
    case 'verifying':
      return <Status>Confirming your payment…</Status>;
    case 'dismissed':
      return (
        <Notice tone="amber" title="Awaiting payment">
          Your order {orderNumber} is placed and its fish are reserved for you for a short while. Pay now to keep them.
        </Notice>
      );
    case 'failed':
      return (
        <Notice tone="red" title="Payment failed" alert>
          {stage.reason && `${stage.reason}. `}No money was taken and your order is kept: try again, with the same or
          another way to pay.
        </Notice>
      );
    case 'unreachable':
      return (
        <Notice tone="red" title="Razorpay did not open" alert>
          We could not reach Razorpay's payment window. Check your connection and try again.
        </Notice>
      );
    case 'unconfirmed':
      return (
        <Notice tone="red" title="We could not confirm your payment here" alert>
          {stage.message} If money was taken, your order shows as paid as soon as Razorpay tells us.
        </Notice>
      );
    case 'refused':
      return (
        <Notice tone="red" title="This order cannot be paid now" alert>
          {stage.message}
        </Notice>
      );
  }
}

function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-slate-700">
      {children}
    </p>
  );
}

function Notice({
  tone,
  title,
  alert,
  children,
}: {
  tone: 'amber' | 'red';
  title: string;
  alert?: boolean;
  children: ReactNode;
}) {
  const colours = tone === 'red' ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-amber-50 text-amber-950 ring-amber-200';
  return (
    <div role={alert ? 'alert' : undefined} className={`rounded-lg p-4 ring-1 ${colours}`}>
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 text-sm">{children}</p>
    </div>
  );
}
