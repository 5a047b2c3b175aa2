import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two signatures, both hex HMAC-SHA256, both compared in constant time.

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Checkout's answer: HMAC of the Razorpay order id the store STORED, "|", the payment id, with the key secret. */
export function checkoutSignatureOk(
  keySecret: string,
  storedOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  const expected = createHmac('sha256', keySecret).update(`${storedOrderId}|${paymentId}`).digest('hex');
  return sameHex(signature, expected);
}

/** A webhook: HMAC of the raw body as received, with the webhook secret (X-Razorpay-Signature). */
export function webhookSignatureOk(webhookSecret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]+$/i.test(signature)) return false;
  const expected = createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
  return sameHex(signature.toLowerCase(), expected);
}
