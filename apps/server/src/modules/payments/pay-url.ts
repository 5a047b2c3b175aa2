import { paths } from '@discus/domain/paths';

export type PaymentAttempt = { id: string; provider: string; status: string };

/**
 * Where the buyer pays an order still waiting for payment: Razorpay's Checkout opens only on
 * /checkout (which resumes or starts an attempt there); the test gateway's page is per attempt and
 * only while that attempt is open.
 */
export function payUrlOf(attempt: PaymentAttempt, orderId: number): string | null {
  if (attempt.provider === 'razorpay') return paths.checkoutPay(orderId);
  if (attempt.provider === 'test' && attempt.status === 'created') return paths.testPayment(attempt.id);
  return null;
}
