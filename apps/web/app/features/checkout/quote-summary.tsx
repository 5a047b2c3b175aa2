import type { OrderSummary } from '@discus/domain/contracts/order-summary';
import { formatBusinessDate } from '@discus/domain/dispatch';
import { OrderSummaryView } from '../orders/order-summary-view.tsx';

/** The quote for the chosen address: when the live fish leave, every line's GST, and the total. */
export function QuoteSummary({ quote }: { quote: OrderSummary }) {
  const { dispatchDate, arrival, freeShippingApplied } = quote.shipping;
  return (
    <div className="space-y-4">
      {dispatchDate && (
        <div className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="dispatch-note">
          <p>
            Live fish dispatch: <strong data-testid="dispatch-date">{formatBusinessDate(dispatchDate)}</strong>
          </p>
          {arrival && (
            <p className="text-slate-700">
              Expected to arrive{' '}
              {arrival.earliest === arrival.latest
                ? `on ${formatBusinessDate(arrival.earliest)}`
                : `between ${formatBusinessDate(arrival.earliest)} and ${formatBusinessDate(arrival.latest)}`}
              .
            </p>
          )}
        </div>
      )}
      {freeShippingApplied && (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">Free shipping on this order.</p>
      )}
      <OrderSummaryView summary={quote} />
    </div>
  );
}
