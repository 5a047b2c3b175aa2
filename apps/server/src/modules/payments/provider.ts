// Payments go through one interface (PRODUCT.md section 7): the built-in test gateway today,
// Razorpay in its own issue. A provider is called only after the order's transaction commits.

export type PaymentStart = { paymentId: string; orderId: number; orderNumber: string; amountPaise: number };

export type PaymentProvider = {
  name: 'test';
  /** Where the buyer goes to pay this attempt (the provider's page or the store's own). */
  start(payment: PaymentStart): Promise<{ payUrl: string }>;
};
