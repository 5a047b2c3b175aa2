import { kolkataDate } from '@discus/domain/dispatch';
import { sumGst } from '@discus/domain/gst';
import { formatRupees } from '@discus/domain/money';
import type { OrderStatus } from '@discus/domain/order-status';
import { paths } from '@discus/domain/paths';
import { sql } from 'drizzle-orm';
import type { MailMessage } from '../../lib/mailer.ts';
import type { OrderEmailKind } from '../../workflows/order-changes.ts';
import type { OrderDeps } from '../../workflows/place-order.ts';
import { loadShippingConfig } from '../shipping/settings.ts';
import { orderCancelledEmail } from './emails/order-cancelled-email.ts';
import { orderConfirmedEmail } from './emails/order-confirmed-email.ts';
import type { OrderEmailData } from './emails/order-email-data.ts';
import { orderDeliveredEmail, orderRefundedEmail, orderShippedEmail } from './emails/order-shipped-email.ts';
import { paymentFailedEmail } from './emails/payment-failed-email.ts';
import { gstOf, loadOrderRows } from './order-view.ts';

/** An order event's email, told from the order's own copy. */
export async function orderEmailOf(
  deps: OrderDeps,
  orderId: number,
  kind: OrderEmailKind,
  refundId?: number,
): Promise<MailMessage | null> {
  const loaded = await loadOrderRows(deps.db, orderId);
  if (!loaded) return null;
  const { order, lines, events } = loaded;
  const origin = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  const totals = sumGst(lines.map(gstOf));
  const grandTotalPaise = totals.total;
  const data: OrderEmailData = {
    shopName: deps.config.shop.name,
    buyer: { firstName: order.customerName.split(' ')[0] ?? order.customerName, email: order.email },
    orderNumber: order.orderNumber,
    placedDate: kolkataDate(order.createdAt),
    status: order.status as OrderStatus,
    lines: lines
      .filter((l) => l.kind === 'goods')
      .map((l) => ({
        description: [l.title, l.size].filter(Boolean).join(', '),
        quantity: l.quantity,
        totalPaise: l.totalPaise,
      })),
    charges: lines.filter((l) => l.kind !== 'goods').map((l) => ({ description: l.title, totalPaise: l.totalPaise })),
    gst: {
      cgstPaise: totals.cgst,
      sgstPaise: totals.sgst,
      utgstPaise: totals.utgst,
      igstPaise: totals.igst,
    },
    grandTotalPaise,
    deliveryAddress: {
      name: order.customerName,
      lines: [order.line1, order.line2, order.landmark].filter(Boolean),
      city: order.city,
      state: order.state,
      pin: order.pinCode,
      phone: order.phone,
    },
    ...(order.dispatchDate
      ? {
          liveFish: {
            dispatchDate: order.dispatchDate,
            ...(order.arrivalEarliest && order.arrivalLatest
              ? { arrival: { from: order.arrivalEarliest, to: order.arrivalLatest } }
              : {}),
          },
        }
      : {}),
    orderUrl: `${origin}${paths.orderDetails(order.id)}`,
  };
  if (kind === 'confirmed') return orderConfirmedEmail(data);
  if (kind === 'shipped' || kind === 'delivered') {
    const { doaClaimWindowHours } = await loadShippingConfig(deps.db);
    const shipment = {
      courier: order.courier ?? '',
      trackingNumber: order.trackingNumber ?? '',
      ...(order.trackingUrl ? { trackingUrl: order.trackingUrl } : {}),
      doaClaimWindowHours,
    };
    return kind === 'shipped' ? orderShippedEmail({ ...data, shipment }) : orderDeliveredEmail({ ...data, shipment });
  }
  if (kind === 'refunded') {
    // Older jobs name no refund: they were whole-order refunds.
    const { rows } = await deps.db.execute<{ amountPaise: number }>(
      sql`SELECT amount_paise AS "amountPaise" FROM refunds WHERE id = ${refundId ?? null} AND order_id = ${orderId}`,
    );
    const amountPaise = rows[0]?.amountPaise ?? grandTotalPaise;
    return orderRefundedEmail({ ...data, refund: { amountPaise, whole: amountPaise >= grandTotalPaise } });
  }
  if (kind === 'payment_failed') {
    return paymentFailedEmail({ ...data, paymentFailure: { kind: 'restore-cart', cartUrl: data.orderUrl } });
  }
  const paid = order.invoiceNumber !== null;
  return orderCancelledEmail({
    ...data,
    cancellation: {
      by: events.findLast((e) => e.status === 'cancelled')?.actor === 'owner' ? 'shop' : 'buyer',
      refundNote: paid
        ? `${formatRupees(grandTotalPaise)} will go back to the way you paid within 5–7 working days.`
        : 'Nothing was charged for this order.',
    },
  });
}
