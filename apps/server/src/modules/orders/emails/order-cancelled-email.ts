import type { MailMessage } from '../../../lib/mailer.ts';
import type { Cancellation, OrderEmailData } from './order-email-data.ts';
import { orderEmail } from './order-email-layout.ts';

/** Sent when the buyer (before packing) or the shop (before shipping) cancels the order. */
export function orderCancelledEmail(order: OrderEmailData & { cancellation: Cancellation }): MailMessage {
  const who =
    order.cancellation.by === 'buyer'
      ? `As you asked, your order ${order.orderNumber} has been cancelled.`
      : `We are sorry: ${order.shopName} had to cancel your order ${order.orderNumber}.`;
  return orderEmail(order, `Order ${order.orderNumber} cancelled`, [
    { text: who },
    { text: order.cancellation.refundNote },
  ]);
}
