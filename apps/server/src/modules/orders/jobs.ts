import type { FastifyInstance } from 'fastify';
import { expireDueOrders, ORDER_EMAIL_QUEUE, type OrderEmailKind } from '../../workflows/order-changes.ts';
import type { OrderDeps } from '../../workflows/place-order.ts';
import { completeRefund, REFUND_QUEUE } from '../../workflows/refunds.ts';
import { sendOrderEmail } from './order-emails.ts';

/** The orders' background work: reservations that run out, and the emails of order events. */
export async function startOrderJobs(app: FastifyInstance, deps: () => OrderDeps): Promise<void> {
  app.jobs.repeat('expiring payment holds', () =>
    expireDueOrders(deps(), (error, orderId) => app.log.error({ err: error, orderId }, 'an order could not expire')),
  );
  await app.jobs.work(REFUND_QUEUE, async (data) => {
    await completeRefund(deps(), Number(data.refundId));
  });
  await app.jobs.work(ORDER_EMAIL_QUEUE, async (data) => {
    await sendOrderEmail(app, deps(), {
      orderId: Number(data.orderId),
      kind: data.kind as OrderEmailKind,
      key: String(data.key),
      refundId: data.refundId === undefined ? undefined : Number(data.refundId),
    });
  });
}
