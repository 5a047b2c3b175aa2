import { useState } from 'react';
import { secondaryButton } from '../../components/form/buttons.ts';
import { useAccount } from './account-context.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { formatDay } from './dates.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** The profile screen of /MyProfile and /admin_profile: details, edit, photo, password, logout. */
export function ProfileScreen() {
  const { user, logout } = useAccount();
  const [editing, setEditing] = useState(false);
  if (!user) return null;

  const details = [
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['Email', user.email],
    ['Phone', user.phone || 'Not given'],
    ['Date of birth', user.dateOfBirth ? formatDay(user.dateOfBirth) : 'Not given'],
    ['Member since', formatDay(user.createdAt)],
  ] as const;

  return (
    <div className="space-y-6">
      <section aria-labelledby="profile-details" className={card}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <ProfilePhoto />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="profile-details" className="text-lg font-semibold text-slate-900">
                Your details
              </h2>
              {!editing && (
                <button type="button" onClick={() => setEditing(true)} className={secondaryButton}>
                  Edit profile
                </button>
              )}
            </div>
            <div className="mt-4">
              {editing ? (
                <ProfileEditForm user={user} onDone={() => setEditing(false)} />
              ) : (
                <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
                  {details.map(([term, value]) => (
                    <div key={term} className="min-w-0">
                      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
                      <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="change-password" className={card}>
        <h2 id="change-password" className="mb-4 text-lg font-semibold text-slate-900">
          Change password
        </h2>
        <ChangePasswordForm />
      </section>

      <div className="flex justify-end">
        <button type="button" onClick={() => void logout()} className={secondaryButton}>
          Log out
        </button>
      </div>
    </div>
  );
}
