import type { DirectPaymentDetails } from '@discus/domain/contracts/direct-payments';
import { messages } from '@discus/domain/messages';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { primaryButton } from '../../components/form/buttons.ts';
import { inputClass } from '../../components/form/text-field.tsx';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useRefusedSession } from '../account/use-refused-session.ts';
import { formatShopTime } from '../orders/order-dates.ts';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

/**
 * Paying an order directly to the shop: the UPI QR code (desktop) or "Pay with a UPI app" link
 * (phones), or the bank details; then the UTR or bank reference, after which the order waits for
 * the owner to find the money.
 */
export function DirectPaymentPanel({ orderId, onReported }: { orderId: number; onReported: () => void }) {
  const [details, setDetails] = useState<DirectPaymentDetails | null>(null);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onRefused = useRefusedSession();
  const showMessage = useSnackbar();

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per order
  const load = useCallback(() => {
    browserApi.directPayment(orderId).then(setDetails, (e) => {
      if (!onRefused(e)) setError(e instanceof ApiError ? e.message : messages.serverError);
    });
  }, [orderId]);
  useEffect(load, [load]);

  if (!details)
    return error ? (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {error}
      </p>
    ) : null;

  const amount = formatRupees(rupeesToPaise(details.amount));
  const upi = details.method === 'upi';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi.reportPayment(orderId, reference);
      setDetails(answer.result);
      showMessage(answer.message, 'success');
      onReported();
    } catch (e) {
      if (!onRefused(e)) setError(e instanceof ApiError ? e.message : messages.serverError);
    } finally {
      setBusy(false);
    }
  };

  if (details.status === 'payment_review')
    return (
      <section aria-labelledby="direct-payment" className={`${card} space-y-2`} data-testid="direct-payment">
        <h2 id="direct-payment" className="text-lg font-semibold text-slate-900">
          We are checking your payment
        </h2>
        <p className="text-sm text-slate-700">
          You told us you paid {amount} with {upi ? 'UTR' : 'reference'}{' '}
          <span className="font-mono font-medium">{details.reference}</span>. We confirm it as soon as it reaches our
          account
          {details.holdUntil ? ` and keep your items until ${formatShopTime(details.holdUntil)}` : ''}.
        </p>
      </section>
    );
  if (details.status !== 'pending_payment') return null;

  return (
    <section aria-labelledby="direct-payment" className={`${card} space-y-4`} data-testid="direct-payment">
      <h2 id="direct-payment" className="text-lg font-semibold text-slate-900">
        {upi ? `Pay ${amount} by UPI` : `Pay ${amount} by bank transfer`}
      </h2>
      {details.upi && (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:gap-6">
          <div
            className="hidden h-48 w-48 shrink-0 sm:block"
            role="img"
            aria-label={`UPI QR code: pay ${amount} to ${details.upi.upiId}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the store drew itself from its own UPI ID
            dangerouslySetInnerHTML={{ __html: details.upi.qrSvg }}
          />
          <div className="w-full space-y-2 text-sm text-slate-700">
            <p className="hidden sm:block">Scan the code with any UPI app (Google Pay, PhonePe, Paytm, your bank's).</p>
            <a href={details.upi.uri} className={`${primaryButton} w-full py-3 text-base sm:hidden`}>
              Pay with a UPI app
            </a>
            <p>
              Payee <span className="font-medium">{details.upi.payeeName}</span>, UPI ID{' '}
              <span className="font-mono font-medium">{details.upi.upiId}</span>
            </p>
            <p>
              Amount <span className="font-medium">{amount}</span>, note{' '}
              <span className="font-mono font-medium">{details.orderNumber}</span>
            </p>
          </div>
        </div>
      )}
      {details.bank && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Account name</dt>
          <dd className="font-medium">{details.bank.accountName}</dd>
          <dt className="text-slate-600">Account number</dt>
          <dd className="font-mono font-medium">{details.bank.accountNumber}</dd>
          <dt className="text-slate-600">IFSC</dt>
          <dd className="font-mono font-medium">{details.bank.ifsc}</dd>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-medium">{amount}</dd>
          <dt className="text-slate-600">Remarks</dt>
          <dd className="font-mono font-medium">{details.orderNumber}</dd>
        </dl>
      )}
      {details.holdUntil && (
        <p className="text-sm text-slate-600">We keep your items until {formatShopTime(details.holdUntil)}.</p>
      )}
      <form onSubmit={(e) => void submit(e)} className="space-y-2">
        <label className="block text-sm font-medium text-slate-700">
          {upi ? 'UTR (the 12-digit UPI reference number in your app)' : 'Bank reference (UTR) of your transfer'}
          <input
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            inputMode={upi ? 'numeric' : 'text'}
            autoComplete="off"
            required
            maxLength={40}
            className={`${inputClass} mt-1 w-full font-mono`}
          />
        </label>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          I have paid
        </button>
      </form>
    </section>
  );
}
