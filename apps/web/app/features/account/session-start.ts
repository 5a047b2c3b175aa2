import { ApiError } from '../../lib/api.ts';

/**
 * seed section 4: what the stored identity asks for at start. A stored userId with an auth token
 * is a logged-in user to load; a userId alone is a guest id to keep; nothing is a new guest.
 */
export function planSessionStart(stored: { userId: string | null; authToken: string | null }) {
  if (!stored.userId) return 'new-guest';
  return stored.authToken ? 'restore-user' : 'keep-guest';
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
