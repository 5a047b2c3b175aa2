import { z } from 'zod';
import { ORDER_ACTORS, ORDER_STATUSES } from '../order-status.ts';
import { deliveryAddress } from './addresses.ts';
import { imageRef } from './catalog.ts';
import { PAYMENT_METHODS } from './checkout.ts';
import { entityId, pageNo, pageSize } from './common.ts';
import { orderSummary } from './order-summary.ts';
import { razorpayCheckout } from './razorpay.ts';
import { plainText } from './text.ts';

// POST /api/orders/*: the anonymous notifier feed (public) and a buyer's own orders (x-auth-token;
// another buyer's order answers 404).

// POST /api/orders/getAnonOrders: state, city and product titles only, never a name or contact.
export const anonOrder = z.object({
  state: z.string(),
  city: z.string(),
  productList: z.array(z.object({ title: z.string() })),
});
export type AnonOrder = z.infer<typeof anonOrder>;

export const getAnonOrdersBody = z.object({}).strict();
export const getAnonOrdersAnswer = z.object({ result: z.array(anonOrder) });

export const orderStatus = z.enum(ORDER_STATUSES);

/** One row of My Orders. */
export const orderListItem = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  /** ISO 8601 instant. */
  placedAt: z.string(),
  grandTotal: z.number(),
  itemCount: z.number().int(),
  titles: z.array(z.string()),
  image: imageRef.nullable(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

// POST /api/orders/myOrders { pageNo, pageSize } → { result: OrderListItem[], totalCount }, newest first.
export const myOrdersBody = z.object({ pageNo: pageNo.default(1), pageSize: pageSize.default(10) }).strict();
export const myOrdersAnswer = z.object({ result: z.array(orderListItem), totalCount: z.number().int() });
export type MyOrdersAnswer = z.infer<typeof myOrdersAnswer>;

export const timelineEvent = z.object({
  status: orderStatus,
  statusLabel: z.string(),
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  note: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const orderDetails = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  placedAt: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  summary: orderSummary,
  address: deliveryAddress,
  timeline: z.array(timelineEvent),
  /** Set once the shop hands the parcel to a courier (issue 12). */
  shipment: z
    .object({
      courier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
      shippedAt: z.string(),
      deliveredAt: z.string().nullable(),
    })
    .nullable(),
  /** Set once the order is paid. */
  invoiceNumber: z.string().nullable(),
  canCancel: z.boolean(),
  canRetryPayment: z.boolean(),
  canReorder: z.boolean(),
  /** While payment can still be retried: the payment page. */
  payUrl: z.string().nullable(),
  /** While payment can still be retried: when the reserved stock goes back on sale. */
  payBy: z.string().nullable(),
});
export type OrderDetails = z.infer<typeof orderDetails>;
export const orderDetailsAnswer = z.object({ result: orderDetails });

const orderIdBody = z.object({ orderId: entityId }).strict();

// POST /api/orders/getOrder { orderId } → { result: OrderDetails }
export const getOrderBody = orderIdBody;

// POST /api/orders/cancelOrder { orderId, reason? } → { result: OrderDetails }. Refused with the
// state machine's words once the order is packed; a second cancel changes nothing.
export const cancelOrderBody = z.object({ orderId: entityId, reason: plainText('Reason', 0, 500).optional() }).strict();

// POST /api/orders/retryPayment { orderId } → { result: { payUrl } } while awaiting payment.
export const retryPaymentBody = orderIdBody;
export const retryPaymentAnswer = z.object({
  result: z.object({ payUrl: z.string(), razorpay: razorpayCheckout.optional() }),
});

// POST /api/orders/reorder { orderId } → { result: { added, skipped } }: the order's lines back in
// the cart as far as stock allows; what could not be added is named with the reason.
export const reorderBody = orderIdBody;
export const reorderAnswer = z.object({
  result: z.object({
    added: z.number().int(),
    skipped: z.array(z.object({ title: z.string(), reason: z.string() })),
  }),
});
export type ReorderAnswer = z.infer<typeof reorderAnswer>;

// POST /api/orders/invoice { orderId } → application/pdf (the GST tax invoice), once paid;
// the order's owner or an admin only.
export const invoiceBody = orderIdBody;
