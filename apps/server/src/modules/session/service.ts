import { newToken } from '../../lib/tokens.ts';

/**
 * An anonymous session token for any visitor (seed: the client stores it and sends it back as
 * x-session-token). No call of the store depends on it, so it is neither kept nor checked
 * (docs/decisions/012): a random value, like a fresh guest id.
 */
export function startSession(): string {
  return newToken().token;
}
