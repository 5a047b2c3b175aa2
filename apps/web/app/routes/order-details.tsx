import { formatBusinessDate } from '@discus/domain/dispatch';
import { messages } from '@discus/domain/messages';
import { holdsReservedStock } from '@discus/domain/order-status';
import { paths } from '@discus/domain/paths';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { primaryButton } from '../components/form/buttons.ts';
import { useAccount } from '../features/account/account-context.tsx';
import { addressLine } from '../features/checkout/address-choice.ts';
import { DirectPaymentPanel } from '../features/checkout/direct-payment-panel.tsx';
import { OrderActions } from '../features/orders/order-actions.tsx';
import { formatShopTime } from '../features/orders/order-dates.ts';
import { orderIdFrom } from '../features/orders/order-link.ts';
import { OrderSummaryView } from '../features/orders/order-summary-view.tsx';
import { OrderTimeline } from '../features/orders/order-timeline.tsx';
import { type PaymentState, paymentState } from '../features/orders/payment-state.ts';
import { StatusBadge } from '../features/orders/status-badge.tsx';
import { useOrder } from '../features/orders/use-order.ts';
import { Link } from '../lib/link.tsx';

// One buyer's order: read in the browser with their token, never rendered on the server or indexed.
export const meta = () => [{ title: 'Order details' }, { name: 'robots', content: 'noindex' }];

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

export default function OrderDetailsPage() {
  const [params] = useSearchParams();
  const { state, reload } = useOrder(orderIdFrom(params.get('orderId')));
  const { openLogin } = useAccount();

  if (state.kind === 'loading') {
    return (
      <Page title="Order details">
        <p role="status" className="py-10 text-center text-slate-600">
          {messages.loading}
        </p>
      </Page>
    );
  }
  if (state.kind === 'guest') {
    return (
      <Page title="Order details">
        <div className={`${card} text-center`}>
          <p className="text-slate-700">Please log in to see your order.</p>
          <button type="button" onClick={() => openLogin()} className={`${primaryButton} mt-4`}>
            {messages.loginRegister}
          </button>
        </div>
      </Page>
    );
  }
  if (state.kind === 'missing') {
    return (
      <Page title="Order details">
        <div className={`${card} text-center`}>
          <p className="text-slate-700">{state.message}</p>
          <Link to={paths.myProfile('orders')} state={{ openMyOrders: true }} className={`${primaryButton} mt-4`}>
            My orders
          </Link>
        </div>
      </Page>
    );
  }

  const { order } = state;
  // The dispatch date is a promise only while the order is still on its way to the courier.
  const dispatchDate = holdsReservedStock(order.status) ? order.summary.shipping.dispatchDate : null;
  return (
    <Page title={`Order ${order.orderNumber}`}>
      <div className="-mt-3 mb-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <StatusBadge status={order.status} />
        <span>Placed {formatShopTime(order.placedAt)}</span>
        {order.invoiceNumber && <span>Invoice {order.invoiceNumber}</span>}
      </div>

      {/* A direct UPI or bank payment has its own panel and hold time below. */}
      {order.paymentMethod !== 'upi' && order.paymentMethod !== 'bank' && (
        <PaymentBanner state={paymentState(order)} payBy={order.payBy} />
      )}

      {(order.paymentMethod === 'upi' || order.paymentMethod === 'bank') &&
        (order.status === 'pending_payment' || order.status === 'payment_review') && (
          <div className="mb-6">
            <DirectPaymentPanel orderId={order.orderId} onReported={reload} />
          </div>
        )}

      <div className="mb-6">
        <OrderActions order={order} onChanged={reload} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          <section aria-labelledby="order-items" className={card}>
            <h2 id="order-items" className="mb-2 text-lg font-semibold text-slate-900">
              Items and GST
            </h2>
            <OrderSummaryView summary={order.summary} />
          </section>
          <section aria-labelledby="order-timeline" className={card}>
            <h2 id="order-timeline" className="mb-4 text-lg font-semibold text-slate-900">
              Timeline
            </h2>
            <OrderTimeline events={order.timeline} />
          </section>
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="order-address" className={card}>
            <h2 id="order-address" className="text-base font-semibold text-slate-900">
              Delivery address
            </h2>
            <p className="mt-2 text-sm font-medium text-slate-900">{order.address.name}</p>
            <p className="text-sm break-words text-slate-700">{addressLine(order.address)}</p>
            <p className="text-sm text-slate-600">Phone {order.address.phone}</p>
          </section>
          {order.shipment && (
            <section aria-labelledby="order-shipment" className={card} data-testid="shipment">
              <h2 id="order-shipment" className="text-base font-semibold text-slate-900">
                {order.shipment.deliveredAt ? 'Delivered' : 'Shipped'}
              </h2>
              <p className="mt-2 text-sm text-slate-700">
                {order.shipment.courier}, tracking number{' '}
                <span className="font-medium text-slate-900">{order.shipment.trackingNumber}</span>
              </p>
              <p className="text-sm text-slate-600">
                {order.shipment.deliveredAt
                  ? `Delivered ${formatShopTime(order.shipment.deliveredAt)}`
                  : `Shipped ${formatShopTime(order.shipment.shippedAt)}`}
              </p>
              {order.shipment.trackingUrl && (
                <a
                  href={order.shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
                >
                  Track your parcel
                </a>
              )}
            </section>
          )}
          {dispatchDate && (
            <section aria-labelledby="order-dispatch" className={card}>
              <h2 id="order-dispatch" className="text-base font-semibold text-slate-900">
                Live fish dispatch
              </h2>
              <p className="mt-2 text-sm text-slate-700" data-testid="dispatch-date">
                {formatBusinessDate(dispatchDate)}
              </p>
            </section>
          )}
        </aside>
      </div>
    </Page>
  );
}

/** What the banner above an order says about its payment; `payBy` is when its fish go back on sale. */
function bannerOf(state: PaymentState, payBy: string | null) {
  const until = payBy ? ` until ${formatShopTime(payBy)}` : '';
  switch (state) {
    case 'declined':
      return {
        tone: 'bg-red-50 text-red-900 ring-red-200',
        title: 'Payment failed',
        text: `Your payment was declined and no money was taken. Your fish stay reserved${until}: retry the payment to keep them.`,
      };
    case 'failed':
      return {
        tone: 'bg-red-50 text-red-900 ring-red-200',
        title: 'Payment failed',
        text: 'This order was not paid, so its fish went back into stock and no money was taken. You can put the same items back in your cart and order again.',
      };
    case 'awaiting':
      return {
        tone: 'bg-amber-50 text-amber-950 ring-amber-200',
        title: 'Awaiting payment',
        text: `We hold your fish${until}. Pay before then to keep them.`,
      };
    default:
      return null;
  }
}

function PaymentBanner({ state, payBy }: { state: PaymentState; payBy: string | null }) {
  const banner = bannerOf(state, payBy);
  if (!banner) return null;
  return (
    <div role={state === 'awaiting' ? undefined : 'alert'} className={`mb-5 rounded-xl p-4 ring-1 ${banner.tone}`}>
      <h2 className="font-semibold">{banner.title}</h2>
      <p className="mt-1 text-sm">{banner.text}</p>
    </div>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="mb-5 page-title">{title}</h1>
      {children}
    </div>
  );
}
