import type { OrderDetails } from '@discus/domain/contracts/orders';

export type PaymentState = 'awaiting' | 'declined' | 'failed' | 'settled';

/**
 * What the buyer must know about paying for this order. A declined attempt leaves the order
 * awaiting payment, so it can be paid again until its reservation expires (decision 015); the
 * gateway's only word that keeps an order awaiting payment is a decline, so a gateway event last
 * on an order still awaiting payment means the last attempt was declined.
 */
export function paymentState(order: Pick<OrderDetails, 'status' | 'timeline'>): PaymentState {
  if (order.status === 'payment_failed') return 'failed';
  if (order.status !== 'pending_payment') return 'settled';
  return order.timeline.at(-1)?.actor === 'gateway' ? 'declined' : 'awaiting';
}
