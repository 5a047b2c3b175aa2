import { PASSWORD_MAX } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import { type FormEvent, useState } from 'react';
import { primaryButton } from '../components/form/buttons.ts';
import { passwordInput, TextField } from '../components/form/text-field.tsx';
import { useSnackbar } from '../components/snackbar.tsx';
import { useAccount } from '../features/account/account-context.tsx';
import { newPasswordErrors } from '../features/account/password-rules.ts';
import { ApiError } from '../lib/api.ts';
import { browserApi } from '../lib/browser-api.ts';
import { useForm } from '../lib/use-form.ts';
import type { Route } from './+types/reset-password';

// The token in the address must not travel on to other sites as a referrer.
export const meta = () => [
  { title: 'Reset your password' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

type Outcome = { kind: 'form' } | { kind: 'changed' } | { kind: 'link-refused'; message: string };

// The shape the server accepts (contracts/users.ts completeResetBody); a cut-off link is not worth a call.
const looksLikeToken = (token: string) => token.length >= 20 && token.length <= 200;

/** Is this the link's fault (expired, used, unknown) rather than the network's or the server's? */
const isLinkRefused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export default function ResetPassword({ params }: Route.ComponentProps) {
  const { openLogin, openForgotPassword } = useAccount();
  const showMessage = useSnackbar();
  const form = useForm({ password: '', confirmPassword: '' }, newPasswordErrors);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    looksLikeToken(params.token) ? { kind: 'form' } : { kind: 'link-refused', message: messages.resetLinkInvalid },
  );
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    try {
      await browserApi.completeResetPassword(params.token, form.values.password);
      setOutcome({ kind: 'changed' });
      openLogin();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : messages.serverError;
      if (isLinkRefused(error)) setOutcome({ kind: 'link-refused', message });
      else showMessage(message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Reset your password</h1>
      <div className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {outcome.kind === 'changed' && (
          <div role="status" className="space-y-4">
            <p className="text-slate-800">{messages.passwordChanged}</p>
            <button type="button" onClick={() => openLogin()} className={`${primaryButton} w-full`}>
              Login
            </button>
          </div>
        )}
        {outcome.kind === 'link-refused' && (
          <div className="space-y-4">
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
              {outcome.message}
            </p>
            <p className="text-sm text-slate-700">
              Reset links work once and for 60 minutes. Ask for a new one and use the newest email.
            </p>
            <button type="button" onClick={openForgotPassword} className={`${primaryButton} w-full`}>
              Ask for a new link
            </button>
          </div>
        )}
        {outcome.kind === 'form' && (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <p className="text-sm text-slate-700">Choose a new password of 8 to {PASSWORD_MAX} characters.</p>
            <TextField
              label="New password"
              autoComplete="new-password"
              {...passwordInput}
              {...form.field('password')}
            />
            <TextField
              label="Confirm new password"
              autoComplete="new-password"
              {...passwordInput}
              {...form.field('confirmPassword')}
            />
            <button type="submit" disabled={!form.isValid || busy} className={`${primaryButton} w-full`}>
              {busy ? 'Saving…' : 'Set new password'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
