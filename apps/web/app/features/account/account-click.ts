import { ADMIN_ROLE } from '@discus/domain/constants';
import { paths } from '@discus/domain/paths';

export type AccountClick =
  | { kind: 'open-drawer' }
  | { kind: 'open-login' }
  | { kind: 'go'; to: string; state?: { openMyProfile: true } };

/**
 * seed section 2: clicking the avatar or name opens the drawer on mobile; otherwise an admin goes
 * to the dashboard, another logged-in user to MyProfile, and a guest opens Login.
 */
export function accountClick(user: { role: number } | null, isMobile: boolean): AccountClick {
  if (isMobile) return { kind: 'open-drawer' };
  if (!user) return { kind: 'open-login' };
  if (user.role === ADMIN_ROLE) return { kind: 'go', to: paths.adminDashboard() };
  return { kind: 'go', to: paths.myProfile(), state: { openMyProfile: true } };
}

/** The initials shown in place of a missing profile photo. */
export function initials(user: { firstName: string; lastName: string }): string {
  const letters = [user.firstName, user.lastName].map((name) => name.trim().charAt(0)).join('');
  return letters.toUpperCase() || '?';
}
