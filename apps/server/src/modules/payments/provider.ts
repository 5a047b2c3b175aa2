import type { RazorpayCheckout } from '@discus/domain/contracts/razorpay';

// Payments go through one interface (PRODUCT.md section 7): the built-in test gateway without
// keys, Razorpay with them. A provider is called only after the order's transaction commits.

export type PaymentStart = {
  paymentId: string;
  orderId: number;
  orderNumber: string;
  amountPaise: number;
  /** Filled in on the gateway's form for the buyer. */
  buyer: { name: string; email: string; phone: string };
};

/** Where the buyer pays this attempt, and for Razorpay what Checkout opens with. */
export type PaymentPage = { payUrl: string; razorpay?: RazorpayCheckout };

/** One refund, whole or part; `refundId` is the store's own, so asking twice refunds once. */
export type RefundRequest = {
  refundId: number;
  /** The refund's UUID (one per refund dialog), also sent to the provider. */
  idempotencyKey: string;
  orderId: number;
  orderNumber: string;
  amountPaise: number;
  /** The provider's payment being refunded. */
  paymentId: string;
};

/** What the provider did with a refund: done, still on its way (its webhook tells), or refused. */
export type RefundOutcome =
  | { status: 'refunded'; reference: string }
  | { status: 'pending'; reference: string }
  | { status: 'failed'; reason: string };

export type PaymentProvider = {
  name: 'test' | 'razorpay';
  /** Starts (or, asked again, resumes) paying one attempt. */
  start(payment: PaymentStart): Promise<PaymentPage>;
  /**
   * Sends the money back. Must be idempotent on `refundId`: the refund job may ask again after a
   * crash. Throws when the provider could not be asked (the job retries).
   */
  refund(refund: RefundRequest): Promise<RefundOutcome>;
};
