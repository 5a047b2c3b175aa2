import { messages } from '@discus/domain/messages';
import { isValidEmail } from '@discus/domain/validation';
import { type FormEvent, useState } from 'react';
import { linkButton, primaryButton } from '../../components/form/buttons.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { type FieldErrors, useForm } from '../../lib/use-form.ts';
import { useAccount } from './account-context.tsx';

const validate = ({ email }: { email: string }): FieldErrors =>
  isValidEmail(email) ? {} : { email: messages.invalidEmailLogin };

/** seed sections 5 and 8: Submit shows once an email is typed; the server's answer goes to the snackbar. */
export function ForgotPasswordForm() {
  const { openLogin, closeDialog } = useAccount();
  const showMessage = useSnackbar();
  const form = useForm({ email: '' }, validate);
  const [busy, setBusy] = useState(false);
  const hasEmail = form.values.email.trim() !== '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    try {
      const answer = await browserApi.resetPassword(form.values.email.trim());
      showMessage(answer.message, 'success');
      closeDialog();
    } catch (error) {
      showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700">{messages.resetInfo}</p>
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      {hasEmail && (
        <button type="submit" disabled={!form.isValid || busy} className={`${primaryButton} w-full`}>
          {busy ? 'Sending…' : 'Submit'}
        </button>
      )}
      <p className="text-center text-sm text-slate-700">
        Remembered it?{' '}
        <button type="button" onClick={() => openLogin(form.values.email.trim() || undefined)} className={linkButton}>
          Back to login
        </button>
      </p>
    </form>
  );
}
