import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { paths } from '@discus/domain/paths';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import type { PaymentProvider } from './provider.ts';

// The built-in test gateway: "Test payment: no money moves". Its page stands in for a real
// gateway's, and like a real one it tells the store the outcome with an HMAC-signed callback that
// the store verifies; the secret is made once per database, so every store process shares it.

export type TestOutcome = 'paid' | 'declined';
export type SignedCallback = { paymentId: string; outcome: TestOutcome; timestamp: number; signature: string };

const SECRET_KEY = 'testGatewaySecret';
// A callback older than this is refused even with a good signature.
const MAX_AGE_SECONDS = 600;

export const testGateway: PaymentProvider = {
  name: 'test',
  async start(payment) {
    return { payUrl: paths.testPayment(payment.paymentId) };
  },
  // No money moved, so none goes back: the reference only names the store's refund.
  async refund(refund) {
    return { status: 'refunded', reference: `test-refund-${refund.refundId}` };
  },
};

let cachedSecret: { db: Db; secret: Buffer } | undefined;

async function gatewaySecret(db: Db): Promise<Buffer> {
  if (cachedSecret?.db === db) return cachedSecret.secret;
  const fresh = randomBytes(32).toString('hex');
  await db.insert(settings).values({ key: SECRET_KEY, value: fresh }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_KEY));
  const secret = Buffer.from(String(row?.value), 'hex');
  cachedSecret = { db, secret };
  return secret;
}

function signatureOf(secret: Buffer, paymentId: string, outcome: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${paymentId}.${outcome}.${timestamp}`).digest('hex');
}

/** What the gateway's side sends back when the buyer presses Pay or Decline. */
export async function signCallback(
  db: Db,
  paymentId: string,
  outcome: TestOutcome,
  now: Date,
): Promise<SignedCallback> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    paymentId,
    outcome,
    timestamp,
    signature: signatureOf(await gatewaySecret(db), paymentId, outcome, timestamp),
  };
}

/** The store's check of a callback: right signature, not too old (replays are refused by the settle step). */
export async function verifyCallback(db: Db, callback: SignedCallback, now: Date): Promise<boolean> {
  const expected = Buffer.from(
    signatureOf(await gatewaySecret(db), callback.paymentId, callback.outcome, callback.timestamp),
    'hex',
  );
  const given = Buffer.from(callback.signature, 'hex');
  const fresh = Math.abs(now.getTime() / 1000 - callback.timestamp) <= MAX_AGE_SECONDS;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}
