import { formatBusinessDate } from '@discus/domain/dispatch';
import { messages } from '@discus/domain/messages';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../components/form/buttons.ts';
import { orderIdFrom } from '../features/orders/order-link.ts';
import { StatusBadge } from '../features/orders/status-badge.tsx';
import { useOrder } from '../features/orders/use-order.ts';
import { Link } from '../lib/link.tsx';

// The gateway sends the buyer here after paying: personal, never indexed.
export const meta = () => [{ title: 'Thank you for your order' }, { name: 'robots', content: 'noindex' }];

export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const { state } = useOrder(orderIdFrom(params.get('orderId')));

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      {state.kind === 'loading' && (
        <p role="status" className="py-10 text-center text-slate-600">
          {messages.loading}
        </p>
      )}
      {(state.kind === 'guest' || state.kind === 'missing') && (
        <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <h1 className="text-2xl font-bold text-slate-900">Thank you</h1>
          <p className="mt-2 text-slate-700">
            {state.kind === 'missing' ? state.message : 'Please log in to see your order.'}
          </p>
        </div>
      )}
      {state.kind === 'loaded' && (
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p
            aria-hidden="true"
            className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
          >
            ✓
          </p>
          <h1 className="mt-4 text-center page-title">Thank you for your order</h1>
          <p className="mt-2 text-center text-slate-700">
            Your order number is{' '}
            <strong className="text-slate-900" data-testid="order-number">
              {state.order.orderNumber}
            </strong>
          </p>
          <div className="mt-3 flex justify-center gap-3 text-sm">
            <StatusBadge status={state.order.status} />
            <span className="font-semibold">{formatRupees(rupeesToPaise(state.order.summary.totals.grandTotal))}</span>
          </div>

          <h2 className="mt-8 text-lg font-semibold text-slate-900">What happens next</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>We have emailed you a confirmation of this order.</li>
            {state.order.summary.shipping.dispatchDate ? (
              <li>
                Your live fish leave us on{' '}
                <strong className="text-slate-900" data-testid="dispatch-date">
                  {formatBusinessDate(state.order.summary.shipping.dispatchDate)}
                </strong>
                , packed for the journey. Please be at home to receive them.
              </li>
            ) : (
              <li>We pack your order and hand it to the courier within two working days.</li>
            )}
            <li>You can follow every step, download the invoice or cancel before packing on the order page.</li>
          </ol>

          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={paths.orderDetails(state.order.orderId)} className={primaryButton}>
              View order
            </Link>
            <Link to={paths.myProfile('orders')} state={{ openMyOrders: true }} className={secondaryButton}>
              My orders
            </Link>
            <Link to={paths.home()} className={secondaryButton}>
              Continue shopping
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
