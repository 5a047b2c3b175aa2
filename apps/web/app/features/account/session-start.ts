import type { User } from '@discus/domain/contracts/users';
import { ApiError } from '../../lib/api.ts';

/**
 * seed section 4: what the stored identity asks for at start. A stored userId with an auth token
 * is a logged-in user to load; a userId alone is a guest id to keep; nothing is a new guest.
 */
export function planSessionStart(stored: { userId: string | null; authToken: string | null }) {
  if (!stored.userId) return 'new-guest';
  return stored.authToken ? 'restore-user' : 'keep-guest';
}

/**
 * The logged-in user as this browser last read them (kept beside the auth token, decision 049), if
 * it is the stored userId's: a page load shows their name and picture at once, and the server's
 * answer replaces it. Anything else kept there is ignored.
 */
export function lastKnownUser(kept: string | null, userId: string): User | null {
  let user: Partial<User> | null = null;
  try {
    user = kept ? JSON.parse(kept) : null;
  } catch {
    return null;
  }
  const image = user?.userImage;
  const valid =
    user?.profileId === userId &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    typeof user.role === 'number' &&
    (image === null || typeof image?.filename === 'string');
  return valid ? (user as User) : null;
}

/** An expired or revoked login: the browser quietly goes back to being a guest. */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

type RandomSource = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => Uint8Array; randomUUID?: () => string };

/** A random guest id (UUID v4). randomUUID needs a secure context; plain http on a LAN has none. */
export function newGuestId(random: RandomSource = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
