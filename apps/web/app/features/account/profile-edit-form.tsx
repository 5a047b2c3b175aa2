import type { User } from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import { fieldErrors, type ProfileForm, profileForm } from '@discus/domain/validation';
import { type FormEvent, useState } from 'react';
import { primaryButton, secondaryButton } from '../../components/form/buttons.ts';
import { phoneInput, TextField } from '../../components/form/text-field.tsx';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useForm } from '../../lib/use-form.ts';
import { useAccount } from './account-context.tsx';
import { todayIso } from './dates.ts';
import { useRefusedSession } from './use-refused-session.ts';

const validate = (values: ProfileForm) => fieldErrors(profileForm, values);

/** Edit name, phone and birth date with the same rules as registering. */
export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { setUser } = useAccount();
  const showMessage = useSnackbar();
  const onRefused = useRefusedSession();
  const form = useForm(
    { firstName: user.firstName, lastName: user.lastName, phone: user.phone, dateOfBirth: user.dateOfBirth ?? '' },
    validate,
  );
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    try {
      setUser(await browserApi.updateProfile(form.values));
      showMessage(messages.profileSaved, 'success');
      onDone();
    } catch (error) {
      if (!onRefused(error)) showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit profile" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required maxLength={60} {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required maxLength={60} {...form.field('lastName')} />
        <TextField label="Phone" {...phoneInput} {...form.field('phone')} />
        <TextField label="Date of birth" type="date" max={todayIso()} required {...form.field('dateOfBirth')} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={!form.isValid || busy} className={primaryButton}>
          {busy ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" onClick={onDone} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
