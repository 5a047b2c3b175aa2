import type { PaymentMethod } from '@discus/domain/contracts/checkout';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/browser-api.ts';

const LABELS: Record<PaymentMethod, { title: string; hint: string }> = {
  test: { title: 'Pay online', hint: 'Test payment: no money moves' },
  razorpay: { title: 'Card, UPI or netbanking', hint: 'Secure payment through Razorpay' },
  upi: { title: 'UPI to our account', hint: 'Scan the QR code or open your UPI app, then give the UTR' },
  bank: { title: 'Bank transfer (NEFT / IMPS)', hint: 'Transfer to our account, then give the reference' },
};

/** The ways to pay the owner offers now; null while loading (checkout then offers the online payment). */
export function useCheckoutMethods(): PaymentMethod[] | null {
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  useEffect(() => {
    browserApi.checkoutMethods().then(
      (answer) => setMethods(answer.methods),
      () => setMethods(null),
    );
  }, []);
  return methods;
}

export function MethodChoice({
  offered,
  method,
  onChoose,
}: {
  offered: PaymentMethod[];
  method: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="mt-5 space-y-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">How would you like to pay?</legend>
      {offered.map((m) => (
        <label
          key={m}
          className={`flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ${
            m === method ? 'bg-brand-50 ring-brand-600' : 'ring-slate-200'
          }`}
        >
          <input
            type="radio"
            name="payment-method"
            value={m}
            checked={m === method}
            onChange={() => onChoose(m)}
            className="mt-1"
          />
          <span>
            <span className="block text-sm font-medium text-slate-900">{LABELS[m].title}</span>
            <span className="block text-xs text-slate-600">{LABELS[m].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The one way to pay on offer, said before Pay so the buyer knows what opens next. */
export function OnlyMethod({ method }: { method: PaymentMethod }) {
  return (
    <p className="mt-5 text-sm text-slate-700" data-testid="payment-method">
      <span className="font-medium text-slate-900">{LABELS[method].title}</span> · {LABELS[method].hint}
    </p>
  );
}
