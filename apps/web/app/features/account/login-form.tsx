import { normalizeEmail } from '@discus/domain/email';
import { fieldErrors, loginForm } from '@discus/domain/validation';
import { type FormEvent, useState } from 'react';
import { linkButton, primaryButton } from '../../components/form/buttons.ts';
import { passwordInput, TextField } from '../../components/form/text-field.tsx';
import { useSnackbar } from '../../components/snackbar.tsx';
import { browserApi } from '../../lib/browser-api.ts';
import { useForm } from '../../lib/use-form.ts';
import { useAccount } from './account-context.tsx';
import { loginFailureMessage } from './login-failure.ts';

const validate = (values: { email: string; password: string }) =>
  fieldErrors(loginForm, { ...values, keepSignedIn: false });

/** seed section 5: Login is enabled when the email is valid and the password has 8 or more characters. */
export function LoginForm({ email = '' }: { email?: string }) {
  const { completeLogin, openRegister, openForgotPassword } = useAccount();
  const showMessage = useSnackbar();
  const form = useForm({ email, password: '' }, validate);
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    try {
      const answer = await browserApi.login({
        email: normalizeEmail(form.values.email),
        password: form.values.password,
        keepSignedIn,
      });
      await completeLogin(answer);
    } catch (error) {
      showMessage(loginFailureMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField label="Password" autoComplete="current-password" {...passwordInput} {...form.field('password')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={keepSignedIn}
            onChange={(event) => setKeepSignedIn(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          Keep me signed in
        </label>
        <button type="button" onClick={openForgotPassword} className={linkButton}>
          Forgot password?
        </button>
      </div>
      <button type="submit" disabled={!form.isValid || busy} className={`${primaryButton} w-full`}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
      <p className="text-center text-sm text-slate-700">
        New here?{' '}
        <button type="button" onClick={openRegister} className={linkButton}>
          Create an account
        </button>
      </p>
    </form>
  );
}
