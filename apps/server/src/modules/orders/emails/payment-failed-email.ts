import type { MailMessage } from '../../../lib/mailer.ts';
import type { OrderEmailData, PaymentFailure } from './order-email-data.ts';
import { type Block, orderEmail } from './order-email-layout.ts';

function nextStep(order: OrderEmailData, failure: PaymentFailure): Block[] {
  if (failure.kind === 'retry') {
    return [
      { text: `We are holding your items until ${failure.until} (India time). You can retry the payment until then.` },
      { link: order.orderUrl, label: 'Retry payment' },
    ];
  }
  return [
    {
      text: 'The items have been released. If they are still in stock, you can put them back in your cart with one click.',
    },
    { link: failure.cartUrl, label: 'Put the items back in your cart' },
  ];
}

/** Sent when the gateway declines the payment or the 15-minute hold runs out. */
export function paymentFailedEmail(order: OrderEmailData & { paymentFailure: PaymentFailure }): MailMessage {
  return orderEmail(order, `Payment for order ${order.orderNumber} did not go through`, [
    { text: `The payment for your order ${order.orderNumber} did not go through, so no money has been taken for it.` },
    ...nextStep(order, order.paymentFailure),
  ]);
}
