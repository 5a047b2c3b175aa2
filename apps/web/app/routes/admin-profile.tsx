import { ProfileScreen } from '../features/account/profile-screen.tsx';

export const meta = () => [{ title: 'Profile · Admin' }, { name: 'robots', content: 'noindex' }];

/** seed section 2: /admin_profile is the same profile screen as MyProfile's. */
export default function AdminProfile() {
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Profile</h1>
      <ProfileScreen />
    </div>
  );
}
