import type { OrderStatus } from '@discus/domain/order-status';

// What the order emails say, as plain data copied from the order. Amounts are integer paise;
// dates are YYYY-MM-DD and times HH:MM, both already in Asia/Kolkata.

export type OrderEmailStatus = OrderStatus;

export type OrderEmailLine = { description: string; quantity: number /** With GST. */; totalPaise: number };

/** Shipping, live-fish packing. */
export type OrderEmailCharge = { description: string /** With GST. */; totalPaise: number };

export type OrderEmailAddress = {
  name: string;
  /** Line 1, line 2, landmark: the ones given. */
  lines: string[];
  city: string;
  state: string;
  pin: string;
  phone: string;
};

/** After a failed payment: retry while the stock is held, or put the items back in the cart once released. */
export type PaymentFailure = { kind: 'retry'; until: string } | { kind: 'restore-cart'; cartUrl: string };

export type Cancellation = {
  by:
    | 'buyer'
    | 'shop' /** What happens to the money, e.g. "₹1,362.90 will be back on your card in 5–7 working days." */;
  refundNote: string;
};

export type OrderEmailData = {
  shopName: string;
  buyer: { firstName: string; email: string };
  orderNumber: string;
  placedDate: string;
  status: OrderEmailStatus;
  lines: OrderEmailLine[];
  charges: OrderEmailCharge[];
  /** GST by head; a head that is zero is not shown. */
  gst: { cgstPaise: number; sgstPaise: number; utgstPaise: number; igstPaise: number };
  grandTotalPaise: number;
  deliveryAddress: OrderEmailAddress;
  /** Only for orders with live fish. */
  liveFish?: { dispatchDate: string; arrival?: { from: string; to: string } };
  /** Absolute URL of the order's page in the store. */
  orderUrl: string;
  paymentFailure?: PaymentFailure;
  cancellation?: Cancellation;
  /** Once shipped (issue 12). */
  shipment?: Shipment;
};

export type Shipment = {
  courier: string;
  trackingNumber: string;
  trackingUrl?: string;
  /** Live fish only: hours after delivery in which a dead-on-arrival claim is taken. */
  doaClaimWindowHours?: number;
};
