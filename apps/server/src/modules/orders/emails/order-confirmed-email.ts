import type { MailMessage } from '../../../lib/mailer.ts';
import type { OrderEmailData } from './order-email-data.ts';
import { liveFishBlock, orderEmail } from './order-email-layout.ts';

/** Sent once when the order is paid. */
export function orderConfirmedEmail(order: OrderEmailData): MailMessage {
  return orderEmail(order, `Order ${order.orderNumber} confirmed: thank you for shopping with ${order.shopName}`, [
    { text: `Thank you for your order. We have received your payment and order ${order.orderNumber} is confirmed.` },
    ...liveFishBlock(order),
    { text: 'We will email you again when it ships. Your GST tax invoice is on the order page.' },
  ]);
}
