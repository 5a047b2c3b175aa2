import { normalizeEmail } from '@discus/domain/email';
import { messages } from '@discus/domain/messages';
import { fieldErrors, type RegisterForm as RegisterValues, registerForm } from '@discus/domain/validation';
import { type FormEvent, useState } from 'react';
import { linkButton, primaryButton } from '../../components/form/buttons.ts';
import { passwordInput, phoneInput, TextField } from '../../components/form/text-field.tsx';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useForm } from '../../lib/use-form.ts';
import { useAccount } from './account-context.tsx';
import { todayIso } from './dates.ts';

const empty: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  password: '',
  confirmPassword: '',
};
const validate = (values: RegisterValues) => fieldErrors(registerForm, values);

/**
 * Register is enabled only when every rule passes: valid email, a 10-digit phone, a birth date
 * and matching passwords (PRODUCT.md section 1: a mismatch blocks, unlike the original).
 */
export function RegisterForm() {
  const { openLogin } = useAccount();
  const showMessage = useSnackbar();
  const form = useForm(empty, validate);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    const { confirmPassword: _, ...values } = form.values;
    const email = normalizeEmail(values.email);
    try {
      await browserApi.register({ ...values, email });
      showMessage(messages.userRegistered, 'success');
      openLogin(email);
    } catch (error) {
      showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required maxLength={60} {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required maxLength={60} {...form.field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Phone" {...phoneInput} {...form.field('phone')} />
        <TextField label="Date of birth" type="date" max={todayIso()} required {...form.field('dateOfBirth')} />
      </div>
      <TextField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...passwordInput}
        {...form.field('password')}
      />
      <TextField
        label="Confirm password"
        autoComplete="new-password"
        {...passwordInput}
        {...form.field('confirmPassword')}
      />
      <button type="submit" disabled={!form.isValid || busy} className={`${primaryButton} w-full`}>
        {busy ? 'Registering…' : 'Register'}
      </button>
      <p className="text-center text-sm text-slate-700">
        Already registered?{' '}
        <button type="button" onClick={() => openLogin()} className={linkButton}>
          Log in
        </button>
      </p>
    </form>
  );
}
