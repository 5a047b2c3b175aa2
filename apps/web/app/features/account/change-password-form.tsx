import { messages } from '@discus/domain/messages';
import { type FormEvent, useState } from 'react';
import { primaryButton } from '../../components/form/buttons.ts';
import { passwordInput, TextField } from '../../components/form/text-field.tsx';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useForm } from '../../lib/use-form.ts';
import { changePasswordErrors } from './password-rules.ts';
import { useRefusedSession } from './use-refused-session.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password while logged in; the server ends the other logins and keeps this one. */
export function ChangePasswordForm() {
  const showMessage = useSnackbar();
  const onRefused = useRefusedSession();
  const form = useForm(empty, changePasswordErrors);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    try {
      const answer = await browserApi.changePassword(form.values.currentPassword, form.values.newPassword);
      showMessage(answer.message, 'success');
      form.reset();
    } catch (error) {
      if (!onRefused(error)) showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Current password"
        autoComplete="current-password"
        {...passwordInput}
        {...form.field('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...passwordInput}
          {...form.field('newPassword')}
        />
        <TextField
          label="Confirm new password"
          autoComplete="new-password"
          {...passwordInput}
          {...form.field('confirmPassword')}
        />
      </div>
      <button type="submit" disabled={!form.isValid || busy} className={primaryButton}>
        {busy ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
