import type { AdminOrderDetails, AdminRefundOrderBody } from '@discus/domain/contracts/admin-orders';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import { type FormEvent, useEffect, useState } from 'react';
import { primaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { newAttemptKey } from '../../checkout/checkout-attempt.ts';
import { formatShopTime } from '../../orders/order-dates.ts';

const refundStatus = { pending: 'on its way', refunded: 'done', failed: 'failed' } as const;

/** Every refund of the order with where it stands; a failed one says why. */
export function RefundList({ refunds }: { refunds: AdminOrderDetails['refunds'] }) {
  if (refunds.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-slate-900">Refunds</h3>
      <ul className="mt-1 space-y-2 text-sm" data-testid="refunds">
        {refunds.map((refund) => (
          <li key={`${refund.createdAt}-${refund.amount}`} className="break-words text-slate-700">
            <span className="font-medium">{formatRupees(rupeesToPaise(refund.amount))}</span> ·{' '}
            <span className={refund.status === 'failed' ? 'font-semibold text-red-700' : ''}>
              {refundStatus[refund.status]}
            </span>
            {refund.reference && refund.status === 'refunded' && ` (${refund.reference})`}
            <span className="block text-xs text-slate-600">
              {formatShopTime(refund.createdAt)} · {refund.reason}
              {refund.failure && ` · ${refund.failure}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The owner refunds all that is left or a part of it. One key per opening of the dialog: pressing
 * Refund twice, or again after a lost answer, refunds once.
 */
export function RefundDialog(props: {
  open: boolean;
  busy: boolean;
  orderNumber: string;
  /** Rupees still refundable. */
  refundable: number;
  onClose: () => void;
  onRefund: (body: Omit<AdminRefundOrderBody, 'orderId'>) => Promise<boolean>;
}) {
  const [key, setKey] = useState('');
  const [amount, setAmount] = useState('');
  useEffect(() => {
    if (!props.open) return;
    setKey(newAttemptKey());
    setAmount(props.refundable.toFixed(2));
  }, [props.open, props.refundable]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    void props.onRefund({ amount: Number(amount), reason, idempotencyKey: key });
  };
  const whole = Number(amount) === props.refundable;
  return (
    <ModalDialog open={props.open} title={`Refund order ${props.orderNumber}?`} onClose={props.onClose}>
      <form onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-700">
          Up to {formatRupees(rupeesToPaise(props.refundable))} can go back through the payment provider (or is recorded
          as refunded when it was paid outside it). The buyer is emailed when it is done.
        </p>
        <label className="block text-sm font-medium text-slate-700">
          Amount (₹)
          <input
            name="amount"
            type="number"
            inputMode="decimal"
            required
            min={0.01}
            max={props.refundable}
            step={0.01}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className={`${inputClass} mt-1 w-full`}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Reason
          <input name="reason" required minLength={3} maxLength={500} className={`${inputClass} mt-1 w-full`} />
        </label>
        <button type="submit" className={`${primaryButton} w-full`} disabled={props.busy}>
          {whole ? 'Refund in full' : `Refund ${formatRupees(rupeesToPaise(Number(amount) || 0))}`}
        </button>
      </form>
    </ModalDialog>
  );
}
