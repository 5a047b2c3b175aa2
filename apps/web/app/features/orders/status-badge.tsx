import { type OrderStatus, orderStatusLabel } from '@discus/domain/order-status';

const tones: Record<OrderStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900',
  payment_review: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  packed: 'bg-sky-100 text-sky-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
  payment_failed: 'bg-red-100 text-red-900',
  refunded: 'bg-slate-200 text-slate-800',
};

/** An order's status in words, coloured by what it asks of the buyer. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`} data-testid="order-status">
      {orderStatusLabel(status)}
    </span>
  );
}
