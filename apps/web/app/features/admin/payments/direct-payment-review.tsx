import type { DirectPaymentDetails } from '@discus/domain/contracts/direct-payments';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import { type FormEvent, useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { useAdminCall } from '../catalog/use-admin-call.ts';

/** A direct UPI or bank payment the buyer reported: the owner checks the statement, then confirms or rejects. */
export function DirectPaymentReview({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const [details, setDetails] = useState<DirectPaymentDetails | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = useAdminCall();
  const showMessage = useSnackbar();

  useEffect(() => {
    browserApi.adminDirectPayment(orderId).then(setDetails, () => setDetails(null));
  }, [orderId]);

  if (!details?.reference) return null;

  const decide = async (call: () => ReturnType<typeof browserApi.adminConfirmPayment>) => {
    setBusy(true);
    const answer = await run(call, () => onDone());
    setBusy(false);
    if (!answer) return;
    showMessage(answer.message, 'success');
    onDone();
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    void decide(() => browserApi.adminRejectPayment(orderId, reason));
  };

  return (
    <div
      className="mt-3 space-y-3 rounded-lg bg-amber-50 p-3 text-sm text-slate-800"
      data-testid="direct-payment-review"
    >
      <p>
        The buyer paid {formatRupees(rupeesToPaise(details.amount))} by{' '}
        {details.method === 'upi' ? 'UPI, UTR' : 'bank transfer, reference'}{' '}
        <span className="font-mono font-semibold">{details.reference}</span>. Find it on the statement, then:
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          onClick={() => void decide(() => browserApi.adminConfirmPayment(orderId))}
        >
          Confirm payment
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => setRejecting(true)}>
          Reject payment
        </button>
      </div>
      {rejecting && (
        <form onSubmit={reject} className="space-y-2">
          <label className="block font-medium">
            Why (the buyer reads this)
            <input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              minLength={3}
              maxLength={300}
              className={`${inputClass} mt-1 w-full`}
            />
          </label>
          <button type="submit" className={secondaryButton} disabled={busy}>
            Reject: the money did not arrive
          </button>
        </form>
      )}
    </div>
  );
}
