import { formatBusinessDate, kolkataDate } from '@discus/domain/dispatch';
import { paths } from '@discus/domain/paths';
import type { MailMessage } from '../../lib/mailer.ts';
import type { OrderEmailKind } from '../../workflows/order-changes.ts';
import type { OrderDeps } from '../../workflows/place-order.ts';
import {
  type OrderEmailData,
  orderCancelledEmail,
  orderConfirmedEmail,
  paymentFailedEmail,
} from './emails/order-emails.ts';
import { loadOrderRows } from './order-view.ts';

/** The order as its emails tell it, from the order's own copy. */
export async function orderEmailOf(
  deps: OrderDeps,
  orderId: number,
  kind: OrderEmailKind,
): Promise<MailMessage | null> {
  const loaded = await loadOrderRows(deps.db, orderId);
  if (!loaded) return null;
  const { order, lines, events } = loaded;
  const origin = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  const last = events.at(-1);
  const data: OrderEmailData = {
    shopName: deps.config.shop.name,
    to: order.email,
    buyerName: order.customerName.split(' ')[0] ?? order.customerName,
    orderNumber: order.orderNumber,
    placedOn: formatBusinessDate(kolkataDate(order.createdAt)),
    lines: lines
      .filter((l) => l.kind === 'goods')
      .map((l) => ({
        description: [l.title, l.size].filter(Boolean).join(', '),
        quantity: l.quantity,
        totalPaise: l.totalPaise,
      })),
    charges: lines.filter((l) => l.kind !== 'goods').map((l) => ({ label: l.title, totalPaise: l.totalPaise })),
    taxPaise: lines.reduce((sum, l) => sum + l.taxPaise, 0),
    grandTotalPaise: lines.reduce((sum, l) => sum + l.totalPaise, 0),
    address: [
      order.customerName,
      order.line1,
      order.line2,
      order.landmark,
      `${order.city} ${order.pinCode}`,
      order.state,
    ]
      .filter(Boolean)
      .join(', '),
    dispatchDate: order.dispatchDate ? formatBusinessDate(order.dispatchDate) : null,
    arrival:
      order.arrivalEarliest && order.arrivalLatest
        ? `${formatBusinessDate(order.arrivalEarliest)} – ${formatBusinessDate(order.arrivalLatest)}`
        : null,
    orderUrl: `${origin}${paths.orderDetails(order.id)}`,
    note: last?.note ?? '',
  };
  if (kind === 'confirmed') return orderConfirmedEmail(data);
  if (kind === 'payment_failed') return paymentFailedEmail(data);
  return orderCancelledEmail(data);
}
