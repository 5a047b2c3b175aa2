import type { PaymentSettingsAnswer, PaymentSettingsForm } from '@discus/domain/contracts/payment-settings';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { primaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { useRefusedSession } from '../../account/use-refused-session.ts';
import { errorText, useAdminCall } from '../catalog/use-admin-call.ts';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
const labelClass = 'block text-sm font-medium text-slate-700';

type Gateways = PaymentSettingsForm['gateways'];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in
    <label className={labelClass}>
      {label}
      {children}
    </label>
  );
}

/**
 * The seed's payment gateway settings: three entries (Name, Account, paymentGatewayType 1/2/3),
 * which methods checkout offers, and how long a direct payment holds the stock. Secrets are not
 * here: they stay in the store's environment.
 */
export function PaymentSettingsPage() {
  const [settings, setSettings] = useState<PaymentSettingsForm | null>(null);
  const [online, setOnline] = useState<PaymentSettingsAnswer['online'] | null>(null);
  const [version, setVersion] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onRefused = useRefusedSession();
  const run = useAdminCall();
  const showMessage = useSnackbar();

  const show = (answer: PaymentSettingsAnswer) => {
    setSettings(answer.result);
    setVersion(answer.version);
    setOnline(answer.online);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once
  const load = useCallback(() => {
    browserApi.adminPaymentSettings().then(show, (error) => {
      if (!onRefused(error)) setFailed(errorText(error));
    });
  }, []);
  useEffect(load, [load]);

  if (failed)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {failed}
      </p>
    );
  if (!settings || !online)
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading...
      </p>
    );

  const [gateway, upi, bank] = settings.gateways;
  const setEntry = <I extends 0 | 1 | 2>(index: I, change: Partial<Gateways[I]>) => {
    const gateways = [...settings.gateways] as Gateways;
    gateways[index] = { ...gateways[index], ...change } as Gateways[I];
    setSettings({ ...settings, gateways });
  };
  const setMethod = (method: keyof PaymentSettingsForm['methods'], on: boolean) =>
    setSettings({ ...settings, methods: { ...settings.methods, [method]: on } });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await run(
      () => browserApi.adminSavePaymentSettings(settings, version),
      (error) => error.status === 409 && load(),
    );
    setBusy(false);
    if (answer) {
      show(answer);
      showMessage(answer.message, 'success');
    }
  };

  const input = `${inputClass} mt-1 w-full`;
  return (
    <form onSubmit={(e) => void save(e)} className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Payment settings</h1>
        <button type="submit" className={primaryButton} disabled={busy}>
          Save
        </button>
      </div>

      <section aria-labelledby="methods" className={`${card} space-y-3`}>
        <h2 id="methods" className="font-semibold text-slate-900">
          What checkout offers
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={settings.methods.online}
            onChange={(e) => setMethod('online', e.target.checked)}
          />
          Pay online (cards, UPI, netbanking)
          <span className="text-slate-500">
            {online.provider === 'razorpay'
              ? `Razorpay, key ${online.keyId}`
              : 'Test gateway: no money moves (set the Razorpay keys in the environment)'}
          </span>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={settings.methods.upi} onChange={(e) => setMethod('upi', e.target.checked)} />
          Pay directly by UPI (QR code and app link to entry 2)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={settings.methods.bank}
            onChange={(e) => setMethod('bank', e.target.checked)}
          />
          Bank transfer, NEFT or IMPS (entry 3)
        </label>
        <Field label="Hours a direct UPI or bank payment holds the stock while you check the money arrived">
          <input
            type="number"
            min={1}
            max={168}
            required
            value={settings.directHoldHours}
            onChange={(e) =>
              setSettings({ ...settings, directHoldHours: e.target.value === '' ? Number.NaN : Number(e.target.value) })
            }
            className={`${inputClass} mt-1 block w-24`}
          />
        </Field>
      </section>

      <section aria-labelledby="entry-1" className={`${card} grid gap-4 sm:grid-cols-2`}>
        <h2 id="entry-1" className="font-semibold text-slate-900 sm:col-span-2">
          1 · Online gateway account (paymentGatewayType 1) · the shop's main account
        </h2>
        <Field label="Name">
          <input
            value={gateway.name}
            maxLength={80}
            onChange={(e) => setEntry(0, { name: e.target.value })}
            className={input}
          />
        </Field>
        <Field label="Account (Razorpay merchant name or account id)">
          <input
            value={gateway.account}
            maxLength={80}
            onChange={(e) => setEntry(0, { account: e.target.value })}
            className={input}
          />
        </Field>
        <p className="text-sm text-slate-600 sm:col-span-2">
          The key secret and webhook secret are set in the store's environment and are never shown here.
        </p>
      </section>

      <section aria-labelledby="entry-2" className={`${card} grid gap-4 sm:grid-cols-2`}>
        <h2 id="entry-2" className="font-semibold text-slate-900 sm:col-span-2">
          2 · UPI payee (paymentGatewayType 2)
        </h2>
        <Field label="Payee name">
          <input
            value={upi.name}
            maxLength={80}
            onChange={(e) => setEntry(1, { name: e.target.value })}
            className={input}
          />
        </Field>
        <Field label="UPI ID (name@bank)">
          <input
            value={upi.account}
            maxLength={256}
            inputMode="email"
            autoCapitalize="none"
            pattern="[A-Za-z0-9][A-Za-z0-9._\-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}"
            onChange={(e) => setEntry(1, { account: e.target.value.trim() })}
            className={input}
          />
        </Field>
      </section>

      <section aria-labelledby="entry-3" className={`${card} grid gap-4 sm:grid-cols-3`}>
        <h2 id="entry-3" className="font-semibold text-slate-900 sm:col-span-3">
          3 · Bank account (paymentGatewayType 3)
        </h2>
        <Field label="Account name">
          <input
            value={bank.name}
            maxLength={80}
            onChange={(e) => setEntry(2, { name: e.target.value })}
            className={input}
          />
        </Field>
        <Field label="Account number (9–18 digits)">
          <input
            value={bank.account}
            inputMode="numeric"
            maxLength={18}
            pattern="\d{9,18}"
            onChange={(e) => setEntry(2, { account: e.target.value.replace(/\s/g, '') })}
            className={input}
          />
        </Field>
        <Field label="IFSC (AAAA0XXXXXX)">
          <input
            value={bank.ifsc}
            maxLength={11}
            autoCapitalize="characters"
            pattern="[A-Z]{4}0[A-Z0-9]{6}"
            onChange={(e) => setEntry(2, { ifsc: e.target.value.trim().toUpperCase() })}
            className={input}
          />
        </Field>
      </section>
    </form>
  );
}
