import type { User } from '@discus/domain/contracts/users';
import { imageUrl } from '@discus/domain/images';
import { initials } from './account-click.ts';

type Props = { user: Pick<User, 'firstName' | 'lastName' | 'userImage'>; className?: string };

/** The profile photo, or the initials on a coloured disc when there is none. Decorative: the name is beside it. */
export function Avatar({ user, className = 'size-8 text-xs' }: Props) {
  if (user.userImage) {
    return (
      <img
        src={imageUrl('users', user.userImage.filename, 240)}
        alt=""
        className={`${className} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white`}
    >
      {initials(user)}
    </span>
  );
}
