import type { DirectPaymentDetails } from '@discus/domain/contracts/direct-payments';
import { isValidReference, normaliseReference, upiPayUri } from '@discus/domain/direct-payment';
import { messages } from '@discus/domain/messages';
import { paiseToRupees } from '@discus/domain/money';
import { nextStatus } from '@discus/domain/order-status';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db, Tx } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { BadRequest, Conflict, NotFound } from '../lib/errors.ts';
import { type LockedOrder, lockOrder } from '../modules/orders/order-rows.ts';
import { orderNotFound } from '../modules/orders/order-view.ts';
import { lockDirectPayment, paymentPaidSql, setPaymentStatus } from '../modules/payments/payment-rows.ts';
import { loadPaymentSettings } from '../modules/payments/settings.ts';
import type { Account } from '../plugins/auth.ts';
import type { Admin } from './admin-order-changes.ts';
import { enqueueEmail, markPaid, moveTo } from './order-changes.ts';
import type { OrderDeps } from './place-order.ts';

// Direct UPI and bank transfer (issue 11, decision 036): the buyer pays the shop's UPI ID or bank
// account, gives the UTR or reference, and the order waits in payment_review until the owner finds
// the money on the statement and confirms it (or turns it down). One reference pays one order only.

async function buyersOrder(tx: Tx, buyer: Account, orderId: number): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.userId !== buyer.userId) throw new NotFound(orderNotFound);
  return order;
}

/** How the buyer pays this order directly: payee, amount, QR code and link, or the bank details. */
export async function directPaymentDetails(
  db: Db,
  buyer: Account | null,
  orderId: number,
): Promise<DirectPaymentDetails> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (buyer && order.userId !== buyer.userId)) throw new NotFound(orderNotFound);
    const payment = await lockDirectPayment(tx, order.id);
    if (!payment) throw new Conflict(messages.notDirectPayment);
    const settings = await loadPaymentSettings(tx);
    const [, upi, bank] = settings.gateways;
    const uri =
      payment.provider === 'upi'
        ? upiPayUri({
            upiId: upi.account,
            payeeName: upi.name,
            amountPaise: order.totalPaise,
            orderNumber: order.orderNumber,
          })
        : null;
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      method: payment.provider,
      amount: paiseToRupees(order.totalPaise),
      holdUntil: order.paymentExpiresAt?.toISOString() ?? null,
      reference: payment.reference,
      upi: uri
        ? {
            payeeName: upi.name,
            upiId: upi.account,
            uri,
            // Drawn here, so no third-party image service learns who pays whom.
            qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
          }
        : null,
      bank:
        payment.provider === 'bank' ? { accountName: bank.name, accountNumber: bank.account, ifsc: bank.ifsc } : null,
    };
  });
}

function isDuplicateReference(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const failure = e.code ? e : e.cause;
  return failure?.code === '23505' && failure.constraint === 'payments_reference_idx';
}

/** The buyer says they paid and gives the reference; the order waits for the owner. */
export async function reportDirectPayment(
  deps: OrderDeps,
  buyer: Account,
  orderId: number,
  typed: string,
): Promise<void> {
  try {
    await inTransaction(deps.db, async (tx) => {
      const order = await buyersOrder(tx, buyer, orderId);
      const payment = await lockDirectPayment(tx, order.id);
      if (!payment) throw new Conflict(messages.notDirectPayment);
      const reference = normaliseReference(typed);
      if (!isValidReference(payment.provider, reference)) {
        throw new BadRequest(payment.provider === 'upi' ? messages.upiUtrInvalid : messages.bankReferenceInvalid);
      }
      const label = payment.provider === 'upi' ? 'UPI, UTR' : 'bank transfer, reference';
      await moveTo(tx, order, 'reportPayment', 'buyer', `The buyer paid by ${label} ${reference}`);
      await tx.update(payments).set({ reference }).where(eq(payments.id, payment.id));
    });
  } catch (error) {
    if (isDuplicateReference(error)) throw new Conflict(messages.referenceAlreadyUsed);
    throw error;
  }
}

/** The owner found the money: the order is paid (invoice number, confirmation email). */
export async function confirmDirectPayment(deps: OrderDeps, admin: Admin, orderId: number): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound(orderNotFound);
    const payment = await lockDirectPayment(tx, order.id);
    if (!payment) throw new Conflict(messages.notDirectPayment);
    // Through the state machine first: only an order in payment_review can be confirmed.
    const next = nextStatus(order.status, 'confirmPayment', 'owner');
    if (!next.ok) throw new Conflict(next.message);
    await markPaid(
      deps,
      tx,
      order.id,
      { actor: 'owner', note: `Payment confirmed on the statement (${payment.reference})`, actorUserId: admin.userId },
      paymentPaidSql(payment.id),
    );
  });
}

/** The money never arrived: the order fails, its stock goes back, the buyer is told. */
export async function rejectDirectPayment(deps: OrderDeps, admin: Admin, orderId: number, reason: string) {
  await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound(orderNotFound);
    const payment = await lockDirectPayment(tx, order.id);
    if (!payment) throw new Conflict(messages.notDirectPayment);
    await moveTo(tx, order, 'rejectPayment', 'owner', `Payment not found on the statement: ${reason}`, {
      actorUserId: admin.userId,
    });
    await setPaymentStatus(tx, payment.id, 'declined');
    await enqueueEmail(deps, tx, order.id, 'payment_failed');
  });
}
