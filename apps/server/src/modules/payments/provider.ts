// Payments go through one interface (PRODUCT.md section 7): the built-in test gateway today,
// Razorpay in its own issue. A provider is called only after the order's transaction commits.

export type PaymentStart = { paymentId: string; orderId: number; orderNumber: string; amountPaise: number };

/** One whole-order refund; `refundId` is the store's own, so asking twice refunds once. */
export type RefundRequest = {
  refundId: number;
  orderId: number;
  orderNumber: string;
  amountPaise: number;
  /** The provider's payment being refunded. */
  paymentId: string;
};

export type PaymentProvider = {
  name: 'test';
  /** Where the buyer goes to pay this attempt (the provider's page or the store's own). */
  start(payment: PaymentStart): Promise<{ payUrl: string }>;
  /**
   * Sends the money back (issue 12; Razorpay's refunds arrive with issue 11). Must be idempotent on
   * `refundId`: the refund job may ask again after a crash. Answers the provider's reference.
   */
  refund(refund: RefundRequest): Promise<{ reference: string }>;
};
