import { formatRupees } from '@discus/domain/money';
import type { MailMessage } from '../../../lib/mailer.ts';
import type { OrderEmailData, Shipment } from './order-email-data.ts';
import { type Block, orderEmail } from './order-email-layout.ts';

/** What to do when a box of live fish arrives, and how to keep a dead-on-arrival claim possible. */
function onArrival(shipment: Shipment): Block[] {
  const hours = shipment.doaClaimWindowHours ?? 2;
  return [
    {
      text: 'When the box arrives: please be at home to receive it, open it in dim light, float the closed bags in your tank for 15–20 minutes so the water temperatures meet, then let the fish out without pouring the bag water into your tank.',
    },
    {
      text: `Please film the unopened bags as you unpack them. If a fish arrives dead, tell us within ${hours} hours of delivery with the photos or video, and we will make it right.`,
    },
  ];
}

/** Sent once when the shop hands the parcel to the courier. */
export function orderShippedEmail(order: OrderEmailData & { shipment: Shipment }): MailMessage {
  const { courier, trackingNumber, trackingUrl } = order.shipment;
  return orderEmail(order, `Order ${order.orderNumber} has shipped`, [
    {
      text: `Good news: your order ${order.orderNumber} is on its way with ${courier}, tracking number ${trackingNumber}.`,
    },
    ...(trackingUrl ? [{ link: trackingUrl, label: 'Track your parcel' }] : []),
    ...(order.liveFish ? onArrival(order.shipment) : []),
  ]);
}

/** Sent once when the shop records the delivery. */
export function orderDeliveredEmail(order: OrderEmailData & { shipment?: Shipment }): MailMessage {
  const hours = order.shipment?.doaClaimWindowHours ?? 2;
  return orderEmail(order, `Order ${order.orderNumber} delivered`, [
    { text: `Your order ${order.orderNumber} has been delivered. Thank you for shopping with ${order.shopName}.` },
    ...(order.liveFish
      ? [
          {
            text: `If a fish arrived dead, please tell us within ${hours} hours of delivery with photos or a video of the unopened bag.`,
          },
        ]
      : []),
  ]);
}

/** Sent once for each refund that has gone back through the payment provider (or was recorded by the shop). */
export function orderRefundedEmail(
  order: OrderEmailData & { refund: { amountPaise: number; whole: boolean } },
): MailMessage {
  const amount = formatRupees(order.refund.amountPaise);
  return order.refund.whole
    ? orderEmail(order, `Order ${order.orderNumber} refunded`, [
        { text: `We have refunded your order ${order.orderNumber}.` },
        { text: `${amount} is on its way back to the way you paid; banks usually take 5–7 working days to show it.` },
      ])
    : orderEmail(order, `Part of order ${order.orderNumber} refunded`, [
        { text: `We have refunded ${amount} of your order ${order.orderNumber}.` },
        { text: 'It is on its way back to the way you paid; banks usually take 5–7 working days to show it.' },
      ]);
}
