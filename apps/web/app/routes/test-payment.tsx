import { messages } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { primaryButton, secondaryButton } from '../components/form/buttons.ts';
import { ApiError, type TestPaymentOutcome, type TestPaymentSession } from '../lib/api.ts';
import { browserApi } from '../lib/browser-api.ts';

// Stands in for a payment provider's page: never indexed, loaded in the browser like theirs.
export const meta = () => [{ title: 'Test payment' }, { name: 'robots', content: 'noindex' }];

export default function TestPayment() {
  const paymentId = useParams().paymentId ?? '';
  const [session, setSession] = useState<TestPaymentSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<TestPaymentOutcome | null>(null);

  useEffect(() => {
    browserApi
      .testPaymentSession(paymentId)
      .then(setSession)
      .catch((e) => setError(e instanceof ApiError ? e.message : messages.serverError));
  }, [paymentId]);

  // Like a real gateway: it records the decision, calls the store back, then sends the buyer on.
  const decide = async (outcome: TestPaymentOutcome) => {
    setDeciding(outcome);
    try {
      const { returnUrl } = await browserApi.decideTestPayment(paymentId, outcome);
      window.location.assign(returnUrl);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.serverError);
      setDeciding(null);
    }
  };

  return (
    <div className="flex min-h-dvh items-start justify-center bg-slate-100 px-4 py-8 sm:items-center">
      <div className="w-full max-w-sm overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200">
        <p className="bg-amber-400 px-4 py-2.5 text-center text-sm font-bold text-amber-950" role="note">
          {messages.testPaymentLabel}
        </p>
        <div className="p-6">
          <h1 className="text-center text-xs font-semibold tracking-widest text-slate-500 uppercase">Test gateway</h1>
          {!session && !error && (
            <p role="status" className="py-8 text-center text-slate-600">
              {messages.loading}
            </p>
          )}
          {session && (
            <>
              <p className="mt-4 text-center text-lg font-semibold text-slate-900">{session.shopName}</p>
              <dl className="mt-4 space-y-2 rounded-lg bg-slate-50 p-4 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Order</dt>
                  <dd className="font-medium text-slate-900" data-testid="gateway-order-number">
                    {session.orderNumber}
                  </dd>
                </div>
                <div className="flex items-baseline justify-between gap-4">
                  <dt className="text-slate-600">Amount</dt>
                  <dd className="text-2xl font-bold text-slate-900" data-testid="gateway-amount">
                    {formatRupees(session.amountPaise)}
                  </dd>
                </div>
              </dl>
              <p className="mt-4 text-center text-xs text-slate-600">
                This page stands in for a real payment page. Pay marks the order paid; Decline shows what happens when a
                payment fails.
              </p>
              <div className="mt-5 grid gap-3">
                <button
                  type="button"
                  className={`${primaryButton} py-3 text-base`}
                  disabled={deciding !== null}
                  onClick={() => void decide('paid')}
                >
                  {deciding === 'paid' ? 'Paying…' : `Pay ${formatRupees(session.amountPaise)}`}
                </button>
                <button
                  type="button"
                  className={`${secondaryButton} py-3 text-base`}
                  disabled={deciding !== null}
                  onClick={() => void decide('declined')}
                >
                  {deciding === 'declined' ? 'Declining…' : 'Decline'}
                </button>
              </div>
            </>
          )}
          {error && (
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
