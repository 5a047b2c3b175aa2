import { createHash } from 'node:crypto';
import {
  DEFAULT_PAYMENT_SETTINGS,
  type PaymentSettingsForm,
  paymentSettingsForm,
} from '@discus/domain/contracts/payment-settings';
import { messages } from '@discus/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { RazorpayConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Conflict } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';

// The seed's three payment gateway entries and the methods checkout offers (issue 11, decision
// 035), one document in `settings`. Checkout reads it on every visit, so a save applies at once.

const KEY = 'paymentGateways';

/** What the owner saved, or the defaults (online only) until then. */
export async function loadPaymentSettings(db: Db | Tx): Promise<PaymentSettingsForm> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return paymentSettingsOf(row?.value ?? null);
}

/** The stored document as `paymentSettingsValueSql` reads it (null: none saved yet). */
export function paymentSettingsOf(value: unknown): PaymentSettingsForm {
  if (value === null) return DEFAULT_PAYMENT_SETTINGS;
  const parsed = paymentSettingsForm.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_PAYMENT_SETTINGS;
}

/** The stored document, for a workflow that reads it with its other facts in one statement. */
export const paymentSettingsValueSql = sql`(SELECT value FROM settings WHERE key = ${KEY})`;

const versionOf = (value: PaymentSettingsForm) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/** The online method as the owner may see it: which gateway, and Razorpay's public key id only. */
export function onlineGatewayOf(razorpay: RazorpayConfig | undefined) {
  return razorpay
    ? { provider: 'razorpay' as const, keyId: razorpay.keyId }
    : { provider: 'test' as const, keyId: null };
}

export async function paymentSettingsScreen(db: Db, razorpay: RazorpayConfig | undefined) {
  const current = await loadPaymentSettings(db);
  return { result: current, version: versionOf(current), online: onlineGatewayOf(razorpay) };
}

/** Saves the owner's settings over the version they saw; every changed field is audited with who. */
export async function savePaymentSettings(
  db: Db,
  razorpay: RazorpayConfig | undefined,
  actorUserId: number,
  next: PaymentSettingsForm,
  version: string,
) {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('settings:paymentGateways'))`);
    const current = await loadPaymentSettings(tx);
    if (versionOf(current) !== version) throw new Conflict(messages.staleEdit);
    const value = paymentSettingsForm.parse(next);
    const diff = fieldChanges(current, value);
    await tx
      .insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    if (diff.length > 0) {
      await tx.execute(sql`INSERT INTO settings_audit (key, actor_user_id, actor, changes)
        SELECT ${KEY}, u.id, u.first_name || ' ' || u.last_name || ' <' || u.email || '>', ${JSON.stringify(diff)}::jsonb
        FROM users u WHERE u.id = ${actorUserId}`);
    }
    return { result: value, version: versionOf(value), online: onlineGatewayOf(razorpay) };
  });
}

export type CheckoutMethod = 'test' | 'razorpay' | 'upi' | 'bank';

/**
 * What checkout offers: the owner's choice, less a direct method whose account is not filled in.
 * Online is the store's one gateway: Razorpay with its keys, else the test gateway.
 */
export async function checkoutMethods(
  db: Db | Tx,
  online: 'test' | 'razorpay',
): Promise<{ methods: CheckoutMethod[]; directHoldHours: number }> {
  return checkoutMethodsOf(await loadPaymentSettings(db), online);
}

/** `checkoutMethods` of settings already read. */
export function checkoutMethodsOf(
  current: PaymentSettingsForm,
  online: 'test' | 'razorpay',
): { methods: CheckoutMethod[]; directHoldHours: number } {
  const [, upi, bank] = current.gateways;
  const methods: CheckoutMethod[] = [];
  if (current.methods.online) methods.push(online);
  if (current.methods.upi && upi.account && upi.name) methods.push('upi');
  if (current.methods.bank && bank.account && bank.ifsc && bank.name) methods.push('bank');
  return { methods, directHoldHours: current.directHoldHours };
}
