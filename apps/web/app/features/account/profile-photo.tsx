import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import { type ChangeEvent, useState } from 'react';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useAccount } from './account-context.tsx';
import { Avatar } from './avatar.tsx';
import { useRefusedSession } from './use-refused-session.ts';

const acceptedTypes: readonly string[] = PROFILE_IMAGE_TYPES;
const maxMegabytes = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

/** The profile photo and its upload (JPEG, PNG or WebP; the server re-encodes it). */
export function ProfilePhoto() {
  const { user, setUser } = useAccount();
  const showMessage = useSnackbar();
  const onRefused = useRefusedSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!user) return null;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    if (!acceptedTypes.includes(photo.type)) return setProblem('Please choose a JPEG, PNG or WebP photo.');
    if (photo.size > PROFILE_IMAGE_MAX_BYTES) return setProblem(`The photo must be ${maxMegabytes} MB or smaller.`);
    setProblem(null);
    setBusy(true);
    try {
      setUser(await browserApi.uploadProfileImage(photo));
      showMessage(messages.photoSaved, 'success');
    } catch (error) {
      if (!onRefused(error)) setProblem(error instanceof ApiError ? error.message : messages.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <Avatar user={user} className="size-24 text-2xl ring-4 ring-brand-50" />
      <label
        aria-busy={busy}
        className="cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
      >
        {busy ? 'Uploading…' : 'Change photo'}
        <input
          type="file"
          accept={acceptedTypes.join(',')}
          onChange={onPick}
          disabled={busy}
          className="sr-only"
          aria-describedby={problem ? 'photo-problem' : undefined}
        />
      </label>
      {problem && (
        <p id="photo-problem" role="alert" className="max-w-48 text-center text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
